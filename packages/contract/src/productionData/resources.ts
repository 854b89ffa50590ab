import type { LocalizedText } from '../i18n/labels.ts';
import { type CrossFieldRule, defineResource, type EnumOption, type FieldDef } from '../resources/define.ts';
import { commonFields, stockLimitRules } from '../resources/fields.ts';

/**
 * Production master data (issue 5): processes, process routes, products and the mapping of
 * marketplace SKUs to products. Each is one declaration; their sub-tables (defects of a
 * process, processes of a route, materials of a product, print areas of a SKU mapping) use
 * the engine's `children`. See docs/resources.md "Sub-tables".
 */

const t = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

/** A ref to another base-data table (declared by its own issue; table and label column named here). */
const refTo = (resource: string, table: string, label: LocalizedText, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'ref',
  label,
  ref: { resource, labelField: 'name', table, labelColumn: 'name' },
  search: 'eq',
  ...extra,
});

const image = (label: LocalizedText): FieldDef => ({ type: 'image', label, required: true, list: false });

/** A hot folder is a directory the RIP watches: no parent-directory steps. */
export function isSafeFolderPath(value: string): boolean {
  return !value.split(/[\\/]/).some((part) => part === '..');
}

const hotFolderRule: CrossFieldRule = {
  fields: ['hotFolder'],
  path: 'hotFolder',
  message: 'hotFolderInvalid',
  check: (v) => isSafeFolderPath(String(v.hotFolder)),
};

