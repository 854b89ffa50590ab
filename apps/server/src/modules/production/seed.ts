import { GtxInk, OrderSize, PrintKind } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { DEVICE_IDS } from '../../seed/base-data-ids.ts';
import { SEED } from '../../seed/ids.ts';
import { LABEL_TEMPLATE_IDS as L, BATCH_STRATEGY_IDS as S } from '../../seed/production-ids.ts';
import type { AppServices } from '../../services.ts';
import { json } from './sql.ts';
import { makeHotFolders } from './transfer/folders.ts';

const F = SEED.factory;

/**
 * The light and dark DTG strategies' rules: light garments printed colour only, dark ones white + colour,
 * both on the demo GTX templates' 14 × 16″ platen (platen and ink mode are rules: migration 0039). Each
 * names its colours — the usual ones, as base data › colours names them (an order's "Navy" or "藏蓝" is
 * 藏青 there) — so a colour neither names waits unbatched and shows as unmatched, instead of going to
 * whichever strategy takes any colour.
 */
const LIGHT_COLOURS = '白色,灰色,米色,本色,粉色';
const DARK_COLOURS = '黑色,藏青,红色,宝蓝,墨绿,酒红';
const LIGHT_RULES = { colours: LIGHT_COLOURS, platen: 2, ink_mode: GtxInk.ColourOnly };
const DARK_RULES = { colours: DARK_COLOURS, platen: 2, ink_mode: GtxInk.ColourWhite };

