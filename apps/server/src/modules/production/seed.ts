import { GtxInk, OrderSize, PrintKind } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { DEVICE_IDS, WORKSHOP_IDS } from '../../seed/base-data-ids.ts';
import { SEED_POSITIONS } from '../../seed/identity.ts';
import { SEED } from '../../seed/ids.ts';
import { PROCESS_IDS } from '../../seed/process-ids.ts';
import {
  LABEL_TEMPLATE_IDS as L,
  BATCH_STRATEGY_IDS as S,
  PRODUCTION_WORKSTATION_IDS as W,
} from '../../seed/production-ids.ts';
import type { AppServices } from '../../services.ts';
import { json } from './sql.ts';

const F = SEED.factory;
/** The scan benches of the processes the base seed had no station for (quality check, pack, powder). */
const BENCH_CATEGORY = 1310040000206;
const BENCHES = { qc01: 1310040000351, pack01: 1310040000352, powder01: 1310040000353 } as const;

/** Inserts the rows whose id is missing (typed by the table's own row type); what a user changed stays. */
async function insertMissing(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
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
 * Production's demo rows in the demo factory: the stations the seeded routes still lacked (so
 * every process of both routes can be scanned) and four batching strategies (white and dark
 * garments on their own GTX, multi-piece orders kept together, heat transfer in gang sheets).
 * Idempotent: missing rows only.
 */
export async function seedProduction(services: AppServices): Promise<void> {
  await inTenant(services.db, F.tenantId, async (tx) => {
    const defaults = { status: 1, is_delete: false, create_org_id: F.orgId };
    await insertMissing(tx, 'mes_device_category', [
      { id: BENCH_CATEGORY, code: 'DC-BENCH', name: '扫码工作台', ...defaults },
    ]);
    const bench = (id: number, code: string, name: string, workshop: number) => ({
      id,
      code,
      name,
      category_id: BENCH_CATEGORY,
      workshop_id: workshop,
      ...defaults,
    });
    await insertMissing(tx, 'mes_device', [
      bench(BENCHES.qc01, 'BENCH-QC-01', '质检台 1', WORKSHOP_IDS.dtg),
      bench(BENCHES.pack01, 'BENCH-PACK-01', '包装台 1', WORKSHOP_IDS.dtg),
      bench(BENCHES.powder01, 'BENCH-POWDER-01', '撒粉机 1', WORKSHOP_IDS.heatTransfer),
    ]);
    const station = (id: number, code: string, name: string, workshop: number, process: number, device: number) => ({
      id,
      code,
      name,
      workshop_id: workshop,
      process_id: process,
      post_id: SEED_POSITIONS.factory.operator,
      device_id: device,
      status: 1,
      is_delete: false,
      create_org_id: F.orgId,
    });
    await insertMissing(tx, 'mes_workstation', [
      station(W.qc01, 'ST-QC-01', '质检工位 1', WORKSHOP_IDS.dtg, PROCESS_IDS.qualityCheck, BENCHES.qc01),
      station(W.pack01, 'ST-PACK-01', '包装工位 1', WORKSHOP_IDS.dtg, PROCESS_IDS.pack, BENCHES.pack01),
      station(
        W.powder01,
        'ST-POWDER-01',
        '撒粉工位 1',
        WORKSHOP_IDS.heatTransfer,
        PROCESS_IDS.powderCure,
        BENCHES.powder01,
      ),
    ]);
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
      ...defaults,
      ...extra,
    });
    await insertMissing(tx, 'pro_batch_strategy', [
      strategy(S.dtgMulti, 'BS-DTG-MULTI', '多件订单合批', {
        order_size: OrderSize.Multi,
        order_no: 10,
        device_id: DEVICE_IDS.gtx03,
      }),
      strategy(S.dtgWhite, 'BS-DTG-WHITE', '浅色 T 恤（彩色墨）', {
        colours: '白色,灰色,米色',
        ink_mode: GtxInk.ColourOnly,
        // The demo's GTX templates are 14 × 16″ (platen and ink mode are rules: migration 0039).
        platen: 2,
        device_id: DEVICE_IDS.gtx01,
        order_no: 20,
      }),
      strategy(S.dtgDark, 'BS-DTG-DARK', '深色衣物（白墨 + 彩色）', {
        ink_mode: GtxInk.ColourWhite,
        platen: 2,
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
}
