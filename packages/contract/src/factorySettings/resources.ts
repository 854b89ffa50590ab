import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../enums.ts';
import type { LocalizedText } from '../i18n/labels.ts';
import {
  type CrossFieldRule,
  defineResource,
  type EnumOption,
  type FieldDef,
  type FieldInfo,
} from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';
import { fieldSchema, normalizeValue } from '../resources/schemas.ts';

/**
 * Factory settings of issue 5: numbering rules, Brother GTX templates, heat (DTF) print
 * settings and the per-tenant settings screens (general, merchant, heat batch, time zone).
 * See docs/resources.md for the declaration format and docs/guide/numbering-and-print-templates.md.
 */

const L = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

const yesNoDefault = (label: LocalizedText, value: boolean, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'boolean',
  label,
  default: value,
  ...extra,
});

const isDefaultField = (): FieldDef =>
  yesNoDefault(L('默认', 'Default', '預設', 'Padrão'), false, { search: 'eq', sortable: true });

// ───────────── numbering rules ─────────────

/**
 * The documents that get numbers. `key` is what services pass to `nextNumber(tx, tenantId, key)`;
 * `value` is stored in mes_number_rule.target_form. Append new targets at the end (values are stable).
 */
export const NUMBER_TARGETS = [
  { value: 1, key: 'workOrder', prefix: 'WO', label: L('工单', 'Work order', '工單', 'Ordem de produção') },
  { value: 2, key: 'batch', prefix: 'BT', label: L('批次', 'Batch', '批次', 'Lote') },
  {
    value: 3,
    key: 'materialIn',
    prefix: 'MI',
    label: L('物料入库单', 'Material receipt', '物料入庫單', 'Entrada de material'),
  },
  {
    value: 4,
    key: 'materialOut',
    prefix: 'MO',
    label: L('物料出库单', 'Material issue', '物料出庫單', 'Saída de material'),
  },
  {
    value: 5,
    key: 'productIn',
    prefix: 'PI',
    label: L('成品入库单', 'Product receipt', '成品入庫單', 'Entrada de produto'),
  },
  {
    value: 6,
    key: 'productOut',
    prefix: 'PO',
    label: L('成品出库单', 'Product issue', '成品出庫單', 'Saída de produto'),
  },
  { value: 7, key: 'picking', prefix: 'PK', label: L('领料单', 'Picking list', '領料單', 'Requisição de material') },
  {
    value: 8,
    key: 'heatBatch',
    prefix: 'HB',
    label: L('烫画批次', 'Heat-print batch', '燙畫批次', 'Lote de transfer'),
  },
  { value: 9, key: 'order', prefix: 'SO', label: L('订单', 'Order', '訂單', 'Pedido') },
  { value: 10, key: 'settlement', prefix: 'ST', label: L('结算单', 'Settlement', '結算單', 'Acerto') },
  // Master data numbered like documents (issue 12): the product and material forms fill their code from these.
  { value: 11, key: 'product', prefix: 'SP', label: L('产品', 'Product', '產品', 'Produto') },
  { value: 12, key: 'material', prefix: 'WL', label: L('物料', 'Material', '物料', 'Material') },
  {
    value: 13,
    key: 'shippingReturn',
    prefix: 'RT',
    label: L('发货退回单', 'Shipping return', '出貨退回單', 'Devolução de envio'),
  },
] as const;

export type NumberTarget = (typeof NUMBER_TARGETS)[number]['key'];

/** The stored value of a target key, or undefined for an unknown key. */
export function numberTargetValue(target: NumberTarget | number): number | undefined {
  if (typeof target === 'number') return NUMBER_TARGETS.find((t) => t.value === target)?.value;
  return NUMBER_TARGETS.find((t) => t.key === target)?.value;
}

