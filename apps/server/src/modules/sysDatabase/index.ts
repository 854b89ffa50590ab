/** The database's catalogue for other modules (the code generator's table and column pickers). */
export { columnList, databaseList, tableList } from './catalogue.ts';
