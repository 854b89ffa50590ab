import { GtxInk, NUMBER_TARGETS } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { asPlatform } from '../../db/context.ts';
import { SEED } from '../../seed/ids.ts';
import type { AppServices } from '../../services.ts';

/**
 * Demo data of issue 5 for the factory tenant: a numbering rule per document, two Brother
 * GTX templates (one default), a heat (DTF) print setting and a few saved settings.
 * Range 13100560xxxxx belongs to this file. Idempotent: inserts missing rows only.
 */
export const FACTORY_SETTINGS_IDS = {
  /** numberRule id = base + target value (1…13). */
  numberRuleBase: 1310056000100,
  brotherDark: 1310056000201,
  brotherLight: 1310056000202,
  heatPrint: 1310056000301,
} as const;

/** Time part by document: daily documents use the date, ledgers the month, settlements the month. */
const TIME_PART: Record<string, number> = { settlement: 2, order: 3 };

export async function seedFactorySettings(services: AppServices): Promise<void> {
  const F = SEED.factory.tenantId;
  const I = FACTORY_SETTINGS_IDS;
  const who = 'seed';
  // Seeding writes a tenant's rows from outside any request: the owner role.
  await asPlatform(services.db, async (tx) => {
    for (const target of NUMBER_TARGETS) {
      await tx.execute(sql`insert into mes_number_rule
          (tenant_id, id, target_form, prefix, time_part, serial_digits, remark, create_user_name)
        values (${F}, ${I.numberRuleBase + target.value}, ${target.value}, ${target.prefix},
                ${TIME_PART[target.key] ?? 3}, 4, ${`${target.label['zh-CN']}编号`}, ${who})
        on conflict do nothing`);
    }
    await tx.execute(sql`insert into mes_brother_template
        (tenant_id, id, code, name, image_width, image_height, zoom, offset_left, offset_top, rgb, angle,
         is_default, platen, ink_mode, highlight, mask, choke, ink_volume, multi_pass, uni_directional, remark, create_user_name)
      values
        (${F}, ${I.brotherDark}, 'GTX-DARK', '深色衣，前片 14×16', 3556, 4064, 100, 0, 0, '#FFFFFF', 0,
         true, 2, ${GtxInk.ColourWhite}, 5, 3, 2, null, false, false, '白墨打底，收缩 2', ${who}),
        (${F}, ${I.brotherLight}, 'GTX-LIGHT', '浅色衣，前片 14×16', 3556, 4064, 100, 0, 0, '#FFFFFF', 0,
         false, 2, ${GtxInk.ColourOnly}, null, null, null, 6, true, false, '仅彩色，不打白', ${who})
      on conflict do nothing`);
    await tx.execute(sql`insert into mes_heat_print_setting
        (tenant_id, id, name, copies, passes, margin_top, margin_bottom, margin_left, margin_right, direction, speed,
         mirror, skip_white, colour_bar, layout_rows, layout_columns, row_gap, column_gap, is_default, create_user_name)
      values (${F}, ${I.heatPrint}, 'DTF 60 cm 卷材', 1, 4, 5, 5, 5, 5, 2, 2, true, false, true, 1, 2, 5, 5, true, ${who})
      on conflict do nothing`);
    const settings: [string, string, unknown][] = [
      ['generalSetting', 'companyName', 'PrintFloor 演示工厂'],
      ['generalSetting', 'contactPhone', '13810000001'],
      ['generalSetting', 'defaultCourier', '顺丰速运'],
      ['heatBatchSetting', 'maxPiecesPerBatch', 150],
    ];
    for (const [group, key, value] of settings) {
      await tx.execute(sql`insert into mes_tenant_setting (tenant_id, group_code, key, value, update_user_name)
        values (${F}, ${group}, ${key}, ${JSON.stringify(value)}::jsonb, ${who}) on conflict do nothing`);
    }
  });
}