/** The time part of a number: the period the serial counts in (it restarts at 1 when the period changes). */
export const NUMBER_TIME_PARTS = [
  { value: 1, pattern: 'yyyy', label: L('年 (yyyy)', 'Year (yyyy)', '年 (yyyy)', 'Ano (yyyy)') },
  {
    value: 2,
    pattern: 'yyyyMM',
    label: L('年月 (yyyyMM)', 'Year-month (yyyyMM)', '年月 (yyyyMM)', 'Ano-mês (yyyyMM)'),
  },
  {
    value: 3,
    pattern: 'yyyyMMdd',
    label: L('年月日 (yyyyMMdd)', 'Date (yyyyMMdd)', '年月日 (yyyyMMdd)', 'Data (yyyyMMdd)'),
  },
  {
    value: 4,
    pattern: 'yyyyMMddHHmmss',
    label: L(
      '时间戳到秒 (yyyyMMddHHmmss)',
      'Timestamp to the second (yyyyMMddHHmmss)',
      '時間戳到秒 (yyyyMMddHHmmss)',
      'Data e hora até o segundo (yyyyMMddHHmmss)',
    ),
  },
] as const;

export type NumberTimePattern = (typeof NUMBER_TIME_PARTS)[number]['pattern'];

/** Letters and digits only (a number goes on labels, barcodes and file names). */
export const NUMBER_PREFIX_RE = /^[A-Za-z0-9]+$/;
export const NUMBER_SERIAL_DIGITS_MAX = 12;

/**
 * Formats `now` as the time part, in `timeZone`. The result is also the counter period:
 * the serial restarts when it changes.
 */
export function formatTimePart(pattern: NumberTimePattern, now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const full = `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`;
  return full.slice(0, pattern.length);
}

/** prefix + time part + serial padded to `digits` (a serial beyond the digits is written in full, never cut). */
export function composeNumber(prefix: string, timePart: string, serial: number, digits: number): string {
  return `${prefix}${timePart}${String(serial).padStart(digits, '0')}`;
}

const options = (list: readonly { value: number; label: LocalizedText }[]): EnumOption[] =>
  list.map((o) => ({ value: o.value, label: o.label }));

export const numberRuleResource = defineResource({
  name: 'numberRule',
  table: 'mes_number_rule',
  scope: 'tenant',
  title: L('编码规则', 'Numbering rules', '編碼規則', 'Regras de numeração'),
  fields: {
    targetForm: {
      type: 'enum',
      label: L('目标单据', 'Target form', '目標單據', 'Documento'),
      required: true,
      options: options(NUMBER_TARGETS),
      // One rule per document and tenant: the generator must know which rule applies.
      unique: true,
      search: 'eq',
      sortable: true,
    },
    prefix: {
      type: 'string',
      label: L('前缀', 'Prefix', '前綴', 'Prefixo'),
      required: true,
      max: 8,
      search: 'like',
      sortable: true,
      help: L(
        '建议 2–4 位字母或数字',
        '2–4 letters or digits suggested',
        '建議 2–4 位字母或數字',
        'Sugerido: 2 a 4 letras ou dígitos',
      ),
    },
    timePart: {
      type: 'enum',
      label: L('时间部分', 'Time part', '時間部分', 'Parte de data'),
      required: true,
      options: options(NUMBER_TIME_PARTS),
      default: 3,
      search: 'eq',
    },
    serialDigits: {
      type: 'integer',
      label: L('流水号位数', 'Serial digits', '流水號位數', 'Dígitos do sequencial'),
      required: true,
      max: NUMBER_SERIAL_DIGITS_MAX,
      default: 4,
    },
    allowEdit: {
      type: 'boolean',
      label: L('允许手工修改', 'Editable by hand', '允許手動修改', 'Editável à mão'),
      default: true,
      help: L(
        '关闭后，该单据的编码只能由规则生成，手工填写将被拒绝',
        'Off: codes of this document come only from the rule; a hand-typed code is refused',
        '關閉後，該單據的編碼只能由規則產生，手動填寫將被拒絕',
        'Desligado: os códigos deste documento vêm só da regra; um código digitado é recusado',
      ),
    },
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  rules: [
    {
      fields: ['prefix'],
      path: 'prefix',
      message: 'invalidValue',
      check: (v) => NUMBER_PREFIX_RE.test(String(v.prefix)),
    },
    {
      fields: ['serialDigits'],
      path: 'serialDigits',
      message: 'mustBePositive',
      check: (v) => Number(v.serialDigits) > 0,
    },
  ],
  defaultSort: [{ field: 'targetForm', order: 'asc' }],
});

// ───────────── Brother GTX templates ─────────────

/** GTX platen sizes (GTX4CMD byPlatenSize). */
export const GTX_PLATENS = [
  { value: 0, label: L('16×21 英寸', '16 × 21″', '16×21 英吋', '16 × 21″') },
  { value: 1, label: L('16×18 英寸', '16 × 18″', '16×18 英吋', '16 × 18″') },
  { value: 2, label: L('14×16 英寸', '14 × 16″', '14×16 英吋', '14 × 16″') },
  { value: 3, label: L('10×12 英寸', '10 × 12″', '10×12 英吋', '10 × 12″') },
  { value: 4, label: L('7×8 英寸', '7 × 8″', '7×8 英吋', '7 × 8″') },
] as const;

/** GTX ink modes (GTX4CMD byInk). */
export const GtxInk = { ColourOnly: 0, WhiteOnly: 1, ColourWhite: 2, BlackOnly: 3 } as const;

export const GTX_INKS = [
  { value: GtxInk.ColourOnly, label: L('仅彩色', 'Colour only', '僅彩色', 'Somente cor') },
  { value: GtxInk.WhiteOnly, label: L('仅白色', 'White only', '僅白色', 'Somente branco') },
  { value: GtxInk.ColourWhite, label: L('彩色+白色', 'Colour + white', '彩色+白色', 'Cor + branco') },
  { value: GtxInk.BlackOnly, label: L('仅黑色', 'Black only', '僅黑色', 'Somente preto') },
] as const;

/**
 * GTX settings that apply only with some ink modes (factory-domain §11.2). A value given for
 * another ink mode is refused; when a template's ink mode changes, stored settings that no longer
 * apply are cleared (null / false) by the server.
 */
export const GTX_INK_DEPENDENT: Record<string, readonly number[]> = {
  highlight: [GtxInk.WhiteOnly, GtxInk.ColourWhite],
  mask: [GtxInk.WhiteOnly, GtxInk.ColourWhite],
  choke: [GtxInk.ColourWhite],
  inkVolume: [GtxInk.ColourOnly],
  multiPass: [GtxInk.ColourOnly, GtxInk.ColourWhite],
};

/** Whether a GTX setting's value is "set" (booleans: only true counts). */
export function gtxSettingSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false;
}

