import type { LocalizedText } from '../i18n/labels.ts';
import { type CrossFieldRule, defineResource, type FieldDef, type InUseRef } from '../resources/define.ts';
import { commonFields, stockLimitRules } from '../resources/fields.ts';

/**
 * Simple base (master) data of a factory tenant (issue 5): workshops, device categories,
 * devices, workstations, units, product and material types, materials, defect items,
 * common defects, test items and customers. Each is one declaration served by the generic
 * engine (routes /api/{name}/*, codes {name}:{action}); tables in modules/baseData/migrations/0004_base_data.sql.
 */

const t = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

const L = {
  workshop: t('车间', 'Workshop', '車間', 'Oficina'),
  deviceCategory: t('设备分类', 'Device category', '設備分類', 'Categoria de equipamento'),
  device: t('设备', 'Device', '設備', 'Equipamento'),
  workstation: t('工位', 'Workstation', '工位', 'Posto de trabalho'),
  process: t('工序', 'Process', '工序', 'Processo'),
  post: t('岗位', 'Post', '崗位', 'Cargo'),
  unit: t('单位', 'Unit', '單位', 'Unidade'),
  materialType: t('物料分类', 'Classification', '物料分類', 'Classificação'),
  material: t('物料', 'Material', '物料', 'Material'),
  defectItem: t('不良项', 'Defect item', '不良項', 'Item de defeito'),
  commonDefect: t('常见不良', 'Common defect', '常見不良', 'Defeito comum'),
  product: t('产品', 'Product', '產品', 'Produto'),
  processRoute: t('工艺路线', 'Process route', '製程路線', 'Roteiro'),
};

/** A use through a sub-table: the message names the parent row (e.g. product TS-01). */
const usedThrough = (
  table: string,
  column: string,
  label: LocalizedText,
  parent: string,
  parentColumn: string,
): InUseRef => ({
  table,
  column,
  label,
  parent: { table: parent, column: parentColumn, displayColumn: 'code' },
});

/** A required-or-not ref to another declared resource, labelled by its `name`. */
const refTo = (resource: string, label: LocalizedText, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'ref',
  label,
  ref: { resource, labelField: 'name' },
  search: 'eq',
  ...extra,
});

const text = (label: LocalizedText, max: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label,
  max,
  ...extra,
});

/** Rows of `table` pointing at the deleted row through `column`, named by their code in the message. */
const usedBy = (table: string, column: string, label: LocalizedText): InUseRef => ({
  table,
  column,
  label,
  displayColumn: 'code',
});

/** A hot folder is a directory the RIP watches: no parent-directory (`..`) steps. */
export function isSaneFolderPath(value: string): boolean {
  return !value.split(/[\\/]/).some((part) => part.trim() === '..');
}

const hotFolderRule: CrossFieldRule = {
  fields: ['hotFolder'],
  path: 'hotFolder',
  message: 'hotFolderInvalid',
  check: (v) => isSaneFolderPath(String(v.hotFolder)),
};

/** Net weight never exceeds gross weight (both present). */
export const netWeightRule: CrossFieldRule = {
  fields: ['netWeight', 'grossWeight'],
  path: 'netWeight',
  message: 'netGtGross',
  check: (v) => Number(v.netWeight) <= Number(v.grossWeight),
};

const byCode = [{ field: 'code', order: 'asc' as const }];

export const workshopResource = defineResource({
  name: 'workshop',
  table: 'mes_workshop',
  scope: 'tenant',
  title: t('车间', 'Workshops', '車間', 'Oficinas'),
  fields: {
    name: commonFields.name(),
    code: commonFields.code(),
    principal: text(t('负责人', 'Principal', '負責人', 'Responsável'), 32, { search: 'like' }),
    status: commonFields.status(),
    orderNo: commonFields.orderNo(),
    remark: commonFields.remark(),
  },
  defaultSort: [
    { field: 'orderNo', order: 'asc' },
    { field: 'createTime', order: 'desc' },
  ],
  inUse: [
    usedBy('mes_workstation', 'workshop_id', L.workstation),
    usedBy('mes_device', 'workshop_id', L.device),
    usedBy('mes_process_route', 'workshop_id', L.processRoute),
  ],
});

