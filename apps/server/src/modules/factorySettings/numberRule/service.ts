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
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../http/errors.ts';

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

interface RuleRow {
  id: number;
  target_form: number;
  prefix: string;
  time_part: number;
  serial_digits: number;
  allow_edit: boolean;
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
  const [row] = await queryRows<{ time_zone: string | null }>(
    tx,
    sql`select time_zone from sys_tenant where id = ${tenantId}`,
  );
  return isTimeZone(row?.time_zone) ? (row?.time_zone as string) : DEFAULT_TIME_ZONE;
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
  const rows =
    value === undefined
      ? []
      : await queryRows<RuleRow>(
          tx,
          sql`select id, target_form, prefix, time_part, serial_digits, allow_edit from mes_number_rule
               where tenant_id = ${tenantId} and target_form = ${value} and status = 1 and not is_delete
               limit 1`,
        );
  const rule = rows[0];
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
  rule ??= await ruleFor(tx, tenantId, target);
  const period = formatTimePart(patternOf(rule.time_part), now, await zoneOf(tx, tenantId));
  const [row] = await queryRows<{ value: string | number }>(
    tx,
    sql`insert into mes_number_counter (tenant_id, rule_id, period, value)
        values (${tenantId}, ${rule.id}, ${period}, 1)
        on conflict (tenant_id, rule_id, period)
        do update set value = mes_number_counter.value + 1, update_time = now()
        returning value`,
  );
  return composeNumber(rule.prefix, period, Number(row?.value), Number(rule.serial_digits));
}

/** The number the next `nextNumber` of a rule would give now, without taking it. Null for an unknown rule. */
export async function previewNumber(
  tx: Tx,
  tenantId: number,
  ruleId: number,
  now: Date = new Date(),
): Promise<NumberPreview | null> {
  const [rule] = await queryRows<RuleRow>(
    tx,
    sql`select id, target_form, prefix, time_part, serial_digits from mes_number_rule
         where tenant_id = ${tenantId} and id = ${ruleId} and not is_delete`,
  );
  if (!rule) return null;
  const period = formatTimePart(patternOf(rule.time_part), now, await zoneOf(tx, tenantId));
  const [row] = await queryRows<{ value: string | number }>(
    tx,
    sql`select value from mes_number_counter where tenant_id = ${tenantId} and rule_id = ${rule.id} and period = ${period}`,
  );
  const serial = Number(row?.value ?? 0) + 1;
  return {
    ruleId: Number(rule.id),
    targetForm: Number(rule.target_form),
    period,
    serial,
    number: composeNumber(rule.prefix, period, serial, Number(rule.serial_digits)),
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
  if (rule && !rule.allow_edit)
    throw new BizError('N1002', { target: targetLabel(target, input.lang) }, 400, input.field);
  return input.typed;
}
