import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { mktShopCredential, omsShop } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import { type AggregateActor, systemActor, userActor } from '../../../resources/system-transitions.ts';
import type { Caller } from '../../../resources/types.ts';
import type { AppServices } from '../../../services.ts';
import { recordShopAuthorized, recordShopLapsed } from '../../orders/index.ts';
import type { Credentials } from '../adapters/types.ts';
import { openCredentials, sealCredentials } from './vault.ts';

export interface ShopRow {
  id: number;
  tenantId: number;
  platform: string;
  name: string;
  /** The platform's shop code or id as the merchant gave it (picks the shop of a multi-shop authorization). */
  account: string | null;
  authStatus: string;
  lastPullTime: Date | null;
}

/** A shop of the transaction's tenant (row-level security: another merchant's shop is not found). */
export async function loadShop(tx: Tx, tenantId: number, shopId: number): Promise<ShopRow> {
  const [shop] = await tx
    .select({
      id: omsShop.id,
      tenantId: omsShop.tenantId,
      platform: omsShop.platform,
      name: omsShop.name,
      account: omsShop.account,
      authStatus: omsShop.authStatus,
      lastPullTime: omsShop.lastPullTime,
    })
    .from(omsShop)
    .where(and(eq(omsShop.tenantId, tenantId), eq(omsShop.id, shopId), eq(omsShop.isDelete, false)));
  if (!shop) throw new BizError('D1002', undefined, 404);
  return shop;
}

/** The authorization's expiry shown on the shop: the refresh token's when there is one, else the access token's. */
export const authExpiry = (c: Credentials): Date | null => {
  const at = c.refreshToken ? (c.refreshExpiresAt ?? null) : c.accessExpiresAt;
  return at === null ? null : new Date(at);
};

/**
 * Who acts on a shop's authorization: the user of a route (a factory user acting for its customer runs in the
 * merchant's tenant under their own name), or — for a job (the token refresh, the scheduled sync) — the
 * marketplaces domain itself.
 */
export const actorOf = (caller: Caller): AggregateActor =>
  caller.job ? systemActor('marketplaces', caller.auth.tenantId) : userActor(caller.auth);

/**
 * Stores a shop's credentials sealed (this domain's table) and has the orders domain, which owns the shop,
 * record it authorized until they expire.
 */
export async function saveCredentials(
  tx: Tx,
  services: AppServices,
  shop: ShopRow,
  credentials: Credentials,
  actor: AggregateActor,
): Promise<void> {
  const sealed = sealCredentials(services.config.secrets, shop.tenantId, shop.id, credentials);
  const expiresAt = (ms: number | null) => (ms === null ? null : new Date(ms));
  await tx
    .insert(mktShopCredential)
    .values({
      tenantId: shop.tenantId,
      shopId: shop.id,
      platform: shop.platform,
      secret: sealed,
      accessExpiresAt: expiresAt(credentials.accessExpiresAt),
      refreshExpiresAt: expiresAt(credentials.refreshExpiresAt),
    })
    .onConflictDoUpdate({
      target: [mktShopCredential.tenantId, mktShopCredential.shopId],
      set: {
        platform: shop.platform,
        secret: sealed,
        accessExpiresAt: expiresAt(credentials.accessExpiresAt),
        refreshExpiresAt: expiresAt(credentials.refreshExpiresAt),
        updateTime: sql`now()`,
      },
    });
  await recordShopAuthorized(tx, actor, shop.id, authExpiry(credentials));
}

/** A shop's credentials, opened; null when it was never authorized. */
export async function readCredentials(tx: Tx, services: AppServices, shop: ShopRow): Promise<Credentials | null> {
  const [row] = await tx
    .select({ secret: mktShopCredential.secret })
    .from(mktShopCredential)
    .where(and(eq(mktShopCredential.tenantId, shop.tenantId), eq(mktShopCredential.shopId, shop.id)));
  return row ? openCredentials(services.config.secrets, shop.tenantId, shop.id, row.secret) : null;
}

/** The shop needs the merchant again (refresh failed, token revoked): shown on its list with why. */
export async function markShopLapsed(tx: Tx, actor: AggregateActor, shop: ShopRow, reason: string): Promise<void> {
  await recordShopLapsed(tx, actor, shop.id, reason);
}
