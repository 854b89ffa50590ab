export * from './platform.ts';
export * from './auth-extras.ts';
