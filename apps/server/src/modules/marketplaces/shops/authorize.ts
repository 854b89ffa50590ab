import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/context.ts';
import { omsShop } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import { userActor } from '../../../resources/system-transitions.ts';
import type { Caller } from '../../../resources/types.ts';
import { addGrantedShop, recordShopAccount } from '../../orders/index.ts';
import { marketplacePluginId, requirePlugin } from '../../sysPlugin/index.ts';
import { forGrantShop, type GrantShop, grantShops } from '../adapters/tiktok.ts';
import { type Credentials, PlatformError } from '../adapters/types.ts';
import { platformOf } from './apps.ts';
import { actorOf, loadShop, markShopLapsed, readCredentials, type ShopRow, saveCredentials } from './credentials.ts';

/** What the console sees of an authorization: never a token. */
export interface AuthorizationState {
  shopId: number;
  authStatus: string;
  authExpireTime: string | null;
  /**
   * The other console shops this authorization was recorded on: one authorization that covers
   * several platform shops (TikTok) is kept for every one of them, on the console shop that names
   * it or on one it adds (`created`).
   */
  otherShops?: { shopId: number; name: string; created: boolean }[];
}

const stateOf = (shopId: number, credentials: Credentials): AuthorizationState => {
  const at = credentials.refreshToken ? credentials.refreshExpiresAt : credentials.accessExpiresAt;
  return {
    shopId,
    authStatus: 'authorized',
    authExpireTime: at === null ? null : new Date(at).toISOString(),
  };
};

/** A platform's refusal as the caller's error: an invalid code is the spec's "invalid authorization code". */
function refusal(error: unknown, platform: string): never {
  if (error instanceof PlatformError) {
    if (error.kind === 'auth_invalid_code') throw new BizError('O1030');
    if (error.details.shops) throw new BizError('O1036', { shops: error.details.shops.join(', ') });
    throw new BizError('O1033', { platform, detail: `${error.kind}: ${error.message}`.slice(0, 300) });
  }
  throw error;
}

/**
 * Authorizes a shop with the code the merchant got from the platform: the code is exchanged for
 * tokens (adapter.authorize), which are stored sealed, and the shop shows "authorized" with its
 * expiry. The platform call runs between two short transactions, never inside one.
 */
export async function authorizeShop(caller: Caller, shopId: number, code: string): Promise<AuthorizationState> {
  const { services, auth } = caller;
  const shop = await inTenant(services.db, auth.tenantId, async (tx) => {
    const shop = await loadShop(tx, auth.tenantId, shopId);
    // A platform whose plugin the tenant disabled is refused (D1301).
    await requirePlugin(tx, auth.tenantId, marketplacePluginId(shop.platform), shop.platform);
    return shop;
  });
  const { app, adapter } = platformOf(services, shop.platform);
  const credentials = await adapter
    .authorize(app, code.trim(), { name: shop.name, account: shop.account })
    .catch((e: unknown) => refusal(e, shop.platform));
  if (!credentials.extras.grantShops) {
    await inTenant(services.db, auth.tenantId, (tx) =>
      saveCredentials(tx, services, shop, credentials, actorOf(caller)),
    );
    return stateOf(shopId, credentials);
  }
  // One authorization over several shops (TikTok): each goes on the console shop that names it.
  const otherShops = await inTenant(services.db, auth.tenantId, (tx) => recordGrant(tx, caller, shop, credentials));
  return { ...stateOf(shopId, credentials), otherShops };
}

const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
/** Whether a console shop names a shop of the grant: its account is the shop's code or id, or its name is the shop's. */
const names = (console: { name: string; account: string | null }, g: GrantShop) =>
  (!!norm(console.account) && [g.code, g.id].some((v) => norm(v) === norm(console.account))) ||
  norm(console.name) === norm(g.name);

/**
 * Records a grant over several shops: the console shop being authorized gets the shop it names,
 * else the first one no other console shop of the tenant names (its code becomes the console shop's
 * account, so the link holds; none left: O1036, the shops listed);
 * every other shop of the grant is authorized on the console shop that names it, or on a console
 * shop added for it (named after it, its code as the account). Each keeps its own cipher.
 */
