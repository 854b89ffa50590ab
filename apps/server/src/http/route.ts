import {
  type InputRefusal,
  inspectInput,
  type Language,
  MAX_INPUT_DEPTH,
  normalizeLanguage,
  permissionCodeOf,
} from '@printfloor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate.ts';
import type { AuthContext } from '../auth/context.ts';
import { hashSignedBody } from '../auth/open-access.ts';
import { userButtonCodes } from '../auth/permissions.ts';
import type { Tx } from '../db/client.ts';
import { inTenant, readInTenant } from '../db/context.ts';
import { AuthError, ValidationError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { clientIp } from './client-ip.ts';
import { envelope } from './envelope.ts';
import { translateValidation, zodErrorMap } from './i18n.ts';
import { serializerFor } from './serialize.ts';
import { tenantTimeZone } from './tenant-zone.ts';

/**
 * Who may call a route:
 *  - `public`: anyone (login, captcha, …);
 *  - `login`: any logged-in user — the self-service allow-list (userInfo, logout, menus of oneself…);
 *  - `permission` (default): the user must hold the route's code, e.g. `sysPos:page` (deny by default).
 */
export type Access = 'public' | 'login' | 'permission';

export interface HandlerContext<B, Q, P, A extends AuthContext | null> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  auth: A;
  lang: Language;
  ip: string;
  traceId: string;
  services: AppServices;
  /** The caller's display zone: their tenant's time zone (anonymous: the configured zone). */
  timeZone: string;
  /** Runs `fn` in a transaction limited to the caller's tenant (row-level security). */
  tenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Reads limited to the caller's tenant, without a transaction where possible (db/context.ts readInTenant). */
  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDef<
  BS extends z.ZodType | undefined,
  QS extends z.ZodType | undefined,
  PS extends z.ZodType | undefined,
  AC extends Access,
> {
  method: 'GET' | 'POST';
  /** `/api/{service}/{action}` with optional `:param` segments. */
  url: string;
  access?: AC;
  /** Overrides the route-derived permission code. */
  permission?: string;
  body?: BS;
  query?: QS;
  params?: PS;
  summary?: string;
  /** false: leave this call out of the operation log (reads, high-volume scans). */
  audit?: boolean;
  /** The handler sends the reply itself (files, bare values); no envelope. */
  raw?: boolean;
  /**
   * Acts on the whole installation (server info, caches, open access): on top of the button
   * code the caller must belong to the platform tenant, or 403.
   */
  platformOnly?: boolean;
  /**
   * A body limit of the route's own (instead of the server-wide 25 MB): a declared
   * Content-Length above it is refused before the body is read, and a chunked body that grows
   * past it is cut off; both answer `tooLarge()` (a message in the caller's language).
   */
  bodyLimit?: { bytes: number; tooLarge: () => Error };
  handler: (
    ctx: HandlerContext<Infer<BS>, Infer<QS>, Infer<PS>, AC extends 'public' ? AuthContext | null : AuthContext>,
  ) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
    /** Set by the route wrapper for the audit writer. */
    routeMeta?: { permission: string; access: Access; audit: boolean; service: string; action: string };
    resultCode?: number;
    resultMessage?: string;
    /** The zone date-times of this reply are written in (set once the caller is known). */
    timeZone?: string;
  }
  interface FastifyContextConfig {
    /** Set by addRoute; routes registered directly (Swagger login, live channel) may set `access`. */
    printfloor?: Partial<Omit<RouteInfo, 'method' | 'url' | 'kind' | 'params'>> & { access: Access };
  }
}

/** Renames incoming keys to the schema's spelling, ignoring case (admin-net-contract §2.1). */
function alignKeys(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema || !input || typeof input !== 'object' || Array.isArray(input)) return input;
  const shape = objectShape(schema);
  if (!shape) return input;
  const byLower = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const target = byLower.get(key.toLowerCase()) ?? key;
    if (!(target in out) || key === target) out[target] = value;
  }
  return out;
}

function objectShape(schema: z.ZodType): Record<string, unknown> | null {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return (schema as unknown as { shape: Record<string, unknown> }).shape;
  if (def.type === 'pipe') return objectShape(def.in as z.ZodType);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return objectShape(def.innerType as z.ZodType);
  return null;
}

/** The input guard's refusal as a field error in the caller's language (contract input-guard.ts). */
export function refuseInput(refusal: InputRefusal, path: string, lang: Language, what: string): ValidationError {
  const key = refusal === 'inputTooDeep' ? `inputTooDeep|{"max":${MAX_INPUT_DEPTH}}` : refusal;
  return new ValidationError({ [path || what]: [translateValidation(lang, key)] });
}

