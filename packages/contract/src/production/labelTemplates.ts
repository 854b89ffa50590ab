import { L } from '../orders/text.ts';
import { defineResource, type FieldDef } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';

/** Sizes a label printer takes, in mm (spec §9: label sizes in mm); 60 × 40 is the common default. */
const mm = (label: [string, string, string, string], value: number): FieldDef => ({
  type: 'number',
  label: L(...label),
  required: true,
  min: 20,
  max: 200,
  decimals: 1,
  default: value,
});
const line = (label: [string, string, string, string], value: boolean): FieldDef => ({
  type: 'boolean',
  label: L(...label),
  default: value,
  list: false,
});

/**
 * A piece-label template (base data "label print templates" and "heat-print label templates"): the
 * label's size and which lines it carries beside the QR (the piece code always). At most one default
 * per tenant and kind of work: QR coding prints with it when no template is named. `preview` answers
 * a sample label as PDF.
 */
function labelTemplate(name: string, table: string, title: ReturnType<typeof L>) {
  return defineResource({
    name,
    table,
    scope: 'tenant',
    title,
    fields: {
      code: commonFields.code({ required: true }),
      name: commonFields.name(),
      widthMm: mm(['宽 (mm)', 'Width (mm)', '寬 (mm)', 'Largura (mm)'], 60),
      heightMm: mm(['高 (mm)', 'Height (mm)', '高 (mm)', 'Altura (mm)'], 40),
      showOrder: line(['订单号与件序', 'Order code and n/N', '訂單號與件序', 'Pedido e n/N'], true),
      showSku: line(['SKU、颜色、尺码', 'SKU, colour, size', 'SKU、顏色、尺碼', 'SKU, cor, tamanho'], true),
      showBatch: line(['批次号', 'Batch number', '批次號', 'Número do lote'], false),
      showProduct: line(['产品名称', 'Product name', '產品名稱', 'Nome do produto'], false),
      isDefault: { type: 'boolean', label: L('默认', 'Default', '預設', 'Padrão'), default: false, search: 'eq' },
      status: commonFields.status(),
      remark: commonFields.remark(),
    },
    defaultSort: [{ field: 'code', order: 'asc' }],
  });
}

export const labelTemplateResource = labelTemplate(
  'labelTemplate',
  'pro_label_template',
  L('标签打印模板', 'Label print templates', '標籤列印範本', 'Modelos de etiqueta'),
);
export const heatLabelTemplateResource = labelTemplate(
  'heatLabelTemplate',
  'pro_heat_label_template',
  L('烫画标签模板', 'Heat-print label templates', '燙畫標籤範本', 'Modelos de etiqueta (transfer)'),
);

export const LABEL_TEMPLATE_RESOURCES = [labelTemplateResource, heatLabelTemplateResource] as const;
