import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { emitEvent, emitEvents, eventWorkerOf, onEvent } from '../../src/events/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import type { AppServices } from '../../src/services.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * The outbox (src/events): delivered after commit, at least once, in order per aggregate,
 * retried then dead-lettered, and on PostgreSQL each delivery handled by one instance —
 * even when the instance working on it dies.
 */

const FACTORY = SEED.factory.tenantId;
const isPg = process.env.PRINTFLOOR_TEST_DB === 'pg';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Which server a handler runs in (several instances share one process in these tests). */
const names = new WeakMap<AppServices, string>();
/**
 * The name of an instance not named yet: a server's event worker starts while the server is built,
 * before the test can name its services, so a test that starts one more instance says beforehand
 * what the unnamed one is called.
 */
let unnamed = '?';

// Listener writes go to this table in the listener's transaction (so a handled event is one row).
async function createHitTable(server: TestServer) {
  await asPlatform(server.db, async (tx) => {
    await tx.execute(sql`create table if not exists test_event_hit (
      tenant_id bigint not null, id bigserial, event_id bigint not null, listener text not null,
      instance text, aggregate_id bigint, seq int, primary key (tenant_id, id))`);
    await tx.execute(sql`select pf_tenant_table('test_event_hit')`);
    await tx.execute(sql`grant usage on sequence test_event_hit_id_seq to printfloor_app`);
  });
}

// node-postgres returns int8 as text through raw SQL: read ids as numbers.
async function hits(server: TestServer, listener: string) {
  return asPlatform(server.db, (tx) =>
    queryRows<{ event_id: number; instance: string; aggregate_id: number; seq: number }>(
      tx,
      sql`select event_id::float8 as event_id, instance, aggregate_id::float8 as aggregate_id, seq
            from test_event_hit where listener = ${listener} order by id`,
    ),
  );
}

async function deliveries(server: TestServer, listener: string) {
  return asPlatform(server.db, (tx) =>
    queryRows<{ event_id: number; status: number; attempts: number; last_error: string | null }>(
      tx,
      sql`select event_id::float8 as event_id, status, attempts, last_error from sys_event_delivery
           where listener = ${listener} order by event_id`,
    ),
  );
}

/** Drains until `done` holds (retries wait for their backoff). */
async function until(servers: TestServer[], done: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await Promise.all(servers.map((s) => eventWorkerOf(s.services)?.drain()));
    if (await done()) return;
    await sleep(20);
  }
  throw new Error('timed out waiting for the event workers');
}

const hit =
  (listener: string) =>
  async (
    event: { id: number; aggregateId: number; payload: Record<string, unknown> },
    ctx: { tx: import('../../src/db/client.ts').Tx; services: AppServices },
  ) => {
    await ctx.tx.execute(sql`insert into test_event_hit (tenant_id, event_id, listener, instance, aggregate_id, seq)
    values (${FACTORY}, ${event.id}, ${listener}, ${names.get(ctx.services) ?? unnamed}, ${event.aggregateId},
            ${Number(event.payload.seq ?? 0)})`);
  };

// An event whose payload says `failUntilOpen` fails until the test opens the gate: its aggregate must wait for
// it however long that takes, and the other aggregates must not (no timing decides what the test sees).
const gate = { open: false };
onEvent(
  'testOrder.happened',
  'test.ordered',
  async (event, ctx) => {
    if (event.payload.failUntilOpen && !gate.open) throw new Error('not yet');
    await hit('test.ordered')(event, ctx);
  },
  { baseDelayMs: 200, maxAttempts: 50 },
);
onEvent(
  'testDead.happened',
  'test.dead',
  async (event, ctx) => {
    if (event.payload.poison) throw new Error(`cannot handle ${event.id}`);
    await hit('test.dead')(event, ctx);
  },
  { maxAttempts: 3, baseDelayMs: 10 },
);
onEvent('testCommit.happened', 'test.commit', hit('test.commit'));

