/**
 * Shapes of the dashboard calls (GET /api/dashboard/overview, /todo), shared by the server
 * module apps/server/src/modules/dashboard and the workbench and data screen of the console.
 * `T` is the date-time type: Date on the server, the serialized string in the console.
 */

/**
 * Production figures of the workbench and data screen. The production issues (orders,
 * work orders, scanning, quality) fill these from their tables; until then every value is
 * 0 and `available` is false, and the console says so instead of showing numbers.
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

export interface DashboardOverview<T = string> {
  tenant: { id: number; title: string; timeZone: string };
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
