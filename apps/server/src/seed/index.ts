import { seedRegions } from '../modules/sysRegion/index.ts';
import type { AppServices } from '../services.ts';
import { seedBaseData, seedWorkstations } from './base-data.ts';
import { seedConfig } from './config.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedFactorySettings } from './factory-settings.ts';
import { seedIdentity } from './identity.ts';
import { seedMenus } from './menus.ts';
import { seedProductionData } from './production-data.ts';
import { seedWorkforce } from './workforce.ts';

/**
 * Seeds a fresh database. Idempotent: inserts only rows that are missing (by fixed id
 * or natural key) and never overwrites a row a user changed.
 */
export async function seed(services: AppServices): Promise<void> {
  await seedConfig(services);
  await seedIdentity(services);
  await seedMenus(services);
  await seedDictionaries(services);
  await seedBaseData(services);
  await seedProductionData(services);
  await seedFactorySettings(services);
  await seedRegions(services);
  await seedWorkforce(services);
  // Last: workstations need the processes of the production-data seed.
  await seedWorkstations(services);
}
