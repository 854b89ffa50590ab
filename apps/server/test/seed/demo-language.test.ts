import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * The demo factory speaks the console's default language (issue 12 item 9): every name a
 * newcomer reads in its master data, workforce and organisation holds Chinese text. English
 * stays only inside names where a Chinese factory writes it (codes, sizes, brands), so a name
 * without a single CJK character is a seed row someone added in English.
 */
const CJK = /[\u3400-\u9fff]/;

/** table → the column shown as the row's name. */
const SHOWN: Record<string, string> = {
  mes_workshop: 'name',
  mes_device_category: 'name',
  mes_device: 'name',
  mes_workstation: 'name',
  mes_unit: 'name',
  mes_product_type: 'name',
  mes_material_type: 'name',
  mes_material: 'name',
  mes_defect_item: 'name',
  mes_common_defect: 'name',
  mes_test_item: 'name',
  mes_customer: 'name',
  mes_process: 'name',
  mes_process_route: 'name',
  mes_product: 'name',
  mes_team: 'name',
  mes_shift_plan: 'name',
  mes_shift: 'name',
  mes_holiday: 'name',
  sys_pos: 'name',
  sys_org: 'name',
  sys_role: 'name',
  sys_user: 'real_name',
};

describe('demo data language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it.each(Object.entries(SHOWN))('names every %s row of the demo factory in Chinese', async (table, column) => {
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ shown: string }>(
        tx,
        sql`select ${sql.identifier(column)} as shown from ${sql.identifier(table)} where tenant_id = ${SEED.factory.tenantId}`,
      ),
    );
    expect(rows.length, table).toBeGreaterThan(0);
    expect(rows.map((r) => r.shown).filter((name) => !CJK.test(name ?? ''))).toEqual([]);
  });
});
