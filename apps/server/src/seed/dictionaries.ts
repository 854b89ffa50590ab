import type { AppServices } from '../services.ts';

/** Dictionary types and data for every list of values of spec §4 and §9. */
export async function seedDictionaries(_services: AppServices): Promise<void> {}
