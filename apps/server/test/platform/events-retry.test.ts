import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { emitEvent, eventWorkerOf, onEvent, pruneEvents } from '../../src/events/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * Dead letters are retried by a platform admin (the `retry` transition of sysEvent) and the
 * outbox's history is pruned after its retention (events/prune.ts).
 */

const FACTORY = SEED.factory.tenantId;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The listener fails while `broken` holds, like a listener waiting for a fix to be deployed.
let broken = true;
let handled: number[] = [];
onEvent(
  'testRetry.happened',
  'test.retry',
  async (event) => {
    if (broken) throw new Error('not fixed yet');
    handled.push(event.id);
  },
  { maxAttempts: 2, baseDelayMs: 10 },
);

async function delivery(server: TestServer, eventId: number) {
  const [row] = await asPlatform(server.db, (tx) =>
    queryRows<{ id: number; status: number; attempts: number; last_error: string | null }>(
      tx,
      sql`select id::float8 as id, status, attempts, last_error from sys_event_delivery where event_id = ${eventId}`,
    ),
  );
  return row;
}

async function settle(server: TestServer, done: () => Promise<boolean>) {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    await eventWorkerOf(server.services)?.drain();
    if (await done()) return;
    await sleep(20);
  }
  throw new Error('timed out waiting for the event worker');
}

async function deadLetter(server: TestServer): Promise<{ eventId: number; deliveryId: number }> {
  broken = true;
  const eventId = await inTenant(server.db, FACTORY, (tx) =>
    emitEvent(tx, { tenantId: FACTORY, type: 'testRetry.happened', aggregateType: 'testRetry', aggregateId: 1 }),
  );
  await settle(server, async () => (await delivery(server, eventId))?.status === 2);
  const row = await delivery(server, eventId);
  return { eventId, deliveryId: Number(row?.id) };
}

describe('dead letters: retry', () => {
  let server: TestServer;
  let admin: string;
  let factoryAdmin: string;
  beforeAll(async () => {
    server = await createTestServer();
    admin = await server.tokenFor('superadmin', 'admin');
    factoryAdmin = await server.tokenFor('factory');
  });
  afterAll(() => server.close());

  it('puts a dead letter back to the queue: delivered exactly once after the fix', async () => {
    const { eventId, deliveryId } = await deadLetter(server);
    expect(await delivery(server, eventId)).toMatchObject({ status: 2, attempts: 2, last_error: expect.any(String) });

    const listed = await server.call<{ items: { id: number; status: number; listener: string }[] }>(
      'POST',
      '/api/sysEvent/page',
      { token: admin, body: { status: 2, listener: 'test.retry' } },
    );
    expect(listed.body, JSON.stringify(listed.body)).toMatchObject({ code: 200 });
    expect(listed.body.result.items.map((r) => r.id)).toContain(deliveryId);

    broken = false;
    handled = [];
    const res = await server.call('POST', '/api/sysEvent/retry', { token: admin, body: { ids: [deliveryId] } });
    expect(res.body.code).toBe(200);
    await settle(server, async () => (await delivery(server, eventId))?.status === 1);
    expect(await delivery(server, eventId)).toMatchObject({ status: 1, attempts: 1, last_error: null });
    await eventWorkerOf(server.services)?.drain();
    expect(handled).toEqual([eventId]);
  });

  it('refuses a delivery that is not dead, naming its state, and changes nothing', async () => {
    const { eventId, deliveryId } = await deadLetter(server);
    broken = false;
    await server.call('POST', '/api/sysEvent/retry', { token: admin, body: { id: deliveryId } });
    await settle(server, async () => (await delivery(server, eventId))?.status === 1);

    const again = await server.call('POST', '/api/sysEvent/retry', {
      token: admin,
      body: { id: deliveryId },
      headers: { 'accept-language': 'en' },
    });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toContain('Done');
    expect(await delivery(server, eventId)).toMatchObject({ status: 1, attempts: 1 });
  });

  it("is the platform admin's: a factory admin is refused", async () => {
    const { deliveryId } = await deadLetter(server);
    const res = await server.call('POST', '/api/sysEvent/retry', { token: factoryAdmin, body: { id: deliveryId } });
    expect(res.body.code).toBe(403);
    expect(
      (
        await asPlatform(server.db, (tx) =>
          queryRows<{ status: number }>(tx, sql`select status from sys_event_delivery where id = ${deliveryId}`),
        )
      )[0]?.status,
    ).toBe(2);
  });
});

describe('outbox history: pruning', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ seed: false });
  });
  afterAll(() => server.close());

  /** An event with one delivery in `status`, both dated `daysAgo`. */
  async function old(status: number, daysAgo: number): Promise<number> {
    return asPlatform(server.db, async (tx) => {
      const [e] = await queryRows<{ id: number }>(
        tx,
        sql`insert into sys_event (tenant_id, type, aggregate_type, aggregate_id, created_at)
            values (${FACTORY}, 'testPrune.happened', 'testPrune', 1, now() - make_interval(days => ${daysAgo}))
            returning id::float8 as id`,
      );
      const id = Number(e?.id);
      if (status >= 0)
        await tx.execute(sql`insert into sys_event_delivery
            (tenant_id, event_id, listener, aggregate_type, aggregate_id, status, update_time)
            values (${FACTORY}, ${id}, 'test.prune', 'testPrune', 1, ${status}, now() - make_interval(days => ${daysAgo}))`);
      return id;
    });
  }

  const exists = async (eventId: number) =>
    (
      await asPlatform(server.db, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select (select count(*) from sys_event where id = ${eventId})::int
                   + (select count(*) from sys_event_delivery where event_id = ${eventId})::int as n`,
        ),
      )
    )[0]?.n;

  it('deletes done history after its retention and dead letters after theirs, never pending work', async () => {
    const doneOld = await old(1, 40);
    const doneRecent = await old(1, 5);
    const deadOld = await old(2, 100);
    const deadMiddle = await old(2, 40);
    const pendingOld = await old(0, 100);
    const historyOnly = await old(-1, 40); // an event no listener took

    const result = await pruneEvents(server.db, { doneDays: 30, deadDays: 90, batch: 2 });
    expect(result.ran).toBe(true);
    expect(await exists(doneOld)).toBe(0);
    expect(await exists(deadOld)).toBe(0);
    expect(await exists(historyOnly)).toBe(0);
    expect(await exists(doneRecent)).toBe(2);
    expect(await exists(deadMiddle)).toBe(2);
    expect(await exists(pendingOld)).toBe(2);
    expect(result).toMatchObject({ deliveries: 2, events: 3 });
  });
});
