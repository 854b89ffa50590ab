import { messagesByLanguage } from '../../i18n/rows.ts';

/** Texts of the order pages (merchant orders, the factory's order desk), under `orders`. */
const MESSAGES = messagesByLanguage({
  summary: ['订单信息', 'Order', '訂單資訊', 'Pedido'],
  consignee: ['收件信息', 'Consignee', '收件資訊', 'Destinatário'],
  lines: ['订单明细', 'Order lines', '訂單明細', 'Itens do pedido'],
  artwork: ['印花与效果图', 'Artwork and mock-ups', '印花與效果圖', 'Artes e mock-ups'],
  timeline: ['订单动态', 'Timeline', '訂單動態', 'Histórico'],
  line: ['第 {{n}} 行', 'Line {{n}}', '第 {{n}} 行', 'Item {{n}}'],
  printImage: ['印花图', 'Print image', '印花圖', 'Arte'],
  mockup: ['效果图', 'Mock-up', '效果圖', 'Mock-up'],
  placement: [
    '位置 X {{x}} · Y {{y}} · 缩放 {{scale}} · 角度 {{angle}}',
    'X {{x}} · Y {{y}} · scale {{scale}} · angle {{angle}}',
    '位置 X {{x}} · Y {{y}} · 縮放 {{scale}} · 角度 {{angle}}',
    'X {{x}} · Y {{y}} · escala {{scale}} · ângulo {{angle}}',
  ],
  noArtwork: ['没有印花图', 'No artwork', '沒有印花圖', 'Sem arte'],
  byMerchant: ['商户', 'Merchant', '商戶', 'Comerciante'],
  byFactory: ['工厂', 'Factory', '工廠', 'Fábrica'],
  change: ['{{from}} → {{to}}', '{{from}} → {{to}}', '{{from}} → {{to}}', '{{from}} → {{to}}'],
  reason: ['原因：{{reason}}', 'Reason: {{reason}}', '原因：{{reason}}', 'Motivo: {{reason}}'],
  noTimeline: ['暂无动态', 'Nothing yet', '暫無動態', 'Nada ainda'],
});

/** Mounted under `orders.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'orders', messages: MESSAGES };
