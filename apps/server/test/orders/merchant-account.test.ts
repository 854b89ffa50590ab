import { AccountType, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../src/seed/ids.ts';
import { login } from '../auth/auth-helpers.ts';
import { serverSuite } from '../helpers/suite.ts';

/**
 * The merchant's own accounts (menu merchantAccount): the member accounts (666) of the caller's
 * tenant, added with a password, edited, enabled / disabled, deleted and reset through user
 * management's services — never a user of another tenant, never another account type.
 */

interface Page<T> {
  total: number;
  items: T[];
}
type Account = Record<string, unknown> & { id: number; account: string };

const unique = () => `m${Math.random().toString(36).slice(2, 10)}`;

describe('merchant accounts', () => {
  const suite = serverSuite({
    merchant: ['merchant', 'merchant'],
    merchant2: ['merchant2', 'merchant'],
    factory: 'factory',
  });
  const m = () => suite.caller('merchant');
  const m2 = () => suite.caller('merchant2');

  const add = async (who: ReturnType<typeof m>, over: Record<string, unknown> = {}) => {
    const account = unique();
    const res = await who.post<number>('/api/merchantAccount/add', {
      account,
      password: 'Start123',
      realName: 'Ana Lima',
      phone: '13912345678',
      email: 'ana@example.com',
      ...over,
    });
    expect(res.body.message).toBe('');
    return { id: res.body.result, account };
  };
  const page = async (who: ReturnType<typeof m>, filters: Record<string, unknown> = {}) =>
    (await who.post<Page<Account>>('/api/merchantAccount/page', { page: 1, pageSize: 100, ...filters })).body.result;
  const canLogin = async (account: string, password: string) =>
    (await login(suite.server, account, { password, area: 'merchant' })).body;

  it('lists only the member accounts of the caller’s tenant, never a password', async () => {
    const own = await add(m());
    const other = await add(m2());
    const items = (await page(m())).items;
    const accounts = items.map((r) => r.account);
    expect(accounts).toContain('shopstaff');
    expect(accounts).toContain(own.account);
    expect(accounts).not.toContain(other.account);
    // The tenant admin (888) and other tenants' users are not merchant accounts of this page.
    expect(accounts).not.toContain('merchant');
    expect(accounts).not.toContain('merchant2');
    expect(accounts).not.toContain('factory');
    for (const row of items) {
      expect(row.tenantId).toBe(SEED.merchant.tenantId);
      expect(row).not.toHaveProperty('password');
    }
    const found = await m().get<Account>('/api/merchantAccount/detail', { id: String(own.id) });
    expect(found.body.result).toMatchObject({ account: own.account, realName: 'Ana Lima', status: 1 });
    expect(found.body.result).not.toHaveProperty('password');
    expect((await page(m(), { account: own.account })).total).toBe(1);
    // merchant2 sees its own account and not merchant's.
    const theirs = (await page(m2())).items.map((r) => r.account);
    expect(theirs).toEqual([other.account]);
  });

  it('adds a member account that logs into the merchant area with its password', async () => {
    const { id, account } = await add(m(), { accountType: AccountType.SuperAdmin });
    const res = await canLogin(account, 'Start123');
    expect(res.message).toBe('');
    expect(res.code).toBe(200);
    const token = res.result.accessToken;
    const info = await suite.call<{ account: string; accountType: number }>('GET', '/api/sysAuth/userInfo', token);
    // The sent account type is ignored: a merchant creates members only.
    expect(info.body.result).toMatchObject({ account, accountType: AccountType.Member });
    expect((await m().get<Account>('/api/merchantAccount/detail', { id: String(id) })).body.result?.accountType).toBe(
      AccountType.Member,
    );
    // Account names are unique across tenants: merchant2 cannot take it, nor the factory's.
    const taken = await m2().post('/api/merchantAccount/add', { account, password: 'Start123', realName: 'X' });
    expect(taken.body.message).toBe(`[D1003] ${ERROR_MESSAGES.D1003.en}`);
    const factoryName = await m().post('/api/merchantAccount/add', {
      account: 'factory',
      password: 'Start123',
      realName: 'X',
    });
    expect(factoryName.body.code).toBe(400);
  });

  it('edits the merchant’s fields only; the account type cannot be raised', async () => {
    const { id, account } = await add(m());
    const res = await m().post('/api/merchantAccount/update', {
      id,
      realName: 'Bia Costa',
      remark: 'night shift',
      accountType: AccountType.SysAdmin,
    });
    expect(res.body.message).toBe('');
    const row = (await m().get<Account>('/api/merchantAccount/detail', { id: String(id) })).body.result;
    expect(row).toMatchObject({
      account,
      realName: 'Bia Costa',
      remark: 'night shift',
      phone: '13912345678',
      accountType: AccountType.Member,
    });
    // Renamed: the new name logs in, the old one no longer exists.
    const renamed = unique();
    expect((await m().post('/api/merchantAccount/update', { id, account: renamed })).body.message).toBe('');
    expect((await canLogin(renamed, 'Start123')).code).toBe(200);
    expect((await canLogin(account, 'Start123')).code).not.toBe(200);
  });

  it('resets the password: the generated one works, the old one fails, sessions end', async () => {
    const { id, account } = await add(m());
    const before = await canLogin(account, 'Start123');
    expect(before.code).toBe(200);
    const reset = await m().post<string>('/api/merchantAccount/resetPwd', { id });
    expect(reset.body.message).toBe('');
    const fresh = reset.body.result;
    expect(fresh).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await canLogin(account, 'Start123')).code).not.toBe(200);
    expect((await canLogin(account, fresh)).code).toBe(200);
    const old = await suite.call('GET', '/api/sysAuth/userInfo', before.result.accessToken);
    expect(old.body.code).toBe(401);
  });

  it('disabling blocks login and ends sessions; enabling lets the account in again', async () => {
    const { id, account } = await add(m());
    const session = (await canLogin(account, 'Start123')).result.accessToken;
    expect((await m().post('/api/merchantAccount/setStatus', { id, status: 2 })).body.message).toBe('');
    expect((await suite.call('GET', '/api/sysAuth/userInfo', session)).body.code).toBe(401);
    const refused = await canLogin(account, 'Start123');
    expect(refused.message).toBe(`[D1017] ${ERROR_MESSAGES.D1017.en}`);
    expect((await page(m(), { account, status: 2 })).total).toBe(1);
    expect((await m().post('/api/merchantAccount/setStatus', { id, status: 1 })).body.message).toBe('');
    expect((await canLogin(account, 'Start123')).code).toBe(200);
  });

  it('deletes (one or a batch): the account no longer logs in and its name is free again', async () => {
    const a = await add(m());
    const b = await add(m());
    const c = await add(m());
    expect((await m().post('/api/merchantAccount/delete', { id: a.id })).body.message).toBe('');
    expect((await canLogin(a.account, 'Start123')).code).not.toBe(200);
    const batch = await m().post<number>('/api/merchantAccount/batchDelete', [b.id, c.id]);
    expect(batch.body.result).toBe(2);
    const left = (await page(m())).items.map((r) => r.account);
    expect(left).not.toContain(b.account);
    expect(left).not.toContain(c.account);
    expect((await m().get('/api/merchantAccount/detail', { id: String(a.id) })).body.result).toBeNull();
    // The freed name can be taken by another tenant.
    const again = await m2().post('/api/merchantAccount/add', {
      account: a.account,
      password: 'Start123',
      realName: 'Z',
    });
    expect(again.body.message).toBe('');
  });

  it("refuses every call on another tenant's users and on non-member accounts", async () => {
    const theirs = await add(m2());
    const targets = [
      theirs.id, // merchant2's member
      SEED.merchant2.users.merchant2, // merchant2's admin
      SEED.factory.users.factory, // the factory's admin
      SEED.factory.users.operator,
      SEED.merchant.users.merchant, // the caller's own tenant admin (888): not a merchant account
    ];
    const notFound = `[D1002] ${ERROR_MESSAGES.D1002.en}`;
    for (const id of targets) {
      expect((await m().get('/api/merchantAccount/detail', { id: String(id) })).body.result).toBeNull();
      const calls = [
        ['/api/merchantAccount/update', { id, realName: 'Hacked' }],
        ['/api/merchantAccount/setStatus', { id, status: 2 }],
        ['/api/merchantAccount/resetPwd', { id }],
        ['/api/merchantAccount/delete', { id }],
        ['/api/merchantAccount/batchDelete', [id]],
      ] as const;
      for (const [url, body] of calls) {
        const res = await m().post(url, body);
        // The caller's own id is refused before the lookup (D1001 delete yourself, D1026 disable yourself).
        if (id === SEED.merchant.users.merchant && !url.endsWith('update') && !url.endsWith('resetPwd'))
          expect(res.body.code).toBe(400);
        else expect(res.body.message, `${url} ${id}`).toBe(notFound);
      }
    }
    // Nothing changed: merchant2's member still logs in with its password, unchanged.
    expect((await canLogin(theirs.account, 'Start123')).code).toBe(200);
    const row = (await m2().get<Account>('/api/merchantAccount/detail', { id: String(theirs.id) })).body.result;
    expect(row).toMatchObject({ realName: 'Ana Lima', status: 1 });
    // A batch with one foreign id deletes nothing.
    const mine = await add(m());
    expect((await m().post('/api/merchantAccount/batchDelete', [mine.id, theirs.id])).body.message).toBe(notFound);
    expect((await m().get('/api/merchantAccount/detail', { id: String(mine.id) })).body.result).not.toBeNull();
  });

  it('answers bad account names and passwords in the requested language', async () => {
    const bad = { account: '1abc', password: '123', realName: 'X' };
    for (const lang of ['en', 'zh-CN', 'pt-BR', 'zh-TW'] as const) {
      const res = await suite.server.call('POST', '/api/merchantAccount/add', {
        token: suite.merchant,
        body: bad,
        headers: { 'accept-language': lang },
      });
      expect(res.body.code).toBe(400);
      const fields = JSON.parse(res.body.message) as Record<string, string[]>;
      expect(fields.account).toContain(VALIDATION_MESSAGES.accountInvalid[lang]);
      expect(fields.password).toContain(VALIDATION_MESSAGES.passwordInvalid[lang]);
    }
    const long = await m().post('/api/merchantAccount/add', {
      account: 'abcdefghijklmnopq',
      password: '12345678901234567',
      realName: 'X',
      phone: '123',
    });
    const fields = JSON.parse(long.body.message) as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(['account', 'password', 'phone']);
    const missing = await m().post('/api/merchantAccount/add', { account: unique(), realName: 'X' });
    expect(JSON.parse(missing.body.message).password).toBeDefined();
  });

  it('is denied without the codes: the factory and a member without the menu', async () => {
    expect((await suite.caller('factory').post('/api/merchantAccount/page', { page: 1 })).body.code).toBe(403);
    const staff = await suite.server.tokenFor('shopstaff', 'merchant');
    expect((await suite.call('POST', '/api/merchantAccount/page', staff, { page: 1 })).body.code).toBe(403);
    expect((await suite.call('POST', '/api/merchantAccount/add', staff, {})).body.code).toBe(403);
  });
});
