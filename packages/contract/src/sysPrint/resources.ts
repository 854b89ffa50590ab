import { defineResource } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';

/**
 * Print templates (platform › Print templates): installation-wide (GLOBAL table sys_print_template),
 * platform-only. `templateJson` is a PrintTemplate (template.ts), checked on every write;
 * `sampleData` a JSON object of placeholder values the preview prints with.
 */
export const sysPrintResource = defineResource({
  name: 'sysPrint',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_print_template',
  scope: 'global',
  platformOnly: true,
  title: { 'zh-CN': '打印模板', en: 'Print templates', 'zh-TW': '列印範本', 'pt-BR': 'Modelos de impressão' },
  fields: {
    name: commonFields.name({ max: 64 }),
    widthMm: {
      type: 'number',
      label: { 'zh-CN': '宽（毫米）', en: 'Width (mm)', 'zh-TW': '寬（公釐）', 'pt-BR': 'Largura (mm)' },
      form: false,
      decimals: 2,
    },
    heightMm: {
      type: 'number',
      label: { 'zh-CN': '高（毫米）', en: 'Height (mm)', 'zh-TW': '高（公釐）', 'pt-BR': 'Altura (mm)' },
      form: false,
      decimals: 2,
    },
    templateJson: {
      type: 'text',
      label: { 'zh-CN': '模板（JSON）', en: 'Template (JSON)', 'zh-TW': '範本（JSON）', 'pt-BR': 'Modelo (JSON)' },
      required: true,
      max: 500_000,
      list: false,
    },
    sampleData: {
      type: 'text',
      label: {
        'zh-CN': '示例数据（JSON）',
        en: 'Sample data (JSON)',
        'zh-TW': '範例資料（JSON）',
        'pt-BR': 'Dados de exemplo (JSON)',
      },
      max: 20_000,
      list: false,
    },
    remark: commonFields.remark(),
  },
  actions: ['page', 'detail', 'add', 'update', 'delete'],
});
