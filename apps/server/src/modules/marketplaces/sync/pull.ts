import {
  PrintArea,
  PULL_MAX_DAYS,
  type SyncProgress,
  SyncRunState,
  type SyncStarted,
  startedSyncProgress,
} from '@printfloor/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/context.ts';
import { mktSyncRun, type SyncRunError } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { publishLive } from '../../live/index.ts';
import {
  ImageFetcher,
  type MarketplaceOrderInput,
  recordShopPulled,
  unchangedMarketplaceOrders,
  upsertMarketplaceOrders,
} from '../../orders/index.ts';
import { marketplacePluginId, requirePlugin } from '../../sysPlugin/index.ts';
import { customizationImages } from '../adapters/amazon-custom.ts';
import {
  type Credentials,
  PlatformError,
  type PlatformOrder,
  type Session,
  type TimeWindow,
} from '../adapters/types.ts';
import { platformOf } from '../shops/apps.ts';
import {
  actorOf,
  loadShop,
  markShopLapsed,
  readCredentials,
  type ShopRow,
  saveCredentials,
} from '../shops/credentials.ts';
import { withRetries } from './calls.ts';
import { halve, sliceRange } from './slices.ts';

const DAY_MS = 24 * 3600_000;
/** Progress goes out at most this often while a run works (live event and the run's columns). */
const PROGRESS_MS = 500;
/** A run whose heartbeat is older than this was cut off with its instance. */
export const STALE_SECONDS = 60;
/** A run keeps at most this many error entries (the count goes on). */
const MAX_ERRORS = 500;
/** A slice is listed again from its start at most this often after an expired cursor or a repeated page. */
const MAX_RESTARTS = 2;
const MAX_PAGES = 100_000;
/** The run's heartbeat while it waits on a slow platform (well inside STALE_SECONDS). */
const HEARTBEAT_MS = 5_000;
/**
 * A rejected (unreadable) order holds the shop's resume point at the start of the slice it came in,
 * so the next runs list it again until it reads; but never further back than this before the run,
 * so an order that stays unreadable does not make every later run re-list the whole backlog.
 */
export const REJECTED_HOLD_MS = DAY_MS;

const AREAS: Record<string, number> = {
  front: PrintArea.Front,
  back: PrintArea.Back,
  left_sleeve: PrintArea.LeftSleeve,
  right_sleeve: PrintArea.RightSleeve,
};

export interface PullRequest {
  shopId: number;
  /** Epoch ms, half-open [from, to). */
  from: number;
  to: number;
  trigger: 'manual' | 'job';
}

export interface PullOptions {
  /** Base of the back-off after a 5xx or a timeout (default 500 ms; tests make it short). */
  backoffMs?: number;
  signal?: AbortSignal;
}

/** Pulls in flight per server, so closing the server waits for them (tests, graceful stops). */
const running = new WeakMap<object, Set<Promise<unknown>>>();
export function runningPulls(services: object): Set<Promise<unknown>> {
  let set = running.get(services);
  if (!set) {
    set = new Set();
    running.set(services, set);
  }
  return set;
}

/** Marks runs left running without a heartbeat as interrupted (their instance stopped). */
export async function sweepInterruptedPulls(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .update(mktSyncRun)
    .set({ state: SyncRunState.Interrupted, finishTime: sql`now()` })
    .where(
      and(
        eq(mktSyncRun.tenantId, tenantId),
        eq(mktSyncRun.state, SyncRunState.Running),
        sql`${mktSyncRun.heartbeatTime} < now() - make_interval(secs => ${STALE_SECONDS})`,
      ),
    );
}

/**
 * Starts a pull of one shop: checks the request (the console's range is at most 7 days, the shop
 * authorized and not already pulling), writes the run record and returns it with the work, which
 * goes on outside any transaction. Routes answer at once; the job and the tests await `done`.
 */
