import {
  type Language,
  LEDGER_AMOUNT_RULES,
  type Ledger,
  type LedgerLine,
  type LedgerPostedEvent,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { BizError } from '../errors.ts';
import { emitEvents } from '../events/outbox.ts';
import { type AggregateActor, actorRef } from './system-transitions.ts';

/**
 * Ledgers (issue 34 item 4; contract `defineLedger`, migration helper `pf_ledger()` of 0044_ledgers.sql):
 * the one write of an append-only aggregate is a post — entries inserted in one statement, the database
 * adding them to the balances in that statement, a balance that may not go below zero refused in the same
 * transaction, and `{ledger}.posted` emitted with it. Entries are never updated or deleted (the database
 * refuses it, from any role); a correction is a new post. `checkLedger` proves the balances equal the sums.
 */

/** Who posts: a user (an auditor passing a document) or the system (a listener, a job). */
export type LedgerActor = AggregateActor;

export interface LedgerPost<K extends string, A extends string> {
  reason: number;
  /** The posting document (its type is the owning domain's name for it: `materialIn`, `picking`…). */
  doc: { type: string; id: number };
  lines: readonly LedgerLine<K, A>[];
  /** Lets balances declared `negative: 'refuse'` go below zero (the owning domain's tenant setting). */
  allowNegative?: boolean;
  /** Names a balance in a refusal ("white tee M in A-01-03"): the domain knows its items and bins. */
  describe?: (keys: Record<K, number | string>) => string | Promise<string>;
  /** The language of the refusal's parts (its template is the caller's at the HTTP layer). */
  lang?: Language;
}

/** At most this many lines in one post (a stocktake of a whole warehouse is several documents). */
export const MAX_LEDGER_LINES = 10_000;

const DECIMAL = /^-?(\d+)(?:\.(\d+))?$/;

/** Refuses an amount that is not an exact decimal of the column's scale and precision (never rounds). */
function checkAmount(ledger: Ledger, amount: string, value: unknown, lang: Language): string {
  const def = ledger.amounts[amount];
  if (!def) throw new Error(`ledger ${ledger.name}: no amount ${amount}`);
  const refuse = (rule: keyof typeof LEDGER_AMOUNT_RULES, params: Record<string, number> = {}) =>
    new BizError('R0102', {
      field: def.label[lang],
      value: String(value).slice(0, 40),
      rule: Object.entries(params).reduce<string>(
        (t, [k, v]) => t.replace(`{${k}}`, String(v)),
        LEDGER_AMOUNT_RULES[rule][lang],
      ),
    });
  const text = typeof value === 'string' ? value.trim() : '';
  const m = DECIMAL.exec(text);
  if (!m) throw refuse('notDecimal');
  if ((m[2] ?? '').replace(/0+$/, '').length > def.scale) throw refuse('scale', { scale: def.scale });
  if ((m[1] ?? '').replace(/^0+(?=\d)/, '').length > def.precision - def.scale)
    throw refuse('digits', { digits: def.precision - def.scale });
  return text;
}

const isZero = (decimal: string) => /^-?0*(\.0*)?$/.test(decimal);

/**
 * Posts `post.lines` to `ledger` in the actor's tenant, in `tx`: one insert of the entries (the balances
 * follow in the same statement, by the table's trigger), then — for every amount that refuses negative
 * balances, unless `allowNegative` — a refusal (R0101, naming the first short balance) when a balance this
 * post lowers ends below zero. Racing posts queue on the balance rows, so of two posts for the last unit
 * one wins and the other is refused; the transaction is the caller's, so a refused post leaves nothing.
 * Emits `{ledger}.posted`. Answers the entries' ids in the order of the lines.
 */
export async function postLedger<K extends string, A extends string>(
  tx: Tx,
  actor: LedgerActor,
  ledger: Ledger<K, A>,
  post: LedgerPost<K, A>,
): Promise<number[]> {
  const lang = post.lang ?? 'zh-CN';
  if (!post.lines.length) return [];
  if (post.lines.length > MAX_LEDGER_LINES) throw new Error(`a post of more than ${MAX_LEDGER_LINES} lines`);
  if (!ledger.reasons.some((r) => r.value === post.reason)) throw new Error(`${ledger.name}: no reason ${post.reason}`);
  const keyNames = Object.keys(ledger.keys) as K[];
  const amountNames = Object.keys(ledger.amounts) as A[];
  const rows = post.lines.map((line, ord) => {
    const row: Record<string, unknown> = { ord, doc_line: line.docLine ?? null };
    for (const k of keyNames) {
      const value = line.keys[k];
      const key = ledger.keys[k];
      if (key.type === 'id' ? !Number.isSafeInteger(value) : typeof value !== 'string' || !value)
        throw new Error(`${ledger.name}: line ${ord + 1} has no valid ${k}`);
      row[key.column] = value;
    }
    let any = false;
    for (const a of amountNames) {
      const given = line.amounts[a];
      const amount = given === undefined ? '0' : checkAmount(ledger, a, given, lang);
      if (!isZero(amount)) any = true;
      row[ledger.amounts[a].column] = amount;
    }
    if (!any) {
      const first = ledger.amounts[amountNames[0] as A];
      throw new BizError('R0102', { field: first.label[lang], value: '0', rule: LEDGER_AMOUNT_RULES.zero[lang] });
    }
    return row;
  });

  const entry = sql.identifier(ledger.entryTable);
  const keyCols = keyNames.map((k) => ledger.keys[k].column);
  const amountCols = amountNames.map((a) => ledger.amounts[a].column);
  const ident = (c: string) => sql.identifier(c);
  const recordType = sql.join(
    [
      sql`ord int`,
      sql`doc_line bigint`,
      ...keyNames.map(
        (k) => sql`${ident(ledger.keys[k].column)} ${sql.raw(ledger.keys[k].type === 'id' ? 'bigint' : 'text')}`,
      ),
      ...amountCols.map((c) => sql`${ident(c)} text`),
    ],
    sql`, `,
  );
  const user = actor.kind === 'user' ? actor : null;
  const system = actor.kind === 'system' ? actor : null;
  let inserted: { id: unknown }[];
  try {
    inserted = await queryRows<{ id: unknown }>(
      tx,
      sql`insert into ${entry} (tenant_id, ${sql.join(keyCols.map(ident), sql`, `)}, ${sql.join(amountCols.map(ident), sql`, `)},
                                reason, doc_type, doc_id, doc_line, actor_kind, actor_user_id, actor_name, actor_domain, cause_event_id)
          select ${actor.tenantId}, ${sql.join(
            keyCols.map((c) => sql`r.${ident(c)}`),
            sql`, `,
          )}, ${sql.join(
            amountCols.map((c) => sql`r.${ident(c)}::numeric`),
            sql`, `,
          )},
                 ${post.reason}, ${post.doc.type}, ${post.doc.id}, r.doc_line, ${actor.kind}, ${user?.userId ?? null},
                 ${user?.realName ?? system?.domain ?? null}, ${system?.domain ?? null}, ${system?.cause?.eventId ?? null}
            from json_to_recordset(${JSON.stringify(rows)}::json) as r(${recordType})
           order by r.ord
          returning id`,
    );
  } catch (error) {
    // numeric field overflow: the amount passed the digits check of its declaration but not its column's.
    if (codeOf(error) === '22003') {
      const first = ledger.amounts[amountNames[0] as A];
      throw new BizError('R0102', {
        field: first.label[lang],
        value: '…',
        rule: LEDGER_AMOUNT_RULES.digits[lang].replace('{digits}', String(first.precision - first.scale)),
      });
    }
    throw error;
  }
  // Ids come from the sequence in insertion order, which is the lines' order (order by r.ord).
  const ids = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);

  if (!post.allowNegative) await refuseShortBalances(tx, ledger, actor.tenantId, ids, post, lang);

  const payload: LedgerPostedEvent<K, A> = {
    reason: post.reason,
    doc: post.doc,
    lines: post.lines.map((l) => ({ keys: l.keys, amounts: l.amounts, docLine: l.docLine ?? null })),
    entryIds: ids,
    by: actorRef(actor),
  };
  await emitEvents(tx, [
    {
      tenantId: actor.tenantId,
      type: ledger.eventType,
      aggregateType: ledger.name,
      aggregateId: post.doc.id,
      payload,
    },
  ]);
  return ids;
}