export const deviceCategoryResource = defineResource({
  name: 'deviceCategory',
  table: 'mes_device_category',
  scope: 'tenant',
  title: t('设备分类', 'Device categories', '設備分類', 'Categorias de equipamento'),
  fields: {
    code: commonFields.code(),
    name: commonFields.name(),
    remark: commonFields.remark(),
    status: commonFields.status(),
  },
  defaultSort: byCode,
  inUse: [usedBy('mes_device', 'category_id', L.device)],
});

export const deviceResource = defineResource({
  name: 'device',
  table: 'mes_device',
  scope: 'tenant',
  title: t('设备', 'Devices', '設備', 'Equipamentos'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    categoryId: refTo('deviceCategory', L.deviceCategory, { required: true }),
    brand: text(t('品牌', 'Brand', '品牌', 'Marca'), 64, { search: 'like' }),
    hotFolder: text(t('热文件夹', 'Hot folder', '熱資料夾', 'Pasta monitorada'), 512, {
      help: t(
        '打印机 RIP 监控的目录，例如 D:\\hot\\gtx01',
        'Directory the printer RIP watches, e.g. D:\\hot\\gtx01',
        '印表機 RIP 監控的目錄，例如 D:\\hot\\gtx01',
        'Diretório monitorado pelo RIP, ex.: D:\\hot\\gtx01',
      ),
    }),
    workshopId: refTo('workshop', L.workshop),
    longitude: {
      type: 'number',
      label: t('经度', 'Longitude', '經度', 'Longitude'),
      min: -180,
      max: 180,
      decimals: 6,
      list: false,
    },
    latitude: {
      type: 'number',
      label: t('纬度', 'Latitude', '緯度', 'Latitude'),
      min: -90,
      max: 90,
      decimals: 6,
      list: false,
    },
    location: text(t('位置', 'Location', '位置', 'Localização'), 128),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  rules: [hotFolderRule],
  defaultSort: byCode,
  inUse: [usedBy('mes_workstation', 'device_id', L.workstation)],
});

export const workstationResource = defineResource({
  name: 'workstation',
  table: 'mes_workstation',
  scope: 'tenant',
  title: t('工位', 'Workstations', '工位', 'Postos de trabalho'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    workshopId: refTo('workshop', L.workshop, { required: true }),
    // `process` is declared by production data (issue 5); table and label named for when it is not.
    processId: {
      type: 'ref',
      label: L.process,
      required: true,
      search: 'eq',
      ref: { resource: 'process', labelField: 'name', table: 'mes_process', labelColumn: 'name' },
    },
    postId: refTo('sysPos', L.post, { required: true }),
    deviceId: refTo('device', L.device, { required: true }),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  defaultSort: byCode,
});

export const unitResource = defineResource({
  name: 'unit',
  table: 'mes_unit',
  scope: 'tenant',
  title: t('单位', 'Units', '單位', 'Unidades'),
  fields: {
    code: commonFields.code(),
    name: commonFields.name({ unique: true, max: 32 }),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  defaultSort: byCode,
  // Also used by mes_product.unit_id (production data): see docs/guide/base-data.md.
  inUse: [usedBy('mes_material', 'unit_id', L.material), usedBy('mes_product', 'unit_id', L.product)],
});

const simpleType = (name: string, table: string, title: LocalizedText, inUse: InUseRef[] = []) =>
  defineResource({
    name,
    table,
    scope: 'tenant',
    title,
    fields: {
      code: commonFields.code(),
      name: commonFields.name(),
      status: commonFields.status(),
      remark: commonFields.remark(),
    },
    defaultSort: byCode,
    inUse,
  });

export const productTypeResource = simpleType(
  'productType',
  'mes_product_type',
  t('产品分类', 'Product types', '產品分類', 'Tipos de produto'),
  [usedBy('mes_product', 'product_type_id', L.product)],
);

export const materialTypeResource = simpleType(
  'materialType',
  'mes_material_type',
  t('物料分类', 'Material types', '物料分類', 'Tipos de material'),
  [usedBy('mes_material', 'material_type_id', L.material)],
);

const measure = (label: LocalizedText, decimals: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'number',
  label,
  min: 0,
  decimals,
  list: false,
  ...extra,
});

const stock = (label: LocalizedText): FieldDef => ({
  type: 'number',
  label,
  required: true,
  min: 0,
  decimals: 3,
});

export const materialResource = defineResource({
  name: 'material',
  table: 'mes_material',
  scope: 'tenant',
  title: t('物料', 'Materials', '物料', 'Materiais'),
  fields: {
    code: commonFields.code({ required: true, numbered: 'material' }),
    materialTypeId: refTo('materialType', L.materialType, { required: true }),
    name: commonFields.name({ max: 128 }),
    spec: text(t('规格', 'Specification', '規格', 'Especificação'), 128, { required: true, search: 'like' }),
    unitId: refTo('unit', L.unit, { required: true }),
    grossWeight: measure(t('毛重(kg)', 'Gross weight (kg)', '毛重(kg)', 'Peso bruto (kg)'), 3),
    netWeight: measure(t('净重(kg)', 'Net weight (kg)', '淨重(kg)', 'Peso líquido (kg)'), 3),
    length: measure(t('长(cm)', 'Length (cm)', '長(cm)', 'Comprimento (cm)'), 2),
    width: measure(t('宽(cm)', 'Width (cm)', '寬(cm)', 'Largura (cm)'), 2),
    height: measure(t('高(cm)', 'Height (cm)', '高(cm)', 'Altura (cm)'), 2),
    volume: measure(t('体积(cm³)', 'Volume (cm³)', '體積(cm³)', 'Volume (cm³)'), 3),
    colour: text(t('颜色', 'Colour', '顏色', 'Cor'), 32, { search: 'eq' }),
    size: text(t('尺码', 'Size', '尺碼', 'Tamanho'), 16, { search: 'eq' }),
    style: text(t('款号', 'Blank style', '款號', 'Modelo'), 64, {
      search: 'eq',
      help: t(
        '同一款空白衣的各颜色、尺码填相同款号：工单按订单行的颜色和尺码领用同款的空白衣',
        "Blanks of one style in other colours and sizes share it: a work order takes the style's blank in its line's colour and size",
        '同一款空白衣的各顏色、尺碼填相同款號：工單按訂單行的顏色和尺碼領用同款的空白衣',
        'Peças lisas do mesmo modelo em outras cores e tamanhos o compartilham: a ordem usa a peça do modelo na cor e tamanho da linha',
      ),
    }),
    maxStock: stock(t('最大库存', 'Maximum stock', '最大庫存', 'Estoque máximo')),
    minStock: stock(t('最小库存', 'Minimum stock', '最小庫存', 'Estoque mínimo')),
    safeStock: stock(t('安全库存', 'Safety stock', '安全庫存', 'Estoque de segurança')),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  rules: [...stockLimitRules(), netWeightRule],
  inUse: [usedThrough('mes_product_material', 'material_id', L.product, 'mes_product', 'product_id')],
  defaultSort: byCode,
});

export const defectItemResource = defineResource({
  name: 'defectItem',
  table: 'mes_defect_item',
  scope: 'tenant',
  title: t('不良项', 'Defect items', '不良項', 'Itens de defeito'),
  fields: {
    code: commonFields.code(),
    name: commonFields.name(),
    image: { type: 'image', label: t('图片', 'Image', '圖片', 'Imagem'), required: true },
    reason: {
      type: 'text',
      label: t('原因', 'Reason', '原因', 'Causa'),
      required: true,
      max: 512,
    },
    status: commonFields.status(),
    remark: commonFields.remark({ list: false }),
  },
  defaultSort: byCode,
  // Also used by mes_process_defect.defect_item_id (production data): see docs/guide/base-data.md.
  inUse: [
    usedBy('mes_common_defect', 'defect_item_id', L.commonDefect),
    usedThrough('mes_process_defect', 'defect_item_id', L.process, 'mes_process', 'process_id'),
  ],
});

export const commonDefectResource = defineResource({
  name: 'commonDefect',
  table: 'mes_common_defect',
  scope: 'tenant',
  title: t('常见不良', 'Common defects', '常見不良', 'Defeitos comuns'),
  fields: {
    code: commonFields.code(),
    name: commonFields.name(),
    defectItemId: refTo('defectItem', L.defectItem),
    description: { type: 'text', label: t('描述', 'Description', '描述', 'Descrição'), max: 1000 },
    status: commonFields.status(),
    remark: commonFields.remark({ list: false }),
  },
  defaultSort: byCode,
});

export const testItemResource = defineResource({
  name: 'testItem',
  table: 'mes_test_item',
  scope: 'tenant',
  title: t('检测项', 'Test items', '檢測項', 'Itens de teste'),
  fields: {
    code: commonFields.code(),
    name: commonFields.name(),
    standard: { type: 'text', label: t('检测标准', 'Standard', '檢測標準', 'Norma'), max: 1000 },
    method: { type: 'text', label: t('检测方法', 'Method', '檢測方法', 'Método'), max: 1000 },
    status: commonFields.status(),
    remark: commonFields.remark({ list: false }),
  },
  defaultSort: byCode,
});

export const customerResource = defineResource({
  name: 'customer',
  table: 'mes_customer',
  scope: 'tenant',
  title: t('客户', 'Customers', '客戶', 'Clientes'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name({ max: 128 }),
    // The merchant tenant (sys_tenant, a GLOBAL table) this customer is; the engine's refs are
    // tenant-scoped, so it is an id checked by the customer hook (live merchant tenant).
    // Not in xlsx: import does not run hooks.
    merchantTenantId: {
      type: 'integer',
      label: t('商户租户', 'Merchant tenant', '商戶租戶', 'Inquilino comerciante'),
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
      search: 'eq',
      exportable: false,
      list: false,
    },
    contact: text(t('联系人', 'Contact', '聯絡人', 'Contato'), 32, { search: 'like' }),
    phone: text(t('电话', 'Phone', '電話', 'Telefone'), 32, { validators: ['phone'] }),
    email: text(t('邮箱', 'Email', '信箱', 'E-mail'), 128, { validators: ['email'] }),
    address: text(t('地址', 'Address', '地址', 'Endereço'), 256, { list: false }),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  defaultSort: byCode,
  inUse: [usedBy('mes_product', 'customer_id', L.product)],
});

/** Light or dark garment: dark garments take white underbase and the dark pretreatment (factory-domain §11). */
export const GarmentShade = { Light: 1, Dark: 2 } as const;
export const GARMENT_SHADE_OPTIONS = [
  { value: GarmentShade.Light, label: t('浅色', 'Light', '淺色', 'Clara'), tagType: 'default' },
  { value: GarmentShade.Dark, label: t('深色', 'Dark', '深色', 'Escura'), tagType: 'processing' },
] as const;

/**
 * Separators between the names of one colour in `synonyms` (comma, Chinese comma, semicolon,
 * enumeration comma, slash, new line); names compare trimmed, case- and width-insensitive.
 */
export const COLOUR_SYNONYM_SEPARATORS = /[,，;；、/\n]+/;

/**
 * The factory's garment colours: the names marketplaces and sheets write for each colour (White,
 * WHITE, 白, Branco…), and whether it is a light or a dark garment. Review matches an order line's
 * colour to a mapping and to the blanks through them; the bill of materials takes a product's
 * light- or dark-only materials by the shade.
 */
export const garmentColourResource = defineResource({
  name: 'garmentColour',
  table: 'mes_colour',
  scope: 'tenant',
  title: t('颜色', 'Garment colours', '顏色', 'Cores'),
  fields: {
    code: commonFields.code(),
    name: commonFields.name({ unique: true, max: 32 }),
    synonyms: text(t('同义词', 'Synonyms', '同義詞', 'Sinônimos'), 500, {
      search: 'like',
      help: t(
        '订单和表格里这个颜色的其他写法，用逗号分隔（如 White, 白, Branco）；不区分大小写',
        'Other names orders and sheets use for this colour, separated by commas (e.g. White, 白, Branco); case does not matter',
        '訂單和表格裡這個顏色的其他寫法，用逗號分隔（如 White, 白, Branco）；不區分大小寫',
        'Outros nomes usados por pedidos e planilhas para esta cor, separados por vírgulas (ex. White, 白, Branco); maiúsculas não importam',
      ),
    }),
    shade: {
      type: 'enum',
      label: t('深浅色', 'Shade', '深淺色', 'Tom'),
      required: true,
      options: GARMENT_SHADE_OPTIONS,
      search: 'eq',
      default: GarmentShade.Light,
    },
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  defaultSort: byCode,
});

/** Every base-data declaration (served by the server domain apps/server/src/modules/baseData). */
export const BASE_DATA_RESOURCES = [
  workshopResource,
  deviceCategoryResource,
  deviceResource,
  workstationResource,
  unitResource,
  productTypeResource,
  materialTypeResource,
  materialResource,
  defectItemResource,
  commonDefectResource,
  testItemResource,
  customerResource,
  garmentColourResource,
] as const;
