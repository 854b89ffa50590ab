/**
 * Fixed ids of the seeded base (master) data of the factory demo tenant: workshops, devices,
 * units, product and material types, materials, defects, test items, customers, workstations.
 * Other seeds (processes, routes, products, work orders) point at these.
 * Range 13100400xxxxx belongs to modules/baseData/seed.ts.
 */
export const WORKSHOP_IDS = {
  dtg: 1310040000101,
  heatTransfer: 1310040000102,
} as const;

export const DEVICE_CATEGORY_IDS = {
  dtgPrinter: 1310040000201,
  heatPress: 1310040000202,
  dtfPrinter: 1310040000203,
  dryer: 1310040000204,
  pretreatMachine: 1310040000205,
  /** The scan benches of the processes with no machine (quality check, pack, powder). */
  scanBench: 1310040000206,
} as const;

export const DEVICE_IDS = {
  gtx01: 1310040000301,
  gtx02: 1310040000302,
  gtx03: 1310040000303,
  heatPress01: 1310040000311,
  heatPress02: 1310040000312,
  dtfRoll01: 1310040000321,
  pretreat01: 1310040000331,
  dryer01: 1310040000341,
  qcBench01: 1310040000351,
  packBench01: 1310040000352,
  powderBench01: 1310040000353,
} as const;

export const UNIT_IDS = {
  pcs: 1310040000401,
  set: 1310040000402,
  kg: 1310040000403,
  m: 1310040000404,
  roll: 1310040000405,
  l: 1310040000406,
} as const;

export const PRODUCT_TYPE_IDS = {
  tshirt: 1310040000501,
  hoodie: 1310040000502,
  toteBag: 1310040000503,
} as const;

export const MATERIAL_TYPE_IDS = {
  blankGarment: 1310040000601,
  ink: 1310040000602,
  film: 1310040000603,
  powder: 1310040000604,
  pretreatLiquid: 1310040000605,
  packaging: 1310040000606,
} as const;

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type GarmentSize = (typeof SIZES)[number];
export const GARMENT_SIZES: readonly GarmentSize[] = SIZES;

/** Blank garments by colour and size: `MATERIAL_IDS.teeWhite.M`. */
function sized(base: number): Record<GarmentSize, number> {
  return { S: base + 1, M: base + 2, L: base + 3, XL: base + 4, XXL: base + 5 };
}

export const MATERIAL_IDS = {
  teeWhite: sized(1310040000700),
  teeBlack: sized(1310040000710),
  teeGrey: sized(1310040000720),
  hoodieBlack: sized(1310040000730),
  hoodieGrey: sized(1310040000740),
  hoodieNavy: sized(1310040000790),
  toteNatural: 1310040000751,
  inkCyan: 1310040000761,
  inkMagenta: 1310040000762,
  inkYellow: 1310040000763,
  inkBlack: 1310040000764,
  inkWhite: 1310040000765,
  dtfFilm: 1310040000771,
  dtfPowder: 1310040000772,
  pretreatLiquid: 1310040000773,
  polyMailer: 1310040000781,
} as const;

export const DEFECT_ITEM_IDS = {
  misprint: 1310040000801,
  colourShift: 1310040000802,
  underbaseShowThrough: 1310040000803,
  stain: 1310040000804,
  hole: 1310040000805,
  wrongSize: 1310040000806,
  wrongColour: 1310040000807,
  cureCrack: 1310040000808,
} as const;

export const COMMON_DEFECT_IDS = {
  bandingLines: 1310040000851,
  offCentre: 1310040000852,
  fadedBlack: 1310040000853,
  inkSmudge: 1310040000854,
  pinholeUnderbase: 1310040000855,
  crackedPrint: 1310040000856,
} as const;

export const TEST_ITEM_IDS = {
  washFastness: 1310040000901,
  rubFastness: 1310040000902,
  colourMatch: 1310040000903,
  sizeCheck: 1310040000904,
} as const;

export const CUSTOMER_IDS = {
  demoMerchant: 1310040000951,
  demoMerchant2: 1310040000953,
  walkIn: 1310040000952,
} as const;

/** Seeded only when the processes of seed/process-ids.ts exist. */
export const WORKSTATION_IDS = {
  pretreat01: 1310040001001,
  dtg01: 1310040001002,
  dtg02: 1310040001003,
  dtg03: 1310040001004,
  dryer01: 1310040001005,
  dtf01: 1310040001006,
  heatPress01: 1310040001007,
  heatPress02: 1310040001008,
} as const;
