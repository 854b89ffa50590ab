export * from './auth-cache.ts';
export * from './auth-extras.ts';
export * from './platform.ts';
