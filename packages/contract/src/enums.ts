/**
 * Enumerations shared by server and console, with the integer values of the
 * Admin.NET wire contract (admin-net-contract.md §8). Enums travel as integers.
 */
export const AccountType = { SuperAdmin: 999, SysAdmin: 888, NormalUser: 777, Member: 666, Other: 555 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const DataScope = { All: 1, DeptChild: 2, Dept: 3, Self: 4, Define: 5 } as const;
export type DataScope = (typeof DataScope)[keyof typeof DataScope];

export const Status = { Enable: 1, Disable: 2 } as const;
export type Status = (typeof Status)[keyof typeof Status];

export const YesNo = { Y: 1, N: 2 } as const;
export type YesNo = (typeof YesNo)[keyof typeof YesNo];

export const MenuType = { Dir: 1, Menu: 2, Btn: 3 } as const;
export type MenuType = (typeof MenuType)[keyof typeof MenuType];

export const Gender = { Male: 1, Female: 2, Other: 3 } as const;
export const NoticeType = { Notice: 1, Announcement: 2 } as const;
export const NoticeStatus = { Draft: 0, Public: 1, Cancel: 2, Deleted: 3 } as const;
export const NoticeUserStatus = { Unread: 0, Read: 1 } as const;
export const TenantType = { Id: 0, Db: 1 } as const;
export const LoginMode = { PC: 1, APP: 2 } as const;

/** The four console areas (spec §1, §6). The first path segment of every console URL. */
export const AREAS = ['admin', 'merchant', 'factory', 'manage'] as const;
export type Area = (typeof AREAS)[number];
export const DEFAULT_AREA: Area = 'factory';
export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/** Tenant kinds and the areas each may enter. */
export type TenantKind = 'system' | 'factory' | 'merchant';
export const AREAS_BY_TENANT_KIND: Record<TenantKind, readonly Area[]> = {
  system: ['admin', 'manage'],
  factory: ['factory'],
  merchant: ['merchant'],
};
export function tenantKindOf(flags: { isSystem: boolean; isFactory: boolean; isMerchant: boolean }): TenantKind {
  if (flags.isSystem) return 'system';
  if (flags.isMerchant) return 'merchant';
  return 'factory';
}

/** Constants of spec §9 and admin-net-contract §13. */
export const DEFAULT_TENANT_ID = 1300000000001;
export const LOGIN_TENANT_ID_MIN = 99999;
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export const DEFAULT_PRIMARY_COLOR = '#4E88F3';
export const LOCK_SCREEN_SECONDS = 300;
export const STORAGE_PREFIX = 'vue-next-admin';
export const ACCESS_TOKEN_HEADER = 'access-token';
export const REFRESH_TOKEN_HEADER = 'x-access-token';
export const INVALID_TOKEN = 'invalid_token';
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 30;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const ORDER_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const SCAN_RETRIES = 5;
export const ORDER_PULL_MAX_DAYS = 7;
