import type { Language } from '../languages.ts';
import { PRINT_KIND_OPTIONS, PrintArea, PrintKind } from '../productionData/resources.ts';
import { defineResource, type FieldDef } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';
import { PRINT_AREA_OPTIONS } from './order.ts';
import { OrderSource } from './states.ts';
import { L, readOnly, text } from './text.ts';

/**
 * Excel import of orders with the merchant's own templates (issue 13, spec §5 "Import").
 *
 * A template maps the columns of the merchant's spreadsheet to order fields: each target (the
 * consignee, the SKU, the colour …) takes a column by its header text or a fixed value, and each
 * print area takes the column of its print image (and of its mock-up). Rows with the same external
 * id are the lines of one order. The same rules (`mappingIssues`) check a template in the console's
 * mapper and on the server.
 */

/**
 * How a template's sheet writes a date in numbers with the year last (03/11/2026): day first (the
 * 3rd of November) or month first (March the 11th). Not set: a date that reads only one way is
 * taken, one that reads both ways is a row error naming both readings.
 */
export const DateOrder = { DayFirst: 1, MonthFirst: 2 } as const;

export const DATE_ORDER_OPTIONS = [
  {
    value: DateOrder.DayFirst,
    label: L(
      '日/月/年（03/11/2026 = 11月3日）',
      'Day first (03/11/2026 = 3 Nov 2026)',
      '日/月/年（03/11/2026 = 11月3日）',
      'Dia primeiro (03/11/2026 = 3 nov 2026)',
    ),
  },
  {
    value: DateOrder.MonthFirst,
    label: L(
      '月/日/年（03/11/2026 = 3月11日）',
      'Month first (03/11/2026 = 11 Mar 2026)',
      '月/日/年（03/11/2026 = 3月11日）',
      'Mês primeiro (03/11/2026 = 11 mar 2026)',
    ),
  },
] as const;

/** Order fields a column can fill: `order` fields once per order, `line` fields once per row. */
export const IMPORT_TARGETS = [
  { key: 'externalId', scope: 'order', label: L('外部单号', 'External order id', '外部單號', 'Id externo') },
  { key: 'orderTime', scope: 'order', label: L('下单时间', 'Order time', '下單時間', 'Data do pedido') },
  { key: 'consignee', scope: 'order', required: true, label: L('收件人', 'Consignee', '收件人', 'Destinatário') },
  { key: 'phone', scope: 'order', required: true, label: L('电话', 'Phone', '電話', 'Telefone') },
  { key: 'country', scope: 'order', required: true, label: L('国家', 'Country', '國家', 'País') },
  { key: 'province', scope: 'order', label: L('省/州', 'Province / state', '省/州', 'Estado') },
  { key: 'city', scope: 'order', required: true, label: L('城市', 'City', '城市', 'Cidade') },
  { key: 'district', scope: 'order', label: L('区县', 'District', '區縣', 'Bairro') },
  { key: 'address', scope: 'order', required: true, label: L('详细地址', 'Street address', '詳細地址', 'Endereço') },
  { key: 'postcode', scope: 'order', label: L('邮编', 'Postcode', '郵遞區號', 'CEP') },
  { key: 'logisticsMode', scope: 'order', label: L('物流方式', 'Logistics', '物流方式', 'Logística') },
  { key: 'sellerRemark', scope: 'order', label: L('卖家备注', 'Seller remark', '賣家備註', 'Observação') },
  {
    key: 'buyerRemark',
    scope: 'order',
    label: L('买家留言', 'Buyer’s note', '買家留言', 'Recado do comprador'),
  },
  { key: 'freight', scope: 'order', label: L('运费', 'Freight', '運費', 'Frete') },
  { key: 'totalWeight', scope: 'order', label: L('总重量(kg)', 'Total weight (kg)', '總重量(kg)', 'Peso total (kg)') },
  { key: 'skuCode', scope: 'line', required: true, label: L('SKU 编码', 'SKU code', 'SKU 編碼', 'Código SKU') },
  { key: 'style', scope: 'line', label: L('款式', 'Style', '款式', 'Modelo') },
  { key: 'colour', scope: 'line', required: true, label: L('颜色', 'Colour', '顏色', 'Cor') },
  { key: 'size', scope: 'line', required: true, label: L('尺码', 'Size', '尺碼', 'Tamanho') },
  { key: 'quantity', scope: 'line', label: L('数量', 'Quantity', '數量', 'Quantidade') },
  { key: 'unitPrice', scope: 'line', label: L('单价', 'Unit price', '單價', 'Preço unitário') },
  // The order's platform and shop from the sheet (a sheet mixing TikTok and Temu orders); not mapped or
  // blank: the template's. Last, so that a header like "Shop SKU" or "Store address" is guessed for
  // the SKU or the address first (the mapper's guess takes targets in this order).
  { key: 'platform', scope: 'order', label: L('平台', 'Platform', '平台', 'Plataforma') },
  { key: 'shop', scope: 'order', label: L('店铺', 'Shop', '店鋪', 'Loja') },
] as const satisfies readonly {
  key: string;
  scope: 'order' | 'line';
  required?: boolean;
  label: FieldDef['label'];
}[];

