import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { CONFIG_SEED } from '../../src/seed/config.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The lists of values of spec §4 and §9 and the contract enums the screens need. */
const REQUIRED: Record<string, string[]> = {
  order_approval_status: ['pending_review', 'passed', 'rejected'],
  order_payment_status: ['unpaid', 'paid'],
  order_shipping_status: ['not_shipped', 'shipped'],
  order_abnormal_flag: ['normal', 'abnormal'],
  order_print_status: ['to_print', 'printed'],
  order_production_status: [],
  store_order_status: ['wait_audit', 'wait_pay', 'wait_ship', 'closed'],
  platform_push_status: ['waiting_push', 'pushed'],
  settlement_status: ['unsettled', 'processing', 'settled'],
  payment_order_status: ['pending_payment', 'paid', 'cancelled', 'invoiced'],
  picking_status: ['waiting_pick', 'finished_pick'],
  batch_status: ['unbatched', 'batched'],
  batch_confirm_status: ['pending', 'confirmed'],
  heat_batch_status: ['completed', 'in_progress', 'fault'],
  work_report_status: ['to_report', 'reported', 'completed'],
  notice_status: ['0', '1'],
  notice_type: ['1', '2'],
  notice_read_status: ['0', '1'],
  inout_audit_status: ['passed', 'rejected'],
  shift_mode: ['day', 'two_shifts', 'three_shifts'],
  planning_cycle: ['day', 'week', 'month', 'quarter'],
  calendar_day_type: ['work', 'rest', 'holiday'],
  shop_region: ['domestic', 'cross_border'],
  shop_property: ['real', 'virtual'],
  platform: ['jushuitan', 'eccang', 'mabang', 'temu', 'tiktok', 'shein', 'aliexpress', 'amazon'],
  temu_shop_type: ['fully_managed', 'semi_managed', 'local'],
  tiktok_region_type: [],
  sowing_voice: ['mandarin', 'cantonese', 'english', 'portuguese'],
  number_rule_time_part: ['yyyy', 'yyyyMM', 'yyyyMMdd', 'yyyyMMddHHmmss'],
  print_speed: ['high', 'medium', 'low'],
  print_direction: ['uni', 'bi'],
  product_attr: ['self_made', 'third_party'],
  org_type: ['101', '201', '301', '401', '501'],
  account_type: ['999', '888', '777', '666'],
  data_scope: ['1', '2', '3', '4', '5'],
  status: ['1', '2'],
  yes_no: ['1', '2'],
  gender: ['1', '2', '3'],
  date_shortcut: [
    'today',
    'yesterday',
    'last_7_days',
    'this_month',
    'last_month',
    'this_quarter',
    'this_year',
    'last_year',
  ],
};

describe('seeded dictionaries and config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('has every dictionary with its values and the label in every language', async () => {
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ type: string; code: string; value: string; ext_data: string; tag_type: string | null }>(
        tx,
        sql`select t.code as type, d.code, d.value, d.ext_data, d.tag_type from sys_dict_data d
            join sys_dict_type t on t.id = d.dict_type_id`,
      ),
    );
    const byType = new Map<string, typeof rows>();
    for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
    for (const [type, codes] of Object.entries(REQUIRED)) {
      const list = byType.get(type) ?? [];
      expect(list.length, type).toBeGreaterThanOrEqual(Math.max(2, codes.length));
      for (const code of codes)
        expect(
          list.map((r) => r.code),
          `${type}.${code}`,
        ).toContain(code);
    }
    expect(byType.get('tiktok_region_type')?.length).toBe(4);
    for (const row of rows) {
      expect(row.value).toBeTruthy();
      const ext = JSON.parse(row.ext_data) as { i18n: Record<string, string> };
      for (const lang of ['en', 'zh-TW', 'pt-BR'])
        expect(ext.i18n[lang], `${row.type}.${row.code} ${lang}`).toBeTruthy();
      if (row.tag_type) expect(['primary', 'success', 'info', 'warning', 'danger']).toContain(row.tag_type);
    }
  });

  it('has the built-in parameters with our defaults and no clear-text password', async () => {
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ code: string; value: string; sys_flag: number; group_code: string }>(
        tx,
        sql`select code, value, sys_flag, group_code from sys_config`,
      ),
    );
    const value = (code: string) => rows.find((r) => r.code === code);
    for (const c of CONFIG_SEED) expect(value(c.code), c.code).toMatchObject({ sys_flag: 1, group_code: 'Default' });
    expect(value('sys_token_expire')?.value).toBe('20');
    expect(value('sys_refresh_token_expire')?.value).toBe('10080');
    expect(value('sys_captcha')?.value).toBe('True');
    // Admin.NET's seed: the watermark is off until an administrator turns it on (shell-reference §2).
    expect(value('sys_watermark')?.value).toBe('False');
    expect(value('sys_demo')?.value).toBe('False');
    expect(value('sys_password')?.value ?? '').toBe('');
    expect(await server.services.settings.accessTokenMinutes()).toBe(20);
  });
});
