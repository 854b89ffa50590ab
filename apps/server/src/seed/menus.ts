import type { AppServices } from '../services.ts';

/** The menu catalogue of spec §2 with button codes, and the tenant/role grants. */
export async function seedMenus(_services: AppServices): Promise<void> {}
