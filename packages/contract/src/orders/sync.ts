import { defineResource, type EnumOption, type FieldDef } from '../resources/define.ts';
import { shopResource } from './shop.ts';
import { L, readOnly, text } from './text.ts';

/**
 * The merchant's Order sync (issue 14): each pull of a shop's orders from its marketplace —
 * by hand (the Pull dialog) or by the scheduled order-sync job — with its window, progress and
 * what it did. Rows are written by the pull service only (modules/marketplaces/sync).
 */
export const SyncRunState = { Running: 0, Completed: 1, CompletedWithErrors: 2, Failed: 3, Interrupted: 4 } as const;

export const SYNC_RUN_STATE_OPTIONS: readonly EnumOption[] = [
  { value: SyncRunState.Running, label: L('拉取中', 'Running', '拉取中', 'Em andamento'), tagType: 'primary' },
  { value: SyncRunState.Completed, label: L('已完成', 'Completed', '已完成', 'Concluída'), tagType: 'success' },
  {
    value: SyncRunState.CompletedWithErrors,
    label: L('部分失败', 'Completed with errors', '部分失敗', 'Concluída com erros'),
    tagType: 'warning',
  },
  { value: SyncRunState.Failed, label: L('失败', 'Failed', '失敗', 'Falhou'), tagType: 'danger' },
  { value: SyncRunState.Interrupted, label: L('已中断', 'Interrupted', '已中斷', 'Interrompida'), tagType: 'warning' },
];

/** The longest range a console pull may ask for (spec: "order pull date range at most 7 days"). */
export const PULL_MAX_DAYS = 7;

const count = (label: FieldDef['label']): FieldDef => ({ type: 'integer', label, form: false });

export const orderSyncResource = defineResource({
  name: 'orderSync',
  table: 'mkt_sync_run',
  scope: 'tenant',
  title: L('订单同步', 'Order sync', '訂單同步', 'Sincronização de pedidos'),
  fields: {
    platform: { ...shopResource.fields.platform, form: false },
    // A shop id is int8: any safe integer (test/resources/filter-ranges).
    shopId: {
      type: 'integer',
      label: L('店铺', 'Shop', '店鋪', 'Loja'),
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
      form: false,
      list: false,
      search: 'eq',
    },
    shopName: readOnly(text(L('店铺', 'Shop', '店鋪', 'Loja'), 128, { search: 'like' })),
    trigger: readOnly(text(L('触发', 'Trigger', '觸發', 'Origem'), 16)),
    windowFrom: readOnly({ type: 'datetime', label: L('窗口开始', 'Window from', '窗口開始', 'Janela de') }),
    windowTo: readOnly({ type: 'datetime', label: L('窗口结束', 'Window to', '窗口結束', 'Janela até') }),
    state: {
      type: 'enum',
      label: L('状态', 'State', '狀態', 'Estado'),
      options: SYNC_RUN_STATE_OPTIONS,
      form: false,
      search: 'eq',
    },
    slicesTotal: count(L('时间片', 'Slices', '時間片', 'Fatias')),
    slicesDone: count(L('已完成时间片', 'Slices done', '已完成時間片', 'Fatias concluídas')),
    pages: count(L('页数', 'Pages', '頁數', 'Páginas')),
    newCount: count(L('新增', 'New', '新增', 'Novos')),
    updatedCount: count(L('更新', 'Updated', '更新', 'Atualizados')),
    cancelledCount: count(L('取消', 'Cancelled', '取消', 'Cancelados')),
    unchangedCount: count(L('未变化', 'Unchanged', '未變化', 'Sem alteração')),
    failedCount: count(L('失败', 'Failed', '失敗', 'Falhas')),
    errorCount: count(L('错误数', 'Errors', '錯誤數', 'Erros')),
    startTime: readOnly({
      type: 'datetime',
      label: L('开始时间', 'Started', '開始時間', 'Início'),
      search: 'range',
      sortable: true,
    }),
    durationMs: count(L('耗时(毫秒)', 'Duration (ms)', '耗時(毫秒)', 'Duração (ms)')),
  },
  actions: ['page', 'list', 'detail'],
  defaultSort: [{ field: 'startTime', order: 'desc' }],
});

/** One entry of a run's errors (`GET /api/orderSync/errors?id=`). */
export interface SyncRunErrorEntry {
  at: string;
  /** PlatformError kind (rate_limited, server, malformed, …) or write / artwork / address. */
  kind: string;
  message: string;
  platformOrderId?: string | null;
  window?: string;
}

/** A pull's progress (live event `syncProgress`, and the run's columns). */
export interface SyncProgress {
  runId: number;
  shopId: number;
  state: number;
  slicesTotal: number;
  slicesDone: number;
  pages: number;
  newCount: number;
  updatedCount: number;
  cancelledCount: number;
  unchangedCount: number;
  failedCount: number;
  errorCount: number;
}

/** A pull that has just started: running, nothing counted yet (the server's first report). */
export const startedSyncProgress = (runId: number, shopId: number): SyncProgress => ({
  runId,
  shopId,
  state: SyncRunState.Running,
  slicesTotal: 0,
  slicesDone: 0,
  pages: 0,
  newCount: 0,
  updatedCount: 0,
  cancelledCount: 0,
  unchangedCount: 0,
  failedCount: 0,
  errorCount: 0,
});

/** What a manual pull answers: the run that reports its progress. */
export interface SyncStarted {
  runId: number;
}

/** What the console sees of a shop's authorization (never a token). */
export interface ShopAuthorizationState {
  shopId: number;
  authStatus: string;
  authExpireTime: string | null;
  /**
   * The other console shops the same authorization was recorded on (TikTok: one authorization may
   * cover several shops; each is kept on the console shop that names it, or on one added for it).
   */
  otherShops?: { shopId: number; name: string; created: boolean }[];
}
