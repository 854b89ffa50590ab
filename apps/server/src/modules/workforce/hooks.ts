import { defaultShifts, TIME_OF_DAY } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query.ts';
import { ValidationError } from '../../http/errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

type Row = Record<string, unknown>;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Deleting a team removes its members and its calendar overrides (plans using it refuse the delete: inUse). */
export const teamHooks: ResourceHooks = {
  async beforeDelete({ tx, caller }, rows) {
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return;
    const t = caller.auth.tenantId;
    await tx.execute(sql`delete from mes_team_member where tenant_id = ${t} and team_id in (${idList(ids)})`);
    await tx.execute(sql`delete from mes_calendar_day where tenant_id = ${t} and team_id in (${idList(ids)})`);
  },
};

/**
 * Shift plans: shifts default to the mode's shifts (two shifts: day 08:00–20:00, night
 * 20:00–08:00) when none are given, or when the mode changes and the shifts given do not fit
 * it. A plan has exactly as many shifts as its mode says, with HH:mm times; its teams must
 * have the plan's team type.
 */
export const shiftPlanHooks: ResourceHooks = {
  async beforeWrite({ tx, caller }, { action, values, before }) {
    const mode = Number(values.shiftMode ?? before?.shiftMode);
    const modeChanged = action === 'update' && values.shiftMode !== undefined && values.shiftMode !== before?.shiftMode;
    const given = values.shifts as Row[] | undefined;
    // No shifts, or a new mode with shifts of the old one (the console form sends them back): the mode's defaults.
    const stale = modeChanged && (!given || given.length !== mode);
    if ((action === 'add' && !given) || (Array.isArray(given) && given.length === 0) || stale)
      values.shifts = defaultShifts(mode);

    const fields: Record<string, string[]> = {};
    const issue = (key: string, message: string) => {
      fields[key] = [...(fields[key] ?? []), translateValidation(caller.lang, message)];
    };
    const shifts = values.shifts as Row[] | undefined;
    if (shifts) {
      if (shifts.length !== mode) issue('shifts', 'invalidValue');
      shifts.forEach((s, i) => {
        for (const key of ['startTime', 'endTime'])
          if (typeof s[key] === 'string' && !TIME_OF_DAY.test(s[key] as string))
            issue(`shifts.${i}.${key}`, 'timeInvalid');
      });
    }

    const teamType = Number(values.teamType ?? before?.teamType);
    let teams = values.teams as Row[] | undefined;
    if (!teams && action === 'update' && values.teamType !== undefined && before) {
      teams = await queryRows<Row>(
        tx,
        sql`select team_id as "teamId" from mes_shift_plan_team
             where tenant_id = ${caller.auth.tenantId} and plan_id = ${Number(before.id)} and not is_delete
             order by sort_no`,
      );
    }
    const ids = (teams ?? []).map((r) => Number(r.teamId)).filter((id) => Number.isFinite(id));
    if (ids.length) {
      const found = await queryRows<{ id: unknown; team_type: number }>(
        tx,
        sql`select id, team_type from mes_team
             where tenant_id = ${caller.auth.tenantId} and not is_delete and id in (${idList(ids)})`,
      );
      const typeOf = new Map(found.map((r) => [Number(r.id), Number(r.team_type)]));
      (teams ?? []).forEach((r, i) => {
        const type = typeOf.get(Number(r.teamId));
        if (type !== undefined && type !== teamType)
          issue(values.teams ? `teams.${i}.teamId` : 'teamType', 'teamTypeMismatch');
      });
    }
    if (Object.keys(fields).length) throw new ValidationError(fields);
  },
};