/** The first balance this post lowered below zero, on an amount that refuses it: refused (R0101). */
async function refuseShortBalances<K extends string, A extends string>(
  tx: Tx,
  ledger: Ledger<K, A>,
  tenantId: number,
  ids: readonly number[],
  post: LedgerPost<K, A>,
  lang: Language,
): Promise<void> {
  const guarded = (Object.keys(ledger.amounts) as A[]).filter((a) => ledger.amounts[a].negative === 'refuse');
  if (!guarded.length) return;
  const keyNames = Object.keys(ledger.keys) as K[];
  const ident = (c: string) => sql.identifier(c);
  const keyCols = keyNames.map((k) => ledger.keys[k].column);
  const short: SQL[] = guarded.map((a) => {
    const c = ident(ledger.amounts[a].column);
    return sql`(p.${c} < 0 and b.${c} < 0)`;
  });
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with p as (
          select ${sql.join(
            keyCols.map((c) => sql`${ident(c)}`),
            sql`, `,
          )}, ${sql.join(
            guarded.map((a) => sql`sum(${ident(ledger.amounts[a].column)}) as ${ident(ledger.amounts[a].column)}`),
            sql`, `,
          )}
            from ${ident(ledger.entryTable)}
           where tenant_id = ${tenantId} and id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
           group by ${sql.join(keyCols.map(ident), sql`, `)})
        select ${sql.join(
          keyNames.map((k) => sql`b.${ident(ledger.keys[k].column)} as ${ident(`key_${k}`)}`),
          sql`, `,
        )}, ${sql.join(
          guarded.map((a) => sql`b.${ident(ledger.amounts[a].column)}::text as ${ident(`amount_${a}`)}`),
          sql`, `,
        )}
          from p join ${ident(ledger.balanceTable)} b on b.tenant_id = ${tenantId} and ${sql.join(
            keyCols.map((c) => sql`b.${ident(c)} = p.${ident(c)}`),
            sql` and `,
          )}
         where ${sql.join(short, sql` or `)}
         order by ${sql.join(
           keyCols.map((c) => sql`b.${ident(c)}`),
           sql`, `,
         )}
         limit 1`,
  );
  if (!row) return;
  const keys = Object.fromEntries(
    keyNames.map((k) => {
      const v = row[`key_${k}`];
      return [k, ledger.keys[k].type === 'id' ? Number(v) : String(v)];
    }),
  ) as Record<K, number | string>;
  const amount = guarded.find((a) => String(row[`amount_${a}`]).startsWith('-')) ?? (guarded[0] as A);
  const what = post.describe
    ? await post.describe(keys)
    : `${ledger.amounts[amount].label[lang]} (${keyNames.map((k) => keys[k]).join(' / ')})`;
  throw new BizError('R0101', { what, balance: trimDecimal(String(row[`amount_${amount}`])) });
}

/** `-2.0000` → `-2`; `1.5000` → `1.5`. */
export const trimDecimal = (decimal: string): string =>
  decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;

/** The SQLSTATE of a database error (or of its cause, as Drizzle wraps it). */
export function codeOf(error: unknown): string | undefined {
  let cur: unknown = error;
  for (let i = 0; i < 4 && cur; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A balance that is not its entries' sum (or a sum with no balance, or a balance with no entries). */
export interface LedgerMismatch {
  tenantId: number;
  keys: Record<string, string>;
  /** Amount → [the entries' sum, the balance] (null where the row is missing). */
  amounts: Record<string, [string | null, string | null]>;
  entries: [number | null, number | null];
}

/**
 * Proves a ledger: every balance equals the sum of its entries (amounts and entry count), every sum has a
 * balance and every balance has entries. Run as the owner (asPlatform) to check all tenants, or in a
 * tenant to check its own. Answers the mismatches (none: the ledger holds).
 */
export async function checkLedger(tx: Tx, ledger: Ledger): Promise<LedgerMismatch[]> {
  const ident = (c: string) => sql.identifier(c);
  const keyCols = Object.values(ledger.keys).map((k) => k.column);
  const amountCols = Object.values(ledger.amounts).map((a) => a.column);
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with s as (
          select tenant_id, ${sql.join(keyCols.map(ident), sql`, `)}, ${sql.join(
            amountCols.map((c) => sql`sum(${ident(c)}) as ${ident(c)}`),
            sql`, `,
          )}, count(*) as entry_count
            from ${ident(ledger.entryTable)} group by tenant_id, ${sql.join(keyCols.map(ident), sql`, `)})
        select coalesce(s.tenant_id, b.tenant_id) as tenant_id,
               ${sql.join(
                 keyCols.map((c) => sql`coalesce(s.${ident(c)}, b.${ident(c)})::text as ${ident(`key_${c}`)}`),
                 sql`, `,
               )},
               ${sql.join(
                 amountCols.map(
                   (c) => sql`s.${ident(c)}::text as ${ident(`sum_${c}`)}, b.${ident(c)}::text as ${ident(`bal_${c}`)}`,
                 ),
                 sql`, `,
               )},
               s.entry_count::int as sum_count, b.entry_count::int as bal_count
          from s full join ${ident(ledger.balanceTable)} b on b.tenant_id = s.tenant_id and ${sql.join(
            keyCols.map((c) => sql`b.${ident(c)} = s.${ident(c)}`),
            sql` and `,
          )}
         where s.entry_count is distinct from b.entry_count or ${sql.join(
           amountCols.map((c) => sql`s.${ident(c)} is distinct from b.${ident(c)}`),
           sql` or `,
         )}
         order by 1, ${sql.join(
           keyCols.map((c) => ident(`key_${c}`)),
           sql`, `,
         )}`,
  );
  return rows.map((r) => ({
    tenantId: Number(r.tenant_id),
    keys: Object.fromEntries(keyCols.map((c) => [c, String(r[`key_${c}`])])),
    amounts: Object.fromEntries(
      amountCols.map((c) => [c, [r[`sum_${c}`] as string | null, r[`bal_${c}`] as string | null]]),
    ),
    entries: [r.sum_count === null ? null : Number(r.sum_count), r.bal_count === null ? null : Number(r.bal_count)],
  }));
}
