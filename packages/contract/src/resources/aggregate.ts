import type { LocalizedText } from '../i18n/labels.ts';
import type { EnumOption } from './define.ts';

/**
 * An aggregate: one table of one domain and the state machine of its state fields, declared once in the
 * owning domain's contract folder (issue 34). Its transitions here are the commands the owning domain runs —
 * for the system (a listener reacting to another domain's event, a job, a pull, a scan) or for a user acting
 * through a bespoke route, as each declares (`actor`) — through the server's `runSystemTransition`
 * (apps/server/src/resources/system-transitions.ts): the rows locked, the move guarded by the from-states in
 * SQL (racing calls have one winner), the aggregate's log entry and the typed event `{aggregate}.{event}` in
 * the caller's transaction. None of them is a generic route or a list's button: the transitions of the
 * console's lists are still declared on the aggregate's list resources (`ResourceInput.transitions`); moving
 * them here, with the resources naming the ones they offer, is the next step of issue 34.
 */
/** A state column: numbered states (an enum's options) or coded ones (a dictionary's codes, e.g. a shop's authorization). */
export type AggregateStateField =
  | { column: string; options: readonly EnumOption[] }
  | { column: string; codes: readonly string[] };

/** A state's value: an option's number or a code. */
export type StateValue = number | string;

/** Who may make a transition: the system only (a listener, a job, a pull), a user only, or both. */
export type TransitionActorKind = 'system' | 'user' | 'both';

const valuesOf = (field: AggregateStateField): ReadonlySet<StateValue> =>
  new Set<StateValue>('codes' in field ? field.codes : field.options.map((o) => o.value));

export interface SystemTransitionDef {
  /** What the timeline shows (the entry's action is the transition's name). */
  label: LocalizedText;
  /** The state field moved (a key of `stateFields`). */
  field: string;
  from: readonly StateValue[];
  to: StateValue;
  /** Who makes it (default `system`): a user's is a command a bespoke route calls with the user as the actor. */
  actor?: TransitionActorKind;
  /** Which side's tenant acts (a key of `sides`): its tenant column must equal the actor's tenant. */
  side: string;
  /** Event name after the aggregate's: `{aggregate}.{event}` (default the transition name). */
  event?: string;
  /**
   * Other state fields the row must be in (state field → its allowed values), guarded in the same update:
   * what makes two transitions on different fields exclusive (a marketplace's cancel needs production not
   * started; production's start needs the order not cancelled), so of a racing pair exactly one moves.
   */
  when?: Readonly<Record<string, readonly StateValue[]>>;
}

export interface AggregateInput<S extends string, F extends string, T extends string> {
  /** The aggregate type of its events (`sys_event.aggregate_type`) and the prefix of their types. */
  name: string;
  table: string;
  /** Each side that may act on a row, by the tenant column naming it (an order: merchant, factory). */
  sides: Record<S, string>;
  stateFields: Record<F, AggregateStateField>;
  transitions: Record<T, SystemTransitionDef & { field: F; side: S }>;
}

export interface SystemTransitionInfo extends SystemTransitionDef {
  name: string;
  column: string;
  actor: TransitionActorKind;
  /** `when` by column. */
  whenColumns: readonly { column: string; values: readonly StateValue[] }[];
  tenantColumn: string;
  event: string;
  /** `{aggregate}.{event}`. */
  eventType: string;
}

export interface Aggregate<T extends string = string> {
  name: string;
  table: string;
  /** Side → its tenant column. */
  sides: Readonly<Record<string, string>>;
  transitions: Readonly<Record<T, SystemTransitionInfo>>;
  transitionList: readonly SystemTransitionInfo[];
}

const NAME = /^[a-z][A-Za-z0-9]*$/;
const COLUMN = /^[a-z_][a-z0-9_]*$/;

/** Checks and resolves an aggregate's declaration; a mistake fails when the module loads. */
export function defineAggregate<S extends string, F extends string, T extends string>(
  input: AggregateInput<S, F, T>,
): Aggregate<T> {
  const where = `aggregate ${input.name}`;
  if (!NAME.test(input.name) || !COLUMN.test(input.table)) throw new Error(`${where}: bad name or table`);
  for (const column of [
    ...Object.values<string>(input.sides),
    ...Object.values<AggregateStateField>(input.stateFields).map((f) => f.column),
  ])
    if (!COLUMN.test(column)) throw new Error(`${where}: bad column ${column}`);
  const entries = Object.entries(input.transitions) as [T, SystemTransitionDef & { field: F; side: S }][];
  const transitionList = entries.map(([name, def]): SystemTransitionInfo => {
    const at = `${where} transition ${name}`;
    if (!NAME.test(name)) throw new Error(`${at}: bad name`);
    const field = input.stateFields[def.field];
    if (!field) throw new Error(`${at}: ${def.field} is not a state field`);
    const values = valuesOf(field);
    if (!def.from.length || ![...def.from, def.to].every((v) => values.has(v)))
      throw new Error(`${at}: from / to must be options of ${def.field}`);
    if (def.from.includes(def.to)) throw new Error(`${at}: a transition moves the state; ${def.to} is among from`);
    const tenantColumn = input.sides[def.side];
    if (!tenantColumn) throw new Error(`${at}: no side ${def.side}`);
    const event = def.event ?? name;
    if (!NAME.test(event)) throw new Error(`${at}: bad event name`);
    const whenColumns = Object.entries(def.when ?? {}).map(([key, values]) => {
      const other = (input.stateFields as Record<string, AggregateStateField | undefined>)[key];
      if (!other || key === def.field) throw new Error(`${at}: when names ${key}, not another state field`);
      const allowed = valuesOf(other);
      if (!values.length || !values.every((v) => allowed.has(v)))
        throw new Error(`${at}: when ${key}: not its options`);
      return { column: other.column, values };
    });
    return {
      ...def,
      actor: def.actor ?? 'system',
      name,
      column: field.column,
      whenColumns,
      tenantColumn,
      event,
      eventType: `${input.name}.${event}`,
    };
  });
  return {
    name: input.name,
    table: input.table,
    sides: { ...input.sides },
    transitions: Object.fromEntries(transitionList.map((t) => [t.name, t])) as Record<T, SystemTransitionInfo>,
    transitionList,
  };
}

/**
 * Who made a transition, in its event's `by`: a user (id and name), or the system — the domain that acted
 * and the event that made it act (absent for a job or a pull of its own).
 */
export type TransitionActorRef =
  | { kind: 'user'; userId: number; realName: string }
  | { kind: 'system'; domain: string; cause: { type: string; eventId: number } | null };

/** The payload of an aggregate transition's event (a system's or a user's). */
export type AggregateTransitionEvent<I = Record<string, unknown>> = SystemTransitionEvent<I>;

/**
 * The payload of a system transition's event `{aggregate}.{event}` (aggregate id = the row's id, in the
 * acting side's tenant): which transition, the state it left and reached, the input it was given and who.
 */
export type SystemTransitionEvent<I = Record<string, unknown>> = {
  transition: string;
  /** The row's tenant on each side (an order: `{ merchant, factory }`). */
  tenants: Record<string, number>;
  from: StateValue;
  to: StateValue;
  input: I;
  by: TransitionActorRef;
};
