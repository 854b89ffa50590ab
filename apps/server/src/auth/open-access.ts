import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  type Hash,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { type Area, type TenantKind, tenantKindOf } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { asPlatform } from '../db/context.ts';
import { queryRows } from '../db/query.ts';
import { AuthError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import type { AuthContext } from './context.ts';

/**
 * Signed open API (admin-net-contract §14; docs/api-conventions.md "Open access").
 *
 * A client holding an access key and its secret signs each request:
 *   canonical = METHOD & path & accessKey & timestamp & nonce   (joined with "&"; path without query)
 *   signature = Base64(HMAC-SHA256(secret, canonical))
 * and sends `X-Access-Key`, `X-Timestamp` (Unix seconds), `X-Nonce`, `X-Signature`
 * (Admin.NET's `accessKey`, `timestamp`, `nonce`, `sign` are accepted too). The request then
 * runs as the key's bound user: that user's permissions apply. Timestamps more than 5 minutes
 * off are refused; a nonce is accepted once (kept in sys_open_access_nonce, shared by every
 * instance, for 10 minutes — longer than the window, so a replay can never be accepted).
 */

/*
 * Version 2 (`X-Sign-Version: 2`) also covers the query string and the body, so a request
 * intercepted before it arrives cannot have its query or body swapped:
 *   canonical = METHOD \n path \n sortedQuery \n accessKey \n timestamp \n nonce \n hex(SHA-256(body))
 * sortedQuery: the `name=value` pairs of the query exactly as sent (still percent-encoded),
 * sorted by plain string order and joined with "&" (empty without a query); the body: its raw
 * bytes as sent (empty body: the hash of nothing). v1 stays for Admin.NET clients.
 */

export const SIGNATURE_WINDOW_SECONDS = 300;
const NONCE_TTL_SECONDS = 600;
const NONCE = /^[A-Za-z0-9_.-]{8,64}$/;

const HEADERS = {
  key: ['x-access-key', 'accesskey'],
  timestamp: ['x-timestamp', 'timestamp'],
  nonce: ['x-nonce', 'nonce'],
  signature: ['x-signature', 'sign'],
  version: ['x-sign-version'],
} as const;

function header(req: FastifyRequest, names: readonly string[]): string | null {
  for (const name of names) {
    const raw = req.headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) return value.trim();
  }
  return null;
}

/** Whether the request carries an open-access signature (and no bearer token). */
export function hasSignature(req: FastifyRequest): boolean {
  return header(req, HEADERS.key) !== null;
}

export function canonicalString(method: string, path: string, accessKey: string, timestamp: string, nonce: string) {
  return [method.toUpperCase(), path, accessKey, timestamp, nonce].join('&');
}

/** The query of a URL as v2 signs it: raw pairs sorted, joined with "&". */
export function sortedQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return '';
  return url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .sort()
    .join('&');
}

export function canonicalStringV2(
  method: string,
  url: string,
  accessKey: string,
  timestamp: string,
  nonce: string,
  bodySha256: string,
) {
  const path = url.split('?')[0] ?? '';
  return [method.toUpperCase(), path, sortedQuery(url), accessKey, timestamp, nonce, bodySha256].join('\n');
}

const EMPTY_SHA256 = createHash('sha256').digest('hex');
const bodyHashes = new WeakMap<FastifyRequest, { hash: Hash; bytes: number }>();

/**
 * preParsing hook of every API route: for a v2-signed request, hashes the body bytes as the
 * parser reads them (the parsed body no longer has its exact bytes).
 */
export async function hashSignedBody(req: FastifyRequest, _reply: unknown, payload: Readable): Promise<Readable> {
  if (header(req, HEADERS.version) !== '2' || !hasSignature(req)) return payload;
  const state = { hash: createHash('sha256'), bytes: 0 };
  bodyHashes.set(req, state);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      state.hash.update(chunk);
      state.bytes += chunk.length;
      done(null, chunk);
    },
  });
  payload.on('error', (error) => tap.destroy(error));
  return payload.pipe(tap);
}

/** SHA-256 of the body a v2 request sent; null when the body was not read through our hook (multipart). */
function signedBodyHash(req: FastifyRequest): string | null {
  const state = bodyHashes.get(req);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (!state) return declared > 0 || req.headers['transfer-encoding'] ? null : EMPTY_SHA256;
  if (declared > 0 && state.bytes !== declared) return null;
  return state.hash.copy().digest('hex');
}

export function signRequest(secret: string, canonical: string): string {
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('base64');
}

// ── secrets at rest ──────────────────────────────────────────────────────────

function boxKey(serverSecret: string): Buffer {
  return createHash('sha256').update(`printfloor:open-access:${serverSecret}`).digest();
}

