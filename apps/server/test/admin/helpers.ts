import { sql } from 'drizzle-orm';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import type { TestServer } from '../helpers/server.ts';
import { en } from '../helpers/suite.ts';

/** Shared bits of the users/roles/orgs/user-center suites. */
export { en };

export interface Page<T> {
  total: number;
  items: T[];
}

export interface UserItem {
  id: number;
  account: string;
  realName: string;
  orgId: number | null;
  status: number;
  tenantId: number;
  roleName: string | null;
  tenantName?: string;
}

export function post<T = unknown>(server: TestServer, token: string, url: string, body: unknown) {
  return server.call<T>('POST', url, { token, body, headers: en });
}

export function get<T = unknown>(server: TestServer, token: string, url: string) {
  return server.call<T>('GET', url, { token, headers: en });
}

/** Field → messages of a validation answer. */
export function fieldErrors(message: string): Record<string, string[]> {
  return JSON.parse(message) as Record<string, string[]>;
}

/** Raw rows as the platform (assertions on the database itself). */
export function rows<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return asPlatform(server.db, (tx) => queryRows<T>(tx, query));
}

export { sql };
