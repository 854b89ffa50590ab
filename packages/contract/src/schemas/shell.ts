/**
 * Shapes of the server results the console's shell reads (admin-net-contract §3.8, §4.3, §6):
 * login configuration and branding, the login answer, the QR login ticket, the logged-in user,
 * the menu tree, constants and dictionaries. Fields an Admin.NET server may leave out are
 * optional: the console runs against the stock server too (npm run compat:adminnet).
 */

export interface TenantBranding {
  id?: number;
  logo?: string | null;
  mlogo?: string | null;
  title?: string | null;
  viceTitle?: string | null;
  mviceTitle?: string | null;
  copyright?: string | null;
  copyrightInfo?: string | null;
  isSystem?: boolean;
  isFactory?: boolean;
  isMerchant?: boolean;
  isCopyright?: boolean;
  isCarousel?: boolean;
  carousel?: string[] | null;
  carouselImages?: string[] | null;
  brother?: unknown;
}

export interface OAuthProvider {
  name: string;
  title?: string;
  icon?: string;
}

export interface LoginConfig {
  secondVerEnabled?: boolean;
  captchaEnabled?: boolean;
  cryptoPublicKey?: string;
  oauthProviders?: Array<OAuthProvider | string> | null;
  tenant?: TenantBranding | null;
}

export interface Captcha {
  id: string;
  img: string;
}

export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  /** The tenant's zone: the greeting's hour (absent from the QR login's answer). */
  timeZone?: string;
}

export interface QrTicket {
  ticket: string;
  expiresAt: string;
  qrContent: string;
}

export interface QrTicketStatus {
  status: 'pending' | 'scanned' | 'confirmed' | 'expired' | 'cancelled' | string;
  accessToken?: string;
  refreshToken?: string;
}

export interface UserInfo {
  id: number;
  account: string;
  realName: string;
  accountType: number;
  avatar?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  signature?: string | null;
  orgId?: number | null;
  orgName?: string | null;
  posName?: string | null;
  roleIds?: number[] | null;
  buttons?: string[] | null;
  tenantId?: number | null;
  lastLoginIp?: string | null;
  lastLoginTime?: string | null;
  timeZone?: string | null;
  tenant?: TenantBranding | null;
}

export interface MenuMeta {
  title: string;
  icon?: string | null;
  isIframe?: boolean;
  isLink?: string | null;
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  roles?: string[] | null;
}

export interface MenuItem {
  id: number;
  pid: number;
  type: number;
  name?: string | null;
  path?: string | null;
  component?: string | null;
  permission?: string | null;
  redirect?: string | null;
  orderNo?: number;
  status?: number;
  meta: MenuMeta;
  children?: MenuItem[] | null;
}

/** One constant class of sysConst/list (its items come from sysConst/data). */
export interface ConstListItem {
  name: string;
  code: string;
  data: { result?: Array<{ name: string; code: unknown; data?: unknown }> } | null;
}

export interface DictData {
  id?: number;
  dictTypeId?: number;
  value: string;
  code: string;
  tagType?: string | null;
  orderNo?: number;
  status?: number;
}

export interface DictType {
  id: number;
  name: string;
  code: string;
  status?: number;
  children?: DictData[] | null;
}
