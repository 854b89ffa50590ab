import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../src/db/client.ts';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { BizError } from '../../src/errors.ts';
import { checkLedger, codeOf, type LedgerActor, postLedger } from '../../src/resources/ledger.ts';
import { systemActor } from '../../src/resources/system-transitions.ts';
import { ISSUE, fxStockLedger as ledger, RECEIPT } from '../fixtures/ledger/stock.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/server.ts';
import { SETUP_TIMEOUT } from '../helpers/suite.ts';

/**
 * Ledgers (issue 34 item 4): the append-only shape stock and money are kept in, proven on the fixture
 * ledger of test/fixtures/ledger (a migration's two tables and `pf_ledger()`, a contract declaration) —
 * balances equal to their entries' sums after every post, concurrent ones included; a post that would
 * take a guarded balance below zero refused whole; entries that no role can change; bad amounts refused
 * with their rule; and a check that finds a balance that is not its sum.
 */
describe('ledgers: append-only entries, balances kept by the database', () => {
  let test: TestDatabase;
  let db: Database;
  const A = 7001;
  const B = 7002;
  const user = (tenantId: number): LedgerActor => ({ kind: 'user', tenantId, userId: 42, realName: 'Auditor' });

  beforeAll(async () => {
    test = await createTestDatabase('migrated');
    db = test.db;
    const fixture = readFileSync(path.join(import.meta.dirname, '../fixtures/ledger/stock.sql'), 'utf8');
    await db.withConnection((exec) => exec(fixture));
  }, SETUP_TIMEOUT);
  afterAll(() => test?.drop());

  const post = (
    tenantId: number,
    lines: [number, string, string, string?][],
    opts: { reason?: number; allowNegative?: boolean; doc?: number } = {},
  ) =>
    inTenant(db, tenantId, (tx) =>
      postLedger(tx, user(tenantId), ledger, {
        reason: opts.reason ?? RECEIPT,
        doc: { type: 'fxDoc', id: opts.doc ?? 1 },
        lines: lines.map(([item, bin, quantity, value], i) => ({
          keys: { item, bin },
          amounts: { quantity, ...(value === undefined ? {} : { value }) },
          docLine: i + 1,
        })),
        allowNegative: opts.allowNegative,
        describe: (k) => `item ${k.item} in ${k.bin}`,
        lang: 'en',
      }),
    );
  const balance = async (tenantId: number, item: number, bin: string) =>
    (
      await inTenant(db, tenantId, (tx) =>
        queryRows<{ quantity: string; value: string; entry_count: string }>(
          tx,
          sql`select quantity::text, value::text, entry_count::text from fx_stock_balance where item_id = ${item} and bin = ${bin}`,
        ),
      )
    )[0];
  const entryCount = async () =>
    Number(
      (
        await asPlatform(db, (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from fx_stock_entry`))
      )[0]?.n,
    );
  const check = () => asPlatform(db, (tx) => checkLedger(tx, ledger));
  const refusal = async (p: Promise<unknown>) => {
    const error = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BizError);
    return error as BizError;
  };

  it('posts the entries and their balances in one statement, with who and why, and emits the post in the same transaction', async () => {
    const ids = await post(A, [
      [1, 'A-01', '10', '100.50'],
      [1, 'A-01', '2.5'],
      [2, 'A-02', '4'],
    ]);
    expect(ids).toHaveLength(3);
    expect(await balance(A, 1, 'A-01')).toEqual({ quantity: '12.5000', value: '100.50', entry_count: '2' });
    await post(A, [[1, 'A-01', '-0.5', '-4']], { reason: ISSUE, doc: 2 });
    expect(await balance(A, 1, 'A-01')).toMatchObject({ quantity: '12.0000', value: '96.50', entry_count: '3' });
    const [first] = await inTenant(db, A, (tx) =>
      queryRows<Record<string, unknown>>(
        tx,
        sql`select doc_type, doc_id::int, doc_line::int, reason, actor_kind, actor_user_id::int, actor_name
              from fx_stock_entry where id = ${ids[0]}`,
      ),
    );
    expect(first).toEqual({
      doc_type: 'fxDoc',
      doc_id: 1,
      doc_line: 1,
      reason: RECEIPT,
      actor_kind: 'user',
      actor_user_id: 42,
      actor_name: 'Auditor',
    });
    const events = await asPlatform(db, (tx) =>
      queryRows<{ tenant_id: string; type: string; aggregate_id: string; payload: Record<string, unknown> }>(
        tx,
        sql`select tenant_id::text, type, aggregate_id::text, payload from sys_event where type = 'fxStock.posted' order by id`,
      ),
    );
    expect(events.map((e) => [e.tenant_id, e.aggregate_id])).toEqual([
      [String(A), '1'],
      [String(A), '2'],
    ]);
    expect(events[0]?.payload).toMatchObject({
      reason: RECEIPT,
      doc: { type: 'fxDoc', id: 1 },
      entryIds: ids,
      by: { kind: 'user', userId: 42, realName: 'Auditor' },
      lines: [
        { keys: { item: 1, bin: 'A-01' }, amounts: { quantity: '10', value: '100.50' }, docLine: 1 },
        { keys: { item: 1, bin: 'A-01' }, amounts: { quantity: '2.5' }, docLine: 2 },
        { keys: { item: 2, bin: 'A-02' }, amounts: { quantity: '4' }, docLine: 3 },
      ],
    });
    // A system actor (a listener reacting to an event) posts the same way, its cause recorded.
    await inTenant(db, A, (tx) =>
      postLedger(tx, systemActor('fx', A, { type: 'order.shipped', id: 99 }), ledger, {
        reason: ISSUE,
        doc: { type: 'fxShipment', id: 3 },
        lines: [{ keys: { item: 2, bin: 'A-02' }, amounts: { quantity: '-1' } }],
      }),
    );
    const [bySystem] = await asPlatform(db, (tx) =>
      queryRows<Record<string, unknown>>(
        tx,
        sql`select actor_kind, actor_domain, cause_event_id::int from fx_stock_entry where doc_type = 'fxShipment'`,
      ),
    );
    expect(bySystem).toEqual({ actor_kind: 'system', actor_domain: 'fx', cause_event_id: 99 });
    expect(await check()).toEqual([]);
  });

  it('refuses, whole, a post that would take a guarded balance below zero; a tenant setting may allow it', async () => {
    await post(A, [[10, 'B-01', '3', '30']]);
    const before = await entryCount();
    // The first line alone is fine; the second would leave -2: nothing of the post is kept.
    const short = await refusal(
      post(
        A,
        [
          [11, 'B-02', '5'],
          [10, 'B-01', '-5', '-50'],
        ],
        { reason: ISSUE },
      ),
    );
    expect(short.errorCode).toBe('R0101');
    expect(short.params).toEqual({ what: 'item 10 in B-01', balance: '-2' });
    expect(await entryCount()).toBe(before);
    expect(await balance(A, 10, 'B-01')).toMatchObject({ quantity: '3.0000', entry_count: '1' });
    expect(await balance(A, 11, 'B-02')).toBeUndefined();
    // A value (declared `negative: 'allow'`) may go below zero on its own.
    await post(A, [[10, 'B-01', '0', '-80']], { reason: ISSUE });
    expect(await balance(A, 10, 'B-01')).toMatchObject({ quantity: '3.0000', value: '-50.00' });
    // Allowed by the post: the balance goes below zero, and a receipt into it is not refused for staying there.
    await post(A, [[10, 'B-01', '-5']], { reason: ISSUE, allowNegative: true });
    expect(await balance(A, 10, 'B-01')).toMatchObject({ quantity: '-2.0000' });
    await post(A, [[10, 'B-01', '1']]);
    expect(await balance(A, 10, 'B-01')).toMatchObject({ quantity: '-1.0000' });
    expect((await refusal(post(A, [[10, 'B-01', '-1']], { reason: ISSUE }))).params).toMatchObject({ balance: '-2' });
    expect(await check()).toEqual([]);
  });

  it('never changes an entry: the application may only insert, and the database refuses the owner too', async () => {
    await post(A, [[20, 'C-01', '1']]);
    const denied = (p: Promise<unknown>) =>
      p.then(
        () => 'done',
        (e: unknown) => codeOf(e) ?? String(e),
      );
    // The application role, in its own tenant: not granted.
    expect(await denied(inTenant(db, A, (tx) => tx.execute(sql`update fx_stock_entry set quantity = 5`)))).toBe(
      '42501',
    );
    expect(await denied(inTenant(db, A, (tx) => tx.execute(sql`delete from fx_stock_entry`)))).toBe('42501');
    expect(
      await denied(inTenant(db, A, (tx) => tx.execute(sql`update fx_stock_balance set quantity = quantity + 1`))),
    ).toBe('42501');
    expect(
      await denied(
        inTenant(db, A, (tx) =>
          tx.execute(
            sql`insert into fx_stock_balance (tenant_id, item_id, bin, quantity) values (${A}, 21, 'C-01', 9)`,
          ),
        ),
      ),
    ).toBe('42501');
    // The owner (migrations, the seed, a console): refused by the database itself.
    expect(await denied(asPlatform(db, (tx) => tx.execute(sql`update fx_stock_entry set quantity = 5`)))).toBe('PF001');
    expect(await denied(asPlatform(db, (tx) => tx.execute(sql`delete from fx_stock_entry`)))).toBe('PF001');
    expect(await denied(asPlatform(db, (tx) => tx.execute(sql`truncate fx_stock_entry`)))).toBe('PF001');
    expect(await balance(A, 20, 'C-01')).toMatchObject({ quantity: '1.0000' });
    expect(await check()).toEqual([]);
  });

  it('refuses an amount that is not an exact decimal of its column, naming the rule; nothing is posted', async () => {
    const before = await entryCount();
    const rule = async (quantity: string) => (await refusal(post(A, [[30, 'D-01', quantity]]))).params?.rule;
    expect(await rule('0')).toBe('a line cannot be all zero');
    expect(await rule('-0.0000')).toBe('a line cannot be all zero');
    expect(await rule('abc')).toBe('it must be a number such as 12 or -3.5');
    expect(await rule('1e20')).toBe('it must be a number such as 12 or -3.5');
    expect(await rule('0.00001')).toBe('at most 4 decimal places');
    expect(await rule('100000000000000')).toBe('at most 14 digits before the point');
    expect((await refusal(post(A, [[30, 'D-01', '1', '0.001']]))).params).toMatchObject({ field: 'value' });
    expect(await entryCount()).toBe(before);
    // The smallest and the largest a quantity column holds are posted exactly.
    await post(A, [
      [30, 'D-01', '0.0001'],
      [31, 'D-01', '99999999999999.9999'],
    ]);
    expect(await balance(A, 30, 'D-01')).toMatchObject({ quantity: '0.0001' });
    expect(await balance(A, 31, 'D-01')).toMatchObject({ quantity: '99999999999999.9999' });
  });

  it('keeps each tenant to its own balances', async () => {
    await post(A, [[50, 'A-01', '3']]);
    await post(B, [[50, 'A-01', '7']]);
    expect(await balance(B, 50, 'A-01')).toMatchObject({ quantity: '7.0000', entry_count: '1' });
    expect(await balance(A, 50, 'A-01')).toMatchObject({ quantity: '3.0000', entry_count: '1' });
    const seen = await inTenant(db, B, (tx) =>
      queryRows<{ tenant_id: string }>(tx, sql`select distinct tenant_id::text from fx_stock_balance`),
    );
    expect(seen).toEqual([{ tenant_id: String(B) }]);
  });

  it('of 20 posts racing for 5 units, 5 win and 15 are refused; the balances still equal the ledger', async () => {
    await post(A, [[40, 'E-01', '5']]);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        post(
          A,
          [
            [41 + (i % 3), 'E-02', '1'],
            [40, 'E-01', '-1'],
          ],
          { reason: ISSUE, doc: 100 + i },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(15);
    expect(refused.every((e) => e instanceof BizError && e.errorCode === 'R0101')).toBe(true);
    expect(await balance(A, 40, 'E-01')).toMatchObject({ quantity: '0.0000', entry_count: '6' });
    const received = await inTenant(db, A, (tx) =>
      queryRows<{ q: string }>(tx, sql`select sum(quantity)::int::text as q from fx_stock_balance where bin = 'E-02'`),
    );
    expect(received).toEqual([{ q: '5' }]);
    expect(await check()).toEqual([]);
  });

  it('finds a balance that is not the sum of its entries', async () => {
    const C = 7003;
    await post(C, [[1, 'A-01', '7']]);
    expect(await check()).toEqual([]);
    // Only the owner can do this, and only to show the check works.
    await asPlatform(db, (tx) =>
      tx.execute(sql`update fx_stock_balance set quantity = quantity + 1 where tenant_id = ${C} and item_id = 1`),
    );
    await asPlatform(db, (tx: Tx) =>
      tx.execute(
        sql`insert into fx_stock_balance (tenant_id, item_id, bin, quantity, entry_count) values (${C}, 99, 'Z', 1, 1)`,
      ),
    );
    const found = await check();
    expect(found).toEqual([
      {
        tenantId: C,
        keys: { item_id: '1', bin: 'A-01' },
        amounts: { quantity: ['7.0000', '8.0000'], value: ['0.00', '0.00'] },
        entries: [1, 1],
      },
      {
        tenantId: C,
        keys: { item_id: '99', bin: 'Z' },
        amounts: { quantity: [null, '1.0000'], value: [null, '0.00'] },
        entries: [null, 1],
      },
    ]);
  });
});
