import type { Area } from '@printfloor/contract';
import { afterAll, beforeAll } from 'vitest';
import { type CallResult, createTestServer, type TestServer } from './server.ts';

/** English answers, so that suites can compare messages. */
export const en = { 'accept-language': 'en' };

/** Building a migrated and seeded database can take minutes on a loaded machine. */
export const SETUP_TIMEOUT = 300_000;

/** The sessions a suite opens: name → seeded account (in the factory area) or [account, area]. */
export type SuiteAccounts = Record<string, string | readonly [account: string, area: Area]>;

export type ServerSuite<A extends SuiteAccounts> = {
  /** The suite's server (started before its tests). */
  readonly server: TestServer;
  /** Calls the API in English as the holder of `token`. */
  call<T = unknown>(method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<CallResult<T>>;
  /** Calls in English as the session `name`, read at call time: `suite.caller('factory').post(url, body)`. */
  caller(name: keyof A & string): Caller;
  /** Opens a new session for `name` (after a test ended the old one). */
  renew(name: keyof A & string): Promise<void>;
} & { readonly [K in keyof A]: string };

export interface Caller {
  post<T = unknown>(url: string, body?: unknown): Promise<CallResult<T>>;
  get<T = unknown>(url: string, query?: Record<string, string>): Promise<CallResult<T>>;
}

export interface SuiteOptions {
  /** Runs on the started server before the sessions are opened (grants, fixtures). */
  setup?: (server: TestServer) => Promise<unknown>;
  /** Options of createTestServer. */
  server?: Parameters<typeof createTestServer>[0];
  timeout?: number;
}

/**
 * One test server for the suite it is called in (describe): started and seeded before its tests,
 * with a session (bearer token) per entry of `accounts`, closed after them. Read the server and the
 * tokens in tests and hooks (`suite.server`, `suite.factory`), not when the suite is declared.
 */
export function serverSuite<const A extends SuiteAccounts>(accounts: A, options: SuiteOptions = {}): ServerSuite<A> {
  let server: TestServer | undefined;
  const tokens = new Map<string, string>();
  const timeout = options.timeout ?? SETUP_TIMEOUT;
  beforeAll(async () => {
    server = await createTestServer(options.server);
    await options.setup?.(server);
    for (const name of Object.keys(accounts)) await renew(name);
  }, timeout);
  afterAll(() => server?.close(), timeout);

  const started = (): TestServer => {
    if (!server) throw new Error('the suite server is not started (read it inside tests and hooks)');
    return server;
  };
  const tokenOf = (name: string) => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`no session ${name} (read it inside tests and hooks)`);
    return value;
  };
  const renew = async (name: string) => {
    const who = accounts[name];
    if (who === undefined) throw new Error(`no account ${name} in the suite`);
    const [account, area] = typeof who === 'string' ? [who, 'factory' as const] : who;
    tokens.set(name, await started().tokenFor(account, area));
  };
  const suite = {
    get server() {
      return started();
    },
    call: <T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
      started().call<T>(method, url, { token, body, headers: en }),
    renew,
    caller: (name: string): Caller => ({
      post: (url, body) => started().call('POST', url, { token: tokenOf(name), body, headers: en }),
      get: (url, query) => started().call('GET', url, { token: tokenOf(name), query, headers: en }),
    }),
  };
  for (const name of Object.keys(accounts)) Object.defineProperty(suite, name, { get: () => tokenOf(name) });
  return suite as ServerSuite<A>;
}