async function recordGrant(
  tx: Tx,
  caller: Caller,
  shop: ShopRow,
  credentials: Credentials,
): Promise<NonNullable<AuthorizationState['otherShops']>> {
  const { services, auth } = caller;
  const grant = grantShops(credentials);
  const siblings = (
    await tx
      .select({ id: omsShop.id, name: omsShop.name, account: omsShop.account })
      .from(omsShop)
      .where(and(eq(omsShop.tenantId, shop.tenantId), eq(omsShop.platform, shop.platform), eq(omsShop.isDelete, false)))
  ).filter((s) => s.id !== shop.id);
  const taken = (g: GrantShop) => siblings.some((s) => names(s, g));
  const own = credentials.extras.shopUnnamed
    ? grant.find((g) => !taken(g))
    : grant.find((g) => g.cipher === credentials.extras.shopCipher);
  if (!own) throw new BizError('O1036', { shops: grant.map((g) => `${g.name} (${g.code || g.id})`).join(', ') });
  const clean = (c: Credentials): Credentials => {
    const { shopUnnamed: _, ...extras } = c.extras;
    return { ...c, extras };
  };
  await saveCredentials(tx, services, shop, clean(forGrantShop(credentials, own)), actorOf(caller));
  // A console shop that named none keeps the shop it took as its account: the next authorization finds it.
  if (!norm(shop.account) && !names(shop, own)) await recordShopAccount(tx, shop.tenantId, shop.id, own.code || own.id);

  const recorded: NonNullable<AuthorizationState['otherShops']> = [];
  // Shop names are unique in a tenant across platforms (oms_shop_name).
  const usedNames = new Set(
    (
      await tx
        .select({ name: omsShop.name })
        .from(omsShop)
        .where(and(eq(omsShop.tenantId, shop.tenantId), eq(omsShop.isDelete, false)))
    ).map((s) => norm(s.name)),
  );
  for (const g of grant) {
    if (g === own) continue;
    let target = siblings.find((s) => names(s, g));
    let created = false;
    if (!target) {
      const base = g.name || g.code || g.id;
      let name = base;
      for (let n = 1; usedNames.has(norm(name)); n++) name = `${base} (${g.code || g.id}${n > 1 ? ` ${n}` : ''})`;
      const row = await addGrantedShop(tx, userActor(auth), {
        platform: shop.platform,
        name,
        account: g.code || g.id,
        // The merchant user's org (none when the factory authorizes for the merchant).
        orgId: auth.orgId,
        orgName: auth.orgName,
      });
      usedNames.add(norm(name));
      target = row;
      created = true;
    }
    const row: ShopRow = { ...shop, id: target.id, name: target.name, account: target.account };
    await saveCredentials(tx, services, row, clean(forGrantShop(credentials, g)), actorOf(caller));
    recorded.push({ shopId: target.id, name: target.name, created });
  }
  return recorded;
}

/**
 * Refreshes a shop's tokens now (the console's Refresh, the token-refresh job). A refusal marks
 * the shop "expired" with the platform's reason, so the merchant sees it must authorize again.
 */
export async function refreshShop(caller: Caller, shopId: number): Promise<AuthorizationState> {
  const { services, auth } = caller;
  const { shop, current } = await inTenant(services.db, auth.tenantId, async (tx) => {
    const shop = await loadShop(tx, auth.tenantId, shopId);
    return { shop, current: await readCredentials(tx, services, shop) };
  });
  if (!current) throw new BizError('O1032', { name: shop.name });
  const { app, adapter } = platformOf(services, shop.platform);
  let fresh: Credentials;
  try {
    fresh = await adapter.refresh(app, current);
  } catch (error) {
    if (error instanceof PlatformError && !error.retryable)
      await inTenant(services.db, auth.tenantId, (tx) =>
        markShopLapsed(tx, actorOf(caller), shop, `${error.kind}: ${error.message}`),
      );
    refusal(error, shop.platform);
  }
  await inTenant(services.db, auth.tenantId, (tx) => saveCredentials(tx, services, shop, fresh, actorOf(caller)));
  return stateOf(shopId, fresh);
}
