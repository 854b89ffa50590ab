/**
 * Fixed ids of the seeded production data of the factory demo tenant (processes, routes,
 * products, OMS product mappings). Other seeds (workstations, work orders) point at these.
 * Range 13100500xxxxx belongs to modules/productionData/seed.ts.
 */
export const PROCESS_IDS = {
  pretreat: 1310050000101,
  dtgPrint: 1310050000102,
  cure: 1310050000103,
  qualityCheck: 1310050000104,
  pack: 1310050000105,
  dtfPrint: 1310050000106,
  powderCure: 1310050000107,
  heatPress: 1310050000108,
} as const;

export const PROCESS_ROUTE_IDS = {
  dtg: 1310050000201,
  heatTransfer: 1310050000202,
} as const;

export const PRODUCT_IDS = {
  dtgTeeWhite: 1310050000301,
  dtgTeeBlack: 1310050000302,
  dtgHoodie: 1310050000303,
  heatTee: 1310050000304,
  toteBag: 1310050000305,
} as const;

export const OMS_PRODUCT_MAPPING_IDS = {
  temuTeeWhiteM: 1310050000401,
  sheinHoodieL: 1310050000402,
  /** One SKU in two colours, each its own product; sizes from the line. */
  temuClassicWhite: 1310050000403,
  temuClassicBlack: 1310050000404,
} as const;
