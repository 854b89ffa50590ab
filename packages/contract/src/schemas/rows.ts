import type { TenantKind } from '../enums.ts';
import type { AuditedRow } from '../resources/define.ts';

/**
 * Rows the hand-written system services answer, typed once here: the server builds them and the
 * console's typed clients (apps/web/src/api) read them, so a renamed field fails both typechecks.
 */

/** One notice of the tenant (sysNotice/page, detail). */
export interface NoticeRow extends AuditedRow {
  tenantId: number;
  title: string;
  /** Sanitised rich text (HTML). */
  content: string;
  type: number;
  /** NoticeStatus: 0 draft, 1 published, 2 withdrawn. */
  status: number;
  publicUserId: number | null;
  publicUserName: string | null;
  publicOrgId: number | null;
  publicOrgName: string | null;
  publicTime: string | null;
  cancelTime: string | null;
}

/** One tenant as sysTenant/page and detail answer it. */
export interface TenantRow {
  id: number;
  code: string;
  name: string;
  orgId: number | null;
  userId: number | null;
  adminAccount: string | null;
  host: string | null;
  tenantType: number;
  kind: TenantKind;
  isSystem: boolean;
  isFactory: boolean;
  isMerchant: boolean;
  logo: string | null;
  mlogo: string | null;
  title: string | null;
  viceTitle: string | null;
  mviceTitle: string | null;
  copyright: string | null;
  copyrightInfo: string | null;
  isCopyright: boolean;
  isCarousel: boolean;
  carousel: string[];
  timeZone: string | null;
  phone: string | null;
  email: string | null;
  orderNo: number;
  remark: string | null;
  status: number;
  createTime: string;
  updateTime: string | null;
  createUserName: string | null;
  updateUserName: string | null;
}
