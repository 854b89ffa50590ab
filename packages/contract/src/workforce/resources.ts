import type { LocalizedText } from '../i18n/labels.ts';
import { defineResource, type EnumOption } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';

/**
 * Workforce (issue 5, spec §9, KTG cal_*): teams with members, shift plans (mode, rotation
 * cycle, shifts, rotating teams), holidays. The calendar itself is computed by the server
 * (modules/workforce/calendar) from these plus per-day overrides.
 */

/** Team types (teams and shift plans share them). */
export const TeamType = { Production: 1, Quality: 2, Warehouse: 3 } as const;
/** Shift modes: one day shift, two shifts, three shifts. The value is the number of shifts. */
export const ShiftMode = { Day: 1, Two: 2, Three: 3 } as const;
/** Rotation cycles: teams move to the next shift every day / week / month / quarter. */
export const ShiftCycle = { Day: 1, Week: 2, Month: 3, Quarter: 4 } as const;
/** Holiday types: public holiday (holiday), company rest (rest), make-up work day (work). */
export const HolidayType = { Public: 1, CompanyRest: 2, MakeUpWork: 3 } as const;
/** What a calendar day is for a team. */
export const CalendarDayKind = { Work: 1, Rest: 2, Holiday: 3 } as const;
export type CalendarDayKindValue = (typeof CalendarDayKind)[keyof typeof CalendarDayKind];

const L = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

export const TEAM_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: TeamType.Production, label: L('生产', 'Production', '生產', 'Produção'), tagType: 'primary' },
  { value: TeamType.Quality, label: L('质检', 'Quality', '品檢', 'Qualidade'), tagType: 'success' },
  { value: TeamType.Warehouse, label: L('仓库', 'Warehouse', '倉庫', 'Armazém'), tagType: 'warning' },
];

export const SHIFT_MODE_OPTIONS: readonly EnumOption[] = [
  { value: ShiftMode.Day, label: L('单白班', 'Day shift only', '單白班', 'Somente diurno') },
  { value: ShiftMode.Two, label: L('两班倒', 'Two shifts', '兩班制', 'Dois turnos') },
  { value: ShiftMode.Three, label: L('三班倒', 'Three shifts', '三班制', 'Três turnos') },
];

export const SHIFT_CYCLE_OPTIONS: readonly EnumOption[] = [
  { value: ShiftCycle.Day, label: L('按天', 'By day', '按天', 'Por dia') },
  { value: ShiftCycle.Week, label: L('按周', 'By week', '按週', 'Por semana') },
  { value: ShiftCycle.Month, label: L('按月', 'By month', '按月', 'Por mês') },
  { value: ShiftCycle.Quarter, label: L('按季度', 'By quarter', '按季度', 'Por trimestre') },
];

export const HOLIDAY_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: HolidayType.Public, label: L('法定节假日', 'Public holiday', '國定假日', 'Feriado'), tagType: 'danger' },
  { value: HolidayType.CompanyRest, label: L('公司休息日', 'Company rest', '公司休息日', 'Folga da empresa') },
  {
    value: HolidayType.MakeUpWork,
    label: L('调休上班', 'Make-up work day', '補班', 'Dia de compensação'),
    tagType: 'warning',
  },
];

export const CALENDAR_DAY_KIND_OPTIONS: readonly EnumOption[] = [
  { value: CalendarDayKind.Work, label: L('工作', 'Work', '工作', 'Trabalho'), tagType: 'success' },
  { value: CalendarDayKind.Rest, label: L('休息', 'Rest', '休息', 'Folga'), tagType: 'info' },
  { value: CalendarDayKind.Holiday, label: L('节假日', 'Holiday', '節假日', 'Feriado'), tagType: 'danger' },
];

export interface ShiftTemplate {
  name: string;
  startTime: string;
  endTime: string;
}

/** The default shifts of a mode (editable on the plan). */
export function defaultShifts(mode: number): ShiftTemplate[] {
  if (mode === ShiftMode.Three)
    return [
      { name: '早班', startTime: '08:00', endTime: '16:00' },
      { name: '中班', startTime: '16:00', endTime: '00:00' },
      { name: '夜班', startTime: '00:00', endTime: '08:00' },
    ];
  if (mode === ShiftMode.Two)
    return [
      { name: '白班', startTime: '08:00', endTime: '20:00' },
      { name: '夜班', startTime: '20:00', endTime: '08:00' },
    ];
  return [{ name: '白班', startTime: '08:00', endTime: '17:00' }];
}

/** `HH:mm`, 00:00 – 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const teamTypeField = (label: LocalizedText) => ({
  type: 'enum' as const,
  label,
  options: TEAM_TYPE_OPTIONS,
  required: true,
  default: TeamType.Production,
  search: 'eq' as const,
  sortable: true,
});

/** Teams (KTG cal_team). Members are set with /api/team/setMembers (mes_team_member). */
export const teamResource = defineResource({
  name: 'team',
  table: 'mes_team',
  scope: 'tenant',
  title: L('班组', 'Teams', '班組', 'Equipes'),
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    type: { ...teamTypeField(L('班组类型', 'Team type', '班組類型', 'Tipo de equipe')), column: 'team_type' },
    memberCount: {
      type: 'integer',
      label: L('成员数', 'Members', '成員數', 'Membros'),
      form: false,
      exportable: false,
      sortable: true,
    },
    orderNo: commonFields.orderNo(),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  inUse: [
    {
      table: 'mes_shift_plan_team',
      column: 'team_id',
      label: L('排班计划', 'Shift plan', '排班計畫', 'Plano de turnos'),
      parent: { table: 'mes_shift_plan', column: 'plan_id' },
    },
  ],
});

