import { CUSTOMER_IDS, MATERIAL_IDS, UNIT_IDS } from '../../src/seed/base-data-ids.ts';
import { PROCESS_ROUTE_IDS } from '../../src/seed/process-ids.ts';

/** A product add body every check accepts (demo unit, customer, DTG route, two materials); `extra` overrides. */
export function validProduct(extra: Record<string, unknown> = {}) {
  return {
    code: 'PRD-T1',
    name: 'Test tee',
    unitId: UNIT_IDS.pcs,
    spec: '180 g, L',
    attr: 1,
    customerId: CUSTOMER_IDS.demoMerchant,
    processRouteId: PROCESS_ROUTE_IDS.dtg,
    image: '/upload/t.png',
    maxStock: 100,
    minStock: 10,
    safeStock: 20,
    materials: [
      { materialId: MATERIAL_IDS.teeWhite.L, rate: 1 },
      { materialId: MATERIAL_IDS.inkCyan, rate: '0.004' },
    ],
    ...extra,
  };
}
