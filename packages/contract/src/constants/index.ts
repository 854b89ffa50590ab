export * from './const-classes.ts';
export * from './menu-titles.ts';
