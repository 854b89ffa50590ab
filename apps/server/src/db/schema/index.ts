export * from './auth-extras.ts';
export * from './platform.ts';
