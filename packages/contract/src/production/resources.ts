import { GARMENT_SHADE_OPTIONS } from '../baseData/resources.ts';
import { GTX_INKS, GTX_PLATENS } from '../factorySettings/resources.ts';
import type { LocalizedText } from '../i18n/labels.ts';
import { L, readOnly, text } from '../orders/text.ts';
import { PRINT_KIND_OPTIONS, PrintKind } from '../productionData/resources.ts';
import { defineResource, type EnumOption, type FieldDef, type TabDef } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';
import { LABEL_TEMPLATE_RESOURCES } from './labelTemplates.ts';
import {
  BATCH_AUDIT_STATE_OPTIONS,
  BATCH_ORIGIN_OPTIONS,
  BatchAuditState,
  HEAT_BATCH_STATE_OPTIONS,
  HeatBatchState,
  ORDER_SIZE_OPTIONS,
  OrderSize,
  PIECE_STATE_OPTIONS,
  PieceState,
  SCAN_RESULT_OPTIONS,
  TRANSFER_STATE_OPTIONS,
  WORK_ORDER_SOURCE_OPTIONS,
  WORK_ORDER_STATE_OPTIONS,
  WORK_REPORT_STATE_OPTIONS,
  WorkOrderSource,
  WorkOrderState,
  WorkReportState,
} from './states.ts';

/**
 * Production (issue 15). Everything here lives in the factory's tenant. A passed order line
 * becomes a work order (created by production's listener on the order's `passed` event);
 * releasing it makes one piece per garment and one task per route process; pieces are batched
 * by strategy, their files transferred to the printers' hot folders, and scanned through their
 * route at the stations. Pieces, scans and batch membership are moved by production's services
 * (guarded in SQL), never by a generic update: their resources here are read-only views.
 */

const ref = (resource: string, table: string, label: LocalizedText, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'ref',
  label,
  ref: { resource, labelField: 'name', table, labelColumn: 'name' },
  search: 'eq',
  ...extra,
});
const state = (label: LocalizedText, options: readonly EnumOption[], extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'enum',
  label,
  options,
  form: false,
  search: 'eq',
  ...extra,
});
const count = (label: LocalizedText, extra: Partial<FieldDef> = {}): FieldDef =>
  readOnly({ type: 'integer', label, ...extra });
const optionsOf = (list: readonly { value: number; label: LocalizedText }[]): EnumOption[] =>
  list.map((o) => ({ value: o.value, label: o.label }));

const productRef = (extra: Partial<FieldDef> = {}) =>
  ref('product', 'mes_product', L('产品', 'Product', '產品', 'Produto'), extra);
const deviceRef = (label = L('设备', 'Device', '設備', 'Equipamento'), extra: Partial<FieldDef> = {}) =>
  ref('device', 'mes_device', label, extra);

// ───────────── work orders ─────────────

const WORK_ORDER_TABS: readonly TabDef[] = [
  {
    key: 'pending',
    label: L('待下达', 'To release', '待下達', 'A liberar'),
    filter: { state: WorkOrderState.Pending },
  },
  {
    key: 'released',
    label: L('已下达', 'Released', '已下達', 'Liberadas'),
    filter: { state: WorkOrderState.Released },
  },
  { key: 'closed', label: L('已关闭', 'Closed', '已關閉', 'Encerradas'), filter: { state: WorkOrderState.Closed } },
];

