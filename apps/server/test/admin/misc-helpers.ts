import type { SQL } from 'drizzle-orm';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import type { TestServer } from '../helpers/server.ts';
import { en, serverSuite } from '../helpers/suite.ts';

/** Shared bits of the logs, server, cache, regions, open-access and third-party suites. */
export { en };

export interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  items: T[];
}

export function caller(server: TestServer, token: string) {
  return {
    post: <T = unknown>(url: string, body?: unknown) => server.call<T>('POST', url, { token, body, headers: en }),
    get: <T = unknown>(url: string, query?: Record<string, string>) =>
      server.call<T>('GET', url, { token, query, headers: en }),
  };
}

/** Field → messages of a validation answer. */
export function fieldErrors(message: string): Record<string, string[]> {
  return JSON.parse(message) as Record<string, string[]>;
}

/** Raw rows as the owner (assertions and fixtures on the database itself). */
export function dbRows<T>(server: TestServer, query: SQL): Promise<T[]> {
  return asPlatform(server.db, (tx) => queryRows<T>(tx, query));
}

/**
 * The server of these suites with sessions of the platform super administrator, the factory
 * administrator and the platform user `user1`, each as a caller.
 */
export function adminMiscSuite() {
  const suite = serverSuite({ superadmin: ['superadmin', 'admin'], factory: 'factory', user1: ['user1', 'admin'] });
  return {
    suite,
    superadmin: suite.caller('superadmin'),
    factory: suite.caller('factory'),
    user1: suite.caller('user1'),
  };
}
