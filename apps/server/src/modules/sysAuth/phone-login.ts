import { AREAS } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { phoneSchema, verifySmsCode } from '../sysSms/index.ts';
import { loginClient, sendTokens } from './login-client.ts';
import { registerQrLoginRoutes } from './qr-login.ts';
import { completeLogin } from './service.ts';

export const loginPhoneInputSchema = z.object({
  phone: phoneSchema,
  code: z
    .union([z.string(), z.number()], { error: 'required' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(4, { error: 'required' }).max(16, { error: 'tooLong|{"max":16}' })),
  /** Console area to enter; absent → the first area of the tenant's kind. */
  area: z.enum(AREAS, { error: 'invalidValue' }).nullish(),
  /** Tenant code or id; required when the number has accounts in several tenants. */
  tenantCode: z
    .union([z.string().max(64, { error: 'tooLong|{"max":64}' }), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v).trim())),
});

interface LoginCandidate {
  tenant_id: number;
  user_id: number;
}

/**
 * The undeleted users with this phone (in undeleted tenants), limited to `tenantCode` (code,
 * case-insensitive, or id) when given. Cross-tenant by nature (the phone number is what
 * identifies the account's tenant), hence asPlatform.
 */
async function usersByPhone(services: AppServices, phone: string, tenantCode: string | null) {
  return asPlatform(services.db, (tx) =>
    queryRows<LoginCandidate>(
      tx,
      sql`select u.tenant_id, u.id as user_id
            from sys_user u
            join sys_tenant t on t.id = u.tenant_id and not t.is_delete
           where u.phone = ${phone} and not u.is_delete
             ${tenantCode === null ? sql`` : /^\d{1,15}$/.test(tenantCode) ? sql`and (lower(t.code) = lower(${tenantCode}) or t.id = ${Number(tenantCode)})` : sql`and lower(t.code) = lower(${tenantCode})`}
           limit 2`,
    ),
  );
}

/** POST /api/sysAuth/loginPhone: mobile number + SMS code (admin-net-contract §3.1). */
export async function registerPhoneLoginRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysAuth/loginPhone',
    access: 'public',
    body: loginPhoneInputSchema,
    summary: 'Log in with a mobile number and an SMS code; returns {accessToken, refreshToken} and both token headers',
    handler: async (ctx) => {
      const { body, services: s } = ctx;
      await verifySmsCode(s, body.phone, body.code);
      const found = await usersByPhone(s, body.phone, body.tenantCode);
      // No account, or accounts in several tenants and no tenant code: one answer for both.
      if (found.length !== 1) throw new BizError('D1054');
      const user = found[0] as LoginCandidate;
      // Disabled user (D1017), disabled tenant (Z1003), area of another tenant kind (D1030),
      // session, token headers and visit log: the same path as the account login.
      const pair = await completeLogin(
        loginClient(ctx),
        { tenantId: Number(user.tenant_id), userId: Number(user.user_id) },
        body.area,
        'loginPhone',
      );
      sendTokens(ctx.reply, pair);
      return pair;
    },
  });
}

/**
 * Everything this file and its neighbours add to sysAuth (registered from sysAuth/routes.ts):
 * phone login and QR scan login. Sending the SMS code is the sysSms module's own route.
 */
export async function registerAuthExtraRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await registerPhoneLoginRoutes(app, services);
  await registerQrLoginRoutes(app, services);
}