/** Shift plans (KTG cal_plan, cal_shift, cal_plan_team). */
export const shiftPlanResource = defineResource({
  name: 'shiftPlan',
  table: 'mes_shift_plan',
  scope: 'tenant',
  title: L('排班计划', 'Shift plans', '排班計畫', 'Planos de turnos'),
  fields: {
    code: commonFields.code(),
    name: commonFields.name(),
    teamType: teamTypeField(L('班组类型', 'Team type', '班組類型', 'Tipo de equipe')),
    startDate: {
      type: 'date',
      label: L('开始日期', 'Start date', '開始日期', 'Data inicial'),
      required: true,
      search: 'range',
      sortable: true,
    },
    endDate: {
      type: 'date',
      label: L('结束日期', 'End date', '結束日期', 'Data final'),
      required: true,
      search: 'range',
      sortable: true,
    },
    shiftMode: {
      type: 'enum',
      label: L('轮班方式', 'Shift mode', '輪班方式', 'Modo de turno'),
      options: SHIFT_MODE_OPTIONS,
      required: true,
      default: ShiftMode.Two,
      search: 'eq',
    },
    cycle: {
      type: 'enum',
      label: L('倒班周期', 'Rotation cycle', '倒班週期', 'Ciclo de rodízio'),
      options: SHIFT_CYCLE_OPTIONS,
      required: true,
      default: ShiftCycle.Week,
    },
    orderNo: commonFields.orderNo({ list: false }),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  rules: [
    {
      fields: ['startDate', 'endDate'],
      path: 'endDate',
      message: 'endBeforeStart',
      check: (v) => String(v.endDate) >= String(v.startDate),
    },
  ],
  defaultSort: [{ field: 'startDate', order: 'desc' }],
  children: {
    shifts: {
      table: 'mes_shift',
      parentColumn: 'plan_id',
      label: L('班次', 'Shifts', '班次', 'Turnos'),
      ordered: true,
      max: 3,
      fields: {
        name: { type: 'string', label: L('班次名称', 'Shift', '班次名稱', 'Turno'), required: true, max: 32 },
        startTime: {
          type: 'string',
          label: L('开始时间', 'Start time', '開始時間', 'Início'),
          required: true,
          max: 5,
          help: L('HH:mm', 'HH:mm', 'HH:mm', 'HH:mm'),
        },
        endTime: {
          type: 'string',
          label: L('结束时间', 'End time', '結束時間', 'Fim'),
          required: true,
          max: 5,
          help: L('HH:mm', 'HH:mm', 'HH:mm', 'HH:mm'),
        },
      },
    },
    teams: {
      table: 'mes_shift_plan_team',
      parentColumn: 'plan_id',
      label: L('轮班班组', 'Rotating teams', '輪班班組', 'Equipes em rodízio'),
      ordered: true,
      max: 20,
      uniqueBy: ['teamId'],
      fields: {
        teamId: {
          type: 'ref',
          label: L('班组', 'Team', '班組', 'Equipe'),
          required: true,
          ref: { resource: 'team', labelField: 'name' },
        },
      },
    },
  },
});

/** Holidays (KTG cal_holiday): one row per date and tenant. */
export const holidayResource = defineResource({
  name: 'holiday',
  table: 'mes_holiday',
  scope: 'tenant',
  title: L('节假日', 'Holidays', '節假日', 'Feriados'),
  fields: {
    date: {
      type: 'date',
      column: 'holiday_date',
      label: L('日期', 'Date', '日期', 'Data'),
      required: true,
      unique: true,
      search: 'range',
      sortable: true,
    },
    name: commonFields.name(),
    type: {
      type: 'enum',
      column: 'holiday_type',
      label: L('类型', 'Type', '類型', 'Tipo'),
      options: HOLIDAY_TYPE_OPTIONS,
      required: true,
      default: HolidayType.Public,
      search: 'eq',
    },
    remark: commonFields.remark(),
  },
  defaultSort: [{ field: 'date', order: 'asc' }],
  actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'export', 'import'],
});

export const WORKFORCE_RESOURCES = [teamResource, shiftPlanResource, holidayResource];

/** One day of a team's calendar as GET /api/calendar/list returns it. */
export interface CalendarDay {
  date: string;
  kind: CalendarDayKindValue;
  /** Where the kind comes from: the shift plan, a holiday row, or a manual override. */
  source: 'plan' | 'holiday' | 'override';
  /** The shift the team works that day (null on rest days or outside any plan). */
  shift: ShiftTemplate | null;
  planId: number | null;
  holidayName: string | null;
}
