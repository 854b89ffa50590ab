import { defaultShifts, TIME_OF_DAY } from '@printfloor/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { mesCalendarDay, mesTeam, mesTeamMember, mesShiftPlanTeam as pt } from '../../db/schema/index.ts';
import { ValidationError } from '../../errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

type Row = Record<string, unknown>;

/** Deleting a team removes its members and its calendar overrides (plans using it refuse the delete: inUse). */
export const teamHooks: ResourceHooks = {
  async beforeDelete({ tx, caller }, rows) {
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return;
    const t = caller.auth.tenantId;
    for (const table of [mesTeamMember, mesCalendarDay])
      await tx.delete(table).where(and(eq(table.tenantId, t), inArray(table.teamId, ids)));
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
      teams = await tx
        .select({ teamId: pt.teamId })
        .from(pt)
        .where(and(eq(pt.tenantId, caller.auth.tenantId), eq(pt.planId, Number(before.id)), eq(pt.isDelete, false)))
        .orderBy(asc(pt.sortNo));
    }
    const ids = (teams ?? []).map((r) => Number(r.teamId)).filter((id) => Number.isFinite(id));
    if (ids.length) {
      const found = await tx
        .select({ id: mesTeam.id, teamType: mesTeam.teamType })
        .from(mesTeam)
        .where(and(eq(mesTeam.tenantId, caller.auth.tenantId), eq(mesTeam.isDelete, false), inArray(mesTeam.id, ids)));
      const typeOf = new Map(found.map((r) => [r.id, r.teamType]));
      (teams ?? []).forEach((r, i) => {
        const type = typeOf.get(Number(r.teamId));
        if (type !== undefined && type !== teamType)
          issue(values.teams ? `teams.${i}.teamId` : 'teamType', 'teamTypeMismatch');
      });
    }
    if (Object.keys(fields).length) throw new ValidationError(fields);
  },
};