export async function startPull(
  caller: Caller,
  request: PullRequest,
  options: PullOptions = {},
): Promise<SyncStarted & { done: Promise<SyncProgress> }> {
  const { services, auth } = caller;
  if (!(request.to > request.from)) throw new BizError('O1035');
  if (request.trigger === 'manual' && request.to - request.from > PULL_MAX_DAYS * DAY_MS) throw new BizError('O1031');
  const { shop, credentials, runId } = await inTenant(services.db, auth.tenantId, async (tx) => {
    const shop = await loadShop(tx, auth.tenantId, request.shopId);
    // The platform's plugin: disabled in this tenant → refused; automatic sync off → the job skips it.
    const plugin = await requirePlugin(tx, auth.tenantId, marketplacePluginId(shop.platform), shop.platform);
    if (request.trigger === 'job' && plugin.config.autoSync === false)
      throw new BizError('D1303', { name: shop.platform });
    const credentials = await readCredentials(tx, services, shop);
    if (!credentials || shop.authStatus !== 'authorized') throw new BizError('O1032', { name: shop.name });
    await sweepInterruptedPulls(tx, auth.tenantId);
    // One pull per shop at a time: the lock orders two starts, the check refuses the second.
    await tx.execute(sql`select 1 from oms_shop where tenant_id = ${auth.tenantId} and id = ${shop.id} for update`);
    const [busy] = await tx
      .select({ id: mktSyncRun.id })
      .from(mktSyncRun)
      .where(
        and(
          eq(mktSyncRun.tenantId, auth.tenantId),
          eq(mktSyncRun.shopId, shop.id),
          eq(mktSyncRun.state, SyncRunState.Running),
        ),
      );
    if (busy) throw new BizError('O1034', { name: shop.name });
    const [row] = await tx
      .insert(mktSyncRun)
      .values({
        tenantId: auth.tenantId,
        shopId: shop.id,
        shopName: shop.name,
        platform: shop.platform,
        trigger: request.trigger,
        windowFrom: new Date(request.from),
        windowTo: new Date(request.to),
        createUserId: auth.userId || null,
        createUserName: auth.realName,
        createOrgId: auth.orgId,
        createOrgName: auth.orgName,
      })
      .returning({ id: mktSyncRun.id });
    return { shop, credentials, runId: Number(row?.id) };
  });
  const done = new PullRun(caller, shop, credentials, runId, request, options).run();
  const set = runningPulls(services);
  set.add(done);
  void done.finally(() => set.delete(done)).catch(() => undefined);
  return { runId, done };
}

/** One run: its slices, pages, counters and errors. */
class PullRun {
  private readonly progress: SyncProgress;
  private readonly errors: SyncRunError[] = [];
  private readonly fetcher: ImageFetcher;
  private session: Session;
  private readonly platform: ReturnType<typeof platformOf>;
  private dirty = true;
  private lastSaved = 0;
  private saving: Promise<void> = Promise.resolve();
  /** The earliest start of a slice in which the platform served an order the adapter could not read. */
  private rejectedFrom: number | null = null;

  constructor(
    private readonly caller: Caller,
    private readonly shop: ShopRow,
    credentials: Credentials,
    runId: number,
    private readonly request: PullRequest,
    private readonly options: PullOptions,
  ) {
    this.platform = platformOf(caller.services, shop.platform);
    this.session = { app: this.platform.app, credentials };
    this.fetcher = new ImageFetcher(caller.services, caller.auth, caller.lang);
    this.progress = startedSyncProgress(runId, shop.id);
  }

