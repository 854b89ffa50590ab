/** Texts of the order pages (merchant orders, the factory's order desk), under `orders`. */
const zhCN = {
  summary: '订单信息',
  consignee: '收件信息',
  lines: '订单明细',
  artwork: '印花与效果图',
  timeline: '订单动态',
  line: '第 {{n}} 行',
  printImage: '印花图',
  mockup: '效果图',
  placement: '位置 X {{x}} · Y {{y}} · 缩放 {{scale}} · 角度 {{angle}}',
  noArtwork: '没有印花图',
  byMerchant: '商户',
  byFactory: '工厂',
  change: '{{from}} → {{to}}',
  reason: '原因：{{reason}}',
  noTimeline: '暂无动态',
};
type Messages = typeof zhCN;

const en: Messages = {
  summary: 'Order',
  consignee: 'Consignee',
  lines: 'Order lines',
  artwork: 'Artwork and mock-ups',
  timeline: 'Timeline',
  line: 'Line {{n}}',
  printImage: 'Print image',
  mockup: 'Mock-up',
  placement: 'X {{x}} · Y {{y}} · scale {{scale}} · angle {{angle}}',
  noArtwork: 'No artwork',
  byMerchant: 'Merchant',
  byFactory: 'Factory',
  change: '{{from}} → {{to}}',
  reason: 'Reason: {{reason}}',
  noTimeline: 'Nothing yet',
};

const zhTW: Messages = {
  summary: '訂單資訊',
  consignee: '收件資訊',
  lines: '訂單明細',
  artwork: '印花與效果圖',
  timeline: '訂單動態',
  line: '第 {{n}} 行',
  printImage: '印花圖',
  mockup: '效果圖',
  placement: '位置 X {{x}} · Y {{y}} · 縮放 {{scale}} · 角度 {{angle}}',
  noArtwork: '沒有印花圖',
  byMerchant: '商戶',
  byFactory: '工廠',
  change: '{{from}} → {{to}}',
  reason: '原因：{{reason}}',
  noTimeline: '暫無動態',
};

const ptBR: Messages = {
  summary: 'Pedido',
  consignee: 'Destinatário',
  lines: 'Itens do pedido',
  artwork: 'Artes e mock-ups',
  timeline: 'Histórico',
  line: 'Item {{n}}',
  printImage: 'Arte',
  mockup: 'Mock-up',
  placement: 'X {{x}} · Y {{y}} · escala {{scale}} · ângulo {{angle}}',
  noArtwork: 'Sem arte',
  byMerchant: 'Comerciante',
  byFactory: 'Fábrica',
  change: '{{from}} → {{to}}',
  reason: 'Motivo: {{reason}}',
  noTimeline: 'Nada ainda',
};

/** Mounted under `orders.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'orders', messages: { 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR } };
