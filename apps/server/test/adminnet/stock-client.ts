import { sql } from 'drizzle-orm';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import type { TestServer } from '../helpers/server.ts';

/**
 * Requests exactly as Admin.NET's stock web client (`zuohuaijun/Admin.NET` Web/, admin.net 2.4.33,
 * commit 7cf3dfdb) builds them, derived by reading its source — nothing of it is copied here:
 *  - Web/src/api-services/apis/*.ts (swagger-codegen typescript-axios): every JSON POST sets
 *    `Content-Type: application/json-patch+json` and sends `JSON.stringify(body ?? {})` (so keys
 *    whose value is undefined disappear); POSTs without a body parameter send no body and no
 *    content type; GET parameters go through URLSearchParams under the generator's spelling
 *    (`Id`, `Name`, `DictTypeId`, …), only when defined.
 *  - Web/src/utils/axios-utils.ts: `Authorization: Bearer <access-token>`, `Accept-Language`
 *    from themeConfig.globalI18n (`zh-cn` by default); the answer is an error when HTTP ≥ 400,
 *    when it has `errors`, or when `code` is present and not 200.
 *  - axios 1.x adds `Accept: application/json, text/plain, *\/*`.
 */

/** Admin.NET's published SM2 key pair (Admin.NET.Application/Configuration/App.json, Cryptogram):
 *  its client hard-codes the public key, so a server must hold this pair to accept the stock login. */
export const ADMIN_NET_SM2 = {
  publicKey:
    '0484C7466D950E120E5ECE5DD85D0C90EAA85081A3A2BD7C57AE6DC822EFCCBD66620C67B0103FC8DD280E36C3B282977B722AAEC3C56518EDCEBAFB72C5A05312',
  privateKey: '8EDB615B1D48B8BE188FC0F18EC08A41DF50EA731FA28BF409E6552809E3A111',
};

export const JSON_PATCH = 'application/json-patch+json';

export interface StockCall {
  method: 'GET' | 'POST';
  path: string;
  /** GET parameters in the generator's spelling; undefined values are left out like the generator does. */
  query?: Record<string, string | number | boolean | undefined>;
  /** A JSON body (POST with a body parameter); `undefined` = the call has no body parameter. */
  body?: unknown;
}

export interface StockAnswer<T = unknown> {
  status: number;
  headers: Record<string, unknown>;
  body: { code?: number; message?: unknown; result: T; errors?: unknown };
  /** The request as sent (for failure messages). */
  sent: { url: string; headers: Record<string, string>; payload?: string };
}

/** The stock client's session: its access token and UI language. */
export class StockClient {
  accessToken: string | null = null;
  refreshToken: string | null = null;
  constructor(
    readonly server: TestServer,
    readonly language = 'zh-cn',
    readonly ip = '10.77.0.1',
  ) {}

  /** Sends one call as the generated API code does; returns the raw answer. */
  async send<T = unknown>(call: StockCall): Promise<StockAnswer<T>> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) query.set(key, String(value));
    }
    const url = call.path + (query.size ? `?${query}` : '');
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      'accept-language': this.language,
      'x-real-ip': this.ip,
    };
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    let payload: string | undefined;
    if (call.method === 'POST' && call.body !== undefined) {
      headers['content-type'] = JSON_PATCH;
      payload = JSON.stringify(call.body);
    }
    if (this.server.db.kind === 'pg') await this.server.services.authCache.settle(this.server.db);
    const res = await this.server.app.inject({ method: call.method, url, headers, payload });
    const accessHeader = res.headers['access-token'];
    const refreshHeader = res.headers['x-access-token'];
    if (typeof accessHeader === 'string' && typeof refreshHeader === 'string' && accessHeader !== 'invalid_token') {
      this.accessToken = accessHeader;
      this.refreshToken = refreshHeader;
    }
    let body: StockAnswer<T>['body'];
    try {
      body = res.json();
    } catch {
      body = { result: res.body as T };
    }
    return { status: res.statusCode, headers: res.headers, body, sent: { url, headers, payload } };
  }

  /** Sends a call and fails like axios-utils.ts would (toast + reject) unless the answer is a success. */
  async ok<T = unknown>(call: StockCall): Promise<T> {
    const answer = await this.send<T>(call);
    const { status, body } = answer;
    const failed = status >= 400 || body.errors || (body.code !== undefined && body.code !== 200);
    if (failed) {
      throw new Error(
        `${call.method} ${answer.sent.url} ${answer.sent.payload ?? ''} → HTTP ${status} ${JSON.stringify(body).slice(0, 400)}`,
      );
    }
    return body.result;
  }
}

/** The answer of a fresh captcha, read from the table as only a human could. */
export async function captchaAnswer(server: TestServer, id: string): Promise<string> {
  const [row] = await asPlatform(server.db, (tx) =>
    queryRows<{ answer: string }>(tx, sql`select answer from sys_captcha where id = ${id}`),
  );
  if (!row) throw new Error('captcha not stored');
  return row.answer;
}
