import { hashPassword } from '../../src/auth/password.ts';
import type { Tx } from '../../src/db/client.ts';
import { asPlatform } from '../../src/db/context.ts';
import { sysLoginAccount, sysUser } from '../../src/db/schema/index.ts';
import type { TestServer } from './server.ts';

/** The password of every account the suites add. */
export const TEST_PASSWORD = 'Secret#123';

export interface NewAccount {
  tenantId: number;
  account: string;
  realName?: string;
  /** 999 system admin, 777 plain user (default). */
  accountType?: number;
}

/** Inserts a user and its login-account row in `tx`; answers the user id. */
export async function insertAccount(tx: Tx, user: NewAccount): Promise<number> {
  const password = await hashPassword(TEST_PASSWORD);
  const [row] = await tx
    .insert(sysUser)
    .values({ accountType: 777, realName: user.account, ...user, password })
    .returning({ id: sysUser.id });
  if (!row) throw new Error(`user ${user.account} not inserted`);
  await tx.insert(sysLoginAccount).values({ account: user.account, tenantId: user.tenantId, userId: row.id });
  return row.id;
}

/** Adds a user that can log in (see insertAccount), as the platform. */
export function addAccount(server: TestServer, user: NewAccount): Promise<number> {
  return asPlatform(server.db, (tx) => insertAccount(tx, user));
}
