/**
 * The heat-print gang sheet (issue 15, domain §8): nesting a batch's transfers on DTF film and rendering the
 * sheet as print files. Pure functions: the batch service brings the settings, the artwork and the folder.
 */
export { layoutProblems, nestFree, nestGrid, rollGrid } from './nest.ts';
export { type RenderOptions, renderSheetPdf, renderSheetPng, type SheetArtwork } from './render.ts';
export type * from './types.ts';
