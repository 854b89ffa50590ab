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
import { addUser, deleteUsers, resetPassword, setUserStatus, type UserLimit, updateUser } from '../sysUser/index.ts';

/** Only the merchant's member accounts: administrators and other account types are "not found". */
const MEMBERS: UserLimit = { accountType: AccountType.Member };

/** Roles of the caller's tenant (checked by user management); absent on update = unchanged. */
const roles = z.object({ roleIdList: z.array(idSchema, { error: 'invalidValue' }).nullish() });

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
 */
export async function registerMerchantAccountRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const base = `/api/${resource.name}`;
  addRoute(app, services, {
    method: 'POST',
    url: `${base}/add`,
    body: body(addSchema(resource)),
    summary: 'Merchant accounts: add a member account (account unique across tenants, password 6–16); returns the id',
    handler: ({ auth, body, lang }) =>
      addUser(
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
          roleIdList: body.roleIdList ?? [],
          accountType: AccountType.Member,
          orgId: auth.orgId,
        }),
        lang,
      ),
  });
  addCommand(app, services, {
    url: `${base}/update`,
    body: body(updateSchema(resource)),
    summary: 'Merchant accounts: update (absent fields kept; roleIdList, when sent, replaces the roles)',
    run: ({ caller, body, lang }) =>
      updateUser(
        services,
        caller,
        {
          id: body.id,
          merge: (user) => {
            const sent = body as Record<string, unknown>;
            const row: Record<string, unknown> = { id: body.id, accountType: AccountType.Member };
            for (const key of KEPT) row[key] = user[key];
            for (const key of EDITABLE) row[key] = sent[key] === undefined ? user[key] : sent[key];
            if (body.roleIdList) row.roleIdList = body.roleIdList;
            return userUpdateSchema.parse(row);
          },
        },
        lang,
        MEMBERS,
      ),
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
}
