import { ShopAuth, shopAggregate } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { writeTransitionDiff } from '../../resources/diff-log.ts';
import { type AggregateActor, runSystemTransition } from '../../resources/system-transitions.ts';

/**
 * The shop's authorization as commands of the domain that owns `oms_shop` (issue 34): the marketplaces
 * domain talks to the platform and then calls these, never writing the shop itself. The state moves only
 * through `shopAggregate`'s transitions (guarded in SQL, logged, evented as `shop.authorized` /
 * `shop.lapsed`); what is not a state change — a refreshed expiry, a lapsed shop's newer reason — is written
 * here too, on the state it belongs to.
 */

const T = shopAggregate.transitions;

const stamp = (actor: AggregateActor): Record<string, number | string> =>
  actor.kind === 'user' ? { update_user_id: actor.userId, update_user_name: actor.realName } : {};

/**
 * The shop holds a valid authorization until `expiresAt` (null: no expiry): a shop not authorized or
 * expired becomes authorized (`shop.authorized`); an authorized one (a refresh, a new code) keeps its state
 * with the new expiry. The problem a lapsed shop showed is cleared. Answers whether the state moved.
 */
export async function recordShopAuthorized(
  tx: Tx,
  actor: AggregateActor,
  shopId: number,
  expiresAt: Date | null,
): Promise<boolean> {
  const expiry = expiresAt === null ? null : expiresAt.toISOString();
  const moved = await runSystemTransition(tx, actor, shopAggregate, T.authorized, {
    ids: [shopId],
    input: { expiresAt: expiry },
    set: { auth_expire_time: sql`${expiry}::timestamptz`, auth_error: null, ...stamp(actor) },
    log: (tx, a, t, rows) => writeTransitionDiff(tx, a, shopAggregate.table, t, rows),
  });
  if (moved.length) return true;
  await tx.execute(sql`update oms_shop set auth_expire_time = ${expiry}::timestamptz, auth_error = null, update_time = now()
                        where tenant_id = ${actor.tenantId} and id = ${shopId} and auth_status = ${ShopAuth.Authorized}`);
  return false;
}

/**
 * The platform refused the shop's tokens for good (revoked, refresh expired): an authorized shop becomes
 * expired with the platform's reason (`shop.lapsed`), so the merchant sees it must authorize again; one
 * already expired gets the newer reason. Answers whether the state moved.
 */
export async function recordShopLapsed(
  tx: Tx,
  actor: AggregateActor,
  shopId: number,
  reason: string,
): Promise<boolean> {
  const text = reason.slice(0, 500);
  const moved = await runSystemTransition(tx, actor, shopAggregate, T.lapsed, {
    ids: [shopId],
    input: { reason: text },
    set: { auth_error: text },
    log: (tx, a, t, rows) => writeTransitionDiff(tx, a, shopAggregate.table, t, rows, text ? { reason: text } : {}),
  });
  if (moved.length) return true;
  await tx.execute(sql`update oms_shop set auth_error = ${text}, update_time = now()
                        where tenant_id = ${actor.tenantId} and id = ${shopId} and auth_status = ${ShopAuth.Expired}`);
  return false;
}

/** Records the platform shop a console shop stands for (its code or id), so the next authorization finds it. */
export async function recordShopAccount(tx: Tx, tenantId: number, shopId: number, account: string): Promise<void> {
  await tx.execute(sql`update oms_shop set account = ${account}, update_time = now()
                        where tenant_id = ${tenantId} and id = ${shopId}`);
}

/**
 * Moves the point a shop's next pull resumes from (`last_pull_time`) to `resumeTo`, forward only, and only for
 * a pull that started at or before the remembered point (`from`): a pull of an older window does not move it,
 * a later one that left a gap neither. Called by the marketplaces domain's pull in its run's transaction.
 */
export async function recordShopPulled(
  tx: Tx,
  tenantId: number,
  shopId: number,
  pull: { from: Date; resumeTo: Date },
): Promise<void> {
  await tx.execute(sql`update oms_shop
                          set last_pull_time = greatest(last_pull_time, ${pull.resumeTo.toISOString()}::timestamptz)
                        where tenant_id = ${tenantId} and id = ${shopId}
                          and (last_pull_time is null or last_pull_time >= ${pull.from.toISOString()}::timestamptz)`);
}

/**
 * Adds a console shop for a platform shop an authorization covers that no console shop names (TikTok: one
 * grant over several shops), by the user authorizing. The name must be free in the tenant (oms_shop_name).
 */
export async function addGrantedShop(
  tx: Tx,
  actor: AggregateActor & { kind: 'user' },
  shop: { platform: string; name: string; account: string; orgId: number | null; orgName: string | null },
): Promise<{ id: number; name: string; account: string | null }> {
  const [row] = await queryRows<{ id: string; name: string; account: string | null }>(
    tx,
    sql`insert into oms_shop (tenant_id, platform, name, account, create_user_id, create_user_name, create_org_id, create_org_name)
        values (${actor.tenantId}, ${shop.platform}, ${shop.name}, ${shop.account}, ${actor.userId}, ${actor.realName},
                ${shop.orgId}, ${shop.orgName})
        returning id::text, name, account`,
  );
  if (!row) throw new Error('the shop was not added');
  return { id: Number(row.id), name: row.name, account: row.account };
}