export type ImportTargetKey = (typeof IMPORT_TARGETS)[number]['key'];

/** Header texts that suggest a target in the mapper (any language, lower case, spaces removed). */
export const TARGET_HINTS: Record<ImportTargetKey, readonly string[]> = {
  externalId: ['externalid', 'orderid', 'orderno', 'ordernumber', '订单号', '外部单号', '平台单号', 'pedido'],
  orderTime: ['ordertime', 'orderdate', 'date', 'createdat', '下单时间', '订单时间', '日期', 'data'],
  consignee: ['consignee', 'name', 'recipient', 'shiptoname', '收件人', '收货人', '姓名', 'destinatário', 'nome'],
  phone: ['phone', 'tel', 'mobile', 'telephone', '电话', '手机', '联系电话', 'telefone'],
  country: ['country', 'countrycode', '国家', 'país', 'pais'],
  province: ['province', 'state', 'region', '省', '省份', '州', 'estado'],
  city: ['city', '城市', '市', 'cidade'],
  district: ['district', 'county', '区', '区县', 'bairro'],
  address: ['address', 'address1', 'street', 'streetaddress', '地址', '详细地址', 'endereço', 'endereco'],
  postcode: ['postcode', 'zip', 'zipcode', 'postalcode', '邮编', 'cep'],
  logisticsMode: ['logistics', 'shipping', 'shippingmethod', 'carrier', '物流', '物流方式', 'logística'],
  sellerRemark: ['remark', 'note', 'notes', 'comment', 'sellerremark', 'sellernote', '备注', '卖家备注', 'observação'],
  buyerRemark: [
    'buyernote',
    'buyerremark',
    'buyermessage',
    'buyercomment',
    'customernote',
    'customermessage',
    'giftmessage',
    '买家留言',
    '买家备注',
    '客户留言',
    '客户备注',
    '留言',
    'recadodocomprador',
    'observaçãodocomprador',
  ],
  freight: ['freight', 'shippingfee', 'shippingcost', '运费', 'frete'],
  totalWeight: ['weight', 'totalweight', '重量', 'peso'],
  skuCode: ['sku', 'skucode', 'sellersku', 'sku编码', 'código sku'],
  style: ['style', 'model', 'product', '款式', 'modelo'],
  colour: ['colour', 'color', '颜色', 'cor'],
  size: ['size', '尺码', '尺寸', 'tamanho'],
  quantity: ['quantity', 'qty', 'count', '数量', 'quantidade'],
  unitPrice: ['price', 'unitprice', '单价', '价格', 'preço', 'preco'],
  platform: [
    'platform',
    'marketplace',
    'channel',
    'saleschannel',
    '平台',
    '销售平台',
    '平台名称',
    '渠道',
    'plataforma',
  ],
  shop: [
    'shop',
    'store',
    'shopname',
    'storename',
    'shopshortname',
    '店铺',
    '店鋪',
    '店铺名称',
    '店铺名',
    '店铺简称',
    '店名',
    'loja',
    'nomedaloja',
  ],
};

