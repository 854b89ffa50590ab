import type { TenantKind } from './enums.ts';
import type { CalendarDayKindValue, ShiftTemplate } from './workforce/resources.ts';

/**
 * Shapes of the dashboard calls (GET /api/dashboard/overview, /todo), shared by the server
 * module apps/server/src/modules/dashboard and the workbench and data screen of the console.
 * `T` is the date-time type: Date on the server, the serialized string in the console.
 */

/**
 * Production figures of the workbench and data screen: a factory's from its floor (production
 * module `workbenchProduction`: work orders, pieces, scans); other tenants have none (every value
 * 0 and `available` false), and the console says so instead of showing numbers.
 */
export interface ProductionFigures {
  available: boolean;
  ordersToday: number;
  ordersOpen: number;
  workOrdersOpen: number;
  piecesScannedToday: number;
  dueToday: number;
  late: number;
  abnormal: number;
  defectRate: number;
}

/**
 * Master-data tiles of a factory's workbench, in display order: the resource whose rows are
 * counted and the menu page the tile opens. The server counts only the resources whose
 * `<resource>:page` code the caller holds; the business issues add their own figures.
 */
export const WORKBENCH_TILES = [
  { resource: 'product', path: '/base/product' },
  { resource: 'omsProductMapping', path: '/base/omsProductMapping' },
  { resource: 'material', path: '/base/material' },
  { resource: 'customer', path: '/base/customer' },
  { resource: 'workshop', path: '/base/workshop' },
  { resource: 'workstation', path: '/base/workstation' },
  { resource: 'device', path: '/base/device' },
  { resource: 'process', path: '/base/process' },
  { resource: 'processRoute', path: '/base/processRoute' },
  { resource: 'team', path: '/workforce/team' },
] as const;

export type WorkbenchTileResource = (typeof WORKBENCH_TILES)[number]['resource'];

/** One master-data tile: rows of the tenant (not deleted), the enabled ones where rows have a status. */
export interface WorkbenchTile {
  resource: WorkbenchTileResource;
  path: string;
  total: number;
  enabled: number | null;
}

/** What one team works today (the workforce calendar's day: plan, holiday or override). */
export interface TeamToday {
  teamId: number;
  team: string;
  kind: CalendarDayKindValue;
  shift: ShiftTemplate | null;
  holidayName: string | null;
}

/** The factory's day on the workbench: each enabled team's shift, and the next public holiday. */
export interface WorkbenchCalendar {
  teams: TeamToday[];
  nextHoliday: { date: string; name: string; days: number } | null;
}

/** The production figures of a tenant without production (merchants, the platform). */
export const NO_PRODUCTION_FIGURES: Readonly<ProductionFigures> = Object.freeze({
  available: false,
  ordersToday: 0,
  ordersOpen: 0,
  workOrdersOpen: 0,
  piecesScannedToday: 0,
  dueToday: 0,
  late: 0,
  abnormal: 0,
  defectRate: 0,
});

/** A submitted order not shipped this many days after it was placed counts as late on the workbench. */
export const ORDER_LATE_AFTER_DAYS = 3;

/**
 * The order figures of a factory's or merchant's workbench (the factory: its customers' submitted
 * orders; the merchant: its own), each a tile opening the order list at the matching tab.
 */
export interface OrderFigures {
  /**
   * The page the tiles open: one holding every order they count — the one order list the caller
   * holds, else the factory's order search (both desk lists), or the merchant's all-orders list.
   */
  path: string;
  /** Placed today (the tenant's day). */
  today: number;
  pendingReview: number;
  /** Passed, not yet printed. */
  toPrint: number;
  abnormal: number;
  /** Submitted, not shipped, placed more than ORDER_LATE_AFTER_DAYS days ago. */
  late: number;
}

export interface DashboardOverview<T = string> {
  tenant: { id: number; title: string; timeZone: string };
  /**
   * Whose workbench this is: the platform's (users, sessions, operations, routes) or a factory's
   * or merchant's (their own work: master data, the day's shifts, notices, to-do).
   */
  audience: TenantKind;
  /** Factory and merchant workbenches: master-data tiles the caller may open (empty on the platform). */
  tiles: WorkbenchTile[];
  /** Factory workbench: today's shifts and the next holiday (null elsewhere). */
  calendar: WorkbenchCalendar | null;
  /** Today's date in the tenant time zone, yyyy-MM-dd. */
  today: string;
  users: { total: number; enabled: number; disabled: number };
  roles: number;
  orgs: number;
  onlineSessions: number;
  logins: { today: number; perDay: { date: string; count: number }[] };
  operations: { today: number; failedToday: number; perHour: number[] };
  topRoutes: { route: string; permission: string | null; count: number }[];
  lastLogin: { time: T | null; ip: string | null; device: string | null };
  /** The caller's successful login before the current one (visit log), or null. */
  previousLogin: { time: T; ip: string | null } | null;
  production: ProductionFigures;
  /** Order figures of a factory or merchant that may open its order list; null elsewhere. */
  orders: OrderFigures | null;
}

export type TodoKey = 'lockedAccounts' | 'usersWithoutRole' | 'disabledUsers' | 'firstLogin' | 'completeProfile';

export interface TodoItem {
  key: TodoKey;
  level: 'error' | 'warning' | 'info';
  count: number;
  /** Up to 10 accounts concerned (tenant admins' items). */
  accounts: string[];
  /** Console route that resolves the item. */
  path: string;
}
