import type { LiveEvent } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** PostgreSQL channel every instance LISTENs on; the instance holding a socket delivers. */
export const LIVE_CHANNEL = 'pf_live';

/**
 * Who receives an event. Conditions combine with AND: the tenant(s), then optionally
 * users and sessions. `platform: true` also reaches every platform (system tenant) socket.
 */
export interface LiveTarget {
  tenantIds: number[];
  platform?: boolean;
  userIds?: number[];
  sessionIds?: number[];
}

export interface LiveMessage extends LiveTarget {
  event: LiveEvent;
  /** Close the matched sockets after sending (force offline). */
  close?: boolean;
}

/**
 * Queues a live event inside the caller's transaction: NOTIFY is delivered at commit, to
 * every instance, so an event never announces a write that was rolled back. Payloads stay
 * small (ids and titles; NOTIFY allows 8000 bytes).
 */
export async function publishLive(tx: Tx, message: LiveMessage): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}