/** A target's source: a column of the sheet (by its header text) or a fixed value for every row. */
export interface ImportColumnMapping {
  target: string;
  sheetColumn?: string | null;
  fixedValue?: string | null;
}

/** A print area's image columns (the print image required, the mock-up optional). */
export interface ImportAreaMapping {
  area: number;
  printColumn?: string | null;
  mockupColumn?: string | null;
}

export interface ImportMapping {
  columns: readonly ImportColumnMapping[];
  areas: readonly ImportAreaMapping[];
}

/** Why a mapping cannot be saved or used (spec §5 "Import"), each in four languages. */
export const MAPPING_ISSUES = {
  frontBackUnmapped: L(
    '前片和后片印花图不能都不映射',
    'The front and back print images cannot both be unmapped',
    '前片和後片印花圖不能都不對應',
    'As artes da frente e das costas não podem ficar ambas sem coluna',
  ),
  areaTwice: L(
    '印花区域「{area}」选择了多次，每个区域只能选一次',
    'The print area "{area}" is selected more than once; each area can be selected once',
    '印花區域「{area}」選擇了多次，每個區域只能選一次',
    'A área "{area}" foi escolhida mais de uma vez; cada área só pode ser escolhida uma vez',
  ),
  areaNoColumn: L(
    '印花区域「{area}」没有选择印花图列',
    'The print area "{area}" has no print image column',
    '印花區域「{area}」沒有選擇印花圖欄',
    'A área "{area}" não tem coluna de arte',
  ),
  required: L(
    '「{target}」必须映射（选择一列或填写固定值）',
    '"{target}" is required: choose a column or enter a fixed value',
    '「{target}」必須對應（選擇一欄或填寫固定值）',
    '"{target}" é obrigatório: escolha uma coluna ou informe um valor fixo',
  ),
  targetTwice: L(
    '「{target}」映射了多次',
    '"{target}" is mapped more than once',
    '「{target}」對應了多次',
    '"{target}" foi mapeado mais de uma vez',
  ),
  unknownTarget: L(
    '未知的字段「{target}」',
    'Unknown field "{target}"',
    '未知的欄位「{target}」',
    'Campo desconhecido "{target}"',
  ),
} as const;

export type MappingIssueKey = keyof typeof MAPPING_ISSUES;
export interface MappingIssue {
  key: MappingIssueKey;
  params?: Record<string, string>;
}

const given = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';
const areaLabel = (area: number, lang: Language) =>
  PRINT_AREA_OPTIONS.find((o) => o.value === area)?.label[lang] ?? String(area);
const targetLabel = (key: string, lang: Language) => IMPORT_TARGETS.find((t) => t.key === key)?.label[lang] ?? key;

/**
 * What is wrong with a mapping, in order: unknown or repeated targets, required targets without a
 * column or value (colour and size among them), areas chosen twice or without an image column, and
 * neither front nor back mapped. Empty: the mapping can be saved and used.
 */
export function mappingIssues(mapping: ImportMapping, lang: Language): { key: MappingIssueKey; text: string }[] {
  const issues: MappingIssue[] = [];
  const seen = new Set<string>();
  for (const c of mapping.columns) {
    if (!given(c.sheetColumn) && !given(c.fixedValue)) continue;
    if (!IMPORT_TARGETS.some((t) => t.key === c.target))
      issues.push({ key: 'unknownTarget', params: { target: c.target } });
    else if (seen.has(c.target)) issues.push({ key: 'targetTwice', params: { target: targetLabel(c.target, lang) } });
    seen.add(c.target);
  }
  for (const t of IMPORT_TARGETS)
    if ('required' in t && t.required && !seen.has(t.key))
      issues.push({ key: 'required', params: { target: t.label[lang] } });
  const areas = new Set<number>();
  for (const a of mapping.areas) {
    if (areas.has(a.area)) issues.push({ key: 'areaTwice', params: { area: areaLabel(a.area, lang) } });
    areas.add(a.area);
    if (!given(a.printColumn)) issues.push({ key: 'areaNoColumn', params: { area: areaLabel(a.area, lang) } });
  }
  const mapped = (area: number) => mapping.areas.some((a) => a.area === area && given(a.printColumn));
  if (!mapped(PrintArea.Front) && !mapped(PrintArea.Back)) issues.push({ key: 'frontBackUnmapped' });
  return issues.map((i) => ({ key: i.key, text: fill(MAPPING_ISSUES[i.key][lang], i.params) }));
}

