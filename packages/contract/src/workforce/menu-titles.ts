import type { TitleRow } from '../domain.ts';

/** Titles of the workforce menus (docs/menus.md "Workforce"). */
export const WORKFORCE_MENU_TITLES = {
  workforce: ['班组排班', 'Workforce', '班組排班', 'Equipes'],
  team: ['班组管理', 'Teams', '班組管理', 'Equipes'],
  shiftPlan: ['排班计划', 'Shift plans', '排班計畫', 'Planos de turno'],
  holiday: ['节假日', 'Holidays', '節假日', 'Feriados'],
  calendar: ['排班日历', 'Calendar', '排班日曆', 'Calendário'],
} as const satisfies Record<string, TitleRow>;
