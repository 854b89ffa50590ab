import type { Area, TenantKind } from '@printfloor/contract';

/** Who is calling: built from a verified access token and its live session row. */
export interface AuthContext {
  userId: number;
  tenantId: number;
  account: string;
  realName: string;
  accountType: number;
  orgId: number | null;
  orgName: string | null;
  area: Area;
  sessionId: number;
  tenantKind: TenantKind;
}