/** `{name}` placeholders filled from `params`. */
export const fill = (text: string, params?: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? `{${k}}`));

/** Why a row of an import became an error record, each in four languages. */
export const IMPORT_ROW_ERRORS = {
  invalid: L('「{field}」{message}', '"{field}": {message}', '「{field}」{message}', '"{field}": {message}'),
  tooLong: L(
    '「{field}」太长（{length} 个字符，最多 {max} 个）',
    '"{field}" is too long ({length} characters, at most {max})',
    '「{field}」太長（{length} 個字元，最多 {max} 個）',
    '"{field}" é longo demais ({length} caracteres, no máximo {max})',
  ),
  badDate: L(
    '「{field}」不是可识别的日期：「{value}」。可用：Excel 日期单元格、2026-11-03、2026/11/03 14:30、2026年11月3日、3-Nov-2026、Nov 3, 2026、{numeric}',
    '"{field}" is not a date we can read: "{value}". Accepted: an Excel date cell, 2026-11-03, 2026/11/03 14:30, 2026年11月3日, 3-Nov-2026, Nov 3, 2026, {numeric}',
    '「{field}」不是可識別的日期：「{value}」。可用：Excel 日期儲存格、2026-11-03、2026/11/03 14:30、2026年11月3日、3-Nov-2026、Nov 3, 2026、{numeric}',
    '"{field}" não é uma data reconhecida: "{value}". Aceitos: uma célula de data do Excel, 2026-11-03, 2026/11/03 14:30, 2026年11月3日, 3-Nov-2026, Nov 3, 2026, {numeric}',
  ),
  /** {numeric} of badDate by the template's date order. */
  dateDayFirst: L(
    '03/11/2026（日/月/年，模板的日期顺序）',
    '03/11/2026 (day/month/year, the template’s date order)',
    '03/11/2026（日/月/年，範本的日期順序）',
    '03/11/2026 (dia/mês/ano, a ordem de data do modelo)',
  ),
  dateMonthFirst: L(
    '11/03/2026（月/日/年，模板的日期顺序）',
    '11/03/2026 (month/day/year, the template’s date order)',
    '11/03/2026（月/日/年，範本的日期順序）',
    '11/03/2026 (mês/dia/ano, a ordem de data do modelo)',
  ),
  dateEitherOrder: L(
    '03/11/2026 或 11/03/2026（日在前还是月在前，请在模板中设置日期顺序）',
    '03/11/2026 or 11/03/2026 (day or month first: set the template’s date order)',
    '03/11/2026 或 11/03/2026（日在前還是月在前，請在範本中設定日期順序）',
    '03/11/2026 ou 11/03/2026 (dia ou mês primeiro: defina a ordem de data do modelo)',
  ),
  ambiguousDate: L(
    '「{field}」的「{value}」可以是 {dayFirst}（日在前）也可以是 {monthFirst}（月在前），请在导入模板中设置日期顺序',
    '"{field}": "{value}" reads as {dayFirst} (day first) or {monthFirst} (month first); set the date order of the import template',
    '「{field}」的「{value}」可以是 {dayFirst}（日在前）也可以是 {monthFirst}（月在前），請在匯入範本中設定日期順序',
    '"{field}": "{value}" pode ser {dayFirst} (dia primeiro) ou {monthFirst} (mês primeiro); defina a ordem de data do modelo de importação',
  ),
  badNumber: L(
    '「{field}」不是数字：「{value}」',
    '"{field}" is not a number: "{value}"',
    '「{field}」不是數字：「{value}」',
    '"{field}" não é um número: "{value}"',
  ),
  formula: L(
    '「{field}」是没有计算结果的公式，请在 Excel 中计算并保存后再导入',
    '"{field}" is a formula without a computed value; open the file in Excel, let it calculate and save it',
    '「{field}」是沒有計算結果的公式，請在 Excel 中計算並儲存後再匯入',
    '"{field}" é uma fórmula sem valor calculado; abra o arquivo no Excel, calcule e salve',
  ),
  disagree: L(
    '第 {row} 行「{column}」列（{field}）是「{value}」，与第 {first} 行的「{firstValue}」不同：同一订单「{externalId}」的其他行请留空或填相同的值',
    'Row {row}, column "{column}" ({field}): "{value}" differs from "{firstValue}" on row {first}; the other rows of order "{externalId}" must leave it blank or repeat it',
    '第 {row} 列「{column}」欄（{field}）是「{value}」，與第 {first} 列的「{firstValue}」不同：同一訂單「{externalId}」的其他列請留空或填相同的值',
    'Linha {row}, coluna "{column}" ({field}): "{value}" difere de "{firstValue}" na linha {first}; as outras linhas do pedido "{externalId}" devem deixá-la em branco ou repeti-la',
  ),
  groupFailed: L(
    '同一订单「{externalId}」的第 {rows} 行有错误，整单未导入',
    'Row(s) {rows} of the same order "{externalId}" have errors; the order was not imported',
    '同一訂單「{externalId}」的第 {rows} 行有錯誤，整單未匯入',
    'A(s) linha(s) {rows} do mesmo pedido "{externalId}" têm erros; o pedido não foi importado',
  ),
  alreadySubmitted: L(
    '订单「{externalId}」已提交给工厂（{code}），导入不会修改它',
    'Order "{externalId}" was already submitted to the factory ({code}); the import does not change it',
    '訂單「{externalId}」已提交給工廠（{code}），匯入不會修改它',
    'O pedido "{externalId}" já foi enviado à fábrica ({code}); a importação não o altera',
  ),
  unknownPlatform: L(
    '「{field}」的「{value}」不是已知的平台（可用：{platforms}）',
    '"{field}": "{value}" is not a known platform (known: {platforms})',
    '「{field}」的「{value}」不是已知的平台（可用：{platforms}）',
    '"{field}": "{value}" não é uma plataforma conhecida (conhecidas: {platforms})',
  ),
  unknownShop: L(
    '「{field}」：没有名称或简称为「{value}」的店铺（请先在店铺管理中添加）',
    '"{field}": you have no shop named or short-named "{value}" (add it under Stores first)',
    '「{field}」：沒有名稱或簡稱為「{value}」的店鋪（請先在店鋪管理中新增）',
    '"{field}": você não tem loja com nome ou nome curto "{value}" (cadastre-a em Lojas antes)',
  ),
  shopOtherPlatform: L(
    '「{field}」：店铺「{shop}」属于 {shopPlatform}，不是本行的平台 {platform}',
    '"{field}": the shop "{shop}" is on {shopPlatform}, not on this row’s platform {platform}',
    '「{field}」：店鋪「{shop}」屬於 {shopPlatform}，不是本列的平台 {platform}',
    '"{field}": a loja "{shop}" é da {shopPlatform}, não da plataforma desta linha, {platform}',
  ),
  shopAmbiguous: L(
    '「{field}」：「{value}」是多个店铺的简称（{shops}），请填写店铺名称',
    '"{field}": "{value}" is the short name of several shops ({shops}); give the shop’s name',
    '「{field}」：「{value}」是多個店鋪的簡稱（{shops}），請填寫店鋪名稱',
    '"{field}": "{value}" é o nome curto de várias lojas ({shops}); informe o nome da loja',
  ),
  image: L(
    '「{field}」图片 {url} 无法获取：{reason}',
    '"{field}": the image {url} could not be fetched: {reason}',
    '「{field}」圖片 {url} 無法取得：{reason}',
    '"{field}": não foi possível obter a imagem {url}: {reason}',
  ),
  imageTimeout: L('超时', 'timed out', '逾時', 'tempo esgotado'),
  imageNotImage: L(
    '不是 JPG、PNG、GIF 或 WEBP 图片',
    'not a JPG, PNG, GIF or WEBP image',
    '不是 JPG、PNG、GIF 或 WEBP 圖片',
    'não é uma imagem JPG, PNG, GIF ou WEBP',
  ),
  imageTooLarge: L('超过 20 MB', 'larger than 20 MB', '超過 20 MB', 'maior que 20 MB'),
  imageHttp: L(
    '服务器返回 {status}',
    'the server answered {status}',
    '伺服器回傳 {status}',
    'o servidor respondeu {status}',
  ),
  imageUrl: L(
    '不是 http(s) 地址也不是已上传的文件',
    'neither an http(s) address nor an uploaded file',
    '不是 http(s) 位址也不是已上傳的檔案',
    'nem um endereço http(s) nem um arquivo enviado',
  ),
  imageNetwork: L(
    '网络错误（{detail}）',
    'network error ({detail})',
    '網路錯誤（{detail}）',
    'erro de rede ({detail})',
  ),
} as const;