  async run(): Promise<SyncProgress> {
    const started = Date.now();
    const slices = sliceRange({ from: this.request.from, to: this.request.to }, this.platform.adapter.limits);
    this.progress.slicesTotal = slices.length;
    // The end of the slices pulled without a failure, from the start: where the next run may begin.
    let contiguousTo: number | null = null;
    let broken = false;
    let anySucceeded = false;
    const heartbeat = setInterval(() => void this.save(true).catch(() => undefined), HEARTBEAT_MS);
    try {
      for (const slice of slices) {
        if (this.options.signal?.aborted) {
          broken = true;
          this.addError('aborted', 'The run was stopped', null, slice);
          break;
        }
        try {
          await this.pullSlice(slice);
          anySucceeded = true;
          if (!broken) contiguousTo = slice.to;
        } catch (error) {
          broken = true;
          const kind = error instanceof PlatformError ? error.kind : 'write';
          this.addError(kind, (error as Error).message, null, slice);
          // The shop's authorization is gone or the app is misconfigured: no later slice can work.
          if (kind === 'token_invalid' || kind === 'token_expired' || kind === 'signature') {
            if (kind !== 'signature')
              await inTenant(this.caller.services.db, this.shop.tenantId, (tx) =>
                markShopLapsed(tx, actorOf(this.caller), this.shop, `${kind}: ${(error as Error).message}`),
              );
            break;
          }
        }
        this.progress.slicesDone += 1;
        this.dirty = true;
      }
    } finally {
      clearInterval(heartbeat);
      // A progress write still in flight must not land after the final one.
      await this.saving.catch(() => undefined);
    }
    this.progress.state =
      broken && !anySucceeded
        ? SyncRunState.Failed
        : this.errors.length
          ? SyncRunState.CompletedWithErrors
          : SyncRunState.Completed;
    await inTenant(this.caller.services.db, this.shop.tenantId, async (tx) => {
      await this.write(tx, Date.now() - started);
      if (contiguousTo !== null) {
        // Not past a rejected order (its slice's start is at or before its time), within the hold's limit.
        const resumeTo =
          this.rejectedFrom === null
            ? contiguousTo
            : Math.min(contiguousTo, Math.max(this.rejectedFrom, started - REJECTED_HOLD_MS));
        // Only a run that starts at or before the remembered point may move it, and only forward.
        await recordShopPulled(tx, this.shop.tenantId, this.shop.id, {
          from: new Date(this.request.from),
          resumeTo: new Date(resumeTo),
        });
      }
    });
    return { ...this.progress };
  }

  /**
   * One slice; refused as too long by the platform (its own count of the window differs from the
   * adapter's limit), it is pulled as two halves, at most twice over.
   */
  private async pullSlice(slice: TimeWindow, depth = 0): Promise<void> {
    try {
      await this.pullPages(slice);
    } catch (error) {
      if (!(error instanceof PlatformError && error.kind === 'window_too_large' && depth < 2)) throw error;
      this.addError(error.kind, `${error.message}: pulled as two halves`, null, slice);
      for (const half of halve(slice, this.platform.adapter.limits.lagMs)) await this.pullSlice(half, depth + 1);
    }
  }

  /** Every page of one slice; an expired cursor or a repeated page lists the slice again from its start. */
  private async pullPages(slice: TimeWindow): Promise<void> {
    const { adapter, app } = this.platform;
    let cursor: string | null = null;
    let restarts = 0;
    for (let pages = 0; pages < MAX_PAGES; pages++) {
      let page: Awaited<ReturnType<typeof adapter.listOrders>>;
      try {
        page = await withRetries(() => adapter.listOrders(this.session, slice, cursor), {
          backoffMs: this.options.backoffMs ?? 500,
          signal: this.options.signal,
          onRetry: (e, attempt) => this.addError(e.kind, `${e.message} (retry ${attempt})`, null, slice),
          onTokenExpired: async () => {
            const fresh = await adapter.refresh(app, this.session.credentials);
            this.session = { app, credentials: fresh };
            await inTenant(this.caller.services.db, this.shop.tenantId, (tx) =>
              saveCredentials(tx, this.caller.services, this.shop, fresh, actorOf(this.caller)),
            );
          },
        });
      } catch (error) {
        if (
          error instanceof PlatformError &&
          (error.kind === 'cursor_expired' || error.kind === 'page_repeated') &&
          restarts < MAX_RESTARTS
        ) {
          restarts += 1;
          this.addError(error.kind, `${error.message}: the window is listed again from its start`, null, slice);
          cursor = null;
          continue;
        }
        throw error;
      }
      this.progress.pages += 1;
      if (page.rejected.length) this.rejectedFrom = Math.min(this.rejectedFrom ?? slice.from, slice.from);
      for (const r of page.rejected) {
        this.progress.failedCount += 1;
        this.addError(r.error.kind, r.error.message, r.platformOrderId, slice);
      }
      await this.writeOrders(page.orders, slice);
      this.dirty = true;
      await this.save(false);
      cursor = page.next;
      if (!cursor) return;
    }
    throw new PlatformError(this.shop.platform as PlatformOrder['platform'], 'malformed', 'paging does not end');
  }