/** AES-256-GCM with a key derived from the server's secret (config secrets): `v1.iv.tag.data`. */
export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', boxKey(serverSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(serverSecret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', boxKey(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function newAccessKey(): string {
  return randomBytes(12).toString('hex');
}

export function newAccessSecret(): string {
  return randomBytes(32).toString('base64url');
}

// ── authentication ───────────────────────────────────────────────────────────

const AREA_OF_KIND: Record<TenantKind, Area> = { system: 'admin', factory: 'factory', merchant: 'merchant' };

interface KeyRow {
  access_secret_enc: string;
  bind_tenant_id: number;
  bind_user_id: number;
}

interface UserRow {
  account: string;
  real_name: string | null;
  account_type: number;
  org_id: number | null;
  org_name: string | null;
  is_system: boolean;
  is_factory: boolean;
  is_merchant: boolean;
}

/**
 * Resolves a signed request to its bound user, or throws AuthError(401): unknown or disabled
 * key, bad signature, timestamp outside the window, nonce already used, bound user or tenant
 * no longer active. The caller's area is the one of the tenant's kind (platform → admin).
 */
export async function authenticateSigned(services: AppServices, req: FastifyRequest): Promise<AuthContext> {
  const accessKey = header(req, HEADERS.key);
  const timestamp = header(req, HEADERS.timestamp);
  const nonce = header(req, HEADERS.nonce);
  const signature = header(req, HEADERS.signature);
  if (!accessKey || !timestamp || !nonce || !signature) throw new AuthError(401);
  if (!/^\d{1,12}$/.test(timestamp) || !NONCE.test(nonce) || accessKey.length > 64) throw new AuthError(401);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) throw new AuthError(401);

  // Global key table, read as the owner: the caller is not known yet (like the login lookup).
  const [key] = await asPlatform(services.db, (tx) =>
    queryRows<KeyRow>(
      tx,
      sql`select access_secret_enc, bind_tenant_id, bind_user_id from sys_open_access
           where access_key = ${accessKey} and status = 1 and not is_delete`,
    ),
  );
  const secret = key ? openSecret(services.config.secrets.jwtSecret, key.access_secret_enc) : null;
  if (!key || !secret) throw new AuthError(401);
  const path = req.url.split('?')[0] ?? '';
  const version = header(req, HEADERS.version) ?? '1';
  let canonical: string;
  if (version === '2') {
    const bodySha256 = signedBodyHash(req);
    if (!bodySha256) throw new AuthError(401);
    canonical = canonicalStringV2(req.method, req.url, accessKey, timestamp, nonce, bodySha256);
  } else if (version === '1') {
    canonical = canonicalString(req.method, path, accessKey, timestamp, nonce);
  } else throw new AuthError(401);
  const expected = Buffer.from(signRequest(secret, canonical));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AuthError(401);

  // Record the nonce (first use wins across instances) and load the bound user, in one transaction.
  const tenantId = Number(key.bind_tenant_id);
  const userId = Number(key.bind_user_id);
  const user = await asPlatform(services.db, async (tx) => {
    await tx.execute(sql`delete from sys_open_access_nonce where expires_at < now()`);
    const fresh = await queryRows<{ nonce: string }>(
      tx,
      sql`insert into sys_open_access_nonce (access_key, nonce, expires_at)
          values (${accessKey}, ${nonce}, now() + make_interval(secs => ${NONCE_TTL_SECONDS}))
          on conflict do nothing returning nonce`,
    );
    if (fresh.length === 0) return 'replay' as const;
    const rows = await queryRows<UserRow>(
      tx,
      sql`select u.account, u.real_name, u.account_type, u.org_id, o.name as org_name,
                 t.is_system, t.is_factory, t.is_merchant
            from sys_user u
            join sys_tenant t on t.id = u.tenant_id and t.status = 1 and not t.is_delete
            left join sys_org o on o.tenant_id = u.tenant_id and o.id = u.org_id
           where u.tenant_id = ${tenantId} and u.id = ${userId} and u.status = 1 and not u.is_delete`,
    );
    return rows[0] ?? null;
  });
  if (!user || user === 'replay') throw new AuthError(401);
  const tenantKind = tenantKindOf({
    isSystem: user.is_system,
    isFactory: user.is_factory,
    isMerchant: user.is_merchant,
  });
  return {
    userId,
    tenantId,
    account: user.account,
    realName: user.real_name ?? '',
    accountType: Number(user.account_type),
    orgId: user.org_id === null ? null : Number(user.org_id),
    orgName: user.org_name,
    area: AREA_OF_KIND[tenantKind],
    sessionId: 0,
    tenantKind,
  };
}