describe('domain events: the outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    names.set(server.services, 'A');
    await createHitTable(server);
  });
  afterAll(() => server.close());

  it('emits only on commit: a rolled-back transaction leaves no event and calls no listener', async () => {
    await expect(
      inTenant(server.db, FACTORY, async (tx) => {
        await emitEvent(tx, {
          tenantId: FACTORY,
          type: 'testCommit.happened',
          aggregateType: 'testCommit',
          aggregateId: 1,
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const id = await inTenant(server.db, FACTORY, (tx) =>
      emitEvent(tx, { tenantId: FACTORY, type: 'testCommit.happened', aggregateType: 'testCommit', aggregateId: 2 }),
    );
    await until([server], async () => (await hits(server, 'test.commit')).length > 0);
    expect((await hits(server, 'test.commit')).map((h) => [h.event_id, h.aggregate_id])).toEqual([[id, 2]]);
    const events = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_event where type = 'testCommit.happened'`),
    );
    expect(events[0]?.n).toBe(1);
    expect(await deliveries(server, 'test.commit')).toMatchObject([{ event_id: id, status: 1, attempts: 1 }]);
  });

  it('delivers in order per aggregate: a failing event holds back its aggregate only, then is retried', async () => {
    const ids = await inTenant(server.db, FACTORY, (tx) =>
      emitEvents(
        tx,
        [1, 2, 1, 2, 1].map((aggregateId, i) => ({
          tenantId: FACTORY,
          type: 'testOrder.happened',
          aggregateType: 'testOrder',
          aggregateId,
          payload: { seq: i + 1, failUntilOpen: i === 0 },
        })),
      ),
    );
    // While aggregate 1's first event fails, aggregate 2's events are delivered, in their order...
    await until([server], async () => (await hits(server, 'test.ordered')).length === 2);
    const [first] = await deliveries(server, 'test.ordered');
    expect(first).toMatchObject({ event_id: ids[0], status: 0 });
    expect(first?.attempts).toBeGreaterThanOrEqual(1);
    expect((await hits(server, 'test.ordered')).map((h) => h.seq)).toEqual([2, 4]);
    // ...and aggregate 1's later events wait behind it: a drain now delivers none of them.
    await eventWorkerOf(server.services)?.drain();
    expect((await hits(server, 'test.ordered')).map((h) => h.seq)).toEqual([2, 4]);
    // Once it can be handled (its retry made due now), aggregate 1 follows in event order.
    gate.open = true;
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`update sys_event_delivery set next_at = now() where event_id = ${ids[0]} and listener = 'test.ordered'`,
      ),
    );
    await until([server], async () => (await hits(server, 'test.ordered')).length === 5);
    expect((await hits(server, 'test.ordered')).map((h) => h.seq)).toEqual([2, 4, 1, 3, 5]);
    expect((await deliveries(server, 'test.ordered'))[0]).toMatchObject({
      event_id: ids[0],
      status: 1,
      last_error: null,
    });
  });

  it('retries with backoff, then dead-letters; a dead event does not block its aggregate', async () => {
    const [poison, next] = await inTenant(server.db, FACTORY, (tx) =>
      emitEvents(tx, [
        {
          tenantId: FACTORY,
          type: 'testDead.happened',
          aggregateType: 'testDead',
          aggregateId: 7,
          payload: { poison: true },
        },
        {
          tenantId: FACTORY,
          type: 'testDead.happened',
          aggregateType: 'testDead',
          aggregateId: 7,
          payload: { seq: 2 },
        },
      ]),
    );
    await until([server], async () => (await hits(server, 'test.dead')).length === 1);
    const rows = await deliveries(server, 'test.dead');
    expect(rows[0]).toMatchObject({ event_id: poison, status: 2, attempts: 3 });
    expect(rows[0]?.last_error).toContain(`cannot handle ${poison}`);
    expect(rows[1]).toMatchObject({ event_id: next, status: 1, attempts: 1 });

    // The dead-letter view: resource sysEvent, every tenant's deliveries, platform only.
    const page = await server.call<{ items: { eventId: number; status: number; lastError: string }[]; total: number }>(
      'POST',
      '/api/sysEvent/page',
      { token: await server.tokenFor('superadmin', 'admin'), body: { listener: 'test.dead', status: 2 } },
    );
    expect(page.body.result.items.map((r) => [r.eventId, r.status])).toEqual([[poison, 2]]);
    expect(page.body.result.items[0]?.lastError).toContain(`cannot handle ${poison}`);
    const factory = await server.call('POST', '/api/sysEvent/page', {
      token: await server.tokenFor('factory', 'factory'),
      body: {},
    });
    expect(factory.body.code).toBe(403);
  });
});

describe.skipIf(!isPg)('domain events on PostgreSQL with several instances', () => {
  let a: TestServer;
  let b: TestServer | undefined;
  beforeAll(async () => {
    a = await createTestServer();
    names.set(a.services, 'A');
    await createHitTable(a);
  });
  afterAll(async () => {
    await b?.close();
    await a.close();
  });

  it('handles each event exactly once with two instances, in order per aggregate', async () => {
    b ??= await createTestServer({ sameDatabaseAs: a });
    names.set(b.services, 'B');
    onEvent('testPair.happened', 'test.pair', async (event, ctx) => {
      await sleep(2); // let the two instances interleave
      await hit('test.pair')(event, ctx);
    });
    const n = 60;
    for (let t = 0; t < 6; t++) {
      await inTenant(a.db, FACTORY, (tx) =>
        emitEvents(
          tx,
          Array.from({ length: n / 6 }, (_, i) => ({
            tenantId: FACTORY,
            type: 'testPair.happened',
            aggregateType: 'testPair',
            aggregateId: (i % 5) + 1,
            payload: { seq: t * 100 + i },
          })),
        ),
      );
    }
    const servers = [a, b];
    await until(servers, async () => (await hits(a, 'test.pair')).length >= n);
    // A marker per aggregate, emitted after the events through the same outbox and listener: an
    // aggregate's marker is delivered only once no earlier delivery of it is pending, so when all
    // five are handled, a second handling of any event would have come before them.
    const MARK = 10_000;
    await inTenant(a.db, FACTORY, (tx) =>
      emitEvents(
        tx,
        [1, 2, 3, 4, 5].map((aggregateId) => ({
          tenantId: FACTORY,
          type: 'testPair.happened',
          aggregateType: 'testPair',
          aggregateId,
          payload: { seq: MARK },
        })),
      ),
    );
    await until(servers, async () => (await hits(a, 'test.pair')).filter((h) => h.seq === MARK).length >= 5);
    const all = await hits(a, 'test.pair');
    const handled = all.filter((h) => h.seq !== MARK);
    expect(all.filter((h) => h.seq === MARK)).toHaveLength(5);
    expect(handled).toHaveLength(n);
    expect(new Set(handled.map((h) => h.event_id)).size).toBe(n);
    for (let agg = 1; agg <= 5; agg++) {
      const seqs = all.filter((h) => h.aggregate_id === agg).map((h) => h.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      expect(seqs.at(-1)).toBe(MARK);
    }
    const count = (who: string) => handled.filter((h) => h.instance === who).length;
    console.info(`two instances: A handled ${count('A')}, B ${count('B')} of ${n}`);
    expect((await deliveries(a, 'test.pair')).every((d) => d.status === 1 && d.attempts === 1)).toBe(true);
  });

  it('delivers at least once across a killed instance: B takes over what A was handling', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let startedOnA: (pid: number) => void = () => undefined;
    const started = new Promise<number>((r) => {
      startedOnA = r;
    });
    const calls: string[] = [];
    onEvent('testKill.happened', 'test.kill', async (event, ctx) => {
      const who = names.get(ctx.services) ?? unnamed;
      calls.push(who);
      if (who === 'A') {
        const [row] = await queryRows<{ pid: number }>(ctx.tx, sql`select pg_backend_pid() as pid`);
        startedOnA(Number(row?.pid));
        await gate; // A is "mid-processing" here when it dies
      }
      await hit('test.kill')(event, ctx);
    });
    b ??= await createTestServer({ sameDatabaseAs: a });
    names.set(b.services, 'B');
    // B is down for this test: only A works until it dies.
    await eventWorkerOf(b.services)?.stop();
    const id = await inTenant(a.db, FACTORY, (tx) =>
      emitEvent(tx, { tenantId: FACTORY, type: 'testKill.happened', aggregateType: 'testKill', aggregateId: 1 }),
    );
    eventWorkerOf(a.services)?.wake();
    const pid = await started;
    // A's process dies: its database session goes, its transaction (the claim, the half-done work) with it.
    const admin = new pg.Client({ connectionString: a.dbUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    release();
    await eventWorkerOf(a.services)?.stop();
    expect(await hits(a, 'test.kill')).toEqual([]);
    expect(await deliveries(a, 'test.kill')).toMatchObject([{ event_id: id, status: 0, attempts: 0 }]);
    // Another instance starts on the same database and delivers it (perhaps before it is named).
    unnamed = 'C';
    const c = await createTestServer({ sameDatabaseAs: a });
    names.set(c.services, 'C');
    try {
      await until([c], async () => (await hits(a, 'test.kill')).length === 1);
      expect((await hits(a, 'test.kill')).map((h) => [h.event_id, h.instance])).toEqual([[id, 'C']]);
      expect(await deliveries(a, 'test.kill')).toMatchObject([{ event_id: id, status: 1, attempts: 1 }]);
      expect(calls).toEqual(['A', 'C']);
    } finally {
      unnamed = '?';
      await c.close();
    }
  });
});