/** Inserts the rows whose id is missing (typed by the table's own row type); what a user changed stays. */
async function insertMissing(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  // The insert takes the first row's columns: a key only some rows have would be dropped from all of them.
  const keys = Object.keys(rows[0] ?? {})
    .sort()
    .join();
  if (rows.some((r) => Object.keys(r).sort().join() !== keys))
    throw new Error(`seed ${table}: every row must have the same columns`);
  const stamped = rows.map((r) => ({
    tenant_id: F.tenantId,
    create_user_id: F.users.factory,
    create_user_name: 'factory',
    ...r,
  }));
  // Only the given columns: the others keep their defaults (the record type would give them nulls).
  const columns = sql.join(
    Object.keys(stamped[0] ?? {}).map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${sql.identifier(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${json(stamped)}) on conflict do nothing`);
}

/**
 * Production's demo rows in the demo factory: five batching strategies (light and dark garments on their own
 * GTX, multi-piece orders of light and of dark garments kept together on a third, heat transfer in gang sheets)
 * and the label templates. The scan
 * benches' stations are base data's (its seed), the products' Brother templates production data's.
 * Idempotent: missing rows only.
 */
export async function seedProduction(services: AppServices): Promise<void> {
  await inTenant(services.db, F.tenantId, async (tx) => {
    const defaults = { status: 1, is_delete: false, create_org_id: F.orgId };
    const strategy = (id: number, code: string, name: string, extra: Record<string, unknown>) => ({
      id,
      code,
      name,
      print_kind: PrintKind.Dtg,
      order_size: OrderSize.Any,
      mixed_sku: true,
      slots: 24,
      ship_by_priority: true,
      release_partial: true,
      order_no: 100,
      colours: null,
      platen: null,
      ink_mode: null,
      ...defaults,
      ...extra,
    });
    await insertMissing(tx, 'pro_batch_strategy', [
      strategy(S.dtgMulti, 'BS-DTG-MULTI', '多件订单合批（浅色）', {
        ...LIGHT_RULES,
        order_size: OrderSize.Multi,
        order_no: 10,
        device_id: DEVICE_IDS.gtx03,
      }),
      strategy(S.dtgMultiDark, 'BS-DTG-MULTI-D', '多件订单合批（深色）', {
        ...DARK_RULES,
        order_size: OrderSize.Multi,
        order_no: 15,
        device_id: DEVICE_IDS.gtx03,
      }),
      strategy(S.dtgWhite, 'BS-DTG-WHITE', '浅色 T 恤（彩色墨）', {
        ...LIGHT_RULES,
        device_id: DEVICE_IDS.gtx01,
        order_no: 20,
      }),
      strategy(S.dtgDark, 'BS-DTG-DARK', '深色衣物（白墨 + 彩色）', {
        ...DARK_RULES,
        device_id: DEVICE_IDS.gtx02,
        order_no: 30,
      }),
      strategy(S.heatDefault, 'BS-HT-SHEET', '烫画膜整卷排版', {
        print_kind: PrintKind.Heat,
        slots: 60,
        device_id: DEVICE_IDS.dtfRoll01,
        order_no: 40,
      }),
    ]);
    // The light and dark strategies were first inserted without their colours, platen and ink mode (the
    // insert took the multi-piece strategy's columns): given them where no user has edited the row.
    await tx.execute(sql`
      update pro_batch_strategy s
         set colours = coalesce(s.colours, v.colours), platen = coalesce(s.platen, v.platen),
             ink_mode = coalesce(s.ink_mode, v.ink_mode)
        from json_to_recordset(${json([
          { id: S.dtgWhite, ...LIGHT_RULES },
          { id: S.dtgDark, ...DARK_RULES },
        ])}) as v(id bigint, colours text, platen int, ink_mode int)
       where s.tenant_id = ${F.tenantId} and s.id = v.id and s.update_time is null
         and s.platen is null and s.ink_mode is null`);
    // The demo's multi-piece strategy took light and dark garments, of any template, into one batch (issue 35):
    // it now takes the light ones (the dark ones have their own), and the light and dark strategies name the
    // usual colours. Only rows no user has edited, still as first seeded.
    await tx.execute(sql`
      update pro_batch_strategy s
         set name = coalesce(v.name, s.name), colours = v.colours, platen = v.platen, ink_mode = v.ink_mode
        from json_to_recordset(${json([
          { id: S.dtgMulti, name: '多件订单合批（浅色）', ...LIGHT_RULES, was: null, wasInk: null },
          { id: S.dtgWhite, name: null, ...LIGHT_RULES, was: '白色,灰色,米色', wasInk: GtxInk.ColourOnly },
          { id: S.dtgDark, name: null, ...DARK_RULES, was: null, wasInk: GtxInk.ColourWhite },
        ])}) as v(id bigint, name text, colours text, platen int, ink_mode int, was text, "wasInk" int)
       where s.tenant_id = ${F.tenantId} and s.id = v.id and s.update_time is null
         and s.colours is not distinct from v.was and s.ink_mode is not distinct from v."wasInk"`);
    // Piece labels: the 60 × 40 roll most label printers carry (default), a larger one with the batch
    // and product, and the heat-print transfers' small label.
    // Every row the same columns (the insert takes the first row's).
    const label = (id: number, code: string, name: string, extra: Record<string, unknown>) => ({
      id,
      code,
      name,
      show_order: true,
      show_sku: true,
      show_batch: false,
      show_product: false,
      is_default: false,
      ...defaults,
      ...extra,
    });
    await insertMissing(tx, 'pro_label_template', [
      label(L.dtgDefault, 'LBL-60X40', '标准标签 60×40', { width_mm: 60, height_mm: 40, is_default: true }),
      label(L.dtgLarge, 'LBL-100X60', '大标签 100×60（含批次、产品）', {
        width_mm: 100,
        height_mm: 60,
        show_batch: true,
        show_product: true,
      }),
    ]);
    await insertMissing(tx, 'pro_heat_label_template', [
      label(L.heatDefault, 'HLBL-50X30', '烫画小标签 50×30', {
        width_mm: 50,
        height_mm: 30,
        show_sku: false,
        is_default: true,
      }),
    ]);
  });
  await makeDemoHotFolders(services);
}

/**
 * The demo factory's hot folders (its devices' and processes' `D:\hot\…`) under the data directory, so
 * that the first image transfer of a fresh start has somewhere to drop its files (a real factory's
 * folders are its print agents' or mounted shares: never made by the server).
 */
async function makeDemoHotFolders(services: AppServices): Promise<void> {
  const rows = await inTenant(services.db, F.tenantId, (tx) =>
    queryRows<{ hot_folder: string }>(
      tx,
      sql`select hot_folder from mes_device where tenant_id = ${F.tenantId} and not is_delete and coalesce(hot_folder, '') <> ''
          union
          select hot_folder from mes_process where tenant_id = ${F.tenantId} and not is_delete and coalesce(hot_folder, '') <> ''`,
    ),
  );
  await makeHotFolders(
    services.config.dataDir,
    rows.map((r) => r.hot_folder),
  );
}
