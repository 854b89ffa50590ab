import { sql } from 'drizzle-orm';
import { asPlatform } from '../../src/db/context.ts';
import { SEED } from '../../src/seed/ids.ts';
import type { TestServer } from '../helpers/server.ts';
import { serverSuite } from '../helpers/suite.ts';

/**
 * Grants the merchant demo tenant the menus (and so the codes) of `services`, so that tests can
 * show that another tenant holding the same codes sees none of the factory's rows. The merchant
 * account is the tenant administrator: it holds every code of its tenant's grant (tests open its
 * session in the factory area, where these menus live, so it acts as a second factory tenant).
 */
export async function grantToMerchant(server: TestServer, services: readonly string[]): Promise<void> {
  await asPlatform(server.db, async (tx) => {
    for (const service of services) {
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
        select ${SEED.merchant.tenantId}, id from sys_menu
         where (permission like ${`${service}:%`} or name = ${service}) and not is_delete
        on conflict do nothing`);
    }
  });
}

/** Parses the field → messages map of a validation answer. */
export function fieldErrors(body: { code: number; message: string }): Record<string, string[]> {
  if (body.code !== 400) throw new Error(`expected a validation error, got ${body.code} ${body.message}`);
  return JSON.parse(body.message) as Record<string, string[]>;
}

/**
 * The server of a factory-settings suite: the merchant tenant granted `services` (see grantToMerchant),
 * sessions of the factory administrator, the factory operator and the merchant (in the factory area).
 */
export function factorySettingsSuite(services: readonly string[]) {
  return serverSuite(
    { factory: 'factory', operator: 'operator', merchant: 'merchant' },
    { setup: (server) => grantToMerchant(server, services) },
  );
}
