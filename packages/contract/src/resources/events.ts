import { defineResource } from './define.ts';

const L = (zhCN: string, en: string, zhTW: string, ptBR: string) => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

/**
 * Deliveries of domain events (issue 11: the outbox, apps/server/src/events), one row per
 * event and listener, every tenant's: read-only and platform-only. Dead letters are the rows
 * with status 2 (their last error says why).
 */
export const sysEventResource = defineResource({
  name: 'sysEvent',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_event_log',
  scope: 'global',
  platformOnly: true,
  softDelete: false,
  orgColumns: false,
  actions: ['page', 'detail'],
  title: L('领域事件', 'Domain events', '領域事件', 'Eventos de domínio'),
  fields: {
    eventTenantId: {
      type: 'integer',
      label: L('租户', 'Tenant', '租戶', 'Inquilino'),
      search: 'eq',
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
    },
    eventId: {
      type: 'integer',
      label: L('事件', 'Event', '事件', 'Evento'),
      search: 'eq',
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
    },
    type: { type: 'string', label: L('类型', 'Type', '類型', 'Tipo'), search: 'like', sortable: true },
    aggregateType: { type: 'string', label: L('对象', 'Aggregate', '物件', 'Agregado'), search: 'eq' },
    aggregateId: {
      type: 'integer',
      label: L('对象 Id', 'Aggregate id', '物件 Id', 'Id do agregado'),
      search: 'eq',
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
    },
    listener: { type: 'string', label: L('监听器', 'Listener', '監聽器', 'Ouvinte'), search: 'like' },
    status: {
      type: 'enum',
      label: L('状态', 'Status', '狀態', 'Status'),
      search: 'eq',
      options: [
        { value: 0, label: L('待处理', 'Pending', '待處理', 'Pendente'), tagType: 'warning' },
        { value: 1, label: L('已处理', 'Done', '已處理', 'Concluído'), tagType: 'success' },
        { value: 2, label: L('死信', 'Dead letter', '死信', 'Mensagem morta'), tagType: 'danger' },
      ],
    },
    attempts: { type: 'integer', label: L('尝试次数', 'Attempts', '嘗試次數', 'Tentativas') },
    nextTime: { type: 'datetime', label: L('下次尝试', 'Next try', '下次嘗試', 'Próxima tentativa') },
    lastError: { type: 'text', label: L('最后错误', 'Last error', '最後錯誤', 'Último erro'), list: false },
    payload: { type: 'text', label: L('内容', 'Payload', '內容', 'Conteúdo'), list: false },
  },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  stateField: 'status',
  transitions: {
    // A dead letter goes back to the queue with its attempts reset, after its cause was fixed
    // (a listener deployed again, a row repaired); the workers take it at once, in its
    // aggregate's order. The view's update trigger writes the delivery (migration 0013).
    retry: {
      label: L('重试', 'Retry', '重試', 'Tentar de novo'),
      from: [2],
      to: 0,
      event: 'retried',
      confirm: L(
        '将所选死信重新投递给其监听器（尝试次数清零），确定重试？',
        'Deliver the selected dead letters to their listeners again (attempts reset)?',
        '將所選死信重新投遞給其監聽器（嘗試次數歸零），確定重試？',
        'Entregar de novo as mensagens mortas selecionadas aos seus ouvintes (tentativas zeradas)?',
      ),
    },
  },
});

export const EVENT_RESOURCES = [sysEventResource] as const;
