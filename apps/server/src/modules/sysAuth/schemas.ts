import { AREAS } from '@printfloor/contract';
import { z } from 'zod';

/** Input schemas of the sysAuth calls (messages are VALIDATION_MESSAGES keys). */

/** A value clients send as a string or a number (codeId is a C# long in Admin.NET). */
const looseText = (max: number) =>
  z
    .union([z.string().max(max, { error: `tooLong|{"max":${max}}` }), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v).trim()));

export const loginInputSchema = z.object({
  account: z
    .string({ error: 'accountRequired' })
    .trim()
    .min(1, { error: 'accountRequired' })
    .min(2, { error: 'accountMinLength' })
    .max(64, { error: 'tooLong|{"max":64}' }),
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired' })
    .min(3, { error: 'passwordMinLength' })
    .max(1024, { error: 'tooLong|{"max":1024}' }),
  codeId: looseText(64),
  code: looseText(32),
  /** Console area to enter; absent (stock client) → the first area of the tenant's kind. */
  area: z.enum(AREAS, { error: 'areaInvalid' }).nullish(),
  /** Tenant code or id: the account must belong to that tenant. */
  tenantCode: looseText(64),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginConfigQuerySchema = z.object({
  /** Tenant code or numeric tenant id whose branding the login page shows. */
  code: z.string().trim().max(64, { error: 'tooLong|{"max":64}' }).optional(),
});

export const refreshTokenQuerySchema = z.object({
  accessToken: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(4096),
});

export const unlockQuerySchema = z.object({
  password: z.string().max(1024, { error: 'tooLong|{"max":1024}' }).optional(),
});
export const unlockBodySchema = z.object({
  password: z.string({ error: 'passwordRequired' }).max(1024, { error: 'tooLong|{"max":1024}' }),
});
