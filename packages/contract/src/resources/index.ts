export * from './define.ts';
export * from './fields.ts';
export * from './schemas.ts';
export * from './system.ts';
export * from './validator-registry.ts';
