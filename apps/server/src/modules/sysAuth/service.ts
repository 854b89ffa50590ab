import { AREAS_BY_TENANT_KIND, type Area, type LoginResult, tenantKindOf } from '@printfloor/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { parseUserAgent } from '../../audit/user-agent.ts';
import { verifyCaptcha } from '../../auth/captcha.ts';
import type { AuthContext } from '../../auth/context.ts';
import { verifyDummy, verifyPassword } from '../../auth/password.ts';
import { openSession, revokeSessions } from '../../auth/sessions.ts';
import { readPassword } from '../../auth/sm2.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform, inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { sysSession, sysUser } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { tenantTimeZone } from '../../http/tenant-zone.ts';
import type { AppServices } from '../../services.ts';
import { clearLoginFailures, isLockedOut, recordLoginFailure } from './lockout.ts';
import type { LoginInput } from './schemas.ts';

/** One visit-log entry (login, logout). */
export interface VisitEntry {
  tenantId: number;
  userId: number | null;
  account: string;
  realName: string | null;
  action: string;
}

/**
 * Who is logging in and how to record it, without the HTTP request (routes build it with
 * `loginClient`, other callers such as a device or a test can build their own).
 */
export interface LoginRequestContext {
  services: AppServices;
  /** Client address for the session row and the last-login column. */
  ip: string;
  /** The address the rate limiter trusts: the lockout key. */
  throttleIp: string;
  userAgent: string;
  /** Attributes the call's operation and exception logs to this user. */
  attribute(tenantId: number, user: { userId: number; account: string; realName: string }): void;
  /** Writes the visit log; never throws. */
  visit(entry: VisitEntry, status: 'success' | 'fail'): Promise<void>;
}

export interface LoginOutput extends LoginResult {
  /**
   * The tenant's time zone (sys_tenant.time_zone): the console greets by the hour of that zone
   * right after login, before userInfo is loaded. An extra field Admin.NET clients ignore.
   */
  timeZone: string;
}

/** Who proved their identity (password, SMS code, QR scan, …). */
export interface LoginSubject {
  tenantId: number;
  userId: number;
}

interface SubjectRow {
  account: string;
  real_name: string | null;
  status: number;
  is_delete: boolean;
  tenant_status: number;
  tenant_deleted: boolean;
  is_system: boolean;
  is_factory: boolean;
  is_merchant: boolean;
}

/** The area a login enters: the requested one if the tenant's kind allows it, else D1030. */
export function resolveArea(
  flags: { isSystem: boolean; isFactory: boolean; isMerchant: boolean },
  requested?: Area | null,
): Area {
  const allowed = AREAS_BY_TENANT_KIND[tenantKindOf(flags)];
  const area = requested ?? allowed[0];
  if (!area || !allowed.includes(area)) throw new BizError('D1030');
  return area;
}

/**
 * Finishes any login once the user has proven who they are: checks the user and tenant
 * are enabled (D1017, Z1003) and that the tenant may enter `requestedArea` (D1030), records
 * the last login, applies single login (sys_single_login), opens the session and writes the
 * visit log. The route sends the token pair as headers too (`sendTokens`).
 * Shared by password, SMS and QR login — do not duplicate it.
 */
