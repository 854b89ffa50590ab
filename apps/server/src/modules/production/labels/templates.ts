import { heatLabelTemplateResource, labelTemplateResource, PrintKind } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { proHeatLabelTemplate, proLabelTemplate } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import { singleDefaultHooks } from '../../../resources/hooks/single-default.ts';
import type { ResourceHooks } from '../../../resources/hooks/types.ts';
import type { LabelSize } from '../qr/labels.ts';

/** What a label carries beside the QR and the piece code, and its size. */
export interface LabelLayout extends LabelSize {
  showOrder: boolean;
  showSku: boolean;
  showBatch: boolean;
  showProduct: boolean;
}

/** No template at all: 60 × 40 mm with the order and the SKU (what label printers are loaded with). */
export const DEFAULT_LAYOUT: LabelLayout = {
  widthMm: 60,
  heightMm: 40,
  showOrder: true,
  showSku: true,
  showBatch: false,
  showProduct: false,
};

const TABLES = {
  [labelTemplateResource.name]: 'pro_label_template',
  [heatLabelTemplateResource.name]: 'pro_heat_label_template',
} as const;

/** One default per tenant and table: saving a template as default clears the others (index backs it). */
export function labelTemplateHooks(resourceName: keyof typeof TABLES): ResourceHooks {
  return singleDefaultHooks(resourceName === labelTemplateResource.name ? proLabelTemplate : proHeatLabelTemplate);
}

interface TemplateRow {
  width_mm: string;
  height_mm: string;
  show_order: boolean;
  show_sku: boolean;
  show_batch: boolean;
  show_product: boolean;
}

const layoutOf = (r: TemplateRow): LabelLayout => ({
  widthMm: Number(r.width_mm),
  heightMm: Number(r.height_mm),
  showOrder: r.show_order,
  showSku: r.show_sku,
  showBatch: r.show_batch,
  showProduct: r.show_product,
});

const COLUMNS = sql`width_mm::text, height_mm::text, show_order, show_sku, show_batch, show_product`;

/** A named template of this tenant (404 when there is none: another tenant's id finds nothing). */
export async function namedLayout(tx: Tx, tenantId: number, resourceName: keyof typeof TABLES, id: number) {
  const [row] = await queryRows<TemplateRow>(
    tx,
    sql`select ${COLUMNS} from ${sql.identifier(TABLES[resourceName])}
         where tenant_id = ${tenantId} and id = ${id} and not is_delete`,
  );
  if (!row) throw new BizError('D1002', undefined, 404);
  return layoutOf(row);
}

/**
 * The layout to print pieces with: the named template (a direct-print or a heat-print one), else the
 * enabled default of the pieces' kind of work (heat-print when every piece is heat-print), else 60 × 40.
 */
export async function labelLayout(
  tx: Tx,
  tenantId: number,
  templateId: number | undefined,
  kinds: readonly number[],
): Promise<LabelLayout> {
  const heat = kinds.length > 0 && kinds.every((k) => k === PrintKind.Heat);
  if (templateId) {
    const [row] = await queryRows<TemplateRow>(
      tx,
      sql`select ${COLUMNS} from pro_label_template where tenant_id = ${tenantId} and id = ${templateId} and not is_delete
          union all
          select ${COLUMNS} from pro_heat_label_template where tenant_id = ${tenantId} and id = ${templateId} and not is_delete`,
    );
    if (!row) throw new BizError('D1002', undefined, 404);
    return layoutOf(row);
  }
  const table = sql.identifier(heat ? TABLES.heatLabelTemplate : TABLES.labelTemplate);
  const [row] = await queryRows<TemplateRow>(
    tx,
    sql`select ${COLUMNS} from ${table} where tenant_id = ${tenantId} and is_default and status = 1 and not is_delete`,
  );
  return row ? layoutOf(row) : DEFAULT_LAYOUT;
}
