import path from 'node:path';
import { PRODUCTION_DATA_RESOURCES } from '@printfloor/contract';
import type { ServerDomain } from '../domain.ts';
import { seedProductionData, seedProductTemplates } from './seed.ts';

/** Production data (issue 5): processes, routes, products and their materials, print areas. */
export const productionDataDomain: ServerDomain = {
  name: 'productionData',
  resources: PRODUCTION_DATA_RESOURCES,
  migrations: path.join(import.meta.dirname, 'migrations'),
  seed: seedProductionData,
  // The demo products' Brother templates are factorySettings' rows, seeded after this domain's.
  seedLate: seedProductTemplates,
};
