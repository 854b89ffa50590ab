import { isTimeZone } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { asPlatform } from '../db/context.ts';
import { queryRows } from '../db/query.ts';
import type { AppServices } from '../services.ts';

/**
 * The display time zone of a tenant (sys_tenant.time_zone, the one source of truth, edited on
 * the time zone settings screen): API date-times are written in it. Cached in the auth cache,
 * which every instance drops when sys_tenant changes (NOTIFY pf_auth, migrations/0003), so a
 * new zone shows on the next request everywhere. Unknown names fall back to the configured zone.
 *
 * Reads outside any transaction: call it before opening the request's tenant transaction (PGlite).
 */
export async function tenantTimeZone(services: AppServices, tenantId: number): Promise<string> {
  return services.authCache.remember(`tenantZone:${tenantId}`, async () => {
    // sys_tenant is global: the owner role reads the caller's own tenant row.
    const [row] = await asPlatform(services.db, (tx) =>
      queryRows<{ time_zone: string | null }>(tx, sql`select time_zone from sys_tenant where id = ${tenantId}`),
    );
    return isTimeZone(row?.time_zone) ? (row?.time_zone as string) : services.config.timeZone;
  });
}