export type ImportRowErrorKey = keyof typeof IMPORT_ROW_ERRORS;

/** The last column of the error file: why the row failed (ignored when the file is imported again). */
export const IMPORT_ERROR_COLUMN = L('⚠ 错误原因', '⚠ Error', '⚠ 錯誤原因', '⚠ Erro');

/** The state of an import run. */
export const ImportState = { Queued: 0, Running: 1, Completed: 2, Failed: 3, Interrupted: 4 } as const;

export const IMPORT_STATE_OPTIONS = [
  { value: ImportState.Queued, label: L('排队中', 'Queued', '排隊中', 'Na fila'), tagType: 'info' },
  { value: ImportState.Running, label: L('导入中', 'Running', '匯入中', 'Em andamento'), tagType: 'primary' },
  { value: ImportState.Completed, label: L('已完成', 'Completed', '已完成', 'Concluída'), tagType: 'success' },
  { value: ImportState.Failed, label: L('失败', 'Failed', '失敗', 'Falhou'), tagType: 'danger' },
  { value: ImportState.Interrupted, label: L('已中断', 'Interrupted', '已中斷', 'Interrompida'), tagType: 'warning' },
] as const;

/** A running import's progress (live event `importProgress`, and the record's columns). */
export interface ImportProgress {
  recordId: number;
  state: number;
  phase: 'reading' | 'writing' | 'done';
  totalRows: number;
  processedRows: number;
  importedRows: number;
  failedRows: number;
  orderCount: number;
  /** Drafts imported before and rewritten by this run (the same external id). */
  updatedCount: number;
}