/**
 * Parses with messages in the caller's language; failure → ValidationError(field → messages).
 * The parsed value is checked once more by the input guard: a numeric string of a query or form
 * becomes a number only here (`z.coerce`), and no number beyond ±(2^53 − 1) may reach SQL.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, lang: Language, what = 'body'): z.output<S> {
  const result = schema.safeParse(alignKeys(schema, input), { error: zodErrorMap(lang) });
  if (result.success) {
    const bad = inspectInput(result.data);
    if (bad) throw refuseInput(bad.refusal, bad.path, lang, what);
    return result.data;
  }
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : what;
    const list = fields[key] ?? [];
    // Zod's integers end at ±(2^53 − 1): say so (rather than the schema's "not a whole number").
    const unsafe =
      (issue.code === 'too_big' && issue.maximum === Number.MAX_SAFE_INTEGER) ||
      (issue.code === 'too_small' && issue.minimum === Number.MIN_SAFE_INTEGER);
    const message = unsafe ? 'numberOutOfRange' : issue.message;
    list.push(translateValidation(lang, message));
    fields[key] = list;
  }
  throw new ValidationError(fields);
}

export { clientIp };

export interface RouteInfo {
  method: 'GET' | 'POST';
  url: string;
  /** `api`: through addRoute; `websocket`: an upgrade route; `bare`: registered directly (Swagger login and UI). */
  kind: 'api' | 'websocket' | 'bare';
  access: Access;
  permission: string;
  /** Also needs the platform tenant (RouteDef.platformOnly). */
  platformOnly: boolean;
  hasBody: boolean;
  raw: boolean;
  /** Left out of the OpenAPI document (schema.hide). */
  hidden: boolean;
  /** Names of the `:param` segments. */
  params: string[];
  /** Keys the body and query schemas declare (the route-wide suites send bad values in them). */
  bodyKeys: string[];
  queryKeys: string[];
}

/** Keyed by the HTTP server, which encapsulated plugin instances share with the root. */
const catalogues = new WeakMap<object, RouteInfo[]>();

/**
 * Every route registered on this server, by addRoute or directly by a plugin (the live channel, the
 * Swagger login and UI), for the route-wide test suites and the permission seeding checks.
 * Filled by trackRoutes, which buildApp installs before anything registers a route.
 */
export function routeCatalogue(app: FastifyInstance): RouteInfo[] {
  return catalogues.get(app.server) ?? [];
}

/** Records each route as it is registered (HEAD twins of GET routes are left out). */
export function trackRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST',
    );
    const declared = route.config?.printfloor;
    const schema = (route.schema ?? {}) as { hide?: boolean };
    const websocket = !!(route as { websocket?: boolean }).websocket;
    const list = catalogues.get(app.server) ?? [];
    for (const method of methods) {
      list.push({
        method,
        url: route.url,
        kind: websocket ? 'websocket' : declared?.permission !== undefined ? 'api' : 'bare',
        access: declared?.access ?? 'public',
        permission: declared?.permission ?? '',
        platformOnly: declared?.platformOnly ?? false,
        hasBody: declared?.hasBody ?? false,
        raw: declared?.raw ?? true,
        hidden: !!schema.hide,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
        bodyKeys: declared?.bodyKeys ?? [],
        queryKeys: declared?.queryKeys ?? [],
      });
    }
    catalogues.set(app.server, list);
  });
}

const keysOf = (schema: z.ZodType | undefined) => Object.keys((schema && objectShape(schema)) ?? {});

/** Registers one API route with authentication, deny-by-default permission, validation and the envelope. */
export function addRoute<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  PS extends z.ZodType | undefined = undefined,
  AC extends Access = 'permission',
