import { mappingIssues } from '@printfloor/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { omsImportTemplate, omsImportTemplateArea, omsImportTemplateColumn } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import type { ResourceHooks } from '../../../resources/hooks/types.ts';
import type { ImportTemplateData } from './assemble.ts';

/** A template with its mapping, as the caller's tenant sees it; R0003-like 404 when it is not there. */
export async function loadTemplate(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<ImportTemplateData & { status: number }> {
  const [row] = await tx
    .select()
    .from(omsImportTemplate)
    .where(
      and(
        eq(omsImportTemplate.tenantId, tenantId),
        eq(omsImportTemplate.id, id),
        eq(omsImportTemplate.isDelete, false),
      ),
    );
  if (!row) throw new BizError('O1024');
  const part = <T extends typeof omsImportTemplateColumn | typeof omsImportTemplateArea>(table: T) =>
    and(eq(table.tenantId, tenantId), eq(table.templateId, id), eq(table.isDelete, false));
  const columns = await tx
    .select()
    .from(omsImportTemplateColumn)
    .where(part(omsImportTemplateColumn))
    .orderBy(asc(omsImportTemplateColumn.sortNo));
  const areas = await tx
    .select()
    .from(omsImportTemplateArea)
    .where(part(omsImportTemplateArea))
    .orderBy(asc(omsImportTemplateArea.sortNo));
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    shopId: row.shopId,
    printKind: row.printKind,
    headerRow: row.headerRow,
    dateOrder: row.dateOrder,
    status: row.status,
    columns: columns.map((c) => ({ target: c.target, sheetColumn: c.sheetColumn, fixedValue: c.fixedValue })),
    areas: areas.map((a) => ({ area: a.area, printColumn: a.printColumn, mockupColumn: a.mockupColumn })),
  };
}

/** The factory serving the calling merchant (its customer link), or null while none does. */
export async function servingFactory(tx: Tx): Promise<{ factoryTenantId: number; merchantName: string } | null> {
  const [first] = await queryRows<{ factory_tenant_id: unknown; merchant_name: string }>(
    tx,
    sql`select factory_tenant_id, merchant_name from pf_order_factories() limit 1`,
  );
  return first ? { factoryTenantId: Number(first.factory_tenant_id), merchantName: first.merchant_name } : null;
}

type Row = Record<string, unknown>;
const rows = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/**
 * The merchant's templates: a mapping is checked with the same rules as the console's mapper
 * (O1021 lists what is wrong), and the template (with its mapping rows) opens to the factory
 * serving the merchant, which reads it under Base data › Import templates.
 */
export function customImportTemplateHooks(): ResourceHooks {
  return {
    async beforeWrite({ caller }, { values, before }) {
      if (!('columns' in values) && !('areas' in values) && before) return;
      const issues = mappingIssues(
        {
          columns: rows(values.columns).map((c) => ({
            target: String(c.target ?? ''),
            sheetColumn: (c.sheetColumn as string | null) ?? null,
            fixedValue: (c.fixedValue as string | null) ?? null,
          })),
          areas: rows(values.areas).map((a) => ({
            area: Number(a.area),
            printColumn: (a.printColumn as string | null) ?? null,
            mockupColumn: (a.mockupColumn as string | null) ?? null,
          })),
        },
        caller.lang,
      );
      if (issues.length) throw new BizError('O1021', { detail: issues.map((i) => i.text).join('; ') });
    },
    async written({ tx, caller }, { id }) {
      const factory = await servingFactory(tx);
      const t = caller.auth.tenantId;
      await tx
        .update(omsImportTemplate)
        .set({ factoryTenantId: factory?.factoryTenantId ?? null, merchantName: factory?.merchantName ?? null })
        .where(and(eq(omsImportTemplate.tenantId, t), eq(omsImportTemplate.id, id)));
      for (const table of [omsImportTemplateColumn, omsImportTemplateArea])
        await tx
          .update(table)
          .set({ factoryTenantId: factory?.factoryTenantId ?? null })
          .where(and(eq(table.tenantId, t), eq(table.templateId, id)));
    },
  };
}