/** What the console gets back when it starts an import: the record that reports its progress. */
export interface ImportStarted {
  recordId: number;
}

/** One order as the preview shows it (the first rows of a sample, read with the mapping). */
export interface ImportPreviewOrder {
  externalId: string | null;
  rows: number[];
  consignee: string | null;
  lines: { skuCode: unknown; colour: unknown; size: unknown; quantity: unknown }[];
  /** The platform code and the shop's name the order would carry (the sheet's, else the template's). */
  platform: string | null;
  shopName: string | null;
  areas: number;
  errors: string[];
}

export interface ImportPreview {
  /** Header texts of the sample (the template's header row). */
  headers: string[];
  /** The first rows' cells, as text, in header order. */
  rows: string[][];
  /** Mapping problems (empty when the mapping can be saved). */
  issues: string[];
  /** The first rows read as orders, with the errors each would give. */
  orders: ImportPreviewOrder[];
}

/** A failed row as the error list shows it. */
export interface ImportErrorRow {
  id: number;
  rowNo: number;
  externalId: string | null;
  message: string;
}

/** The template's own fields and its mapping (children: one row per target, one per print area). */
function templateFields(side: 'merchant' | 'factory'): Record<string, FieldDef> {
  return {
    name: commonFields.name({
      label: L('模板名称', 'Template name', '範本名稱', 'Nome do modelo'),
      max: 64,
      unique: true,
    }),
    ...(side === 'factory' ? { merchantName: readOnly(text(L('商户', 'Merchant', '商戶', 'Comerciante'), 128)) } : {}),
    platform: {
      type: 'dict',
      dict: 'platform',
      label: L('平台', 'Platform', '平台', 'Plataforma'),
      required: true,
      search: 'eq',
    },
    shopId: {
      type: 'ref',
      label: L('店铺', 'Shop', '店鋪', 'Loja'),
      ref: { resource: 'shop', labelField: 'name', table: 'oms_shop', labelColumn: 'name', as: 'shopLabel' },
      list: side === 'merchant',
      form: side === 'merchant',
    },
    printKind: {
      type: 'enum',
      label: L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'),
      options: PRINT_KIND_OPTIONS,
      required: true,
      default: PrintKind.Dtg,
    },
    dateOrder: {
      type: 'enum',
      label: L('日期顺序', 'Date order', '日期順序', 'Ordem da data'),
      options: DATE_ORDER_OPTIONS,
      list: false,
      help: L(
        '像 03/04/2026 这样日和月都可能的日期按此读取；不设置时这样的日期会报错并给出两种读法',
        'How a date like 03/04/2026 is read; not set, such a date is a row error naming both readings',
        '像 03/04/2026 這樣日和月都可能的日期按此讀取；不設定時這樣的日期會報錯並給出兩種讀法',
        'Como ler uma data como 03/04/2026; sem definir, ela é um erro de linha com as duas leituras',
      ),
    },
    headerRow: {
      type: 'integer',
      label: L('表头行', 'Header row', '表頭列', 'Linha de cabeçalho'),
      required: true,
      default: 1,
      min: 1,
      max: 20,
      help: L(
        '列名所在的行，数据从下一行开始',
        'The row holding the column names; data starts on the next row',
        '欄名所在的列，資料從下一列開始',
        'A linha com os nomes das colunas; os dados começam na seguinte',
      ),
    },
    status: commonFields.status(),
    remark: commonFields.remark({ list: false }),
  };
}

