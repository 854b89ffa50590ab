import {
  baseInfoSchema,
  changePwdSchema,
  grantRoleSchema,
  idInputSchema,
  idSchema,
  setStatusInputSchema,
  userAddSchema,
  userPageSchema,
  userUpdateSchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addCommand, addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import {
  addUser,
  changePassword,
  deleteUser,
  getBaseInfo,
  grantRoles,
  ownExtOrgList,
  ownRoleList,
  pageMerchantUsers,
  pageUsers,
  resetPassword,
  setUserStatus,
  unlockLogin,
  updateBaseInfo,
  updateUser,
  userDetail,
} from './service.ts';

const userIdParams = z.object({ userId: idSchema });
const detailQuery = z.object({ id: idSchema });

/** sysUser (admin-net-contract §10): users of the tenant and the user center's own calls. */
export async function registerSysUserRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const tz = services.config.timeZone;
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysUser/page',
    body: userPageSchema,
    audit: false,
    summary: 'Users of the tenant in the data scope (orgId includes child orgs); merchant=true: merchant accounts',
    handler: ({ auth, body, tenant }) =>
      body.merchant ? pageMerchantUsers(services, auth, body) : tenant((tx) => pageUsers(tx, auth, body, tz)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysUser/detail',
    query: detailQuery,
    summary: 'One user with roleIdList (null outside the tenant or data scope)',
    handler: ({ auth, query, tenant }) => tenant((tx) => userDetail(tx, auth, query.id, tz)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysUser/add',
    body: userAddSchema,
    summary: 'Add a user (account unique across tenants); returns the id',
    handler: ({ auth, body, lang }) => addUser(services, auth, body, lang),
  });
  addCommand(app, services, {
    url: '/api/sysUser/update',
    body: userUpdateSchema,
    summary: 'Update a user (roleIdList / extOrgIdList, when sent, replace the roles / extension orgs)',
    run: ({ caller, body, lang }) => updateUser(services, caller, body, lang),
  });
  addCommand(app, services, {
    url: '/api/sysUser/delete',
    body: idInputSchema.extend({ orgId: z.unknown().optional() }),
    summary: 'Delete a user (soft); the account name is freed and their sessions end',
    run: ({ caller, body }) => deleteUser(services, caller, body.id),
  });
  addCommand(app, services, {
    url: '/api/sysUser/setStatus',
    body: setStatusInputSchema,
    summary: "Enable or disable a user; disabling ends the user's sessions at once",
    run: ({ caller, body }) => setUserStatus(services, caller, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysUser/resetPwd',
    body: idInputSchema,
    summary: 'Reset the password to a generated one, returned in plain text; the user is logged out',
    handler: ({ auth, body, req, traceId }) => resetPassword(services, { auth, url: req.url, traceId }, body.id),
  });
  addCommand(app, services, {
    url: '/api/sysUser/unlockLogin',
    body: idInputSchema,
    summary: 'Clear the failed-login lockout of the user',
    run: ({ auth, body }) => unlockLogin(services, auth, body.id),
  });
  addCommand(app, services, {
    url: '/api/sysUser/grantRole',
    body: grantRoleSchema,
    summary: "Replace a user's roles",
    run: ({ caller, body }) => grantRoles(services, caller, body),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysUser/ownRoleList/:userId',
    params: userIdParams,
    summary: "A user's role ids",
    handler: ({ auth, params, tenant }) => tenant((tx) => ownRoleList(tx, auth, params.userId, tz)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysUser/ownExtOrgList/:userId',
    params: userIdParams,
    summary: "A user's extension (secondary) organisations",
    handler: ({ auth, params, tenant }) => tenant((tx) => ownExtOrgList(tx, auth, params.userId, tz)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysUser/baseInfo',
    summary: "The caller's own profile (user center)",
    handler: ({ auth, tenant }) => tenant((tx) => getBaseInfo(tx, auth, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysUser/baseInfo',
    body: baseInfoSchema,
    summary: "Update the caller's own profile (user center)",
    run: ({ caller, body, tenant }) => tenant((tx) => updateBaseInfo(tx, caller, body, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysUser/changePwd',
    body: changePwdSchema,
    summary: "Change the caller's password (plain or SM2); the user's other sessions are revoked",
    run: ({ auth, body, lang }) => changePassword(services, auth, body, lang),
  });
}
