import { inTenant } from '../../../db/context.ts';
import { BizError } from '../../../http/errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { marketplacePluginId, requirePlugin } from '../../sysPlugin/index.ts';
import { type Credentials, PlatformError } from '../adapters/types.ts';
import { platformOf } from './apps.ts';
import { loadShop, markShopLapsed, readCredentials, saveCredentials } from './credentials.ts';

/** What the console sees of an authorization: never a token. */
export interface AuthorizationState {
  shopId: number;
  authStatus: string;
  authExpireTime: string | null;
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
  await inTenant(services.db, auth.tenantId, (tx) => saveCredentials(tx, services, shop, credentials, auth));
  return stateOf(shopId, credentials);
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
      await inTenant(services.db, auth.tenantId, (tx) => markShopLapsed(tx, shop, `${error.kind}: ${error.message}`));
    refusal(error, shop.platform);
  }
  await inTenant(services.db, auth.tenantId, (tx) => saveCredentials(tx, services, shop, fresh, auth));
  return stateOf(shopId, fresh);
}