>(app: FastifyInstance, services: AppServices, def: RouteDef<BS, QS, PS, AC>): void {
  const access: Access = def.access ?? 'permission';
  const permission = def.permission ?? permissionCodeOf(def.url.replace(/\/:[^/]+/g, ''));
  const [service = '', action = ''] = permission.split(':');
  const audit = def.audit ?? def.method === 'POST';
  app.route({
    method: def.method,
    url: def.url,
    config: {
      printfloor: {
        permission,
        access,
        platformOnly: !!def.platformOnly,
        hasBody: !!def.body,
        raw: !!def.raw,
        bodyKeys: keysOf(def.body),
        queryKeys: keysOf(def.query),
      },
    },
    // Known before the body is parsed, so a call refused by the parser or the input guard is logged too.
    onRequest: async (req) => {
      req.routeMeta = { permission, access, audit, service, action };
      // A declared body over the route's own limit is refused before it is read.
      if (def.bodyLimit && Number(req.headers['content-length'] ?? 0) > def.bodyLimit.bytes)
        throw def.bodyLimit.tooLarge();
    },
    // Open access v2 signs the body's bytes: hashed while the parser reads them.
    preParsing: hashSignedBody,
    ...(def.bodyLimit ? bodyLimitOptions(def.bodyLimit) : {}),
    schema: {
      summary: def.summary,
      tags: [service],
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(access !== 'public' ? { security: [{ bearer: [] }] } : {}),
      description:
        access === 'permission'
          ? `Permission: \`${permission}\`${def.platformOnly ? ' (platform tenant only)' : ''}`
          : access === 'login'
            ? 'Any logged-in user'
            : 'Anonymous',
    },
    handler: async (req, reply) => {
      const lang = req.lang;
      // A stale token on a public route (captcha, login) is ignored rather than refused.
      const auth =
        access === 'public'
          ? await authenticate(services, req, reply).catch((error: unknown) => {
              if (error instanceof AuthError) return null;
              throw error;
            })
          : await authenticate(services, req, reply);
      req.auth = auth;
      // Date-times are written in the caller's tenant zone (cached; http/tenant-zone.ts).
      const timeZone = auth ? await tenantTimeZone(services, auth.tenantId) : services.config.timeZone;
      req.timeZone = timeZone;
      if (timeZone !== services.config.timeZone) reply.serializer(serializerFor(timeZone));
      if (access !== 'public') {
        if (!auth) throw new AuthError(401);
        if (access === 'permission') {
          const codes = await userButtonCodes(services, auth);
          if (!codes.has(permission)) throw new AuthError(403);
        }
        if (def.platformOnly && auth.tenantKind !== 'system') throw new AuthError(403);
      }
      if (def.body && (req.body === undefined || req.body === null) && def.method === 'POST') {
        throw new ValidationError({ body: [translateValidation(lang, 'bodyRequired')] });
      }
      const body = def.body ? parseInput(def.body, req.body, lang) : undefined;
      const query = def.query ? parseInput(def.query, req.query ?? {}, lang, 'query') : undefined;
      const params = def.params ? parseInput(def.params, req.params ?? {}, lang, 'params') : undefined;
      const ctx: HandlerContext<unknown, unknown, unknown, AuthContext | null> = {
        req,
        reply,
        body,
        query,
        params,
        auth,
        lang,
        ip: clientIp(req),
        traceId: String(req.id),
        services,
        timeZone,
        tenant: (fn) => inTenant(services.db, auth ? auth.tenantId : null, fn),
        read: (fn) => readInTenant(services.db, auth ? auth.tenantId : null, fn),
      };
      const result = await def.handler(ctx as never);
      if (def.raw) return reply;
      req.resultCode = 200;
      return envelope(200, result === undefined ? null : result, '', timeZone);
    },
  });
}

/** Who makes a change, as the diff log records it: the caller, the URL and the trace id. */
export interface ChangeCaller {
  auth: AuthContext;
  url: string;
  traceId: string;
}

export type CommandDef<BS extends z.ZodType> = Omit<
  RouteDef<BS, undefined, undefined, 'permission'>,
  'method' | 'query' | 'params' | 'raw' | 'handler'
> & {
  run: (
    ctx: HandlerContext<Infer<BS>, undefined, undefined, AuthContext> & { caller: ChangeCaller },
  ) => Promise<unknown>;
};

/**
 * A POST route that changes data and answers null (Admin.NET's void actions: update, delete,
 * setStatus, grants…). `run` gets the handler context and `caller` for the diff log.
 */
export function addCommand<BS extends z.ZodType>(
  app: FastifyInstance,
  services: AppServices,
  def: CommandDef<BS>,
): void {
  const { run, ...route } = def;
  addRoute(app, services, {
    ...route,
    method: 'POST',
    handler: async (ctx) => {
      await run({ ...ctx, caller: { auth: ctx.auth, url: ctx.req.url, traceId: ctx.traceId } });
      return null;
    },
  });
}

function bodyLimitOptions(limit: NonNullable<RouteDef<undefined, undefined, undefined, Access>['bodyLimit']>) {
  return {
    bodyLimit: limit.bytes,
    // Thrown on to the server's error handler (the envelope), with the route's own message.
    errorHandler: (error: { code?: string }) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? limit.tooLarge() : error;
    },
  };
}

/** Reads the language of a request (Accept-Language, spec §7). */
export function requestLanguage(req: FastifyRequest): Language {
  const header = req.headers['accept-language'];
  return normalizeLanguage(Array.isArray(header) ? header[0] : header);
}

export { z };
