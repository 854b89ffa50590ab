import { sql } from 'drizzle-orm';
import { asPlatform } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import { type JobContext, jobCaller, registerJob } from '../../sysJob/index.ts';
import { adapterFor } from '../adapters/registry.ts';
import { refreshShop } from '../shops/authorize.ts';
import { startPull } from './pull.ts';

const DAY_MS = 24 * 3600_000;
/** A shop never pulled starts this far back. */
const FIRST_PULL_MS = DAY_MS;
/** A shop left unpulled for long catches up at most this far back per run (the next run goes on). */
const MAX_CATCH_UP_MS = 30 * DAY_MS;
/** Tokens running out within this margin are refreshed (the job runs every 15 minutes). */
const REFRESH_MARGIN_MS = 60 * 60_000;

interface DueShop {
  tenant_id: string;
  id: string;
  platform: string;
  last_pull_time: string | null;
}

/**
 * The scheduled order sync: every authorized, enabled shop of every tenant, one after another,
 * from where its last run left off (less the platform's lag, which the overlap covers) to now.
 * A shop already pulling is skipped; a shop's failure is its run's record and the job goes on.
 */
export async function syncAllShops(ctx: Pick<JobContext, 'services' | 'signal'>): Promise<number> {
  const shops = await asPlatform(ctx.services.db, (tx) =>
    queryRows<DueShop>(
      tx,
      sql`select s.tenant_id::text, s.id::text, s.platform, s.last_pull_time::text
            from oms_shop s join mkt_shop_credential c on c.tenant_id = s.tenant_id and c.shop_id = s.id
           where not s.is_delete and s.status = 1 and s.auth_status = 'authorized'
           order by s.tenant_id, s.id`,
    ),
  );
  let pulled = 0;
  const now = Date.now();
  for (const shop of shops) {
    if (ctx.signal.aborted) break;
    const lag = adapterFor(shop.platform).limits.lagMs;
    const last = shop.last_pull_time ? Date.parse(shop.last_pull_time) : now - FIRST_PULL_MS;
    const from = Math.max(last - lag, now - MAX_CATCH_UP_MS);
    const caller = jobCaller(ctx.services, Number(shop.tenant_id), 'Order sync job', 'merchant');
    try {
      const { done } = await startPull(
        caller,
        { shopId: Number(shop.id), from, to: now, trigger: 'job' },
        { signal: ctx.signal },
      );
      await done;
      pulled += 1;
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
    }
  }
  return pulled;
}

/**
 * Refreshes the tokens that run out within the margin, before a pull meets an expired token. A
 * refusal marks the shop expired with the platform's reason (refreshShop), shown on its list.
 */
export async function refreshDueTokens(ctx: Pick<JobContext, 'services' | 'signal'>): Promise<number> {
  const due = await asPlatform(ctx.services.db, (tx) =>
    queryRows<{ tenant_id: string; shop_id: string }>(
      tx,
      sql`select c.tenant_id::text, c.shop_id::text
            from mkt_shop_credential c join oms_shop s on s.tenant_id = c.tenant_id and s.id = c.shop_id
           where not s.is_delete and s.auth_status = 'authorized'
             and c.access_expires_at is not null
             and c.access_expires_at < now() + make_interval(secs => ${REFRESH_MARGIN_MS / 1000})`,
    ),
  );
  let refreshed = 0;
  for (const row of due) {
    if (ctx.signal.aborted) break;
    const caller = jobCaller(ctx.services, Number(row.tenant_id), 'Token refresh job', 'merchant');
    try {
      await refreshShop(caller, Number(row.shop_id));
      refreshed += 1;
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
    }
  }
  return refreshed;
}

/** Registers both with the job system (from the marketplaces domain's registration). */
export function registerMarketplaceJobs(): void {
  registerJob({
    jobId: 'orderSync',
    groupName: 'marketplaces',
    description: "Pulls every authorized shop's orders from its marketplace, from where its last run left off",
    defaultCron: '*/10 * * * *',
    concurrent: false,
    handler: syncAllShops,
  });
  registerJob({
    jobId: 'refreshShopTokens',
    groupName: 'marketplaces',
    description:
      'Refreshes marketplace tokens that run out within the hour; a shop whose refresh fails is marked expired',
    defaultCron: '*/15 * * * *',
    concurrent: false,
    handler: refreshDueTokens,
  });
}
