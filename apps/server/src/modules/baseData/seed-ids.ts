/**
 * Fixed ids of the base-data rows this domain seeds that no other seed points at (range
 * 13100400012xx; the shared ones are in seed/base-data-ids.ts).
 */
export const COLOUR_IDS = {
  white: 1310040001201,
  black: 1310040001202,
  grey: 1310040001203,
  navy: 1310040001204,
  red: 1310040001205,
  natural: 1310040001206,
  royalBlue: 1310040001207,
  pink: 1310040001208,
  forestGreen: 1310040001209,
  maroon: 1310040001210,
} as const;
