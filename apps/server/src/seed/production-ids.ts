/**
 * Fixed ids of production's demo rows (modules/production/seed.ts): the workstations the seeded
 * routes still lacked (quality check, pack, powder cure) and the batching strategies.
 */
export const PRODUCTION_WORKSTATION_IDS = {
  qc01: 1310040001101,
  pack01: 1310040001102,
  powder01: 1310040001103,
} as const;

export const BATCH_STRATEGY_IDS = {
  dtgWhite: 1310040002001,
  dtgDark: 1310040002002,
  dtgMulti: 1310040002003,
  heatDefault: 1310040002004,
  dtgMultiDark: 1310040002005,
} as const;

export const LABEL_TEMPLATE_IDS = {
  dtgDefault: 1310040003001,
  dtgLarge: 1310040003002,
  heatDefault: 1310040003003,
} as const;
