import {
  AccountType,
  addSchema,
  idInputSchema,
  idListSchema,
  idSchema,
  normalizeInput,
  merchantAccountResource as resource,
  setStatusInputSchema,
  updateSchema,
  userAddSchema,
  userUpdateSchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addCommand, addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import {
  addUser,
  deleteUsers,
  resetPassword,
  setUserStatus,
  type UserLimit,
  updateUser,
  writeDiff,
} from '../sysUser/index.ts';
import { accountRoleIds, checkAccountRoles, merchantRoles } from './roles.ts';

/** Only the merchant's member accounts: administrators and other account types are "not found". */
const MEMBERS: UserLimit = { accountType: AccountType.Member };

/**
 * Roles of the caller's own tenant (roles.ts checks them before the write, user management again in
 * it): on add, absent = the staff role; on update, absent = unchanged; empty is refused.
 */
const roles = z.object({ roleIdList: z.array(idSchema, { error: 'invalidValue' }).nullish() });

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The declaration's write schema, over the body normalised like the engine's (keys, blanks). */
const body = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => normalizeInput(resource, v, 'write'), z.intersection(schema, roles));

/** Fields of a user that the merchant's form does not show: kept as they are on update. */
const KEPT = [
  'nickName',
  'sex',
  'birthday',
  'orgId',
  'posId',
  'jobNum',
  'idCardNum',
  'address',
  'introduction',
  'signature',
  'orderNo',
] as const;
const EDITABLE = ['account', 'realName', 'phone', 'email', 'status', 'remark'] as const;

/**
 * The writes of menu merchantAccount (the declaration's `bespoke` actions, plus resetPwd): user
 * management's services limited to account type 666 of the caller's tenant. An add is always a
 * member placed in the creator's organisation; the account type is never the merchant's to choose.
 * Roles are the merchant's own (roles.ts), read for the form through roleList and ownRoleList. A
 * change of roles applies to the account's next call: sys_user_role announces it to every
 * instance's permission cache (migration 0003, auth/auth-cache.ts); its sessions go on.
 */
export async function registerMerchantAccountRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const base = `/api/${resource.name}`;
  addRoute(app, services, {
    method: 'POST',
    url: `${base}/add`,
    body: body(addSchema(resource)),
    summary:
      "Merchant accounts: add a member account (account unique across tenants, password 6–16) with roles of the caller's tenant (none sent: the staff role); returns the id",
    handler: async ({ auth, body, lang, read }) => {
      const roleIdList = await read((tx) => checkAccountRoles(tx, auth, body.roleIdList, 'add', lang));
      return addUser(
        services,
        auth,
        userAddSchema.parse({
          account: body.account,
          password: body.password,
          realName: body.realName,
          phone: body.phone,
          email: body.email,
          status: body.status,
          remark: body.remark,
          roleIdList,
          accountType: AccountType.Member,
          orgId: auth.orgId,
        }),
        lang,
      );
    },
  });
  addCommand(app, services, {
    url: `${base}/update`,
    body: body(updateSchema(resource)),
    summary:
      "Merchant accounts: update (absent fields kept; roleIdList, when sent, replaces the roles: at least one, of the caller's tenant, in effect on the account's next call)",
    run: async ({ caller, body, lang, read, tenant }) => {
      const roleIdList = await read((tx) => checkAccountRoles(tx, caller.auth, body.roleIdList, 'update', lang));
      const before = roleIdList ? await read((tx) => accountRoleIds(tx, caller.auth, body.id)) : [];
      await updateUser(
        services,
        caller,
        {
          id: body.id,
          merge: (user) => {
            const sent = body as Record<string, unknown>;
            const row: Record<string, unknown> = { id: body.id, accountType: AccountType.Member };
            for (const key of KEPT) row[key] = user[key];
            for (const key of EDITABLE) row[key] = sent[key] === undefined ? user[key] : sent[key];
            if (roleIdList) row.roleIdList = roleIdList;
            return userUpdateSchema.parse(row);
          },
        },
        lang,
        MEMBERS,
      );
      // User management's diff of the user leaves the roles out: a change of them gets its own row.
      if (roleIdList && !sameIds(before, roleIdList))
        await tenant((tx) =>
          writeDiff(tx, caller, 'sys_user_role', body.id, { roleIdList: before }, { roleIdList }, 'update'),
        );
    },
  });
  addCommand(app, services, {
    url: `${base}/delete`,
    body: idInputSchema,
    summary: 'Merchant accounts: delete (soft); the account name is freed and their sessions end',
    run: ({ caller, body }) => deleteUsers(services, caller, [body.id], MEMBERS),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `${base}/batchDelete`,
    body: z.union([idListSchema, z.object({ ids: idListSchema })]),
    summary: 'Merchant accounts: delete several (body = array of ids, or {ids}), all or nothing; answers the count',
    handler: ({ auth, body, req, traceId }) =>
      deleteUsers(services, { auth, url: req.url, traceId }, Array.isArray(body) ? body : body.ids, MEMBERS),
  });
  addCommand(app, services, {
    url: `${base}/setStatus`,
    body: setStatusInputSchema,
    summary: "Merchant accounts: enable or disable; disabling ends the account's sessions at once",
    run: ({ caller, body }) => setUserStatus(services, caller, body, MEMBERS),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `${base}/resetPwd`,
    body: idInputSchema,
    summary:
      'Merchant accounts: reset the password to a generated one, answered in plain text; the account is logged out',
    handler: ({ auth, body, req, traceId }) =>
      resetPassword(services, { auth, url: req.url, traceId }, body.id, MEMBERS),
  });
  // The account form's role picker: whoever reads the list may read these (like a search's choices).
  addRoute(app, services, {
    method: 'GET',
    url: `${base}/roleList`,
    permission: resource.permissions.page,
    summary:
      "Merchant accounts: the roles an account may be given — the live roles of the caller's tenant (id, name, code, status), in role order",
    handler: ({ auth, read }) => read((tx) => merchantRoles(tx, auth.tenantId)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: `${base}/ownRoleList/:id`,
    params: z.object({ id: idSchema }),
    permission: resource.permissions.page,
    summary:
      "Merchant accounts: the role ids of one member account of the caller's tenant ([] for any other user), for the edit form",
    handler: ({ auth, params, read }) => read((tx) => accountRoleIds(tx, auth, params.id)),
  });
}