// Targets and areas chosen twice are refused by `mappingIssues` (with the spec's wording), not by
// the engine's generic uniqueBy.
const TEMPLATE_CHILDREN = {
  columns: {
    table: 'oms_import_template_column',
    parentColumn: 'template_id',
    label: L('字段映射', 'Field mapping', '欄位對應', 'Mapeamento de campos'),
    max: 60,
    fields: {
      target: text(L('订单字段', 'Order field', '訂單欄位', 'Campo do pedido'), 32, { required: true }),
      sheetColumn: text(L('表格列', 'Sheet column', '表格欄', 'Coluna da planilha'), 128),
      fixedValue: text(L('固定值', 'Fixed value', '固定值', 'Valor fixo'), 256),
    },
  },
  areas: {
    table: 'oms_import_template_area',
    parentColumn: 'template_id',
    label: L('印花区域', 'Print areas', '印花區域', 'Áreas de impressão'),
    max: 10,
    fields: {
      area: { type: 'enum', label: L('区域', 'Area', '區域', 'Área'), required: true, options: PRINT_AREA_OPTIONS },
      printColumn: text(L('印花图列', 'Print image column', '印花圖欄', 'Coluna da arte'), 128),
      mockupColumn: text(L('效果图列', 'Mock-up column', '效果圖欄', 'Coluna do mock-up'), 128),
    },
  },
} as const;

/** The merchant's own templates (menu customImportTemplate). */
export const customImportTemplateResource = defineResource({
  name: 'customImportTemplate',
  table: 'oms_import_template',
  scope: 'tenant',
  title: L('自定义导入模板', 'Custom import templates', '自訂匯入範本', 'Modelos de importação'),
  fields: templateFields('merchant'),
  children: TEMPLATE_CHILDREN,
  actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'setStatus', 'export'],
  defaultSort: [{ field: 'name', order: 'asc' }],
});

