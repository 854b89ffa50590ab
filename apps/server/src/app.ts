import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { ACCESS_TOKEN_HEADER, INVALID_TOKEN, inspectInput } from '@printfloor/contract';
import Fastify, { type FastifyBodyParser, type FastifyError, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { flushAuditWrites, writeExceptionLog, writeOperationLog } from './audit/audit-log.ts';
import { AuthError, BizError, ValidationError } from './errors.ts';
import { envelope } from './http/envelope.ts';
import { errorSentence, errorText, statusText, translateValidation } from './http/i18n.ts';
import { loggerOptions } from './http/log-redact.ts';
import { parseQueryString } from './http/query.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { refuseInput, requestLanguage, trackRoutes } from './http/route.ts';
import { createSerializer } from './http/serialize.ts';
import { registerModules } from './modules/index.ts';
import type { AppServices } from './services.ts';

/** Any structured-syntax `+json` media type (RFC 6839), e.g. application/json-patch+json. */
const JSON_SUFFIX_MEDIA_TYPE = /^[a-z0-9!#$&^_.-]+\/[a-z0-9!#$&^_.+-]+\+json(?:\s*;|$)/i;

/** Paths that belong to the API: never answered with the console's page. */
const API_PREFIXES = ['/api', '/hubs'];

export interface BuildOptions {
  logger?: boolean;
  /** Where the log goes (tests capture it); stdout by default. */
  logStream?: { write(line: string): void };
  /** Serve the built console from apps/web/dist when it exists. */
  serveWeb?: boolean;
}

/** Builds the HTTP server: conventions of docs/api-conventions.md, then every module's routes. */
export async function buildApp(services: AppServices, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: options.logger ? loggerOptions(config.logLevel, options.logStream) : false,
    genReqId: () => randomUUID().replace(/-/g, '').slice(0, 16),
    // Forwarded headers are believed only from our own proxies (loopback and private ranges).
    trustProxy: ['127.0.0.0/8', '::1', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
    bodyLimit: 25 * 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
  });

  // First: the route catalogue sees every route registered after this, by any plugin.
  trackRoutes(app);
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'zh-CN');

  // Validation happens in the route wrapper (localized messages); schemas only feed OpenAPI.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  const serialize = createSerializer(config.timeZone);
  app.setReplySerializer((payload) => serialize(payload));

  // JSON bodies: an empty body is "no body" rather than an error. Admin.NET's generated client
  // sends application/json-patch+json, others text/json or another */*+json: one parser for all.
  const parseJson: FastifyBodyParser<string> = (_req, text, done) => {
    const body = String(text ?? '');
    if (!body.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      const error = new Error('badJson') as FastifyError;
      error.statusCode = 400;
      error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(error, undefined);
    }
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'text/json'], { parseAs: 'string' }, parseJson);
  app.addContentTypeParser(JSON_SUFFIX_MEDIA_TYPE, { parseAs: 'string' }, parseJson);
  await app.register(formbody);
  // One gate for every parsed input of every route — JSON, forms, query strings, path
  // parameters: no NUL character (PostgreSQL refuses it in text), no number beyond ±(2^53 − 1),
  // no nesting deeper than MAX_INPUT_DEPTH (contract input-guard.ts).
  app.addHook('preValidation', async (req) => {
    for (const [what, value] of [
      ['body', req.body],
      ['query', req.query],
      ['params', req.params],
    ] as const) {
      const bad = inspectInput(value);
      if (bad) throw refuseInput(bad.refusal, bad.path, req.lang, what);
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    req.lang = requestLanguage(req);
    reply.header('Admin.NET', 'Admin.NET');
    reply.header(
      'Access-Control-Expose-Headers',
      `Content-Disposition,X-Pagination,${ACCESS_TOKEN_HEADER},x-access-token`,
    );
  });
  app.addHook('onResponse', async (req, reply) => writeOperationLog(services, req, reply));
  // Log writes run after the response; a graceful close waits for them.
  app.addHook('onClose', () => flushAuditWrites());
  await services.authCache.start(services.db);
  app.addHook('onClose', () => services.authCache.close());

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = req.lang ?? requestLanguage(req);
    const tz = req.timeZone ?? config.timeZone;
    if (error instanceof ValidationError) {
      req.resultCode = 400;
      req.refusedInput = true;
      req.resultMessage = JSON.stringify(error.fields);
      return reply.code(200).send(envelope(400, null, JSON.stringify(error.fields), tz, { fields: error.fields }));
    }
    if (error instanceof BizError) {
      // A refusal that hides a fault of ours (a reader failing on a file) keeps it in the server's log.
      if (error.cause) req.log.warn({ err: error.cause }, `${error.errorCode} with a cause`);
      const message = errorText(lang, error.errorCode, error.params);
      req.resultCode = error.status;
      req.resultMessage = message;
      if (error.status === 429)
        return reply.code(429).send({ code: 429, type: 'error', message, result: null, extras: null });
      const extras: Record<string, unknown> = { errorCode: error.errorCode };
      if (error.field) extras.fields = { [error.field]: [errorSentence(lang, error.errorCode, error.params)] };
      return reply.code(200).send(envelope(error.status, null, message, tz, extras));
    }
    if (error instanceof AuthError) {
      if (error.invalidToken) reply.header(ACCESS_TOKEN_HEADER, INVALID_TOKEN);
      req.resultCode = error.status;
      return reply.code(200).send(envelope(error.status, null, statusText(lang, error.status), tz));
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send({ code: 429, type: 'error', message: statusText(lang, 429), result: null, extras: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const key =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'badJson'
          : error.statusCode === 413
            ? 'tooLarge'
            : 'badRequest';
      const message = translateValidation(lang, key);
      req.resultCode = 400;
      req.resultMessage = message;
      return reply.code(200).send(envelope(400, null, message, tz));
    }
    req.log.error({ err: error, traceId: req.id }, 'unhandled error');
    writeExceptionLog(services, req, error);
    req.resultCode = 500;
    return reply
      .code(200)
      .send(envelope(500, null, statusText(lang, 500, { traceId: String(req.id) }), tz, { traceId: req.id }));
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PrintFloor API',
        version: '0.1.0',
        description: 'Admin.NET wire contract (docs/api-conventions.md)',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  await registerRateLimit(app);
  await registerModules(app, services);

  const serveWeb = options.serveWeb ?? true;
  if (serveWeb && existsSync(config.webDist)) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const lang = req.lang ?? requestLanguage(req);
    const path = req.url.split('?')[0] ?? '';
    // The console is a single-page app: unknown non-API paths get index.html.
    const apiPath = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (serveWeb && req.method === 'GET' && !apiPath && existsSync(config.webDist)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(envelope(404, null, statusText(lang, 404), config.timeZone));
  });
  return app;
}
