import type { TitleRow } from '../domain.ts';

/** Titles of the base data menus (docs/menus.md "Base data"). */
export const BASE_DATA_MENU_TITLES = {
  baseData: ['基础数据', 'Base data', '基礎資料', 'Dados básicos'],
  workshop: ['车间管理', 'Workshops', '車間管理', 'Oficinas'],
  deviceCategory: ['设备分类', 'Device categories', '設備分類', 'Categorias de equipamento'],
  device: ['设备管理', 'Devices', '設備管理', 'Equipamentos'],
  workstation: ['工作站', 'Workstations', '工作站', 'Estações de trabalho'],
  productType: ['产品类型', 'Product types', '產品類型', 'Tipos de produto'],
  materialType: ['物料类型', 'Material types', '物料類型', 'Tipos de material'],
  material: ['物料管理', 'Materials', '物料管理', 'Materiais'],
  unit: ['计量单位', 'Units', '計量單位', 'Unidades'],
  defectItem: ['缺陷项', 'Defect items', '缺陷項', 'Itens de defeito'],
  commonDefect: ['常见缺陷', 'Common defects', '常見缺陷', 'Defeitos comuns'],
  testItem: ['检测项', 'Test items', '檢測項', 'Itens de teste'],
  garmentColour: ['颜色', 'Garment colours', '顏色', 'Cores'],
  customer: ['客户管理', 'Customers', '客戶管理', 'Clientes'],
} as const satisfies Record<string, TitleRow>;