export const HEX_COLOUR_RE = /^#[0-9A-Fa-f]{6}$/;

const inkRules: CrossFieldRule[] = Object.entries(GTX_INK_DEPENDENT).map(([key, inks]) => ({
  fields: [key, 'inkMode'],
  path: key,
  message: 'invalidValue',
  check: (v) => !gtxSettingSet(v[key]) || inks.includes(Number(v.inkMode)),
}));

const tenthMm = (zhCN: string, en: string, zhTW: string, ptBR: string) =>
  L(`${zhCN} (0.1 mm)`, `${en} (0.1 mm)`, `${zhTW} (0.1 mm)`, `${ptBR} (0,1 mm)`);

export const brotherTemplateResource = defineResource({
  name: 'brotherTemplate',
  table: 'mes_brother_template',
  scope: 'tenant',
  title: L('兄弟打印模板', 'Brother print templates', '兄弟列印範本', 'Modelos de impressão Brother'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    // GTX4CMD -S WWWWHHHH: four digits each, in 0.1 mm.
    imageWidth: {
      type: 'integer',
      label: tenthMm('图片宽', 'Image width', '圖片寬', 'Largura'),
      required: true,
      min: 1,
      max: 9999,
    },
    imageHeight: {
      type: 'integer',
      label: tenthMm('图片高', 'Image height', '圖片高', 'Altura'),
      required: true,
      min: 1,
      max: 9999,
    },
    // GTX4CMD -R: magnification in 0.1 %; stored as percent (100 = -R 1000).
    zoom: {
      type: 'integer',
      label: L('缩放 (%)', 'Zoom (%)', '縮放 (%)', 'Zoom (%)'),
      required: true,
      min: 1,
      max: 400,
      default: 100,
    },
    // GTX4CMD -L LLLLTTTT: four digits each, in 0.1 mm.
    offsetLeft: {
      type: 'integer',
      label: tenthMm('左偏移', 'Left offset', '左偏移', 'Margem esquerda'),
      min: 0,
      max: 9999,
      default: 0,
    },
    offsetTop: {
      type: 'integer',
      label: tenthMm('上偏移', 'Top offset', '上偏移', 'Margem superior'),
      min: 0,
      max: 9999,
      default: 0,
    },
    rgb: {
      type: 'string',
      label: L('RGB (白色/透明色)', 'RGB (white / transparent)', 'RGB (白色/透明色)', 'RGB (branco / transparente)'),
      max: 7,
      default: '#FFFFFF',
      help: L('#RRGGBB', '#RRGGBB', '#RRGGBB', '#RRGGBB'),
    },
    angle: {
      type: 'enum',
      label: L('角度', 'Angle', '角度', 'Ângulo'),
      options: [0, 90, 180, 270].map((a) => ({ value: a, label: L(`${a}°`, `${a}°`, `${a}°`, `${a}°`) })),
      default: 0,
    },
    isDefault: isDefaultField(),
    status: commonFields.status(),
    platen: {
      type: 'enum',
      label: L('台板', 'Platen', '台板', 'Base (platen)'),
      options: options(GTX_PLATENS),
      default: 0,
      list: false,
    },
    inkMode: {
      type: 'enum',
      label: L('墨水模式', 'Ink mode', '墨水模式', 'Modo de tinta'),
      options: options(GTX_INKS),
      default: GtxInk.ColourWhite,
      search: 'eq',
    },
    highlight: {
      type: 'integer',
      label: L('高光 (仅白/彩+白)', 'Highlight (white inks)', '高光 (僅白/彩+白)', 'Realce (tintas brancas)'),
      min: 1,
      max: 9,
      list: false,
    },
    mask: {
      type: 'integer',
      label: L('白底量 (仅白/彩+白)', 'Mask (white inks)', '白底量 (僅白/彩+白)', 'Máscara (tintas brancas)'),
      min: 1,
      max: 5,
      list: false,
    },
    choke: {
      type: 'integer',
      label: L('收缩 (仅彩+白)', 'Choke (colour + white)', '收縮 (僅彩+白)', 'Contração (cor + branco)'),
      min: 0,
      max: 10,
      list: false,
    },
    inkVolume: {
      type: 'integer',
      label: L('墨量 (仅彩色)', 'Ink volume (colour only)', '墨量 (僅彩色)', 'Volume de tinta (somente cor)'),
      min: 1,
      max: 10,
      list: false,
    },
    multiPass: yesNoDefault(
      L('多次打印 (彩色/彩+白)', 'Multiple pass (colour inks)', '多次列印 (彩色/彩+白)', 'Múltiplas passadas'),
      false,
      { list: false },
    ),
    uniDirectional: yesNoDefault(L('单向打印', 'Uni-directional', '單向列印', 'Unidirecional'), false, { list: false }),
    remark: commonFields.remark(),
  },
  rules: [
    { fields: ['rgb'], path: 'rgb', message: 'invalidValue', check: (v) => HEX_COLOUR_RE.test(String(v.rgb)) },
    ...inkRules,
  ],
  defaultSort: [
    { field: 'isDefault', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ], // A product printing with this template (mes_product.brother_template_id) keeps it.
  inUse: [
    {
      table: 'mes_product',
      column: 'brother_template_id',
      label: L('产品', 'Product', '產品', 'Produto'),
      displayColumn: 'code',
    },
  ],
});

// ───────────── heat (DTF) print settings ─────────────

const mm = (zhCN: string, en: string, zhTW: string, ptBR: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'number',
  label: L(`${zhCN} (mm)`, `${en} (mm)`, `${zhTW} (mm)`, `${ptBR} (mm)`),
  decimals: 1,
  min: 0,
  max: 10000,
  default: 0,
  list: false,
  ...extra,
});