  /** A page's orders: those the platform did not change are skipped, the rest get their artwork and are upserted. */
  private async writeOrders(orders: PlatformOrder[], slice: TimeWindow): Promise<void> {
    if (!orders.length) return;
    const { services, auth } = this.caller;
    const keyed = orders.map((o) => ({
      externalId: o.platformOrderId,
      platformStatus: o.platformStatus,
      updatedAt: o.updatedAt,
    }));
    const unchanged = await inTenant(services.db, auth.tenantId, (tx) =>
      unchangedMarketplaceOrders(tx, auth.tenantId, this.shop.platform, keyed),
    );
    const todo = orders.filter((o) => !unchanged.has(o.platformOrderId));
    this.progress.unchangedCount += orders.length - todo.length;
    if (!todo.length) return;
    const inputs = await Promise.all(todo.map((o) => this.toInput(o, slice)));
    try {
      const written = await inTenant(services.db, auth.tenantId, (tx) =>
        upsertMarketplaceOrders(tx, this.caller, this.shop, inputs),
      );
      this.progress.newCount += written.added.length;
      this.progress.updatedCount += written.updated.length;
      this.progress.cancelledCount += written.cancelled.length;
      this.progress.unchangedCount += written.unchanged.length;
    } catch (error) {
      this.progress.failedCount += inputs.length;
      throw error;
    }
  }

  /** An adapter's order as the orders domain takes it; its artwork fetched into the file store. */
  private async toInput(o: PlatformOrder, slice: TimeWindow): Promise<MarketplaceOrderInput> {
    if (!o.consignee)
      this.addError('address', 'The platform gave no address: kept as a draft without one', o.platformOrderId, slice);
    const lines = await Promise.all(
      o.lines.map(async (l) => {
        const artwork: MarketplaceOrderInput['lines'][number]['artwork'] = [];
        for (const a of l.artwork) {
          if (a.area === 'amazon_custom_zip') {
            artwork.push(...(await this.customizationArtwork(a.url, o.platformOrderId, slice)));
            continue;
          }
          const area = AREAS[a.area];
          if (area === undefined) {
            this.addError('artwork', `Print area "${a.area}" is not read yet`, o.platformOrderId, slice);
            continue;
          }
          const stored = await this.fetcher.resolve(a.url);
          if ('error' in stored) this.addError('artwork', `${stored.error}: ${a.url}`, o.platformOrderId, slice);
          else artwork.push({ area, printImage: stored.url });
        }
        return {
          sku: l.sku,
          productName: l.productName,
          color: l.color,
          size: l.size,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          artwork,
        };
      }),
    );
    return {
      externalId: o.platformOrderId,
      platformStatus: o.platformStatus,
      storeState: o.storeState,
      cancelled: o.cancelled,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      consignee: o.consignee,
      shipping: o.totals.shipping,
      lines,
      raw: o.raw,
    };
  }

