export * from './enums.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './permissions.ts';
export * from './schemas/common.ts';
