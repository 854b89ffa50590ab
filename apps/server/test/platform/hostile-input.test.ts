import { randomUUID } from 'node:crypto';
import { MAX_INPUT_DEPTH } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushAuditWrites, writeExceptionLog } from '../../src/audit/audit-log.ts';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { routeCatalogue } from '../../src/http/route.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * "No 500 on any input" (issue 11 point 5), tried on every registered route as an attacker
 * would: a NUL character in every string of a body and of a query string, numbers beyond any
 * column in every numeric parameter the OpenAPI document names, and a body nested 10,000 levels
 * deep. Each must be refused by the input gate with a 400 in the caller's language — before the
 * database ever sees it (no exception-log row) — and each refusal must leave its operation-log row.
 */

const HUGE = '99999999999999999999999';

function concrete(url: string): string {
  return url.replace(/:[^/]+/g, 'x');
}

function deepBody(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
};

function isNumeric(s: Schema | undefined): boolean {
  if (!s) return false;
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('number') || types.includes('integer')) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(isNumeric) || isNumeric(s.items);
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: Schema }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

/** The numeric query parameters and body properties of each route, from the OpenAPI document. */
function numericInputs(doc: OpenApi, method: string, url: string): { query: string[]; body: string[] } {
  const path = url.replace(/:([^/]+)/g, '{$1}');
  const op = doc.paths[path]?.[method.toLowerCase()];
  const query = (op?.parameters ?? []).filter((p) => p.in === 'query' && isNumeric(p.schema)).map((p) => p.name);
  const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
  const props = bodySchema?.properties ?? {};
  const body = Object.entries(props)
    .filter(([, s]) => isNumeric(s))
    .map(([k]) => k);
  return { query, body };
}

