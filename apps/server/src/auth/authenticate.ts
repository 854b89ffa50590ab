import { ACCESS_TOKEN_HEADER, type Area, REFRESH_TOKEN_HEADER, tenantKindOf } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { inTenant } from '../db/context.ts';
import { queryRows } from '../db/query.ts';
import { AuthError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import type { AuthContext } from './context.ts';
import { authenticateSigned, hasSignature } from './open-access.ts';
import type { AccessClaims } from './tokens.ts';

/** Refresh grace for parallel requests that present the same refresh token (Furion clock skew). */
export const REFRESH_GRACE_MS = 5000;

export function bearer(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

interface SessionRow {
  /** Raw timestamps arrive as strings through drizzle's execute (both drivers): compare in SQL. */
  revoked_at: string | null;
  session_expired: boolean;
  refresh_gen: number;
  /** Milliseconds since the last rotation (null: never rotated). */
  rotated_ms_ago: number | null;
  user_status: number;
  user_deleted: boolean;
  real_name: string | null;
  account: string;
  account_type: number;
  org_id: number | null;
  org_name: string | null;
  tenant_status: number;
  is_system: boolean;
  is_factory: boolean;
  is_merchant: boolean;
}

async function loadSession(tx: Tx, sessionId: number, userId: number, lock = false): Promise<SessionRow | null> {
  const rows = await queryRows<SessionRow>(
    tx,
    sql`
    select s.revoked_at, s.expires_at < now() as session_expired, s.refresh_gen,
           (extract(epoch from clock_timestamp() - s.rotated_at) * 1000)::float8 as rotated_ms_ago,
           u.status as user_status, u.is_delete as user_deleted, u.real_name, u.account, u.account_type, u.org_id,
           o.name as org_name, t.status as tenant_status, t.is_system, t.is_factory, t.is_merchant
      from sys_session s
      join sys_user u on u.tenant_id = s.tenant_id and u.id = s.user_id
      join sys_tenant t on t.id = s.tenant_id
      left join sys_org o on o.tenant_id = u.tenant_id and o.id = u.org_id
     where s.id = ${sessionId} and s.user_id = ${userId}
     ${lock ? sql`for update of s` : sql``}`,
  );
  return rows[0] ?? null;
}

function isLive(row: SessionRow | null): row is SessionRow {
  return !!row && !row.revoked_at && row.user_status === 1 && !row.user_deleted && row.tenant_status === 1;
}

function contextOf(claims: AccessClaims, row: SessionRow): AuthContext {
  return {
    userId: Number(claims.UserId),
    tenantId: Number(claims.TenantId),
    account: row.account,
    realName: row.real_name ?? '',
    accountType: Number(row.account_type),
    orgId: row.org_id === null ? null : Number(row.org_id),
    orgName: row.org_name,
    area: claims.Area as Area,
    sessionId: Number(claims.Sid),
    tenantKind: tenantKindOf({ isSystem: row.is_system, isFactory: row.is_factory, isMerchant: row.is_merchant }),
  };
}

/**
 * Resolves the caller from `Authorization` (and `X-Authorization` for a silent refresh,
 * admin-net-contract §3.5). Returns null when no token was sent. Throws AuthError(401)
 * for a bad, revoked or unrefreshable token; the error handler then answers
 * `access-token: invalid_token` with body code 401.
 */
export async function authenticate(
  services: AppServices,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthContext | null> {
  const accessToken = bearer(req.headers.authorization);
  // No token: a request signed with an open-access key acts as the key's bound user (open-access.ts).
  if (!accessToken) return hasSignature(req) ? authenticateSigned(services, req) : null;
  const verified = services.tokens.verifyAccess(accessToken);
  if (!verified) throw new AuthError(401, true);
  if ('claims' in verified) {
    const claims = verified.claims;
    // Cached per session; any change to sessions, users or tenants clears the cache (auth-cache.ts).
    const row = await services.authCache.remember(`session:${claims.TenantId}:${claims.Sid}:${claims.UserId}`, () =>
      inTenant(services.db, Number(claims.TenantId), (tx) =>
        loadSession(tx, Number(claims.Sid), Number(claims.UserId)),
      ),
    );
    if (!isLive(row)) throw new AuthError(401, true);
    return contextOf(claims, row);
  }
  // Expired access token: try the silent refresh.
  const refreshToken = bearer(req.headers['x-authorization']);
  if (!refreshToken) throw new AuthError(401, true);
  const refresh = services.tokens.verifyRefresh(refreshToken, accessToken);
  const expired = verified.expired;
  if (!refresh || Number(refresh.Sid) !== Number(expired.Sid)) throw new AuthError(401, true);
  const minutes = await services.settings.accessTokenMinutes();
  const refreshMinutes = await services.settings.refreshTokenMinutes();
  const outcome = await inTenant(services.db, Number(expired.TenantId), async (tx) => {
    const row = await loadSession(tx, Number(expired.Sid), Number(expired.UserId), true);
    if (!isLive(row) || row.session_expired) return null;
    if (refresh.Gen === row.refresh_gen) {
      await tx.execute(
        // The new refresh token lives refreshMinutes from now: the session slides with it (Furion issues
        // a fresh refresh lifetime on every exchange).
        sql`update sys_session set refresh_gen = refresh_gen + 1, rotated_at = now(), last_seen_at = now(),
                   expires_at = now() + make_interval(mins => ${refreshMinutes})
             where id = ${expired.Sid}`,
      );
      return { row, gen: row.refresh_gen + 1 };
    }
    const withinGrace =
      refresh.Gen === row.refresh_gen - 1 &&
      row.rotated_ms_ago !== null &&
      Number(row.rotated_ms_ago) < REFRESH_GRACE_MS;
    if (withinGrace) return { row, gen: row.refresh_gen };
    // A refresh token used twice outside the grace window: someone else holds it. End the session.
    await tx.execute(
      sql`update sys_session set revoked_at = now(), revoke_reason = 'refresh-reuse' where id = ${expired.Sid}`,
    );
    return 'reuse' as const;
  });
  if (!outcome || outcome === 'reuse') throw new AuthError(401, true);
  const {
    iat: _iat,
    exp: _exp,
    nbf: _nbf,
    iss: _iss,
    aud: _aud,
    ...claims
  } = expired as AccessClaims & Record<string, unknown>;
  const newAccess = services.tokens.signAccess(claims as AccessClaims, minutes);
  const newRefresh = services.tokens.signRefresh(newAccess, Number(expired.Sid), outcome.gen, refreshMinutes);
  reply.header(ACCESS_TOKEN_HEADER, newAccess);
  reply.header(REFRESH_TOKEN_HEADER, newRefresh);
  return contextOf(expired, outcome.row);
}
