import { z } from 'zod';
import { AccountType, DataScope } from '../enums.ts';
import { verifyAccount, verifyEmail, verifyPassword, verifyPhoneNumber } from '../validators.ts';
import {
  filterIdSchema,
  idSchema,
  optText,
  pageInputSchema,
  refIdSchema,
  reqText,
  statusSchema,
  tooLong,
} from './common.ts';

/**
 * Inputs of sysUser, sysRole and sysOrg (admin-net-contract §9.2, §10; spec §5). Shared by the
 * server (route validation) and the console (form validation), so both give the same messages:
 * custom messages are keys of VALIDATION_MESSAGES.
 */

/** Blank, 0 or null → null; otherwise a positive id. */
const optId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v),
  idSchema.optional(),
);

const idList = z
  .array(idSchema, { error: 'invalidValue' })
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

const orderNo = z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).default(100);

/** Optional text that must pass a named validator when present. */
const checked = (max: number, check: (v: string) => boolean, message: string) =>
  optText(max).refine((v) => v === null || check(v), { error: message });

const dateText = z
  .string({ error: 'invalidDate' })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), {
    error: 'invalidDate',
  });

/** Account types an administrator may give (999 is never created through the API). */
export const ASSIGNABLE_ACCOUNT_TYPES = [
  AccountType.SysAdmin,
  AccountType.NormalUser,
  AccountType.Member,
  AccountType.Other,
] as const;

/** At most this many extension (secondary) organisations per user. */
export const MAX_EXT_ORGS = 20;

/** Label of the extension-org list in row-count messages. */
const EXT_ORG_LABEL = {
  'zh-CN': '扩展机构',
  en: 'Extension organisations',
  'zh-TW': '擴充機構',
  'pt-BR': 'Organizações adicionais',
};

/** One extension (secondary) organisation of a user: SysUserExtOrg without its ids. */
export const userExtOrgSchema = z.object({
  orgId: refIdSchema,
  posId: optId,
  jobNum: optText(32),
  /** The column is an int (Admin.NET SysUserExtOrg.PosLevel). */
  posLevel: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'notNumber' })
      .int({ error: 'notInteger' })
      .min(0, { error: 'tooSmall|{"min":0}' })
      .max(2_147_483_647, { error: 'tooBig|{"max":2147483647}' })
      .optional(),
  ),
  joinDate: dateText,
});
export type UserExtOrgInput = z.output<typeof userExtOrgSchema>;

/** The extension orgs of add/update: ≤ MAX_EXT_ORGS rows, each org once (later duplicates are flagged). */
const extOrgList = z
  .array(userExtOrgSchema, { error: 'invalidValue' })
  .max(MAX_EXT_ORGS, {
    error: `childRowsMax|${JSON.stringify({ max: MAX_EXT_ORGS, label: EXT_ORG_LABEL })}`,
  })
  .superRefine((list, ctx) => {
    const seen = new Map<number, number>();
    list.forEach((row, index) => {
      const first = seen.get(row.orgId);
      if (first === undefined) seen.set(row.orgId, index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index, 'orgId'],
          message: `extOrgDuplicate|${JSON.stringify({ row: first + 1 })}`,
        });
    });
  })
  .nullish();

/** An extension org equal to the user's main org is refused on that row's orgId. */
function extOrgsBesideMainOrg(
  value: { orgId?: number; extOrgIdList?: readonly { orgId: number }[] | null },
  ctx: z.RefinementCtx,
): void {
  value.extOrgIdList?.forEach((row, index) => {
    if (value.orgId !== undefined && row.orgId === value.orgId)
      ctx.addIssue({ code: 'custom', path: ['extOrgIdList', index, 'orgId'], message: 'extOrgIsMainOrg' });
  });
}

const userFields = {
  account: reqText(32).refine(verifyAccount, { error: 'accountInvalid' }),
  realName: reqText(32),
  nickName: optText(32),
  phone: checked(32, verifyPhoneNumber, 'phoneInvalid'),
  email: checked(64, verifyEmail, 'emailInvalid'),
  sex: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'invalidValue' })
      .refine((v) => v === 1 || v === 2 || v === 3, { error: 'invalidValue' })
      .optional(),
  ),
  birthday: dateText,
  accountType: z.coerce
    .number({ error: 'invalidValue' })
    .refine((v) => (ASSIGNABLE_ACCOUNT_TYPES as readonly number[]).includes(v), { error: 'invalidValue' })
    .default(AccountType.NormalUser),
  orgId: refIdSchema,
  posId: optId,
  jobNum: optText(32),
  idCardNum: optText(32),
  address: optText(256),
  introduction: optText(512),
  signature: optText(512),
  orderNo,
  status: statusSchema.default(1),
  remark: optText(256),
  roleIdList: idList,
  /**
   * Extension (secondary) organisations (SysUserExtOrg). Add: absent/null = none. Update: absent/null
   * = unchanged; a list (even empty) replaces them.
   */
  extOrgIdList: extOrgList,
};