  /**
   * Amazon Custom: the line's ZIP downloaded (same bounds as an image), its JSON description read
   * and each surface's image stored as the print area the surface names (Front → front, Back, Left
   * Sleeve, Right Sleeve). A ZIP that cannot be read, a surface the console has no print area for,
   * an image missing or not an image, or a text area, is an entry; the rest of the line stays.
   */
  private async customizationArtwork(
    url: string,
    platformOrderId: string,
    slice: TimeWindow,
  ): Promise<MarketplaceOrderInput['lines'][number]['artwork']> {
    const zip = await this.fetcher.fetchBytes(url);
    if ('error' in zip) {
      this.addError('artwork', `${zip.error}: ${url}`, platformOrderId, slice);
      return [];
    }
    let custom: ReturnType<typeof customizationImages>;
    try {
      custom = customizationImages(zip.bytes);
    } catch (error) {
      this.addError('artwork', `${(error as Error).message}: ${url}`, platformOrderId, slice);
      return [];
    }
    for (const problem of custom.problems) this.addError('artwork', `${problem}: ${url}`, platformOrderId, slice);
    if (!custom.images.length && !custom.problems.length)
      this.addError('artwork', `The customization ZIP holds no image: ${url}`, platformOrderId, slice);
    const out: MarketplaceOrderInput['lines'][number]['artwork'] = [];
    const seen = new Set<number>();
    for (const image of custom.images) {
      const area = AREAS[image.area];
      if (area === undefined || seen.has(area)) {
        const why =
          area === undefined ? 'is no print area (front, back, left sleeve, right sleeve)' : 'has a second image';
        this.addError('artwork', `Surface "${image.surface}" ${why}: ${url}`, platformOrderId, slice);
        continue;
      }
      const stored = await this.fetcher.store(image.bytes, image.fileName);
      if ('error' in stored) {
        this.addError('artwork', `${stored.error}: ${image.fileName} in ${url}`, platformOrderId, slice);
        continue;
      }
      seen.add(area);
      out.push({ area, printImage: stored.url });
    }
    return out;
  }

  private addError(kind: string, message: string, platformOrderId: string | null, slice: TimeWindow | null): void {
    this.progress.errorCount += 1;
    this.dirty = true;
    if (this.errors.length >= MAX_ERRORS) return;
    this.errors.push({
      at: new Date().toISOString(),
      kind,
      message: message.slice(0, 500),
      platformOrderId,
      window: slice ? `${new Date(slice.from).toISOString()} – ${new Date(slice.to).toISOString()}` : undefined,
    });
  }

  /** The run's columns and a live event, at most every PROGRESS_MS unless forced. */
  private async save(force: boolean): Promise<void> {
    const now = Date.now();
    if (!force && (!this.dirty || now - this.lastSaved < PROGRESS_MS)) return;
    this.lastSaved = now;
    this.dirty = false;
    const next = this.saving
      .catch(() => undefined)
      .then(() => inTenant(this.caller.services.db, this.shop.tenantId, (tx) => this.write(tx, null)));
    this.saving = next;
    await next;
  }

  private async write(tx: Tx, durationMs: number | null): Promise<void> {
    const p = this.progress;
    const finished = durationMs !== null;
    await tx
      .update(mktSyncRun)
      .set({
        state: p.state,
        slicesTotal: p.slicesTotal,
        slicesDone: p.slicesDone,
        pages: p.pages,
        newCount: p.newCount,
        updatedCount: p.updatedCount,
        cancelledCount: p.cancelledCount,
        unchangedCount: p.unchangedCount,
        failedCount: p.failedCount,
        errorCount: p.errorCount,
        errors: this.errors,
        heartbeatTime: sql`now()`,
        ...(finished ? { finishTime: sql`now()`, durationMs } : {}),
      })
      .where(and(eq(mktSyncRun.tenantId, this.shop.tenantId), eq(mktSyncRun.id, p.runId)));
    await publishLive(tx, { tenantIds: [this.shop.tenantId], event: { type: 'syncProgress', ...p } });
  }
}
