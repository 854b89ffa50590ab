import type { AppServices } from '../services.ts';

/** Tenants, organisations, positions, users, roles and login accounts (owned by the auth work). */
export async function seedIdentity(_services: AppServices): Promise<void> {}
