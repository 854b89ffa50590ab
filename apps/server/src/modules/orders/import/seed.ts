import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { omsImportTemplate, omsImportTemplateArea, omsImportTemplateColumn } from '../../../db/schema/index.ts';

/** A demo merchant as the import template seed needs it. */
export interface TemplateOwner {
  tenantId: number;
  userId: number;
  userName: string;
  customerName: string;
  factoryTenantId: number;
  shop: { id: number; platform: string; name: string };
}

/** The column names of a typical marketplace order export (the demo template maps them). */
const EXPORT_COLUMNS: [string, string][] = [
  ['externalId', '订单号'],
  ['orderTime', '下单时间'],
  ['consignee', '收件人'],
  ['phone', '联系电话'],
  ['country', '国家'],
  ['province', '省/州'],
  ['city', '城市'],
  ['address', '详细地址'],
  ['postcode', '邮编'],
  ['skuCode', 'SKU'],
  ['colour', '颜色'],
  ['size', '尺码'],
  ['quantity', '数量'],
  ['unitPrice', '单价'],
];

/**
 * One import template per demo merchant, mapped to its shop's order export (front and back images
 * with their mock-ups), so a newcomer can import a sheet at once; open to the serving factory.
 */
export async function seedImportTemplate(tx: Tx, m: TemplateOwner): Promise<void> {
  const name = `${m.shop.name} 订单导出`;
  const [found] = await tx
    .select({ id: omsImportTemplate.id })
    .from(omsImportTemplate)
    .where(and(eq(omsImportTemplate.tenantId, m.tenantId), eq(omsImportTemplate.name, name)));
  if (found) return;
  const by = { tenantId: m.tenantId, createUserId: m.userId, createUserName: m.userName };
  const [template] = await tx
    .insert(omsImportTemplate)
    .values({
      ...by,
      factoryTenantId: m.factoryTenantId,
      merchantName: m.customerName,
      name,
      platform: m.shop.platform,
      shopId: m.shop.id,
      printKind: 1,
      headerRow: 1,
      remark: '演示模板：按平台订单导出表的列名映射',
    })
    .returning({ id: omsImportTemplate.id });
  const templateId = Number(template?.id);
  const part = { ...by, templateId, factoryTenantId: m.factoryTenantId };
  await tx
    .insert(omsImportTemplateColumn)
    .values(EXPORT_COLUMNS.map(([target, sheetColumn], i) => ({ ...part, sortNo: i, target, sheetColumn })));
  await tx.insert(omsImportTemplateArea).values([
    { ...part, sortNo: 0, area: 1, printColumn: '正面印花图', mockupColumn: '正面效果图' },
    { ...part, sortNo: 1, area: 2, printColumn: '背面印花图', mockupColumn: '背面效果图' },
  ]);
}
