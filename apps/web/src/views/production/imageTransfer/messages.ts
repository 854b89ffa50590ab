import { messagesByLanguage } from '../../../i18n/rows.ts';

/** Texts of the image-transfer page, under `imageTransfer`. */
const MESSAGES = messagesByLanguage({
  batches: ['批次', 'Batches', '批次', 'Lotes'],
  pieces: ['扫码出图', 'Station files', '掃碼出圖', 'Arquivos da estação'],
  code: ['批次号/件号', 'Batch no. / piece', '批次號/件號', 'Lote / peça'],
  printKind: ['印花方式', 'Print kind', '印花方式', 'Tipo de impressão'],
  quantity: ['件数', 'Pieces', '件數', 'Peças'],
  state: ['传图状态', 'Transfer state', '傳圖狀態', 'Estado'],
  count: ['传图次数', 'Transfers', '傳圖次數', 'Transferências'],
  time: ['传图时间', 'Transferred at', '傳圖時間', 'Transferido em'],
  error: ['错误', 'Error', '錯誤', 'Erro'],
  files: ['文件', 'Files', '檔案', 'Arquivos'],
  dates: ['传图日期', 'Transfer date', '傳圖日期', 'Data da transferência'],
  search: ['查询', 'Search', '查詢', 'Pesquisar'],
  reset: ['重置', 'Reset', '重設', 'Limpar'],
  detail: ['详情', 'Details', '詳情', 'Detalhes'],
  transfer: ['传图', 'Transfer', '傳圖', 'Transferir'],
  retry: ['重试', 'Retry', '重試', 'Tentar de novo'],
  transferred: ['传图完成', 'Transferred', '傳圖完成', 'Transferido'],
  actions: ['操作', 'Actions', '操作', 'Ações'],
  attempt: ['第几次', 'Attempt', '第幾次', 'Tentativa'],
  name: ['文件名', 'File', '檔名', 'Arquivo'],
  path: ['路径', 'Path', '路徑', 'Caminho'],
  size: ['大小', 'Size', '大小', 'Tamanho'],
  sha256: ['SHA-256', 'SHA-256', 'SHA-256', 'SHA-256'],
  preview: ['预览', 'Preview', '預覽', 'Pré-visualização'],
  noPreview: [
    '文件已不在热文件夹中',
    'The file is no longer in the hot folder',
    '檔案已不在熱資料夾中',
    'O arquivo não está mais na pasta quente',
  ],
  noFiles: ['还没有文件', 'No files yet', '還沒有檔案', 'Ainda sem arquivos'],
  sheet: ['膜', 'Sheet', '膜', 'Folha'],
  sheetLength: ['长度', 'Length', '長度', 'Comprimento'],
  utilisation: ['利用率', 'Utilisation', '利用率', 'Aproveitamento'],
  unplaced: [
    '{{count}} 件的烫画图排不进膜（超出卷宽），未打印',
    '{{count}} piece(s) did not fit on the film (wider than the roll) and were not printed',
    '{{count}} 件的燙畫圖排不進膜（超出卷寬），未列印',
    '{{count}} peça(s) não couberam no filme (mais largas que o rolo) e não foram impressas',
  ],
});

export const MESSAGES_PART = { namespace: 'imageTransfer', messages: MESSAGES };
