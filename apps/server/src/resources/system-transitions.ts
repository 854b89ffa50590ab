import type {
  Aggregate,
  StateValue,
  SystemTransitionEvent,
  SystemTransitionInfo,
  TransitionActorRef,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { emitEvents } from '../events/outbox.ts';

/**
 * The system acting (issue 34): a listener, a job, a pull or a scan, never a user. The tenant it acts in (the
 * transition's side: its tenant column must hold this tenant), the domain acting, and the event that made it
 * act (null for a job or a pull of its own), which the transition's event and the timeline carry.
 */
export interface SystemActor {
  kind: 'system';
  tenantId: number;
  domain: string;
  cause: { type: string; eventId: number } | null;
}

/** A user acting through a bespoke route's command (a merchant authorizing a shop; an auditor posting). */
export interface UserActor {
  kind: 'user';
  tenantId: number;
  userId: number;
  realName: string;
}

/** Who moves an aggregate: the system or a user, in the tenant of the side that acts. */
export type AggregateActor = SystemActor | UserActor;

/** The caller of a route as the actor of a command. */
export const userActor = (auth: { tenantId: number; userId: number; realName: string }): UserActor => ({
  kind: 'user',
  tenantId: auth.tenantId,
  userId: auth.userId,
  realName: auth.realName,
});

/** The actor as events and logs name it. */
export const actorRef = (actor: AggregateActor): TransitionActorRef =>
  actor.kind === 'user'
    ? { kind: 'user', userId: actor.userId, realName: actor.realName }
    : { kind: 'system', domain: actor.domain, cause: actor.cause };

export function systemActor(
  domain: string,
  tenantId: number,
  cause?: { type: string; id: number } | null,
): SystemActor {
  return { kind: 'system', tenantId, domain, cause: cause ? { type: cause.type, eventId: cause.id } : null };
}

/** A row a system transition moved: its id, the state it left, and its tenant on each side (side → tenant). */
export interface MovedRow {
  id: number;
  from: StateValue;
  tenants: Record<string, number>;
}

export interface SystemTransitionCall<I extends Record<string, unknown>> {
  ids: readonly number[];
  /** What the transition was given (a reason, counts): the event's `input`, and the log's to read. */
  input?: I;
  /** Other columns the same update sets (a withdrawn order's production state); values are bound. */
  set?: Record<string, SQL | string | number | boolean | null>;
  /**
   * The aggregate's timeline entry for the moved rows, in the same transaction: required, so no system
   * change goes unrecorded (orders: `logSystemTransition` of modules/orders/timeline.ts).
   */
  log: (tx: Tx, actor: AggregateActor, transition: SystemTransitionInfo, moved: readonly MovedRow[]) => Promise<void>;
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

/**
 * Runs a declared system transition of `aggregate` on the rows `ids` of the actor's side (contract
 * `defineAggregate`): locks them in id order, moves those in a `from` state with one update guarded by the
 * state in SQL — so of racing calls exactly one moves a row, and a redelivered event moves nothing —, writes
 * the timeline through `log` and emits `{aggregate}.{event}` (SystemTransitionEvent) per moved row, all in
 * `tx`. A row in another state is not an error for the system (the fact it reacts to is already there, or
 * overtaken): it is left as it is and not answered. Answers the rows moved.
 */
export async function runSystemTransition<I extends Record<string, unknown>>(
  tx: Tx,
  actor: AggregateActor,
  aggregate: Aggregate,
  transition: SystemTransitionInfo,
  call: SystemTransitionCall<I>,
): Promise<MovedRow[]> {
  if (aggregate.transitions[transition.name] !== transition)
    throw new Error(`${transition.name} is not a transition of aggregate ${aggregate.name}`);
  if (transition.actor !== 'both' && transition.actor !== actor.kind)
    throw new Error(`${aggregate.name}.${transition.name} is made by the ${transition.actor}, not by a ${actor.kind}`);
  // States read back from the database are text; compare them as the declaration's kind of value.
  const stateOf = (v: unknown): StateValue => (typeof transition.to === 'number' ? Number(v) : String(v));
  const ids = [...new Set(call.ids)].sort((a, b) => a - b);
  if (!ids.length) return [];
  const table = sql.identifier(aggregate.table);
  const state = sql.identifier(transition.column);
  const side = sql.identifier(transition.tenantColumn);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const fromList = sql.join(
    transition.from.map((v) => sql`${v}`),
    sql`, `,
  );
  const sides = Object.entries(aggregate.sides);
  // `when`: the other state fields the row must be in, read with the row and guarded in the update.
  const whenSql = transition.whenColumns.map(
    (w) =>
      sql`${sql.identifier(w.column)} in (${sql.join(
        w.values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
  );
  const locked = await queryRows<Record<string, unknown> & { id: unknown; from_state: unknown; meets: unknown }>(
    tx,
    sql`select id, ${state} as from_state, ${whenSql.length ? sql.join(whenSql, sql` and `) : sql`true`} as meets, ${sql.join(
      sides.map(([name, column]) => sql`${sql.identifier(column)} as ${sql.identifier(`side_${name}`)}`),
      sql`, `,
    )}
          from ${table} where ${side} = ${actor.tenantId} and id in (${idList}) and not is_delete
         order by id for update`,
  );
  const movable = locked.filter((r) => transition.from.includes(stateOf(r.from_state)) && r.meets === true);
  if (!movable.length) return [];

  const sets: SQL[] = [sql`${state} = ${transition.to}`];
  for (const [column, value] of Object.entries(call.set ?? {})) {
    if (!COLUMN.test(column) || column === transition.column)
      throw new Error(`${transition.name}: bad column ${column}`);
    sets.push(sql`${sql.identifier(column)} = ${value}`);
  }
  sets.push(sql`update_time = now()`);
  // The state condition is what makes racing calls safe even without the locks above.
  const updated = await queryRows<{ id: unknown }>(
    tx,
    sql`update ${table} set ${sql.join(sets, sql`, `)}
         where ${side} = ${actor.tenantId} and id in (${sql.join(
           movable.map((r) => sql`${Number(r.id)}`),
           sql`, `,
         )}) and ${state} in (${fromList})${sql.join(
           whenSql.map((w) => sql` and ${w}`),
           sql``,
         )}
        returning id`,
  );
  const done = new Set(updated.map((r) => Number(r.id)));
  const moved: MovedRow[] = movable
    .filter((r) => done.has(Number(r.id)))
    .map((r) => ({
      id: Number(r.id),
      from: stateOf(r.from_state),
      tenants: Object.fromEntries(sides.map(([name]) => [name, Number(r[`side_${name}`])])),
    }));
  if (!moved.length) return [];
  await call.log(tx, actor, transition, moved);
  const by = actorRef(actor);
  await emitEvents(
    tx,
    moved.map((row) => {
      const payload: SystemTransitionEvent<I> = {
        transition: transition.name,
        tenants: row.tenants,
        from: row.from,
        to: transition.to,
        input: (call.input ?? {}) as I,
        by,
      };
      return {
        tenantId: actor.tenantId,
        type: transition.eventType,
        aggregateType: aggregate.name,
        aggregateId: row.id,
        payload,
      };
    }),
  );
  return moved;
}