export const processResource = defineResource({
  name: 'process',
  table: 'mes_process',
  scope: 'tenant',
  title: t('工序', 'Processes', '工序', 'Processos'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    hotFolder: {
      type: 'string',
      label: t('热文件夹', 'Hot folder', '熱資料夾', 'Pasta monitorada'),
      required: true,
      max: 256,
      help: t(
        'RIP 监控的目录，例如 D:\\hot\\dtg',
        'Directory the RIP watches, e.g. D:\\hot\\dtg',
        'RIP 監控的目錄，例如 D:\\hot\\dtg',
        'Diretório monitorado pelo RIP, ex.: D:\\hot\\dtg',
      ),
    },
    image: image(t('工序图', 'Diagram', '工序圖', 'Diagrama')),
    isMain: {
      type: 'boolean',
      label: t('主工序', 'Main process', '主工序', 'Processo principal'),
      default: false,
      search: 'eq',
    },
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  children: {
    defects: {
      table: 'mes_process_defect',
      parentColumn: 'process_id',
      label: t('不良项', 'Defect items', '不良項', 'Itens de defeito'),
      uniqueBy: ['defectItemId'],
      fields: {
        defectItemId: refTo('defectItem', 'mes_defect_item', t('不良项', 'Defect item', '不良項', 'Item de defeito'), {
          required: true,
          search: undefined,
        }),
      },
    },
  },
  rules: [hotFolderRule],
  defaultSort: [{ field: 'code', order: 'asc' }],
  inUse: [
    {
      table: 'mes_workstation',
      column: 'process_id',
      label: t('工位', 'Workstation', '工位', 'Posto de trabalho'),
      displayColumn: 'code',
    },
    {
      table: 'mes_process_route_item',
      column: 'process_id',
      label: t('工艺路线', 'Process route', '製程路線', 'Roteiro'),
      parent: { table: 'mes_process_route', column: 'route_id', displayColumn: 'code' },
    },
  ],
});

/**
 * The kind of work a process route makes (issue 13): direct-to-garment, or heat transfer (DTF
 * film printed, powdered and pressed on). An order line takes the kind of its product's route on
 * review; the direct-print and heat-print order lists filter on it.
 */
export const PrintKind = { Dtg: 1, Heat: 2 } as const;

export const PRINT_KIND_OPTIONS: readonly EnumOption[] = [
  { value: PrintKind.Dtg, label: t('直喷', 'Direct print', '直噴', 'Impressão direta'), tagType: 'primary' },
  { value: PrintKind.Heat, label: t('烫画', 'Heat transfer', '燙畫', 'Transfer'), tagType: 'warning' },
];

export const processRouteResource = defineResource({
  name: 'processRoute',
  table: 'mes_process_route',
  scope: 'tenant',
  title: t('工艺路线', 'Process routes', '製程路線', 'Roteiros'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    principal: {
      type: 'string',
      label: t('负责人', 'Principal', '負責人', 'Responsável'),
      required: true,
      max: 32,
      search: 'like',
    },
    workshopId: refTo('workshop', 'mes_workshop', t('车间', 'Workshop', '車間', 'Oficina'), { required: true }),
    printKind: {
      type: 'enum',
      label: t('印花方式', 'Kind of work', '印花方式', 'Tipo de impressão'),
      options: PRINT_KIND_OPTIONS,
      required: true,
      default: PrintKind.Dtg,
      search: 'eq',
    },
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  children: {
    processes: {
      table: 'mes_process_route_item',
      parentColumn: 'route_id',
      label: t('工序', 'Processes', '工序', 'Processos'),
      ordered: true,
      min: 1,
      fields: {
        processId: {
          type: 'ref',
          label: t('工序', 'Process', '工序', 'Processo'),
          required: true,
          ref: { resource: 'process', labelField: 'name' },
        },
        isKey: {
          type: 'boolean',
          label: t('关键工序', 'Key process', '關鍵工序', 'Processo-chave'),
          default: false,
        },
      },
    },
  },
  defaultSort: [{ field: 'code', order: 'asc' }],
  inUse: [
    {
      table: 'mes_product',
      column: 'process_route_id',
      label: t('产品', 'Product', '產品', 'Produto'),
      displayColumn: 'code',
    },
  ],
});

/** Product attribute (spec §4): made in the factory or bought from a third party. */
export const ProductAttr = { SelfMade: 1, ThirdParty: 2 } as const;

const stockField = (label: LocalizedText): FieldDef => ({ type: 'integer', label, required: true, min: 0 });

/**
 * Which garments a product material is for (mes_product_material.shade): every garment, or only
 * light / dark ones (the dark pretreatment, the white ink) — by the colour's shade (garmentColour).
 */
export const MaterialShade = { Any: 0, Light: 1, Dark: 2 } as const;

export const productResource = defineResource({
  name: 'product',
  table: 'mes_product',
  scope: 'tenant',
  title: t('产品', 'Products', '產品', 'Produtos'),
  fields: {
    code: commonFields.code({ required: true, numbered: 'product' }),
    name: commonFields.name(),
    unitId: refTo('unit', 'mes_unit', t('单位', 'Unit', '單位', 'Unidade'), { required: true, search: undefined }),
    spec: {
      type: 'string',
      label: t('规格', 'Specification', '規格', 'Especificação'),
      required: true,
      max: 128,
      search: 'like',
    },
    attr: {
      type: 'enum',
      label: t('属性', 'Attribute', '屬性', 'Atributo'),
      required: true,
      options: [
        {
          value: ProductAttr.SelfMade,
          label: t('自制', 'Self-made', '自製', 'Fabricação própria'),
          tagType: 'success',
        },
        { value: ProductAttr.ThirdParty, label: t('外购', 'Third-party', '外購', 'Terceiros'), tagType: 'warning' },
      ],
      search: 'eq',
    },
    brotherTemplateId: refTo(
      'brotherTemplate',
      'mes_brother_template',
      t('兄弟打印模板', 'Brother template', '兄弟列印範本', 'Modelo Brother'),
      { search: undefined, list: false },
    ),
    customerId: refTo('customer', 'mes_customer', t('所属客户', 'Owning customer', '所屬客戶', 'Cliente'), {
      required: true,
    }),
    processRouteId: {
      type: 'ref',
      label: t('工艺路线', 'Process route', '製程路線', 'Roteiro'),
      required: true,
      ref: { resource: 'processRoute', labelField: 'name' },
      search: 'eq',
    },
    productTypeId: refTo(
      'productType',
      'mes_product_type',
      t('产品类型', 'Product type', '產品類型', 'Tipo de produto'),
    ),
    image: image(t('产品图片', 'Image', '產品圖片', 'Imagem')),
    maxStock: stockField(t('最大库存', 'Maximum stock', '最大庫存', 'Estoque máximo')),
    minStock: stockField(t('最小库存', 'Minimum stock', '最小庫存', 'Estoque mínimo')),
    safeStock: stockField(t('安全库存', 'Safety stock', '安全庫存', 'Estoque de segurança')),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  children: {
    materials: {
      table: 'mes_product_material',
      parentColumn: 'product_id',
      label: t('物料', 'Materials', '物料', 'Materiais'),
      uniqueBy: ['materialId'],
      fields: {
        materialId: {
          type: 'ref',
          label: t('物料', 'Material', '物料', 'Material'),
          required: true,
          ref: { resource: 'material', labelField: 'name', table: 'mes_material', labelColumn: 'name' },
        },
        rate: {
          type: 'number',
          label: t('单件用量', 'Consumption per piece', '單件用量', 'Consumo por peça'),
          required: true,
          positive: true,
          decimals: 6,
        },
        shade: {
          type: 'enum',
          label: t('适用衣色', 'For garments', '適用衣色', 'Para peças'),
          required: true,
          default: MaterialShade.Any,
          options: [
            { value: MaterialShade.Any, label: t('全部', 'All', '全部', 'Todas') },
            { value: MaterialShade.Light, label: t('仅浅色', 'Light only', '僅淺色', 'Só claras') },
            { value: MaterialShade.Dark, label: t('仅深色', 'Dark only', '僅深色', 'Só escuras') },
          ],
        },
      },
    },
  },
  rules: stockLimitRules(),
  defaultSort: [{ field: 'code', order: 'asc' }],
  inUse: [
    {
      table: 'mes_oms_product_mapping',
      column: 'product_id',
      label: t('OMS 产品映射', 'OMS product mapping', 'OMS 產品對應', 'Mapeamento OMS'),
      displayColumn: 'sku_code',
    },
  ],
});

/** Print areas of a garment a marketplace SKU prints on. */
export const PrintArea = { Front: 1, Back: 2, LeftSleeve: 3, RightSleeve: 4, NeckLabel: 5 } as const;

export const omsProductMappingResource = defineResource({
  name: 'omsProductMapping',
  table: 'mes_oms_product_mapping',
  scope: 'tenant',
  title: t('OMS 产品映射', 'OMS product mapping', 'OMS 產品對應', 'Mapeamento de produtos OMS'),
  fields: {
    platform: {
      type: 'dict',
      dict: 'platform',
      label: t('平台', 'Platform', '平台', 'Plataforma'),
      required: true,
      search: 'eq',
    },
    shopName: {
      type: 'string',
      label: t('店铺', 'Shop', '店鋪', 'Loja'),
      max: 128,
      search: 'like',
      help: t(
        '留空表示适用于该平台的所有店铺',
        'Empty: applies to every shop of the platform',
        '留空表示適用於該平台的所有店鋪',
        'Vazio: vale para todas as lojas da plataforma',
      ),
    },
    skuCode: {
      type: 'string',
      label: t('SKU 编码', 'SKU code', 'SKU 編碼', 'Código SKU'),
      required: true,
      max: 128,
      search: 'like',
      sortable: true,
    },
    colour: {
      type: 'string',
      label: t('颜色', 'Colour', '顏色', 'Cor'),
      max: 64,
      search: 'like',
      help: t(
        '留空：取订单行的颜色（须是产品空白衣有的颜色）；填写：这一行只用于该颜色（同一 SKU 可按颜色映射到不同产品）',
        "Empty: the order line's colour (one the product's blank comes in); filled: this row is for that colour only (one SKU may map each colour to its own product)",
        '留空：取訂單行的顏色（須是產品空白衣有的顏色）；填寫：這一行只用於該顏色（同一 SKU 可按顏色對應到不同產品）',
        'Vazio: a cor da linha do pedido (uma que a peça lisa do produto tem); preenchido: esta linha vale só para essa cor (um SKU pode mapear cada cor a um produto)',
      ),
    },
    size: {
      type: 'string',
      label: t('尺码', 'Size', '尺碼', 'Tamanho'),
      max: 32,
      help: t(
        '留空：取订单行的尺码；填写：这一行只用于该尺码',
        "Empty: the order line's size; filled: this row is for that size only",
        '留空：取訂單行的尺碼；填寫：這一行只用於該尺碼',
        'Vazio: o tamanho da linha do pedido; preenchido: esta linha vale só para esse tamanho',
      ),
    },
    productId: {
      type: 'ref',
      label: t('产品', 'Product', '產品', 'Produto'),
      required: true,
      ref: { resource: 'product', labelField: 'name' },
      search: 'eq',
    },
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  children: {
    printAreas: {
      table: 'mes_oms_product_mapping_area',
      parentColumn: 'mapping_id',
      label: t('印花区域', 'Print areas', '印花區域', 'Áreas de impressão'),
      uniqueBy: ['area'],
      fields: {
        area: {
          type: 'enum',
          label: t('区域', 'Area', '區域', 'Área'),
          required: true,
          options: [
            { value: PrintArea.Front, label: t('前片', 'Front', '前片', 'Frente') },
            { value: PrintArea.Back, label: t('后片', 'Back', '後片', 'Costas') },
            { value: PrintArea.LeftSleeve, label: t('左袖', 'Left sleeve', '左袖', 'Manga esquerda') },
            { value: PrintArea.RightSleeve, label: t('右袖', 'Right sleeve', '右袖', 'Manga direita') },
            { value: PrintArea.NeckLabel, label: t('领标', 'Neck label', '領標', 'Etiqueta da gola') },
          ],
        },
      },
    },
  },
  // One row per SKU and variant: a SKU sold in several colours may map each to its own product.
  uniques: [{ fields: ['platform', 'shopName', 'skuCode', 'colour', 'size'] }],
  defaultSort: [{ field: 'skuCode', order: 'asc' }],
});

/** Every production-data declaration (served by the server domain apps/server/src/modules/productionData). */
export const PRODUCTION_DATA_RESOURCES = [
  processResource,
  processRouteResource,
  productResource,
  omsProductMappingResource,
];
