export * from './adminMisc.ts';
export * from './define.ts';
export * from './events.ts';
export * from './fields.ts';
export * from './notice.ts';
export * from './schemas.ts';
export * from './system.ts';
export * from './validator-registry.ts';