/** POST sysUser/add. `password` (plain or SM2) is optional: absent → a generated one. */
export const userAddSchema = z
  .object({
    ...userFields,
    password: z
      .string({ error: 'notText' })
      .max(512, { error: tooLong(512) })
      .nullish(),
  })
  .superRefine(extOrgsBesideMainOrg);
export type UserAddInput = z.output<typeof userAddSchema>;

/** POST sysUser/update: every field of add except the password. */
export const userUpdateSchema = z
  .object({
    id: idSchema,
    ...userFields,
    /** Absent: roles unchanged; a list (even empty) replaces them. */
    roleIdList: z.array(idSchema, { error: 'invalidValue' }).nullish(),
  })
  .superRefine(extOrgsBesideMainOrg);
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** The console's add form: the password typed in plain text, 6–16 characters. */
export const userAddFormSchema = z
  .object({
    ...userFields,
    password: reqText(16).refine(verifyPassword, { error: 'passwordInvalid' }),
  })
  .superRefine(extOrgsBesideMainOrg);

export const userPageSchema = pageInputSchema.extend({
  account: optText(32),
  realName: optText(32),
  phone: optText(16),
  orgId: filterIdSchema,
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), statusSchema.optional()),
  /** Platform administrators: users of merchant tenants instead of their own. */
  merchant: z.preprocess((v) => v === true || v === 'true' || v === 1, z.boolean()).default(false),
  /** With `merchant`: one merchant tenant. */
  tenantId: filterIdSchema,
});
export type UserPageInput = z.output<typeof userPageSchema>;

export const grantRoleSchema = z.object({ userId: idSchema, roleIdList: idList });

/** GET/POST sysUser/baseInfo (user center). Real name, phone and birth date are required (spec §5). */
export const baseInfoSchema = z.object({
  realName: reqText(32),
  nickName: optText(32),
  phone: reqText(32).refine((v) => verifyPhoneNumber(v), { error: 'phoneInvalid' }),
  birthday: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), { error: 'invalidDate' }),
  sex: userFields.sex,
  email: userFields.email,
  signature: optText(512),
  address: optText(256),
  introduction: optText(512),
});
export type BaseInfoInput = z.output<typeof baseInfoSchema>;

/** POST sysUser/changePwd: passwords plain or SM2; the server checks 6–16 after decrypting. */
export const changePwdSchema = z.object({
  passwordOld: reqText(512),
  passwordNew: reqText(512),
  /** Optional repeat; when sent it must equal passwordNew (compared after decrypting). */
  passwordNew2: z
    .string()
    .max(512, { error: tooLong(512) })
    .nullish(),
});

/** The console's change-password form: current, new, new again (spec §5). */
export const changePwdFormSchema = z
  .object({
    passwordOld: reqText(16),
    passwordNew: reqText(16).refine(verifyPassword, { error: 'passwordInvalid' }),
    passwordNew2: reqText(16),
  })
  .refine((v) => v.passwordNew === v.passwordNew2, { error: 'passwordMismatch', path: ['passwordNew2'] });

const dataScope = z.coerce
  .number({ error: 'invalidValue' })
  .refine((v) => Object.values(DataScope).includes(v as DataScope), { error: 'invalidValue' });

const roleFields = {
  name: reqText(64),
  code: reqText(64).refine((v) => /^[A-Za-z][A-Za-z0-9_:-]*$/.test(v), { error: 'invalidValue' }),
  dataScope: dataScope.default(DataScope.Self),
  orderNo,
  status: statusSchema.default(1),
  remark: optText(256),
};

export const roleAddSchema = z.object({ ...roleFields, menuIdList: idList });
export type RoleAddInput = z.output<typeof roleAddSchema>;
export const roleUpdateSchema = z.object({ id: idSchema, ...roleFields });
export type RoleUpdateInput = z.output<typeof roleUpdateSchema>;
export const rolePageSchema = pageInputSchema.extend({ name: optText(64), code: optText(64) });
export const grantMenuSchema = z.object({ id: idSchema, menuIdList: idList });
export const grantDataScopeSchema = z.object({ id: idSchema, dataScope, orgIdList: idList });

const orgFields = {
  pid: z
    .preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number({ error: 'notNumber' }))
    .pipe(
      z.number().int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).refine(Number.isSafeInteger, {
        error: 'invalidValue',
      }),
    ),
  name: reqText(64),
  code: optText(64),
  type: optText(32),
  directorId: optId,
  orderNo,
  status: statusSchema.default(1),
  remark: optText(256),
};
export const orgAddSchema = z.object(orgFields);
export type OrgAddInput = z.output<typeof orgAddSchema>;
export const orgUpdateSchema = z.object({ id: idSchema, ...orgFields });
export type OrgUpdateInput = z.output<typeof orgUpdateSchema>;
export const orgListQuerySchema = z.object({
  id: filterIdSchema,
  name: optText(64),
  code: optText(64),
  type: optText(32),
});