export async function completeLogin(
  ctx: LoginRequestContext,
  subject: LoginSubject,
  requestedArea?: Area | null,
  action = 'login',
): Promise<LoginOutput> {
  const { services, userAgent } = ctx;
  const singleLogin = await services.settings.getBool('sys_single_login', false);
  let known: SubjectRow | undefined;
  try {
    const pair = await inTenant(services.db, subject.tenantId, async (tx) => {
      const [row] = await queryRows<SubjectRow>(
        tx,
        sql`select u.account, u.real_name, u.status, u.is_delete,
                   t.status as tenant_status, t.is_delete as tenant_deleted, t.is_system, t.is_factory, t.is_merchant
              from sys_user u join sys_tenant t on t.id = u.tenant_id
             where u.id = ${subject.userId}`,
      );
      if (!row || row.is_delete) throw new BizError('D1000');
      known = row;
      if (Number(row.status) !== 1) throw new BizError('D1017');
      if (Number(row.tenant_status) !== 1 || row.tenant_deleted) throw new BizError('Z1003');
      const area = resolveArea(
        { isSystem: row.is_system, isFactory: row.is_factory, isMerchant: row.is_merchant },
        requestedArea,
      );
      const { browser, os } = parseUserAgent(userAgent);
      await tx.execute(
        sql`update sys_user set last_login_ip = ${ctx.ip}, last_login_time = now(),
                   last_login_device = ${[os, browser].filter(Boolean).join(' ') || null}
             where id = ${subject.userId}`,
      );
      if (singleLogin) await revokeSessions(tx, { userId: subject.userId }, 'single-login');
      return openSession(services, tx, {
        tenantId: subject.tenantId,
        userId: subject.userId,
        area,
        ip: ctx.ip,
        userAgent,
      });
    });
    ctx.attribute(subject.tenantId, {
      userId: subject.userId,
      account: known?.account ?? '',
      realName: known?.real_name ?? '',
    });
    await ctx.visit(
      {
        tenantId: subject.tenantId,
        userId: subject.userId,
        account: known?.account ?? '',
        realName: known?.real_name ?? null,
        action,
      },
      'success',
    );
    // Read after the transaction (PGlite has one connection); cached per tenant.
    const timeZone = await tenantTimeZone(services, subject.tenantId);
    return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, timeZone };
  } catch (error) {
    if (known) {
      ctx.attribute(subject.tenantId, {
        userId: subject.userId,
        account: known.account,
        realName: known.real_name ?? '',
      });
      await ctx.visit(
        {
          tenantId: subject.tenantId,
          userId: subject.userId,
          account: known.account,
          realName: known.real_name,
          action,
        },
        'fail',
      );
    }
    throw error;
  }
}

interface AccountRow {
  tenant_id: number;
  user_id: number;
  password: string;
  account: string;
  real_name: string | null;
  tenant_code: string;
}

function tenantMatches(row: AccountRow, tenantCode: string | null): boolean {
  if (!tenantCode) return true;
  return row.tenant_code.toLowerCase() === tenantCode.toLowerCase() || String(row.tenant_id) === tenantCode;
}

/**
 * POST /api/sysAuth/login (admin-net-contract §3.2 with §15 #3, #4): lockout by
 * account+IP (D1027), captcha (D0008), one uniform D1000 for unknown account, account
 * outside the requested tenant and wrong password, then completeLogin.
 */
export async function loginWithPassword(ctx: LoginRequestContext, input: LoginInput): Promise<LoginOutput> {
  const { services } = ctx;
  // The lockout key uses the address the rate limiter trusts: X-Real-IP only from our own
  // proxies, so a client on the open internet cannot rotate it to dodge the lock.
  const ip = ctx.throttleIp;
  const platformTenant = 1300000000001;
  const fail = async (code: 'D1027' | 'D0008' | 'D1000', row?: AccountRow): Promise<never> => {
    if (row) {
      ctx.attribute(Number(row.tenant_id), {
        userId: Number(row.user_id),
        account: row.account,
        realName: row.real_name ?? '',
      });
    }
    await ctx.visit(
      {
        tenantId: row ? Number(row.tenant_id) : platformTenant,
        userId: row ? Number(row.user_id) : null,
        account: input.account,
        realName: row?.real_name ?? null,
        action: 'login',
      },
      'fail',
    );
    throw new BizError(code);
  };

  if (await isLockedOut(services.db, input.account, ip)) return fail('D1027');
  if (await services.settings.getBool('sys_captcha', true)) {
    if (!(await verifyCaptcha(services.db, input.codeId, input.code))) return fail('D0008');
  }
  // Login finds the account across all tenants by nature (the tenant is not known yet).
  const [row] = await asPlatform(services.db, (tx) =>
    queryRows<AccountRow>(
      tx,
      sql`select la.tenant_id, la.user_id, u.password, u.account, u.real_name, t.code as tenant_code
            from sys_login_account la
            join sys_user u on u.tenant_id = la.tenant_id and u.id = la.user_id and not u.is_delete
            join sys_tenant t on t.id = la.tenant_id and not t.is_delete
           where la.account = ${input.account}`,
    ),
  );
  const plain = readPassword(input.password, services.config.secrets);
  // Same work whether or not the account exists: no enumeration by message or timing.
  const passwordOk = row ? await verifyPassword(row.password, plain) : await verifyDummy(plain);
  if (!row || !passwordOk || !tenantMatches(row, input.tenantCode)) {
    await recordLoginFailure(services.db, input.account, ip);
    return fail('D1000', row && tenantMatches(row, input.tenantCode) ? row : undefined);
  }
  const output = await completeLogin(ctx, { tenantId: Number(row.tenant_id), userId: Number(row.user_id) }, input.area);
  await clearLoginFailures(services.db, input.account, ip);
  return output;
}