describe('hostile input on every endpoint', () => {
  let server: TestServer;
  let token: string;
  let tokens: string[];
  beforeAll(async () => {
    server = await createTestServer();
    token = await server.tokenFor('superadmin', 'admin');
    tokens = [token, await server.tokenFor('factory', 'factory'), await server.tokenFor('merchant', 'merchant')];
  });
  afterAll(() => server.close());

  it('refuses NUL characters, out-of-range numbers and deep nesting with a 400, and logs each refusal', {
    timeout: 300_000,
  }, async () => {
    const doc = server.app.swagger() as unknown as OpenApi;
    const failures: string[] = [];
    const expected = new Map<string, string>();
    const probe = async (
      label: string,
      method: 'GET' | 'POST',
      url: string,
      opts: { body?: unknown; query?: Record<string, string>; raw?: string },
    ) => {
      // Validation follows the permission check: the first caller who may call the route.
      let res!: Awaited<ReturnType<typeof server.app.inject>>;
      let body: { code?: number; message?: string } = {};
      let marker = '';
      for (const token of tokens) {
        marker = randomUUID().slice(0, 8);
        const sep = url.includes('?') ? '&' : '?';
        res = await server.app.inject({
          method,
          url: `${url}${sep}hostile=${marker}`,
          query: opts.query,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-language': 'en',
            ...(opts.raw !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(opts.raw !== undefined
            ? { payload: opts.raw }
            : opts.body !== undefined
              ? { payload: opts.body as never }
              : {}),
        });
        try {
          body = res.json();
        } catch {
          body = {};
        }
        if (body.code !== 403) break;
      }
      if (res.statusCode >= 500 || body.code === 500) failures.push(`${label}: ${method} ${url} → 500`);
      else if (body.code !== 400 || !body.message)
        failures.push(`${label}: ${method} ${url} → ${res.statusCode}/${body.code}`);
      else expected.set(marker, `${label}: ${method} ${url} (${body.message})`);
      return body;
    };

    let nulMessage = '';
    // The API routes (addRoute); the catalogue also lists the live channel and the Swagger login and UI.
    for (const r of routeCatalogue(server.app).filter((x) => x.kind === 'api')) {
      const url = concrete(r.url);
      const numeric = numericInputs(doc, r.method, r.url);
      if (r.method === 'GET') {
        const nul = await probe('NUL in query', 'GET', url, { query: { name: 'a\u0000b', code: '\u0000' } });
        nulMessage ||= nul.message ?? '';
        for (const key of numeric.query) await probe(`${key}=${HUGE}`, 'GET', url, { query: { [key]: HUGE } });
      } else {
        await probe('NUL in body', 'POST', url, {
          body: { name: 'a\u0000b', code: 'x', nested: { note: ['ok', 'b\u0000'] } },
        });
        await probe('NUL in a key', 'POST', url, { body: { 'na\u0000me': 'x' } });
        await probe('NUL in query', 'POST', url, { body: {}, query: { name: 'a\u0000b' } });
        for (const key of numeric.body) await probe(`${key}: ${HUGE}`, 'POST', url, { raw: `{"${key}":${HUGE}}` });
        for (const key of numeric.query)
          await probe(`${key}=${HUGE}`, 'POST', url, { body: {}, query: { [key]: HUGE } });
        await probe('10,000 levels', 'POST', url, { raw: deepBody(10_000) });
      }
    }
    expect(failures).toEqual([]);
    expect(nulMessage).toContain('NUL');

    await flushAuditWrites();
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ url: string; code: number }>(
        tx,
        sql`select request_url as url, result_code as code from sys_log_op where request_url like '%hostile=%'`,
      ),
    );
    const logged = new Set(rows.map((r) => /hostile=([0-9a-f]{8})/.exec(r.url)?.[1]));
    const missing = [...expected].filter(([marker]) => !logged.has(marker)).map(([, what]) => what);
    expect(missing).toEqual([]);
    expect(rows.every((r) => r.code === 400)).toBe(true);
    // Refused at the gate: nothing reached the database and failed there.
    const exceptions = await asPlatform(server.db, (tx) =>
      queryRows<{ url: string; message: string }>(
        tx,
        sql`select request_url as url, message from sys_log_ex where request_url like '%hostile=%'`,
      ),
    );
    expect(exceptions).toEqual([]);
  });

  it('answers the refusals in the caller language and names the field', async () => {
    const zh = await server.call('POST', '/api/sysDictType/page', {
      token,
      body: { name: 'a\u0000' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.code).toBe(400);
    expect(JSON.parse(zh.body.message)).toEqual({ name: ['不能包含空字符（\\u0000）'] });
    const deep = await server.app.inject({
      method: 'POST',
      url: '/api/sysDictType/page',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt-BR', 'content-type': 'application/json' },
      payload: deepBody(MAX_INPUT_DEPTH + 1),
    });
    expect(deep.json().code).toBe(400);
    expect(deep.json().message).toContain(`no máximo ${MAX_INPUT_DEPTH} níveis`);
    // Nesting up to the limit is fine (the gate refuses only deeper bodies).
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/sysDictType/page',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ page: 1, extra: JSON.parse(deepBody(MAX_INPUT_DEPTH - 2)) }),
    });
    expect(ok.json().code).toBe(200);
    const en = await server.call('GET', '/api/sysDictType/list', {
      token,
      query: { status: HUGE },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.code).toBe(400);
    expect(en.body.message).toContain('out of the allowed range');
    // Within JavaScript's safe range but beyond the int4 column: refused by the filter schema.
    const int4 = await server.call('GET', '/api/sysDictType/list', { token, query: { status: '2147483648' } });
    expect(int4.body.code).toBe(400);
    // A form body (swagger login) with a NUL: refused as well.
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/swagger/submitUrl',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'UserName=superadmin%00&Password=x',
    });
    expect(form.json().code).toBe(400);
  });

  it('keeps the exception log writable when what it logs carries a NUL character', async () => {
    // A real request object of a real Fastify server, failing with a database-style message that
    // quotes the offending value (drizzle's "Failed query … params: …").
    const probe = Fastify();
    const marker = randomUUID();
    probe.get('/fail', async (req) => {
      writeExceptionLog(server.services, req, new Error(`Failed query: select $1\nparams: a\u0000b ${marker}`));
      return 'logged';
    });
    await probe.inject({ method: 'GET', url: '/fail?q=x', headers: { 'user-agent': 'probe' } });
    await probe.close();
    await flushAuditWrites();
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ message: string }>(tx, sql`select message from sys_log_ex where message like ${`%${marker}%`}`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toContain('a\uFFFDb');
  });
});
