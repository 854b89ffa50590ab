import type { AppServices } from '../services.ts';

/** System parameters (sys_config) of admin-net-contract §6.4. */
export async function seedConfig(_services: AppServices): Promise<void> {}