export const workOrderResource = defineResource({
  name: 'workOrder',
  table: 'pro_work_order',
  scope: 'tenant',
  dataScope: true,
  title: L('生产工单', 'Work orders', '生產工單', 'Ordens de produção'),
  fields: {
    code: commonFields.code({ required: true, numbered: 'workOrder', sortable: true }),
    name: text(L('工单名称', 'Name', '工單名稱', 'Nome'), 128, { list: false }),
    source: state(L('来源', 'Source', '來源', 'Origem'), WORK_ORDER_SOURCE_OPTIONS),
    orderCode: readOnly(text(L('订单号', 'Order code', '訂單號', 'Pedido'), 64, { search: 'like' })),
    customerName: readOnly(text(L('客户', 'Customer', '客戶', 'Cliente'), 128, { search: 'like' })),
    productId: productRef({ required: true }),
    productCode: readOnly(text(L('产品编码', 'Product code', '產品編碼', 'Código do produto'), 64, { search: 'like' })),
    printKind: state(L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'), PRINT_KIND_OPTIONS),
    skuCode: readOnly(text(L('SKU', 'SKU', 'SKU', 'SKU'), 128, { search: 'like', list: false })),
    colour: text(L('颜色', 'Colour', '顏色', 'Cor'), 64, { search: 'eq' }),
    size: text(L('尺码', 'Size', '尺碼', 'Tamanho'), 32, { search: 'eq' }),
    quantity: {
      type: 'integer',
      label: L('生产数量', 'Quantity', '生產數量', 'Quantidade'),
      required: true,
      min: 1,
      max: 100_000,
    },
    finished: count(L('完成数', 'Finished', '完成數', 'Concluídas')),
    scrapped: count(L('报废数', 'Scrapped', '報廢數', 'Descartadas')),
    progress: readOnly({
      type: 'number',
      label: L('进度 (%)', 'Progress (%)', '進度 (%)', 'Progresso (%)'),
      decimals: 1,
      sortable: true,
    }),
    batchNo: text(L('批次号', 'Batch number', '批次號', 'Lote'), 64, { search: 'like', list: false }),
    startDate: { type: 'date', label: L('开始日期', 'Start date', '開始日期', 'Início'), search: 'range' },
    demandDate: {
      type: 'date',
      label: L('需求日期', 'Demand date', '需求日期', 'Data de entrega'),
      search: 'range',
      sortable: true,
    },
    state: state(L('状态', 'State', '狀態', 'Estado'), WORK_ORDER_STATE_OPTIONS),
    // A merged work order's own row says which one makes its pieces; that one's detail lists them.
    mergedIntoId: readOnly(
      ref('workOrder', 'pro_work_order', L('合并到', 'Merged into', '合併到', 'Mesclada em'), {
        ref: {
          resource: 'workOrder',
          labelField: 'code',
          table: 'pro_work_order',
          labelColumn: 'code',
          as: 'mergedIntoCode',
        },
        list: false,
        search: 'eq',
        searchForm: false,
      }),
    ),
    releaseTime: readOnly({
      type: 'datetime',
      label: L('下达时间', 'Released at', '下達時間', 'Liberada em'),
      list: false,
    }),
    remark: commonFields.remark(),
  },
  children: {
    bom: {
      table: 'pro_work_order_bom',
      parentColumn: 'work_order_id',
      label: L('物料清单', 'Bill of materials', '物料清單', 'Lista de materiais'),
      max: 200,
      uniqueBy: ['materialId'],
      fields: {
        materialId: ref('material', 'mes_material', L('物料', 'Material', '物料', 'Material'), { required: true }),
        rate: {
          type: 'number',
          label: L('单件用量', 'Per piece', '單件用量', 'Por peça'),
          required: true,
          positive: true,
          decimals: 4,
        },
        quantity: {
          type: 'number',
          label: L('需求量', 'Required', '需求量', 'Necessário'),
          decimals: 4,
          min: 0,
          help: L(
            '留空为单件用量 × 生产数量',
            'Empty: per piece × quantity',
            '留空為單件用量 × 生產數量',
            'Vazio: por peça × quantidade',
          ),
        },
      },
    },
  },
  tabs: WORK_ORDER_TABS,
  stateField: 'state',
  // Released work has pieces on the floor; a merged one is made by its merge; closed and cancelled ones are the record.
  deletableWhen: { state: WorkOrderState.Pending },
  transitions: {
    release: {
      label: L('下达', 'Release', '下達', 'Liberar'),
      from: [WorkOrderState.Pending],
      to: WorkOrderState.Released,
      confirm: L(
        '下达后按数量生成生产件和工序任务。确定下达？',
        'Releasing creates one piece per garment and a task per process. Release?',
        '下達後按數量產生生產件和製程任務。確定下達？',
        'Liberar cria uma peça por unidade e uma tarefa por processo. Liberar?',
      ),
      event: 'released',
    },
    close: {
      label: L('关闭', 'Close', '關閉', 'Encerrar'),
      from: [WorkOrderState.Released],
      to: WorkOrderState.Closed,
      confirm: L('确定关闭工单？', 'Close the work order?', '確定關閉工單？', 'Encerrar a ordem?'),
      event: 'closed',
    },
    // Lines of one product become one work order (one release, one set of tasks); each piece still
    // knows its own order, line and artwork. Split gives them back as they were.
    merge: {
      label: L('合并', 'Merge', '合併', 'Mesclar'),
      from: [WorkOrderState.Pending],
      to: WorkOrderState.Merged,
      rowAction: false,
      confirm: L(
        '所选待下达工单（同一产品）合并为一张新工单，下达时按各自订单行生成生产件。确定合并？',
        'The selected work orders (one product, to release) become one new work order; releasing it makes each piece from its own order line. Merge?',
        '所選待下達工單（同一產品）合併為一張新工單，下達時按各自訂單行產生生產件。確定合併？',
        'As ordens selecionadas (um produto, a liberar) viram uma nova ordem; ao liberá-la cada peça vem da sua linha de pedido. Mesclar?',
      ),
      event: 'merged',
    },
    split: {
      label: L('拆分', 'Split', '拆分', 'Desfazer mescla'),
      from: [WorkOrderState.Pending],
      to: WorkOrderState.Cancelled,
      when: { source: WorkOrderSource.Merged },
      whenError: 'P1044',
      batch: false,
      confirm: L(
        '拆分后被合并的工单恢复为待下达，本工单取消。确定拆分？',
        'The merged work orders return to "to release" and this one is cancelled. Split?',
        '拆分後被合併的工單恢復為待下達，本工單取消。確定拆分？',
        'As ordens mescladas voltam a "a liberar" e esta é cancelada. Desfazer?',
      ),
      event: 'split',
    },
  },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
});

// ───────────── pieces (QR coding) ─────────────

export const pieceResource = defineResource({
  name: 'pieceQr',
  table: 'pro_piece',
  scope: 'tenant',
  orgColumns: false,
  title: L('生产件二维码', 'Piece QR codes', '生產件 QR 碼', 'QR das peças'),
  actions: ['page', 'detail'],
  fields: {
    code: readOnly(text(L('件号', 'Piece code', '件號', 'Código da peça'), 64, { search: 'like', sortable: true })),
    workOrderCode: readOnly(text(L('工单号', 'Work order', '工單號', 'Ordem'), 64, { search: 'like' })),
    orderCode: readOnly(text(L('订单号', 'Order code', '訂單號', 'Pedido'), 64, { search: 'like' })),
    pieceNo: count(L('第几件', 'Piece', '第幾件', 'Peça')),
    pieceTotal: count(L('订单件数', 'Of', '訂單件數', 'De')),
    productName: readOnly(text(L('产品', 'Product', '產品', 'Produto'), 128)),
    skuCode: readOnly(text(L('SKU', 'SKU', 'SKU', 'SKU'), 128, { search: 'like' })),
    colour: readOnly(text(L('颜色', 'Colour', '顏色', 'Cor'), 64, { search: 'eq' })),
    size: readOnly(text(L('尺码', 'Size', '尺碼', 'Tamanho'), 32, { search: 'eq' })),
    printKind: state(L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'), PRINT_KIND_OPTIONS),
    state: state(L('状态', 'State', '狀態', 'Estado'), PIECE_STATE_OPTIONS),
    nextProcessName: readOnly(text(L('下一工序', 'Next process', '下一製程', 'Próximo processo'), 64)),
    batchNo: readOnly(text(L('批次号', 'Batch', '批次號', 'Lote'), 64, { search: 'like' })),
    reprintOfCode: readOnly(text(L('重印自', 'Reprint of', '重印自', 'Reimpressão de'), 64, { list: false })),
    reprintReason: readOnly(text(L('重印原因', 'Reprint reason', '重印原因', 'Motivo'), 200, { list: false })),
    demandDate: readOnly({ type: 'date', label: L('需求日期', 'Demand date', '需求日期', 'Entrega'), search: 'range' }),
    lastScanTime: readOnly({
      type: 'datetime',
      label: L('最近扫码', 'Last scan', '最近掃碼', 'Última leitura'),
      sortable: true,
    }),
  },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
});

// ───────────── batches ─────────────

const BATCH_TABS: readonly TabDef[] = [
  {
    key: 'pending',
    label: L('待审核', 'Pending', '待審核', 'Pendentes'),
    filter: { auditState: BatchAuditState.Pending },
  },
  {
    key: 'audited',
    label: L('已审核', 'Confirmed', '已審核', 'Confirmados'),
    filter: { auditState: BatchAuditState.Audited },
  },
];

function batchResource(name: 'batch' | 'heatBatch', kind: number) {
  const heat = kind === PrintKind.Heat;
  const title = heat
    ? L('烫画批次', 'Heat-print batches', '燙畫批次', 'Lotes de transfer')
    : L('直喷批次', 'Direct-print batches', '直噴批次', 'Lotes de impressão direta');
  return defineResource({
    name,
    table: 'pro_batch',
    scope: 'tenant',
    dataScope: true,
    title,
    actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'export'],
    fixed: { printKind: kind },
    fields: {
      batchNo: commonFields.code({
        label: L('批次号', 'Batch no.', '批次號', 'Nº do lote'),
        required: true,
        numbered: heat ? 'heatBatch' : 'batch',
        sortable: true,
      }),
      printKind: state(L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'), PRINT_KIND_OPTIONS),
      quantity: count(L('件数', 'Pieces', '件數', 'Peças')),
      batchDate: {
        type: 'date',
        label: L('批次日期', 'Date', '批次日期', 'Data'),
        search: 'range',
        sortable: true,
      },
      orderSize: state(L('单件/多件', 'Single / multi', '單件/多件', 'Única / várias'), ORDER_SIZE_OPTIONS, {
        default: OrderSize.Mixed,
      }),
      deviceId: deviceRef(L('机台', 'Machine', '機台', 'Máquina')),
      // Why these pieces are together (migration 0047): how the batch was made and, when by a strategy, the
      // strategy's name then and the key its pieces share — machine, platen and ink mode (DTG: every piece is
      // transferred with them), the garments' shade, the strategy's colour list, and the SKU when per SKU.
      origin: state(L('建批方式', 'Made', '建批方式', 'Criação'), BATCH_ORIGIN_OPTIONS),
      strategyName: readOnly(text(L('批次策略', 'Strategy', '批次策略', 'Estratégia'), 64, { search: 'like' })),
      ...(heat
        ? {}
        : {
            platen: readOnly({
              type: 'enum',
              label: L('台板', 'Platen', '台板', 'Base'),
              options: optionsOf(GTX_PLATENS),
            }),
            inkMode: readOnly({
              type: 'enum',
              label: L('墨水模式', 'Ink mode', '墨水模式', 'Tinta'),
              options: optionsOf(GTX_INKS),
            }),
            shade: readOnly({
              type: 'enum',
              label: L('深浅色', 'Shade', '深淺色', 'Tom'),
              options: GARMENT_SHADE_OPTIONS,
            }),
          }),
      colours: readOnly(text(L('颜色', 'Colours', '顏色', 'Cores'), 500, { list: false })),
      sku: readOnly(text(L('SKU', 'SKU', 'SKU', 'SKU'), 200, { list: false })),
      strategyId: readOnly(
        ref('batchStrategy', 'pro_batch_strategy', L('批次策略', 'Strategy', '批次策略', 'Estratégia'), {
          list: false,
        }),
      ),
      auditState: state(L('审核状态', 'Audit', '審核狀態', 'Auditoria'), BATCH_AUDIT_STATE_OPTIONS),
      transferCount: count(L('传图次数', 'Transfers', '傳圖次數', 'Transferências')),
      transferState: state(L('传图状态', 'Transfer', '傳圖狀態', 'Transferência'), TRANSFER_STATE_OPTIONS),
      transferError: readOnly(text(L('传图错误', 'Transfer error', '傳圖錯誤', 'Erro'), 500, { list: false })),
      ...(heat
        ? {
            heatState: state(L('生产状态', 'State', '生產狀態', 'Estado'), HEAT_BATCH_STATE_OPTIONS),
            faultReason: readOnly(text(L('故障原因', 'Fault reason', '故障原因', 'Motivo da falha'), 200)),
            sheetCount: count(L('膜数', 'Sheets', '膜數', 'Folhas')),
            utilisation: readOnly({
              type: 'number',
              label: L('利用率 (%)', 'Utilisation (%)', '利用率 (%)', 'Aproveitamento (%)'),
              decimals: 1,
            }),
          }
        : {}),
      auditorName: readOnly(text(L('审核人', 'Audited by', '審核人', 'Auditado por'), 64, { list: false })),
      auditTime: readOnly({
        type: 'datetime',
        label: L('审核时间', 'Audited at', '審核時間', 'Auditado em'),
        list: false,
      }),
      remark: commonFields.remark(),
    },
    tabs: BATCH_TABS,
    stateField: 'auditState',
    transitions: {
      audit: {
        label: L('审核', 'Audit', '審核', 'Auditar'),
        from: [BatchAuditState.Pending],
        to: BatchAuditState.Audited,
        confirm: L(
          '审核后批次不能再解绑或增减生产件，可以传图。确定审核？',
          'Once audited the batch cannot be unbound or changed, and its images can be transferred. Audit?',
          '審核後批次不能再解除綁定或增減生產件，可以傳圖。確定審核？',
          'Depois de auditado o lote não pode ser desvinculado nem alterado, e as imagens podem ser transferidas. Auditar?',
        ),
        event: 'audited',
      },
      unbind: {
        label: L('解绑', 'Unbind', '解除綁定', 'Desvincular'),
        from: [BatchAuditState.Pending],
        to: BatchAuditState.Unbound,
        danger: true,
        error: 'P1001',
        confirm: L(
          '解绑后批次内的生产件回到待分批。确定解绑？',
          'Unbinding returns the pieces of the batch to the unbatched pool. Unbind?',
          '解除綁定後批次內的生產件回到待分批。確定解除綁定？',
          'Desvincular devolve as peças do lote para a fila sem lote. Desvincular?',
        ),
        event: 'unbound',
      },
      ...(heat
        ? {
            setFault: {
              label: L('标记故障', 'Mark fault', '標記故障', 'Marcar falha'),
              field: 'heatState',
              from: [HeatBatchState.InProgress],
              to: HeatBatchState.Fault,
              danger: true,
              input: {
                faultReason: {
                  type: 'string',
                  label: L('故障原因', 'Fault reason', '故障原因', 'Motivo da falha'),
                  required: true,
                  max: 200,
                },
              },
              event: 'faulted',
            },
            complete: {
              label: L('完成', 'Complete', '完成', 'Concluir'),
              field: 'heatState',
              // A fault that was put right (the sheets reprinted) ends in completed too.
              from: [HeatBatchState.InProgress, HeatBatchState.Fault],
              to: HeatBatchState.Completed,
              confirm: L(
                '确认本批次的烫画膜已全部压烫完成？',
                'Have all the transfers of this batch been pressed? Complete the batch?',
                '確認本批次的燙畫膜已全部壓燙完成？',
                'Todos os transfers deste lote foram prensados? Concluir o lote?',
              ),
              event: 'completed',
            },
          }
        : {}),
    },
    defaultSort: [{ field: 'createTime', order: 'desc' }],
  });
}

export const dtgBatchResource = batchResource('batch', PrintKind.Dtg);
export const heatBatchResource = batchResource('heatBatch', PrintKind.Heat);

// ───────────── batching strategies ─────────────

export const batchStrategyResource = defineResource({
  name: 'batchStrategy',
  table: 'pro_batch_strategy',
  scope: 'tenant',
  dataScope: true,
  title: L('批次策略', 'Batching strategies', '批次策略', 'Estratégias de loteamento'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    printKind: {
      type: 'enum',
      label: L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'),
      options: PRINT_KIND_OPTIONS,
      required: true,
      default: PrintKind.Dtg,
      search: 'eq',
    },
    productId: productRef({
      list: false,
      help: L('留空为全部产品', 'Empty: every product', '留空為全部產品', 'Vazio: todos'),
    }),
    productTypeId: ref(
      'productType',
      'mes_product_type',
      L('产品类型', 'Product type', '產品類型', 'Tipo de produto'),
      { list: false },
    ),
    colours: text(L('颜色', 'Colours', '顏色', 'Cores'), 500, {
      help: L(
        '逗号分隔，留空为全部',
        'Comma-separated; empty: all',
        '逗號分隔，留空為全部',
        'Separadas por vírgula; vazio: todas',
      ),
    }),
    sizes: text(L('尺码', 'Sizes', '尺碼', 'Tamanhos'), 500, {
      help: L(
        '逗号分隔，留空为全部',
        'Comma-separated; empty: all',
        '逗號分隔，留空為全部',
        'Separados por vírgula; vazio: todos',
      ),
    }),
    logisticsMode: text(L('物流方式', 'Logistics', '物流方式', 'Logística'), 64, { list: false }),
    orderSize: {
      type: 'enum',
      label: L('订单件数', 'Order size', '訂單件數', 'Tamanho do pedido'),
      options: ORDER_SIZE_OPTIONS.filter((o) => o.value !== OrderSize.Mixed),
      default: OrderSize.Any,
    },
    mixedSku: {
      type: 'boolean',
      label: L('允许混合 SKU', 'Mixed SKUs', '允許混合 SKU', 'SKUs mistos'),
      default: true,
      help: L(
        '否：每个 SKU（产品 + 颜色 + 尺码）单独成批',
        'No: one batch per SKU (product + colour + size)',
        '否：每個 SKU（產品 + 顏色 + 尺碼）單獨成批',
        'Não: um lote por SKU (produto + cor + tamanho)',
      ),
    },
    slots: {
      type: 'integer',
      label: L('每批件数', 'Slots per batch', '每批件數', 'Vagas por lote'),
      required: true,
      min: 1,
      max: 10_000,
      default: 50,
    },
    shipByPriority: {
      type: 'boolean',
      label: L('按交期优先', 'Ship-by priority', '按交期優先', 'Prioridade por prazo'),
      default: true,
    },
    releasePartial: {
      type: 'boolean',
      label: L(
        '截止时释放未满批次',
        'Release partial at cut-off',
        '截止時釋放未滿批次',
        'Liberar lotes parciais no corte',
      ),
      default: true,
      list: false,
    },
    deviceId: deviceRef(L('机台', 'Machine', '機台', 'Máquina'), { list: false }),
    // DTG only: a piece prints with its product's Brother GTX template (else the default template); a strategy
    // that names a platen or an ink mode takes only the pieces whose template prints with it, and its batches
    // carry them to the transfer.
    platen: {
      type: 'enum',
      label: L('台板', 'Platen', '台板', 'Base'),
      options: optionsOf(GTX_PLATENS),
      list: false,
      help: L(
        '直喷：只收产品 Brother 模板为此台板的生产件；留空为全部',
        "DTG: only pieces whose product's Brother template uses this platen; empty: any",
        '直噴：只收產品 Brother 範本為此台板的生產件；留空為全部',
        'DTG: só peças cujo modelo Brother do produto usa esta base; vazio: qualquer',
      ),
    },
    inkMode: {
      type: 'enum',
      label: L('墨水模式', 'Ink mode', '墨水模式', 'Tinta'),
      options: optionsOf(GTX_INKS),
      list: false,
      help: L(
        '直喷：只收产品 Brother 模板为此墨水模式的生产件（深色衣物：彩色+白色）；留空为全部',
        "DTG: only pieces whose product's Brother template prints with this ink mode (dark garments: colour + white); empty: any",
        '直噴：只收產品 Brother 範本為此墨水模式的生產件（深色衣物：彩色+白色）；留空為全部',
        'DTG: só peças cujo modelo Brother do produto imprime com esta tinta (roupas escuras: cor + branco); vazio: qualquer',
      ),
    },
    orderNo: commonFields.orderNo(),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  defaultSort: [
    { field: 'orderNo', order: 'asc' },
    { field: 'createTime', order: 'desc' },
  ],
});

// ───────────── work reports and records ─────────────

export const workReportResource = defineResource({
  name: 'workReport',
  table: 'pro_work_report',
  scope: 'tenant',
  dataScope: true,
  title: L('质量报工', 'Quality reporting', '品質報工', 'Apontamento de qualidade'),
  fields: {
    workOrderId: {
      type: 'ref',
      label: L('工单', 'Work order', '工單', 'Ordem'),
      ref: { resource: 'workOrder', labelField: 'code', table: 'pro_work_order', labelColumn: 'code' },
      required: true,
      search: 'eq',
    },
    processId: ref('process', 'mes_process', L('工序', 'Process', '製程', 'Processo'), { required: true }),
    workstationId: ref('workstation', 'mes_workstation', L('工位', 'Workstation', '工位', 'Estação')),
    deviceId: deviceRef(),
    pieceCode: readOnly(text(L('件号', 'Piece', '件號', 'Peça'), 64, { search: 'like' })),
    scheduledQty: count(L('排产数', 'Scheduled', '排產數', 'Programado')),
    reportedQty: {
      type: 'integer',
      label: L('报工数', 'Reported', '報工數', 'Apontado'),
      required: true,
      min: 1,
      max: 100_000,
    },
    qualifiedQty: {
      type: 'integer',
      label: L('合格数', 'Qualified', '合格數', 'Aprovado'),
      required: true,
      min: 0,
      max: 100_000,
    },
    unqualifiedQty: count(L('不合格数', 'Unqualified', '不合格數', 'Reprovado')),
    producerName: text(L('生产人', 'Producer', '生產人', 'Produtor'), 64, { search: 'like' }),
    approverName: readOnly(text(L('审核人', 'Approver', '審核人', 'Aprovador'), 64)),
    state: state(L('状态', 'State', '狀態', 'Estado'), WORK_REPORT_STATE_OPTIONS),
    reportTime: readOnly({
      type: 'datetime',
      label: L('报工时间', 'Reported at', '報工時間', 'Apontado em'),
      search: 'range',
      sortable: true,
    }),
    remark: commonFields.remark(),
  },
  children: {
    defects: {
      table: 'pro_work_report_defect',
      parentColumn: 'report_id',
      label: L('缺陷项', 'Defect items', '缺陷項', 'Defeitos'),
      max: 50,
      uniqueBy: ['defectItemId'],
      fields: {
        defectItemId: ref('defectItem', 'mes_defect_item', L('缺陷项', 'Defect item', '缺陷項', 'Defeito'), {
          required: true,
        }),
        quantity: {
          type: 'integer',
          label: L('数量', 'Quantity', '數量', 'Quantidade'),
          required: true,
          min: 1,
          max: 100_000,
        },
        image: { type: 'image', label: L('图片', 'Image', '圖片', 'Imagem'), upload: 'image' },
        remark: text(L('说明', 'Note', '說明', 'Nota'), 200),
      },
    },
  },
  rules: [
    {
      fields: ['qualifiedQty', 'reportedQty'],
      path: 'qualifiedQty',
      message: 'qualifiedAboveTotal',
      check: (v) => Number(v.qualifiedQty) <= Number(v.reportedQty),
    },
  ],
  // Only a report still to be reported is edited or deleted (a scan's report is the record of a piece's move).
  editableWhen: { state: WorkReportState.ToReport },
  deletableWhen: { state: WorkReportState.ToReport },
  stateField: 'state',
  // A report added by hand starts "to be reported" (editable, deletable); reporting it fixes it for
  // audit. The stations' scans write theirs as reported. The seeded button codes (docs/menus.md)
  // have no `report`: whoever may edit reports may report them.
  transitions: {
    report: {
      label: L('报工', 'Report', '報工', 'Apontar'),
      from: [WorkReportState.ToReport],
      to: WorkReportState.Reported,
      permission: 'workReport:update',
      event: 'reported',
    },
    audit: {
      label: L('审核', 'Audit', '審核', 'Auditar'),
      from: [WorkReportState.Reported],
      to: WorkReportState.Completed,
      event: 'audited',
    },
  },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
});

/** Reporting records: every scan of every piece at every process (who, where, which device, when). */
export const workReportRecordResource = defineResource({
  name: 'workReportRecord',
  table: 'pro_scan',
  scope: 'tenant',
  orgColumns: false,
  softDelete: false,
  title: L('报工记录', 'Reporting records', '報工記錄', 'Registros de apontamento'),
  actions: ['page', 'list', 'detail', 'export'],
  fields: {
    pieceCode: readOnly(text(L('件号', 'Piece', '件號', 'Peça'), 64, { search: 'like' })),
    workOrderCode: readOnly(text(L('工单号', 'Work order', '工單號', 'Ordem'), 64, { search: 'like' })),
    processName: readOnly(text(L('工序', 'Process', '製程', 'Processo'), 64, { search: 'like' })),
    workstationName: readOnly(text(L('工位', 'Workstation', '工位', 'Estação'), 64, { search: 'like' })),
    deviceName: readOnly(text(L('设备', 'Device', '設備', 'Equipamento'), 64)),
    result: state(L('结果', 'Result', '結果', 'Resultado'), SCAN_RESULT_OPTIONS),
    defectName: readOnly(text(L('缺陷项', 'Defect', '缺陷項', 'Defeito'), 64)),
    // A print scan at another printer than the batch's (allowed with a reason): the batch's printer and why.
    batchDeviceName: readOnly(text(L('批次打印机', "Batch's printer", '批次印表機', 'Impressora do lote'), 64)),
    printerReason: readOnly(
      text(L('换打印机原因', 'Other printer: reason', '換印表機原因', 'Outra impressora: motivo'), 200),
    ),
    userName: readOnly(text(L('操作人', 'Operator', '操作人', 'Operador'), 64, { search: 'like' })),
    scanTime: readOnly({
      type: 'datetime',
      label: L('扫码时间', 'Scanned at', '掃碼時間', 'Lido em'),
      search: 'range',
      sortable: true,
    }),
  },
  defaultSort: [{ field: 'scanTime', order: 'desc' }],
});

// ───────────── workstation capacity ─────────────

/** Pieces per working hour the planner assumes for a workstation without a capacity row. */
export const DEFAULT_PIECES_PER_HOUR = 30;

/**
 * Workstation capacity (pro_workstation_capacity, migration 0025; a screen of the schedule page): a
 * workstation's pieces per working hour, which the planner divides a task's open quantity by; a
 * workstation without a row plans at DEFAULT_PIECES_PER_HOUR. One row per workstation.
 */
export const workstationCapacityResource = defineResource({
  name: 'workstationCapacity',
  table: 'pro_workstation_capacity',
  scope: 'tenant',
  orgColumns: false,
  softDelete: false,
  title: L('工位产能', 'Workstation capacity', '工位產能', 'Capacidade dos postos'),
  actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'export'],
  fields: {
    workstationId: ref('workstation', 'mes_workstation', L('工位', 'Workstation', '工位', 'Posto de trabalho'), {
      required: true,
      unique: true,
    }),
    piecesPerHour: {
      type: 'integer',
      label: L('每小时件数', 'Pieces per hour', '每小時件數', 'Peças por hora'),
      required: true,
      min: 1,
      max: 100_000,
      sortable: true,
      help: L(
        '排程按工位每个工作小时的件数计算任务时长；没有设置的工位按每小时 30 件',
        'The schedule sizes a task by the pieces per working hour of its workstation; a workstation without a row plans at 30 an hour',
        '排程按工位每個工作小時的件數計算任務時長；沒有設定的工位按每小時 30 件',
        'A programação dimensiona a tarefa pelas peças por hora de trabalho do posto; um posto sem linha usa 30 por hora',
      ),
    },
  },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
});

/** The state a piece must be in to be put into a batch (not yet printed, not scrapped or withdrawn). */
export const BATCHABLE_PIECE_STATES: readonly number[] = [PieceState.Waiting, PieceState.InProduction];

export const PRODUCTION_RESOURCES = [
  workOrderResource,
  pieceResource,
  dtgBatchResource,
  heatBatchResource,
  batchStrategyResource,
  workReportResource,
  workReportRecordResource,
  workstationCapacityResource,
  ...LABEL_TEMPLATE_RESOURCES,
] as const;