/** The factory's view of its customers' templates (Base data › Import templates), read only. */
export const importTemplateResource = defineResource({
  name: 'importTemplate',
  table: 'oms_import_template',
  scope: 'tenant',
  tenantColumn: 'factory_tenant_id',
  title: L('导入模板', 'Import templates', '匯入範本', 'Modelos de importação'),
  fields: templateFields('factory'),
  children: TEMPLATE_CHILDREN,
  actions: ['page', 'list', 'detail', 'export'],
  defaultSort: [{ field: 'name', order: 'asc' }],
});

function recordFields(side: 'merchant' | 'factory'): Record<string, FieldDef> {
  const count = (label: FieldDef['label']): FieldDef => ({ type: 'integer', label, form: false });
  return {
    fileName: text(L('文件名', 'File', '檔案名稱', 'Arquivo'), 256, { search: 'like', form: false }),
    ...(side === 'factory'
      ? { merchantName: readOnly(text(L('商户', 'Merchant', '商戶', 'Comerciante'), 128, { search: 'like' })) }
      : {}),
    templateName: readOnly(text(L('导入模板', 'Template', '匯入範本', 'Modelo'), 64, { search: 'like' })),
    state: {
      type: 'enum',
      label: L('状态', 'State', '狀態', 'Estado'),
      options: IMPORT_STATE_OPTIONS,
      form: false,
      search: 'eq',
    },
    totalRows: count(L('总行数', 'Rows', '總列數', 'Linhas')),
    importedRows: count(L('成功行数', 'Imported rows', '成功列數', 'Linhas importadas')),
    failedRows: count(L('失败行数', 'Failed rows', '失敗列數', 'Linhas com erro')),
    orderCount: count(L('新增订单', 'Orders added', '新增訂單', 'Pedidos criados')),
    updatedCount: count(L('更新订单', 'Orders updated', '更新訂單', 'Pedidos atualizados')),
    message: readOnly(text(L('说明', 'Message', '說明', 'Mensagem'), 500, { list: false })),
    startTime: readOnly({
      type: 'datetime',
      label: L('开始时间', 'Started', '開始時間', 'Início'),
      search: 'range',
      sortable: true,
    }),
    durationMs: count(L('耗时(毫秒)', 'Duration (ms)', '耗時(毫秒)', 'Duração (ms)')),
  };
}

/** The merchant's import runs (menu merchantImportRecord). */
export const merchantImportRecordResource = defineResource({
  name: 'merchantImportRecord',
  table: 'oms_import_record',
  scope: 'tenant',
  title: L('导入记录', 'Import records', '匯入記錄', 'Registros de importação'),
  fields: recordFields('merchant'),
  actions: ['page', 'list', 'detail', 'delete', 'export'],
  defaultSort: [{ field: 'startTime', order: 'desc' }],
});

/** The factory's view of its customers' import runs (Business › Order import records). */
export const orderImportRecordResource = defineResource({
  name: 'orderImportRecord',
  table: 'oms_import_record',
  scope: 'tenant',
  tenantColumn: 'factory_tenant_id',
  title: L('订单导入记录', 'Order import records', '訂單匯入記錄', 'Registros de importação de pedidos'),
  fields: recordFields('factory'),
  actions: ['page', 'list', 'detail', 'export'],
  defaultSort: [{ field: 'startTime', order: 'desc' }],
});

export const IMPORT_RESOURCES = [
  customImportTemplateResource,
  importTemplateResource,
  merchantImportRecordResource,
  orderImportRecordResource,
] as const;

/** The source of an imported order. */
export const IMPORT_SOURCE = OrderSource.Excel;

/** Largest number of data rows one import reads (a month of a busy shop with room to spare). */
export const IMPORT_MAX_ROWS = 100_000;
/** Longest cell text read; longer cells are a row error (Excel itself stops at 32,767). */
export const IMPORT_MAX_CELL = 32_767;