/** POST /api/sysAuth/logout: revokes the caller's session (admin-net-contract §15 #2). */
export async function logout(ctx: LoginRequestContext, auth: AuthContext): Promise<void> {
  await inTenant(ctx.services.db, auth.tenantId, (tx) => revokeSessions(tx, { sessionId: auth.sessionId }, 'logout'));
  await ctx.visit(
    { tenantId: auth.tenantId, userId: auth.userId, account: auth.account, realName: auth.realName, action: 'logout' },
    'success',
  );
}

/** GET /api/sysAuth/refreshToken: a refresh token bound to the caller's own access token. */
export async function issueRefreshToken(services: AppServices, auth: AuthContext, accessToken: string) {
  const verified = services.tokens.verifyAccess(accessToken);
  const claims = verified ? ('claims' in verified ? verified.claims : verified.expired) : null;
  if (
    !claims ||
    Number(claims.Sid) !== auth.sessionId ||
    Number(claims.UserId) !== auth.userId ||
    Number(claims.TenantId) !== auth.tenantId
  ) {
    throw new BizError('D1040');
  }
  const [session] = await inTenant(services.db, auth.tenantId, (tx) =>
    tx
      .select({ refreshGen: sysSession.refreshGen })
      .from(sysSession)
      .where(and(eq(sysSession.id, auth.sessionId), isNull(sysSession.revokedAt))),
  );
  if (!session) throw new BizError('D1011', undefined, 401);
  const minutes = await services.settings.refreshTokenMinutes();
  return services.tokens.signRefresh(accessToken, auth.sessionId, session.refreshGen, minutes);
}

interface UserInfoRow {
  id: number;
  account: string;
  real_name: string | null;
  account_type: number;
  avatar: string | null;
  tenant_id: number;
  last_login_ip: string | null;
  /** Epoch milliseconds: raw timestamps arrive as driver-specific strings through execute. */
  last_login_ms: number | null;
  address: string | null;
  signature: string | null;
  org_id: number | null;
  org_name: string | null;
  org_type: string | null;
  pos_name: string | null;
  phone: string | null;
  id_card_num: string | null;
  email: string | null;
  introduction: string | null;
  role_ids: (number | string)[] | null;
  time_zone: string;
  logo: string | null;
  mlogo: string | null;
  title: string | null;
  vice_title: string | null;
  mvice_title: string | null;
  copyright: string | null;
  copyright_info: string | null;
  is_system: boolean;
  is_factory: boolean;
  is_merchant: boolean;
  is_copyright: boolean;
  is_carousel: boolean;
  brother: boolean;
}

/**
 * GET /api/sysAuth/userInfo (spec §3 "Login user info" + admin-net-contract §3.8): one query,
 * plus the button codes when the permission version changed since they were cached.
 */
