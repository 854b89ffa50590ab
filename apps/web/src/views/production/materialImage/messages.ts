import { messagesByLanguage } from '../../../i18n/rows.ts';

/** Texts of the material detail image (picking aid), under `materialImage`. */
const MESSAGES = messagesByLanguage({
  workOrder: ['工单', 'Work order', '工單', 'Ordem'],
  order: ['订单', 'Order', '訂單', 'Pedido'],
  product: ['产品', 'Product', '產品', 'Produto'],
  sku: ['SKU / 颜色 / 尺码', 'SKU / colour / size', 'SKU / 顏色 / 尺碼', 'SKU / cor / tamanho'],
  quantity: ['数量', 'Quantity', '數量', 'Quantidade'],
  state: ['状态', 'State', '狀態', 'Estado'],
  demandDate: ['需求日期', 'Demand date', '需求日期', 'Data de entrega'],
  search: ['查询', 'Search', '查詢', 'Pesquisar'],
  code: ['工单号/订单号', 'Work order / order no.', '工單號/訂單號', 'Ordem / pedido'],
  picking: ['物料明细图', 'Picking list', '物料明細圖', 'Lista de separação'],
  print: ['打印', 'Print', '列印', 'Imprimir'],
  export: ['导出', 'Export', '匯出', 'Exportar'],
  chooseFirst: ['请先勾选工单', 'Select work orders first', '請先勾選工單', 'Selecione ordens primeiro'],
  blank: ['空白衣', 'Blanks', '空白衣', 'Peças lisas'],
  material: ['物料', 'Materials', '物料', 'Materiais'],
  name: ['名称', 'Name', '名稱', 'Nome'],
  colourSize: ['颜色 / 尺码', 'Colour / size', '顏色 / 尺碼', 'Cor / tamanho'],
  unit: ['单位', 'Unit', '單位', 'Unidade'],
  image: ['图片', 'Image', '圖片', 'Imagem'],
  picked: ['已拣', 'Picked', '已揀', 'Separado'],
});

export const MESSAGES_PART = { namespace: 'materialImage', messages: MESSAGES };
