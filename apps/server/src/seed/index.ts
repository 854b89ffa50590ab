import { DOMAINS, type ServerDomain } from '../modules/index.ts';
import { seedRegions } from '../modules/sysRegion/index.ts';
import type { AppServices } from '../services.ts';
import { seedConfig } from './config.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedIdentity } from './identity.ts';
import { seedMenus } from './menus.ts';
import { seedMerchantStaffRoles } from './merchant-staff.ts';

/**
 * Seeds a fresh database. Idempotent: inserts only rows that are missing (by fixed id
 * or natural key) and never overwrites a row a user changed.
 */
export async function seed(services: AppServices, domains: readonly ServerDomain[] = DOMAINS): Promise<void> {
  await seedConfig(services);
  await seedIdentity(services);
  const freshMenus = await seedMenus(services);
  // Every merchant tenant has a staff role beside its administrator (also those made before it existed).
  await seedMerchantStaffRoles(services, freshMenus);
  await seedDictionaries(services);
  await seedRegions(services);
  for (const domain of domains) await domain.seed?.(services);
  // Demo work emits domain events like real work does (production's floor tells the orders their
  // state): the listeners must be known before, so the events get their deliveries; the worker
  // delivers them once the server runs. Registering again later (buildApp) replaces each in place.
  for (const domain of domains) domain.registerListeners?.();
  for (const domain of domains) await domain.seedLate?.(services);
}
