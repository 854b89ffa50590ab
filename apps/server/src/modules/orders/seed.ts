import type { AppServices } from '../../services.ts';

/** Demo orders (filled in below). */
export async function seedOrders(_services: AppServices): Promise<void> {}