export const heatPrintSettingResource = defineResource({
  name: 'heatPrintSetting',
  table: 'mes_heat_print_setting',
  scope: 'tenant',
  title: L('烫画设置', 'Heat print', '燙畫設定', 'Impressão por transfer'),
  fields: {
    name: commonFields.name(),
    copies: {
      type: 'integer',
      label: L('份数', 'Copies', '份數', 'Cópias'),
      required: true,
      min: 1,
      max: 999,
      default: 1,
    },
    passes: {
      type: 'integer',
      label: L('打印遍数', 'Passes', '列印遍數', 'Passadas'),
      required: true,
      min: 1,
      max: 16,
      default: 4,
    },
    marginTop: mm('上边距', 'Top margin', '上邊距', 'Margem superior'),
    marginBottom: mm('下边距', 'Bottom margin', '下邊距', 'Margem inferior'),
    marginLeft: mm('左边距', 'Left margin', '左邊距', 'Margem esquerda'),
    marginRight: mm('右边距', 'Right margin', '右邊距', 'Margem direita'),
    direction: {
      type: 'enum',
      label: L('打印方向', 'Direction', '列印方向', 'Direção'),
      options: [
        { value: 1, label: L('单向', 'Uni-directional', '單向', 'Unidirecional') },
        { value: 2, label: L('双向', 'Bi-directional', '雙向', 'Bidirecional') },
      ],
      default: 2,
    },
    speed: {
      type: 'enum',
      label: L('速度', 'Speed', '速度', 'Velocidade'),
      options: [
        { value: 1, label: L('高速', 'High', '高速', 'Alta') },
        { value: 2, label: L('中速', 'Medium', '中速', 'Média') },
        { value: 3, label: L('低速', 'Low', '低速', 'Baixa') },
      ],
      default: 2,
    },
    // The film is pressed face-down, so mirroring is the usual choice.
    mirror: yesNoDefault(L('镜像', 'Mirror', '鏡像', 'Espelhar'), true),
    skipWhite: yesNoDefault(L('跳过白色', 'Skip white', '跳過白色', 'Ignorar branco'), false),
    colourBar: yesNoDefault(L('色条', 'Colour bar', '色條', 'Barra de cores'), false, { list: false }),
    layoutRows: {
      type: 'integer',
      label: L('排版行数', 'Layout rows', '排版列數', 'Linhas'),
      required: true,
      min: 1,
      max: 100,
      default: 1,
    },
    layoutColumns: {
      type: 'integer',
      label: L('排版列数', 'Layout columns', '排版欄數', 'Colunas'),
      required: true,
      min: 1,
      max: 100,
      default: 1,
    },
    rowGap: mm('行间距', 'Row gap', '列間距', 'Espaço entre linhas'),
    columnGap: mm('列间距', 'Column gap', '欄間距', 'Espaço entre colunas'),
    isDefault: isDefaultField(),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  defaultSort: [
    { field: 'isDefault', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
});

/** The declared resources (served by the server domain apps/server/src/modules/factorySettings). */
export const FACTORY_SETTINGS_RESOURCES = [numberRuleResource, brotherTemplateResource, heatPrintSettingResource];

// ───────────── tenant settings (key–value per tenant) ─────────────

/** A setting: a field declaration (type, label, bounds, options) with its default; `widget` picks a special input. */
export type SettingDef = FieldDef & { default: string | number | boolean | null; widget?: 'timeZone' };

export interface SettingsGroupInput {
  /** Service name: routes /api/{name}/detail and /api/{name}/update, codes {name}:detail / {name}:update. */
  name: string;
  title: LocalizedText;
  /** `tenantSetting`: rows of mes_tenant_setting; `tenantRow`: columns of sys_tenant (the time zone). */
  storage: 'tenantSetting' | 'tenantRow';
  fields: Record<string, SettingDef>;
  rules?: readonly CrossFieldRule[];
}

export interface SettingsGroup extends SettingsGroupInput {
  fieldList: readonly (FieldInfo & SettingDef)[];
  permissions: { detail: string; update: string };
}

export function defineSettings(input: SettingsGroupInput): SettingsGroup {
  const fieldList = Object.entries(input.fields).map(([key, def]) => ({ ...def, key, column: key }));
  return {
    ...input,
    fieldList,
    permissions: { detail: `${input.name}:detail`, update: `${input.name}:update` },
  };
}

/** Whether Intl knows the IANA zone name. */
export function isTimeZone(name: unknown): boolean {
  if (typeof name !== 'string' || !name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSettings = defineSettings({
  name: 'timeZoneSetting',
  title: L('时区设置', 'Time zone settings', '時區設定', 'Configuração de fuso horário'),
  storage: 'tenantRow',
  fields: {
    timeZone: {
      type: 'string',
      label: L('时区', 'Time zone', '時區', 'Fuso horário'),
      required: true,
      max: 64,
      default: DEFAULT_TIME_ZONE,
      widget: 'timeZone',
      help: L(
        '控制台中的时间按此时区显示，编码规则的日期也按此时区',
        'Times in the console and the dates in document numbers use this zone',
        '主控台中的時間按此時區顯示，編碼規則的日期也按此時區',
        'Os horários do console e as datas dos números de documentos usam este fuso',
      ),
    },
  },
  rules: [{ fields: ['timeZone'], path: 'timeZone', message: 'invalidValue', check: (v) => isTimeZone(v.timeZone) }],
});

/**
 * The batch cut-off times of a factory ("12:00, 17:30": wall-clock HH:mm in the tenant's zone, comma- or
 * space-separated), sorted and without duplicates; null when the text is not such a list. Empty: none.
 */
export function parseCutOffTimes(text: unknown): string[] | null {
  if (text === null || text === undefined) return [];
  if (typeof text !== 'string') return null;
  const parts = text.split(/[,，;；\s]+/).filter(Boolean);
  const times = new Set<string>();
  for (const part of parts) {
    const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(part);
    if (!m) return null;
    times.add(`${m[1]?.padStart(2, '0')}:${m[2]}`);
  }
  return [...times].sort();
}

/**
 * What a print scan does at a printer other than the piece's batch's (general settings,
 * `otherPrinterScan`): refuse it, naming the batch's printer (the default), or let it through with a
 * reason the station asks for and the scan log keeps.
 */
export const OtherPrinterScan = { Refuse: 1, AllowWithReason: 2 } as const;

export const generalSettings = defineSettings({
  name: 'generalSetting',
  title: L('通用设置', 'General settings', '通用設定', 'Configurações gerais'),
  storage: 'tenantSetting',
  fields: {
    companyName: {
      type: 'string',
      label: L('公司名称', 'Company name', '公司名稱', 'Nome da empresa'),
      max: 64,
      default: null,
    },
    contactPhone: {
      type: 'string',
      label: L('联系电话', 'Contact phone', '聯絡電話', 'Telefone de contato'),
      max: 32,
      default: null,
    },
    defaultCourier: {
      type: 'string',
      label: L('默认快递', 'Default courier', '預設快遞', 'Transportadora padrão'),
      max: 64,
      default: null,
    },
    autoAuditOrders: {
      type: 'boolean',
      label: L('订单自动审核', 'Audit orders automatically', '訂單自動審核', 'Auditar pedidos automaticamente'),
      default: false,
    },
    orderReviewRequired: {
      type: 'boolean',
      label: L('订单需人工确认', 'Orders need review', '訂單需人工確認', 'Pedidos exigem revisão'),
      default: true,
    },
    lowStockAlert: {
      type: 'boolean',
      label: L('低库存预警', 'Low-stock alert', '低庫存預警', 'Alerta de estoque baixo'),
      default: true,
    },
    labelSize: {
      type: 'enum',
      label: L('打印标签尺寸', 'Print label size', '列印標籤尺寸', 'Tamanho da etiqueta'),
      options: [
        { value: 1, label: L('100×100 mm', '100 × 100 mm', '100×100 mm', '100 × 100 mm') },
        { value: 2, label: L('100×150 mm', '100 × 150 mm', '100×150 mm', '100 × 150 mm') },
        { value: 3, label: L('60×40 mm', '60 × 40 mm', '60×40 mm', '60 × 40 mm') },
        { value: 4, label: L('A4', 'A4', 'A4', 'A4') },
      ],
      required: true,
      default: 2,
    },
    batchCutOffTimes: {
      type: 'string',
      label: L('批次截单时间', 'Batch cut-off times', '批次截單時間', 'Horários de corte dos lotes'),
      max: 64,
      default: null,
      help: L(
        '每天的截单时间（HH:mm，逗号分隔，按租户时区），到点自动释放未满的批次（同“立即释放”）',
        "Daily cut-off times (HH:mm, comma-separated, in the tenant's zone): at each, partial batches are released as Release now does",
        '每天的截單時間（HH:mm，逗號分隔，按租戶時區），到點自動釋放未滿的批次（同「立即釋放」）',
        'Horários de corte diários (HH:mm, separados por vírgula, no fuso do locatário): em cada um, os lotes parciais são liberados como em Liberar agora',
      ),
    },
    otherPrinterScan: {
      type: 'enum',
      label: L(
        '在非批次打印机扫码打印',
        "Print scan at another printer than the batch's",
        '在非批次印表機掃碼列印',
        'Leitura de impressão em outra impressora que a do lote',
      ),
      options: [
        { value: OtherPrinterScan.Refuse, label: L('拒绝', 'Refuse', '拒絕', 'Recusar') },
        {
          value: OtherPrinterScan.AllowWithReason,
          label: L('填写原因后允许', 'Allow with a reason', '填寫原因後允許', 'Permitir com um motivo'),
        },
      ],
      required: true,
      default: OtherPrinterScan.Refuse,
      help: L(
        '已分配打印机的批次中的件，在其他打印机的工位扫码打印时：拒绝并提示批次的打印机，或要求填写原因后允许（原因记入报工记录，文件只进该打印机的热文件夹）',
        "A piece of a batch with a printer, scanned for print at another printer's workstation: refused with the batch's printer named, or allowed once the operator gives a reason (kept in the reporting records; the files go only to that printer's hot folder)",
        '已分配印表機的批次中的件，在其他印表機的工位掃碼列印時：拒絕並提示批次的印表機，或要求填寫原因後允許（原因記入報工記錄，檔案只進該印表機的熱資料夾）',
        'Uma peça de um lote com impressora, lida para impressão no posto de outra impressora: recusada com a impressora do lote indicada, ou permitida quando o operador dá um motivo (guardado nos registros de apontamento; os arquivos vão só para a pasta quente dessa impressora)',
      ),
    },
  },
  rules: [
    {
      fields: ['batchCutOffTimes'],
      path: 'batchCutOffTimes',
      message: 'invalidValue',
      check: (v) => parseCutOffTimes(v.batchCutOffTimes) !== null,
    },
  ],
});

export const merchantSettings = defineSettings({
  name: 'merchantSetting',
  title: L('商户设置', 'Merchant settings', '商戶設定', 'Configurações do comerciante'),
  storage: 'tenantSetting',
  fields: {
    defaultShippingMode: {
      type: 'enum',
      label: L('默认发货方式', 'Default shipping mode', '預設出貨方式', 'Modo de envio padrão'),
      options: [
        { value: 1, label: L('工厂代发', 'Factory ships', '工廠代發', 'Fábrica envia') },
        { value: 2, label: L('商户自提', 'Merchant picks up', '商戶自取', 'Comerciante retira') },
        { value: 3, label: L('合并发货', 'Consolidated', '合併出貨', 'Consolidado') },
      ],
      required: true,
      default: 1,
    },
    allowNegativeBalance: {
      type: 'boolean',
      label: L('允许负余额', 'Allow negative balance', '允許負餘額', 'Permitir saldo negativo'),
      default: false,
    },
    settlementPeriod: {
      type: 'enum',
      label: L('默认结算周期', 'Default settlement period', '預設結算週期', 'Período de acerto padrão'),
      options: [
        { value: 1, label: L('按周', 'Weekly', '按週', 'Semanal') },
        { value: 2, label: L('按月', 'Monthly', '按月', 'Mensal') },
      ],
      required: true,
      default: 2,
    },
    orderPullIntervalMinutes: {
      type: 'integer',
      label: L(
        '订单拉取间隔 (分钟)',
        'Order pull interval (minutes)',
        '訂單拉取間隔 (分鐘)',
        'Intervalo de importação (min)',
      ),
      required: true,
      min: 5,
      max: 1440,
      default: 30,
    },
  },
});

export const heatBatchSettings = defineSettings({
  name: 'heatBatchSetting',
  title: L('烫画批次设置', 'Heat-print batch', '燙畫批次設定', 'Lote de transfer'),
  storage: 'tenantSetting',
  fields: {
    maxPiecesPerBatch: {
      type: 'integer',
      label: L('每批最多件数', 'Max pieces per batch', '每批最多件數', 'Máximo de peças por lote'),
      required: true,
      min: 1,
      max: 10000,
      default: 200,
    },
    maxSheetLengthMm: {
      type: 'integer',
      label: L('最大膜长 (mm)', 'Max sheet length (mm)', '最大膜長 (mm)', 'Comprimento máximo do filme (mm)'),
      required: true,
      min: 100,
      max: 100000,
      default: 10000,
    },
    rollWidthMm: {
      type: 'number',
      label: L('膜宽 (mm)', 'Roll width (mm)', '膜寬 (mm)', 'Largura do filme (mm)'),
      required: true,
      decimals: 1,
      min: 100,
      max: 5000,
      // 22 inches, the usual DTF roll.
      default: 558.8,
    },
    qrSizeMm: {
      type: 'number',
      label: L('件码二维码尺寸 (mm)', 'Piece QR size (mm)', '件碼 QR 碼尺寸 (mm)', 'Tamanho do QR da peça (mm)'),
      required: true,
      decimals: 1,
      min: 0,
      max: 50,
      // Printed beside each design so that pressing the transfer is also its scan; 0: none.
      default: 15,
    },
    gapMm: {
      type: 'number',
      label: L('图案间距 (mm)', 'Gap (mm)', '圖案間距 (mm)', 'Espaçamento (mm)'),
      required: true,
      decimals: 1,
      min: 0,
      max: 100,
      default: 5,
    },
    groupBy: {
      type: 'enum',
      label: L('分批依据', 'Group by', '分批依據', 'Agrupar por'),
      options: [
        { value: 1, label: L('颜色', 'Colour', '顏色', 'Cor') },
        { value: 2, label: L('尺码', 'Size', '尺碼', 'Tamanho') },
        { value: 3, label: L('订单', 'Order', '訂單', 'Pedido') },
      ],
      required: true,
      default: 1,
    },
  },
});

/** Every settings screen of the factory base data. */
/**
 * A merchant's own general settings (menu merchantGeneralSetting): the defaults a new order takes
 * when the merchant leaves them empty (modules/orders applies them on add, by form or API).
 */
export const merchantGeneralSettings = defineSettings({
  name: 'merchantGeneralSetting',
  title: L('通用设置', 'General settings', '通用設定', 'Configurações gerais'),
  storage: 'tenantSetting',
  fields: {
    defaultLogisticsMode: {
      type: 'string',
      label: L('默认物流方式', 'Default logistics', '預設物流方式', 'Logística padrão'),
      max: 64,
      default: null,
    },
    defaultFreight: {
      type: 'money',
      label: L('默认运费', 'Default freight', '預設運費', 'Frete padrão'),
      min: 0,
      max: 100_000,
      default: null,
    },
  },
});

export const SETTINGS_GROUPS = [
  timeZoneSettings,
  generalSettings,
  merchantSettings,
  heatBatchSettings,
  merchantGeneralSettings,
];

/** The defaults of a group. */
export function settingsDefaults(group: SettingsGroup): Record<string, unknown> {
  return Object.fromEntries(group.fieldList.map((f) => [f.key, f.default]));
}

/**
 * Body of POST {group}/update: any subset of the keys (absent keys keep their value);
 * optional settings accept null (back to empty). Messages are VALIDATION_MESSAGES keys.
 */
export function settingsSchema(group: SettingsGroup) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of group.fieldList) {
    const s = fieldSchema(field);
    shape[field.key] = field.required ? s.optional() : s.nullish();
  }
  return z.object(shape).superRefine((value: Record<string, unknown>, ctx) => {
    for (const rule of group.rules ?? []) {
      if (rule.fields.some((f) => value[f] === undefined || value[f] === null)) continue;
      if (!rule.check(value)) ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
    }
  });
}

/** Normalises a settings body like resource forms: keys any case, '' → null, numeric strings → numbers. */
export function normalizeSettings(group: SettingsGroup, input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const byLower = new Map(group.fieldList.map((f) => [f.key.toLowerCase(), f]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const field = byLower.get(key.toLowerCase());
    if (!field) continue;
    out[field.key] = normalizeValue(field, value);
  }
  return out;
}
