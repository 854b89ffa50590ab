import path from 'node:path';
import { BASE_DATA_RESOURCES } from '@printfloor/contract';
import type { ServerDomain } from '../domain.ts';

export { blankFits, type ColourBook, colourBook, colourKey, sameSize } from './colours.ts';
export { ensureMerchantCustomer, type MerchantCustomer } from './customers.ts';
export { COLOUR_IDS } from './seed-ids.ts';

import { customerHooks } from './hooks.ts';
import { seedBaseData, seedWorkstations } from './seed.ts';

/** Base data (issue 5): workshops, devices, workstations, units, materials, defects, customers. */
export const baseDataDomain: ServerDomain = {
  name: 'baseData',
  resources: BASE_DATA_RESOURCES,
  hooks: { customer: customerHooks },
  migrations: path.join(import.meta.dirname, 'migrations'),
  seed: seedBaseData,
  // Workstations name processes of the production-data seed.
  seedLate: seedWorkstations,
};
