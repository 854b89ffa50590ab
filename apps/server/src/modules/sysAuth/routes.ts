import type { FastifyInstance } from 'fastify';
import { createCaptcha } from '../../auth/captcha.ts';
import { userButtonCodes } from '../../auth/permissions.ts';
import { ValidationError } from '../../errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import { addRoute, parseInput } from '../../http/route.ts';
import { PreSerialized, serializerFor } from '../../http/serialize.ts';
import type { AppServices } from '../../services.ts';
import { loginClient, sendLoggedOut, sendTokens } from './login-client.ts';
import { registerAuthExtraRoutes } from './phone-login.ts';
import {
  loginConfigQuerySchema,
  loginInputSchema,
  refreshTokenQuerySchema,
  unlockBodySchema,
  unlockQuerySchema,
} from './schemas.ts';
import { issueRefreshToken, loginConfig, loginWithPassword, logout, unlockScreen, userInfo } from './service.ts';

/**
 * sysAuth calls of spec §7 / admin-net-contract §3.1: captcha, loginConfig, login, logout,
 * refreshToken, userInfo, watermarkConfig, unLockScreen. SMS and QR login live next to
 * these (they reuse `completeLogin` from service.ts).
 */
export async function registerSysAuthRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysAuth/captcha',
    access: 'public',
    summary: 'Login captcha: {id, img (base64 PNG, 150×50)}, valid 60 s, single use',
    handler: async () => createCaptcha(services.db),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysAuth/loginConfig',
    access: 'public',
    query: loginConfigQuerySchema,
    summary: 'Login page settings; with ?code= also the tenant branding',
    handler: async ({ query }) => loginConfig(services, query.code || undefined),
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysAuth/login',
    access: 'public',
    body: loginInputSchema,
    audit: false, // written to the visit log instead
    summary: 'Account login: {accessToken, refreshToken} + access-token / x-access-token headers',
    handler: async (ctx) => {
      const pair = await loginWithPassword(loginClient(ctx), ctx.body);
      sendTokens(ctx.reply, pair);
      return pair;
    },
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysAuth/logout',
    access: 'login',
    audit: false, // written to the visit log instead
    summary: 'Ends the session (server-side revocation)',
    handler: async (ctx) => {
      await logout(loginClient(ctx), ctx.auth);
      sendLoggedOut(ctx.reply);
    },
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysAuth/refreshToken',
    access: 'login',
    query: refreshTokenQuerySchema,
    summary: "A new refresh token bound to the caller's own access token",
    handler: async ({ auth, query }) => issueRefreshToken(services, auth, query.accessToken),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysAuth/userInfo',
    access: 'login',
    audit: false,
    summary: 'The logged-in user, their buttons and tenant branding',
    // Cached per session until the user, tenant, roles or menus change (auth/auth-cache.ts).
    handler: async (ctx) =>
      services.authCache.remember(`userInfo:${ctx.auth.tenantId}:${ctx.auth.sessionId}`, async () => {
        // Codes first: on PGlite a nested transaction inside ctx.tenant would wait on itself.
        const codes = await userButtonCodes(services, ctx.auth);
        const info = await ctx.tenant((tx) => userInfo(tx, ctx.auth, codes));
        return new PreSerialized(serializerFor(ctx.timeZone)(info));
      }),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysAuth/watermarkConfig',
    access: 'login',
    summary: 'Whether the console shows the watermark',
    handler: async () => ({ watermarkEnabled: await services.settings.getBool('sys_watermark', false) }),
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysAuth/unLockScreen',
    access: 'login',
    query: unlockQuerySchema,
    summary: 'Lock-screen unlock: true when the password (SM2 or plain; ?password= or body) matches',
    handler: async ({ auth, query, req, lang }) => {
      let password = query.password;
      if (password === undefined && req.body !== undefined && req.body !== null) {
        password = parseInput(unlockBodySchema, req.body, lang).password;
      }
      if (!password) throw new ValidationError({ password: [translateValidation(lang, 'passwordRequired')] });
      return unlockScreen(services, auth, password);
    },
  });

  await registerAuthExtraRoutes(app, services);
}
