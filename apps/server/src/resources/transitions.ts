import {
  listFields,
  type RefusalReason,
  rowMeets,
  stateLabel,
  type TransitionBatchResult,
  type TransitionInfo,
  type TransitionRefusal,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { BizError } from '../errors.ts';
import { emitEvents } from '../events/outbox.ts';
import { errorSentence } from '../http/i18n.ts';
import { writeDiffLog } from './diff-log.ts';
import type { HookContext, TransitionChange } from './hooks/types.ts';
import { baseConditions, col, fixedConditions, ident, T, valueSql, whereSql } from './sql.ts';
import type { ResourceStore } from './store.ts';
import type { Caller, Row } from './types.ts';

/**
 * Runs a declared transition on `ids` inside the caller's transaction (docs/resources.md
 * "Transitions"): lock the rows, refuse any not in a `from` state (naming its state), the
 * guard hook, one `update … where id in (…) and state in (from)`, the apply hook, then per row
 * the diff log and the event `{resource}.{event}`. All or nothing: one refused row refuses the call.
 */
export async function runTransition(
  tx: Tx,
  caller: Caller,
  store: ResourceStore,
  transition: TransitionInfo,
  ids: readonly number[],
  input: Row,
): Promise<number> {
  const resource = store.resource;
  const unique = [...new Set(ids)];
  const rows = await store.rowsByIds(tx, caller, unique, true);
  if (rows.length !== unique.length) throw new BizError(resource.notFoundError);
  refuseWrongStates(caller, store, transition, rows);
  // A transition for some rows only (e.g. split: a merged work order) refuses the others.
  if (rows.some((r) => !rowMeets(transition.when, r)))
    throw new BizError(transition.whenError, { action: transition.label[caller.lang] });
  const hooks = store.hooks.transitions?.[transition.name];
  const ctx: HookContext = { tx, caller };
  const change: TransitionChange = { transition, rows, input };
  // What the guard found (e.g. the review's resolved products) reaches `apply` as `guarded`.
  const guarded = await hooks?.guard?.(ctx, change);

  const tz = caller.timeZone ?? 'Asia/Shanghai';
  const sets: SQL[] = [sql`${ident(transition.column)} = ${transition.to}`];
  for (const field of transition.inputList) {
    const target = resource.fieldList.find((f) => f.key === field.key);
    if (target && input[field.key] !== undefined)
      sets.push(sql`${ident(target.column)} = ${valueSql(target, input[field.key], tz)}`);
  }
  for (const [column, value] of Object.entries(hooks?.set?.(ctx, change) ?? {})) {
    if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`transition ${transition.name}: bad column ${column}`);
    sets.push(sql`${ident(column)} = ${value}`);
  }
  sets.push(
    sql`update_time = now()`,
    sql`update_user_id = ${caller.auth.userId}`,
    sql`update_user_name = ${caller.auth.realName || caller.auth.account}`,
  );
  const scope = await store.scope(tx, caller);
  const inList = (values: readonly number[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  // The state condition is what makes racing calls safe even without the row locks above.
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update ${ident(resource.table)} ${T} set ${sql.join(sets, sql`, `)} ${whereSql([
      ...baseConditions(resource, scope),
      sql`${col('id')} in (${inList(unique)})`,
      sql`${col(transition.column)} in (${inList(transition.from)})`,
      ...(transition.when ? fixedConditions(resource, transition.when) : []),
    ])} returning ${col('id')} as id`,
  );
  if (moved.length !== unique.length) {
    refuseWrongStates(caller, store, transition, await store.rowsByIds(tx, caller, unique));
    throw new BizError(resource.notFoundError);
  }

  const after = await store.rowsByIds(tx, caller, unique);
  await hooks?.apply?.(ctx, { ...change, after, guarded });
  const shown = [
    'id',
    'tenantId',
    'updateTime',
    'updateUserId',
    'updateUserName',
    ...listFields(resource).map((f) => f.key),
  ];
  const before = new Map(rows.map((r) => [Number(r.id), r]));
  for (const row of after)
    await writeDiffLog(tx, caller, resource, Number(row.id), before.get(Number(row.id)) ?? null, row, 'update');
  await emitEvents(
    tx,
    after.map((row) => ({
      tenantId: caller.auth.tenantId,
      type: transition.eventType,
      aggregateType: resource.name,
      aggregateId: Number(row.id),
      payload: {
        transition: transition.name,
        from: before.get(Number(row.id))?.[transition.field] ?? null,
        to: transition.to,
        input,
        by: { userId: caller.auth.userId, realName: caller.auth.realName || caller.auth.account },
        row: Object.fromEntries(shown.filter((k) => k in row).map((k) => [k, row[k]])),
      },
    })),
  );
  return after.length;
}

/**
 * A `perRow` transition on `ids`: every row that can move moves, every refused row stays as it was
 * and is answered with its label and reason. The whole batch is tried first in a savepoint (the
 * usual case, as cheap as an all-or-nothing call); when anything refuses it, each row runs the same
 * transition on its own savepoint, in id order (the order rows are locked in, so racing batches
 * cannot deadlock): a refused row's guard and writes are undone, the moved rows' writes, timeline
 * and events commit with the caller's transaction. Races stay safe: each row's update is still
 * guarded by its state in SQL, and a row another call moved meanwhile is refused naming its state.
 */
export async function runTransitionPerRow(
  tx: Tx,
  caller: Caller,
  store: ResourceStore,
  transition: TransitionInfo,
  ids: readonly number[],
  input: Row,
): Promise<TransitionBatchResult> {
  const { count, refused } = await runRowByRow(tx, caller, store, transition, ids, input);
  return { count, refused: refused.map(({ reasons: _r, ...r }) => r) };
}

/** A refused row with the domain's reasons (`BizError.reasons`), which a whole-search run groups by. */
export type RowRefusal = TransitionRefusal & { reasons: readonly RefusalReason[] };

/** `runTransitionPerRow`'s work, keeping each refusal's reasons (labels from `perRow` or `wholeSearch`). */
export async function runRowByRow(
  tx: Tx,
  caller: Caller,
  store: ResourceStore,
  transition: TransitionInfo,
  ids: readonly number[],
  input: Row,
): Promise<{ count: number; refused: RowRefusal[] }> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  try {
    const count = await tx.transaction((sp) => runTransition(sp, caller, store, transition, unique, input));
    return { count, refused: [] };
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
  }
  const labelField = (transition.perRow ?? transition.wholeSearch)?.labelField ?? 'id';
  const labels = new Map((await store.rowsByIds(tx, caller, unique)).map((r) => [Number(r.id), r[labelField]]));
  const refused: RowRefusal[] = [];
  let count = 0;
  for (const id of unique) {
    try {
      count += await tx.transaction((sp) => runTransition(sp, caller, store, transition, [id], input));
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      const label = labels.get(id);
      refused.push({
        id,
        label: label === undefined || label === null ? null : String(label),
        code: error.errorCode,
        message: errorSentence(caller.lang, error.errorCode, error.params),
        reasons: error.reasons ?? [],
      });
    }
  }
  return { count, refused };
}

/** R0007 (or the transition's own code): "Cannot "Publish": the current state is "Published"". */
function refuseWrongStates(caller: Caller, store: ResourceStore, transition: TransitionInfo, rows: Row[]): void {
  const wrong = rows.filter((r) => !transition.from.includes(Number(r[transition.field])));
  if (!wrong.length) return;
  const states = [...new Set(wrong.map((r) => r[transition.field]))].map(
    (v) => stateLabel(store.resource, transition.field, v)?.[caller.lang] ?? String(v),
  );
  throw new BizError(transition.error, { state: states.join(', '), action: transition.label[caller.lang] });
}
