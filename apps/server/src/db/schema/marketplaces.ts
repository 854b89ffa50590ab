import { integer, jsonb, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of modules/marketplaces/migrations/0022_marketplace_sync.sql (checked by test/platform/schema.test.ts). */

/** A shop's credentials, encrypted (marketplaces/shops/vault.ts); never returned by an API. */
export const mktShopCredential = tenantTable('mkt_shop_credential', {
  shopId: id('shop_id').notNull(),
  platform: text('platform').notNull(),
  secret: text('secret').notNull(),
  accessExpiresAt: ts('access_expires_at'),
  refreshExpiresAt: ts('refresh_expires_at'),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
});

/** One entry of a sync run's errors list. */
export interface SyncRunError {
  /** When it happened (ISO). */
  at: string;
  /** PlatformError kind, or `write` / `artwork` / `address`. */
  kind: string;
  message: string;
  platformOrderId?: string | null;
  /** The slice it happened in (ISO from–to). */
  window?: string;
}

const count = (name: string) => integer(name).notNull().default(0);

export const mktSyncRun = tenantTable('mkt_sync_run', {
  shopId: id('shop_id').notNull(),
  shopName: text('shop_name'),
  platform: text('platform').notNull(),
  trigger: text('trigger').notNull().default('manual'),
  windowFrom: ts('window_from').notNull(),
  windowTo: ts('window_to').notNull(),
  state: count('state'),
  slicesTotal: count('slices_total'),
  slicesDone: count('slices_done'),
  pages: count('pages'),
  newCount: count('new_count'),
  updatedCount: count('updated_count'),
  cancelledCount: count('cancelled_count'),
  unchangedCount: count('unchanged_count'),
  failedCount: count('failed_count'),
  errorCount: count('error_count'),
  errors: jsonb('errors').$type<SyncRunError[]>().notNull().default([]),
  startTime: ts('start_time').notNull().defaultNow(),
  finishTime: ts('finish_time'),
  heartbeatTime: ts('heartbeat_time').notNull().defaultNow(),
  durationMs: integer('duration_ms'),
  ...baseColumns(),
  ...orgColumns(),
});