export async function userInfo(tx: Tx, auth: AuthContext, codes: ReadonlySet<string>) {
  const [row] = await queryRows<UserInfoRow>(
    tx,
    sql`select u.id, u.account, u.real_name, u.account_type, u.avatar, u.tenant_id, u.last_login_ip,
               (extract(epoch from u.last_login_time) * 1000)::float8 as last_login_ms, u.address, u.signature, u.org_id, o.name as org_name, o.type as org_type,
               p.name as pos_name, u.phone, u.id_card_num, u.email, u.introduction,
               array(select ur.role_id from sys_user_role ur
                       join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and not r.is_delete
                      where ur.user_id = u.id order by ur.role_id) as role_ids,
               t.time_zone, t.logo, t.mlogo, t.title, t.vice_title, t.mvice_title, t.copyright, t.copyright_info,
               t.is_system, t.is_factory, t.is_merchant, t.is_copyright, t.is_carousel, t.brother
          from sys_user u
          join sys_tenant t on t.id = u.tenant_id
          left join sys_org o on o.tenant_id = u.tenant_id and o.id = u.org_id
          left join sys_pos p on p.tenant_id = u.tenant_id and p.id = u.pos_id
         where u.id = ${auth.userId} and not u.is_delete`,
  );
  if (!row) throw new BizError('D1011', undefined, 401);
  const buttons = [...codes].sort();
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    id: Number(row.id),
    account: row.account,
    realName: row.real_name,
    accountType: Number(row.account_type),
    avatar: row.avatar,
    tenantId: Number(row.tenant_id),
    lastLoginIp: row.last_login_ip,
    lastLoginTime: row.last_login_ms === null ? null : new Date(Number(row.last_login_ms)),
    address: row.address,
    signature: row.signature,
    orgId: num(row.org_id) ?? 0,
    orgName: row.org_name,
    orgType: row.org_type,
    posName: row.pos_name,
    phone: row.phone,
    idCardNum: row.id_card_num,
    email: row.email,
    introduction: row.introduction,
    roleIds: (row.role_ids ?? []).map(Number),
    timeZone: row.time_zone,
    buttons,
    area: auth.area,
    tenant: {
      logo: row.logo,
      mlogo: row.mlogo,
      title: row.title,
      viceTitle: row.vice_title,
      mviceTitle: row.mvice_title,
      copyright: row.copyright,
      copyrightInfo: row.copyright_info,
      isSystem: row.is_system,
      isFactory: row.is_factory,
      isMerchant: row.is_merchant,
      isCopyright: row.is_copyright,
      isCarousel: row.is_carousel,
      brother: row.brother,
    },
  };
}

/** Public login-page settings plus our extensions (SM2 public key, OAuth providers, tenant branding). */
export async function loginConfig(services: AppServices, code?: string) {
  const [secondVerEnabled, captchaEnabled] = await Promise.all([
    services.settings.getBool('sys_second_ver', false),
    services.settings.getBool('sys_captcha', true),
  ]);
  return {
    secondVerEnabled,
    captchaEnabled,
    cryptoPublicKey: services.config.secrets.sm2PublicKey,
    oauthProviders: [] as string[],
    ...(code ? { tenant: await loginTenant(services, code) } : {}),
  };
}

interface TenantBrandRow {
  id: number;
  code: string;
  name: string;
  logo: string | null;
  mlogo: string | null;
  title: string | null;
  vice_title: string | null;
  mvice_title: string | null;
  copyright: string | null;
  copyright_info: string | null;
  is_copyright: boolean;
  is_carousel: boolean;
  carousel: unknown;
  is_system: boolean;
  is_factory: boolean;
  is_merchant: boolean;
}

async function loginTenant(services: AppServices, code: string) {
  const id = /^\d{1,15}$/.test(code) ? Number(code) : null;
  // sys_tenant is a global table; the login page shows a tenant's public branding before login.
  const [row] = await asPlatform(services.db, (tx) =>
    queryRows<TenantBrandRow>(
      tx,
      sql`select id, code, name, logo, mlogo, title, vice_title, mvice_title, copyright, copyright_info,
                 is_copyright, is_carousel, carousel, is_system, is_factory, is_merchant
            from sys_tenant
           where (lower(code) = lower(${code}) ${id === null ? sql`` : sql`or id = ${id}`})
             and status = 1 and not is_delete
           order by (lower(code) = lower(${code})) desc
           limit 1`,
    ),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    logo: row.logo,
    mlogo: row.mlogo,
    title: row.title,
    viceTitle: row.vice_title,
    mviceTitle: row.mvice_title,
    copyright: row.copyright,
    copyrightInfo: row.copyright_info,
    isCopyright: row.is_copyright,
    isCarousel: row.is_carousel,
    carousel: Array.isArray(row.carousel) ? row.carousel : [],
    isSystem: row.is_system,
    isFactory: row.is_factory,
    isMerchant: row.is_merchant,
  };
}

/** POST /api/sysAuth/unLockScreen: does `password` (SM2 or plain) match the caller's? */
export async function unlockScreen(services: AppServices, auth: AuthContext, password: string): Promise<boolean> {
  const [row] = await inTenant(services.db, auth.tenantId, (tx) =>
    tx
      .select({ password: sysUser.password })
      .from(sysUser)
      .where(and(eq(sysUser.id, auth.userId), eq(sysUser.isDelete, false))),
  );
  if (!row) return false;
  return verifyPassword(row.password, readPassword(password, services.config.secrets));
}
