import {
  composeNumber,
  DEFAULT_TIME_ZONE,
  formatTimePart,
  isTimeZone,
  type Language,
  NUMBER_TARGETS,
  NUMBER_TIME_PARTS,
  type NumberTarget,
  type NumberTimePattern,
  numberTargetValue,
} from '@printfloor/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { mesNumberCounter, mesNumberRule, sysTenant } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';

/**
 * The document number generator (factory-domain §14): prefix + time part (in the tenant's
 * time zone) + zero-padded serial. The serial counts per rule and period (the formatted time
 * part) and restarts at 1 when the period changes.
 *
 * The next value is taken with one `insert … on conflict do update … returning` on
 * mes_number_counter inside the caller's transaction: PostgreSQL locks the counter row, so
 * concurrent callers — on any number of server instances — queue on it and each gets its own
 * value. If the caller's transaction rolls back, its value is returned to the pool (gaps never
 * appear from failed writes, and a number is never handed out twice).
 */

const ruleColumns = {
  id: mesNumberRule.id,
  targetForm: mesNumberRule.targetForm,
  prefix: mesNumberRule.prefix,
  timePart: mesNumberRule.timePart,
  serialDigits: mesNumberRule.serialDigits,
  allowEdit: mesNumberRule.allowEdit,
};
type RuleRow = Pick<typeof mesNumberRule.$inferSelect, keyof typeof ruleColumns>;

/** A live rule of the tenant matching `conditions`. */
async function findRule(tx: Tx, tenantId: number, ...conditions: SQL[]): Promise<RuleRow | undefined> {
  const [rule] = await tx
    .select(ruleColumns)
    .from(mesNumberRule)
    .where(and(eq(mesNumberRule.tenantId, tenantId), ...conditions, eq(mesNumberRule.isDelete, false)))
    .limit(1);
  return rule;
}

export interface NumberPreview {
  ruleId: number;
  targetForm: number;
  period: string;
  serial: number;
  number: string;
}

/** The tenant's time zone (sys_tenant.time_zone), read in the caller's transaction. */
async function zoneOf(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await tx.select({ timeZone: sysTenant.timeZone }).from(sysTenant).where(eq(sysTenant.id, tenantId));
  return isTimeZone(row?.timeZone) ? (row?.timeZone as string) : DEFAULT_TIME_ZONE;
}

function patternOf(timePart: number): NumberTimePattern {
  return (NUMBER_TIME_PARTS.find((t) => t.value === Number(timePart)) ?? NUMBER_TIME_PARTS[2]).pattern;
}

function targetLabel(target: NumberTarget | number, lang: Language = 'en'): string {
  const t = NUMBER_TARGETS.find((x) => x.key === target || x.value === target);
  return t ? t.label[lang] : String(target);
}

/** The enabled rule of a document; BizError N1001 when there is none. */
async function ruleFor(
  tx: Tx,
  tenantId: number,
  target: NumberTarget | number,
  lang: Language = 'en',
  field?: string,
): Promise<RuleRow> {
  const value = numberTargetValue(target);
  const rule =
    value === undefined
      ? undefined
      : await findRule(tx, tenantId, eq(mesNumberRule.targetForm, value), eq(mesNumberRule.status, 1));
  if (!rule) throw new BizError('N1001', { target: targetLabel(target, lang) }, 400, field);
  return rule;
}

/**
 * Takes the next number of `target` for the tenant. Call it inside the transaction that
 * writes the document, so the number and the document commit (or roll back) together.
 */
export async function nextNumber(
  tx: Tx,
  tenantId: number,
  target: NumberTarget | number,
  now: Date = new Date(),
  rule?: RuleRow,
): Promise<string> {
  return (await nextNumbers(tx, tenantId, target, 1, now, rule))[0] as string;
}

/** Takes the next `count` numbers of `target` at once (an import numbering thousands of documents). */
export async function nextNumbers(
  tx: Tx,
  tenantId: number,
  target: NumberTarget | number,
  count: number,
  now: Date = new Date(),
  rule?: RuleRow,
): Promise<string[]> {
  if (count < 1) return [];
  rule ??= await ruleFor(tx, tenantId, target);
  const period = formatTimePart(patternOf(rule.timePart), now, await zoneOf(tx, tenantId));
  const [row] = await tx
    .insert(mesNumberCounter)
    .values({ tenantId, ruleId: rule.id, period, value: count })
    .onConflictDoUpdate({
      target: [mesNumberCounter.tenantId, mesNumberCounter.ruleId, mesNumberCounter.period],
      set: { value: sql`${mesNumberCounter.value} + ${count}`, updateTime: sql`now()` },
    })
    .returning({ value: mesNumberCounter.value });
  const last = Number(row?.value);
  const taken = rule;
  return Array.from({ length: count }, (_, i) =>
    composeNumber(taken.prefix, period, last - count + 1 + i, taken.serialDigits),
  );
}

/** The number the next `nextNumber` of a rule would give now, without taking it. Null for an unknown rule. */
export async function previewNumber(
  tx: Tx,
  tenantId: number,
  ruleId: number,
  now: Date = new Date(),
): Promise<NumberPreview | null> {
  const rule = await findRule(tx, tenantId, eq(mesNumberRule.id, ruleId));
  if (!rule) return null;
  const period = formatTimePart(patternOf(rule.timePart), now, await zoneOf(tx, tenantId));
  const c = mesNumberCounter;
  const [row] = await tx
    .select({ value: c.value })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.ruleId, rule.id), eq(c.period, period)));
  const serial = (row?.value ?? 0) + 1;
  return {
    ruleId: rule.id,
    targetForm: rule.targetForm,
    period,
    serial,
    number: composeNumber(rule.prefix, period, serial, rule.serialDigits),
  };
}

/**
 * The code of a numbered field on add (FieldDef.numbered, the resource engine's DocumentNumberer):
 * empty → the rule's next number, taken in the add's transaction; typed → kept where the rule
 * allows hand-typed codes, else N1002 on the field. No enabled rule: N1001 on the field.
 */
export async function numberedCode(
  tx: Tx,
  input: { tenantId: number; target: string; typed: string | null; lang: Language; field: string },
): Promise<string> {
  const target = input.target as NumberTarget;
  const rule = await ruleFor(tx, input.tenantId, target, input.lang, input.field).catch((error: unknown) => {
    // A typed code needs no rule; an empty one does.
    if (input.typed) return null;
    throw error;
  });
  if (!input.typed) return nextNumber(tx, input.tenantId, target, new Date(), rule as RuleRow);
  if (rule && !rule.allowEdit)
    throw new BizError('N1002', { target: targetLabel(target, input.lang) }, 400, input.field);
  return input.typed;
}
