import { messagesByLanguage } from '../../../i18n/rows.ts';

/** Texts of the print template designer, under `printTpl`. */
const MESSAGES = messagesByLanguage({
  templates: ['打印模板', 'Templates', '列印範本', 'Modelos'],
  newTemplate: ['新建模板', 'New template', '新建範本', 'Novo modelo'],
  name: ['名称', 'Name', '名稱', 'Nome'],
  widthMm: ['宽（毫米）', 'Width (mm)', '寬（公釐）', 'Largura (mm)'],
  heightMm: ['高（毫米）', 'Height (mm)', '高（公釐）', 'Altura (mm)'],
  add: ['添加', 'Add', '新增', 'Adicionar'],
  text: ['文本', 'Text', '文字', 'Texto'],
  barcode: ['条码', 'Barcode', '條碼', 'Código de barras'],
  qr: ['二维码', 'QR code', 'QR 碼', 'Código QR'],
  image: ['图片', 'Image', '圖片', 'Imagem'],
  line: ['线条', 'Line', '線條', 'Linha'],
  box: ['矩形', 'Box', '矩形', 'Retângulo'],
  properties: ['属性', 'Properties', '屬性', 'Propriedades'],
  noSelection: [
    '选中一个元素以编辑属性',
    'Select an element to edit it',
    '選中一個元素以編輯屬性',
    'Selecione um elemento',
  ],
  x: ['X（毫米）', 'X (mm)', 'X（公釐）', 'X (mm)'],
  y: ['Y（毫米）', 'Y (mm)', 'Y（公釐）', 'Y (mm)'],
  w: ['宽（毫米）', 'Width (mm)', '寬（公釐）', 'Largura (mm)'],
  h: ['高（毫米）', 'Height (mm)', '高（公釐）', 'Altura (mm)'],
  content: [
    '内容（可用 {{ph}} 占位）',
    'Content ({{ph}} placeholders)',
    '內容（可用 {{ph}} 佔位）',
    'Conteúdo (marcadores {{ph}})',
  ],
  fontSize: ['字号（磅）', 'Font size (pt)', '字號（點）', 'Tamanho (pt)'],
  bold: ['粗体', 'Bold', '粗體', 'Negrito'],
  stroke: ['线宽（毫米）', 'Stroke (mm)', '線寬（公釐）', 'Espessura (mm)'],
  sampleData: ['示例数据（JSON）', 'Sample data (JSON)', '範例資料（JSON）', 'Dados de exemplo (JSON)'],
  save: ['保存', 'Save', '儲存', 'Salvar'],
  saved: ['已保存', 'Saved', '已儲存', 'Salvo'],
  preview: ['预览 PDF', 'Preview PDF', '預覽 PDF', 'Pré-visualizar PDF'],
  saveFirst: [
    '先保存模板再预览',
    'Save the template to preview it',
    '先儲存範本再預覽',
    'Salve o modelo para pré-visualizar',
  ],
  open: ['打开', 'Open', '開啟', 'Abrir'],
  remove: ['删除', 'Remove', '刪除', 'Remover'],
  confirmDelete: [
    '确定删除模板「{{name}}」？',
    'Delete the template "{{name}}"?',
    '確定刪除範本「{{name}}」？',
    'Excluir o modelo "{{name}}"?',
  ],
  nameRequired: ['请填写名称', 'Enter a name', '請填寫名稱', 'Informe um nome'],
});

/** Mounted under `printTpl.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'printTpl', messages: MESSAGES };
