import { messagesByLanguage } from '../../../i18n/rows.ts';

/** Texts of the label templates and of printing piece labels (QR coding), under `labelTemplate`. */
const MESSAGES = messagesByLanguage({
  preview: ['预览', 'Preview', '預覽', 'Visualizar'],
  printLabels: ['打印标签', 'Print labels', '列印標籤', 'Imprimir etiquetas'],
  template: ['标签模板', 'Label template', '標籤範本', 'Modelo de etiqueta'],
  templateDefault: [
    '默认模板（按印花方式）',
    'Default template (by kind of work)',
    '預設範本（按印花方式）',
    'Modelo padrão (pelo tipo de impressão)',
  ],
  selectPieces: [
    '请先勾选要打印标签的生产件',
    'Select the pieces to print labels for first',
    '請先勾選要列印標籤的生產件',
    'Selecione primeiro as peças para imprimir etiquetas',
  ],
  popupBlocked: [
    '浏览器阻止了新窗口，请允许本站弹出窗口',
    'The browser blocked the new window: allow pop-ups for this site',
    '瀏覽器阻擋了新視窗，請允許本站彈出視窗',
    'O navegador bloqueou a nova janela: permita pop-ups para este site',
  ],
});

export const MESSAGES_PART = { namespace: 'labelTemplate', messages: MESSAGES };
