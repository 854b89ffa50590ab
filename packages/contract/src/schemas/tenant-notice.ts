import { z } from 'zod';
import { NoticeType } from '../enums.ts';
import { verifyAccount, verifyEmail, verifyPassword, verifyPhoneNumber } from '../validators.ts';
import { idSchema, optText, pageInputSchema, reqText, statusSchema, tooLong } from './common.ts';

/**
 * Inputs of sysTenant and sysNotice (admin-net-contract §9.2, §10). Shared by the server
 * (route validation) and the console (forms); custom messages are VALIDATION_MESSAGES keys.
 */

const checked = (max: number, check: (v: string) => boolean, message: string) =>
  optText(max).refine((v) => v === null || check(v), { error: message });

/** An image address: an absolute http(s) URL or a path of our file store ("/upload/…"). */
const imageRef = optText(1024).refine((v) => v === null || /^(https?:\/\/|\/)[^\s<>"']*$/i.test(v), {
  error: 'imageHttpOnly',
});

export const TENANT_KINDS = ['factory', 'merchant'] as const;
export type CreatableTenantKind = (typeof TENANT_KINDS)[number];

/** How many carousel images a tenant's login page may show. */
export const CAROUSEL_MAX_IMAGES = 10;

/** Branding shown on the login page and in the shell (logo, titles, copyright, carousel). */
const brandingFields = {
  logo: imageRef,
  mlogo: imageRef,
  title: optText(64),
  viceTitle: optText(128),
  mviceTitle: optText(256),
  copyright: optText(256),
  copyrightInfo: optText(256),
  isCopyright: z.boolean({ error: 'notBoolean' }).default(true),
  isCarousel: z.boolean({ error: 'notBoolean' }).default(false),
  carousel: z
    .array(imageRef, { error: 'invalidValue' })
    .max(CAROUSEL_MAX_IMAGES, { error: tooLong(CAROUSEL_MAX_IMAGES) })
    .nullish()
    .transform((v) => (v ?? []).filter((x): x is string => !!x)),
};

const tenantFields = {
  name: reqText(64),
  phone: checked(32, verifyPhoneNumber, 'phoneInvalid'),
  email: checked(128, verifyEmail, 'emailInvalid'),
  orderNo: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).default(100),
  remark: optText(256),
  ...brandingFields,
};

export const tenantAddSchema = z.object({
  kind: z.enum(TENANT_KINDS, { error: 'invalidValue' }),
  code: reqText(32).refine((v) => /^[A-Za-z][A-Za-z0-9_-]{1,31}$/.test(v), { error: 'codeInvalid' }),
  adminAccount: reqText(32).refine(verifyAccount, { error: 'accountInvalid' }),
  /** The admin's first password (SM2 or plain on the wire). */
  adminPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  ...tenantFields,
});
export type TenantAddInput = z.output<typeof tenantAddSchema>;
/** The body a client sends to sysTenant/add (before defaults and coercion). */
export type TenantAddBody = z.input<typeof tenantAddSchema>;

/** Console form check of the plain password before it is sent. */
export const tenantPasswordSchema = z.string().refine(verifyPassword, { error: 'passwordInvalid' });

export const tenantUpdateSchema = z.object({ id: idSchema, ...tenantFields });
export type TenantUpdateInput = z.output<typeof tenantUpdateSchema>;
export type TenantUpdateBody = z.input<typeof tenantUpdateSchema>;

export const tenantPageSchema = pageInputSchema.extend({
  name: optText(64),
  code: optText(32),
  phone: optText(32),
});
export type TenantPageInput = z.output<typeof tenantPageSchema>;

export const tenantStatusSchema = z.object({ id: idSchema, status: statusSchema });
export const tenantGrantMenuSchema = z.object({
  id: idSchema,
  menuIdList: z
    .array(idSchema, { error: 'invalidValue' })
    .max(5000)
    .transform((v) => [...new Set(v)]),
});

// ───────────── Notices ─────────────

export const NOTICE_TYPES = [NoticeType.Notice, NoticeType.Announcement] as const;

const noticeFields = {
  title: reqText(128),
  /** Rich text (HTML); the server sanitises it and refuses images that are not http(s). */
  content: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(200_000, { error: tooLong(200_000) }),
  type: z.coerce
    .number({ error: 'invalidValue' })
    .refine((v) => (NOTICE_TYPES as readonly number[]).includes(v), { error: 'invalidValue' }),
};

export const noticeAddSchema = z.object(noticeFields);
export type NoticeAddInput = z.output<typeof noticeAddSchema>;
export const noticeUpdateSchema = z.object({ id: idSchema, ...noticeFields });
export type NoticeUpdateInput = z.output<typeof noticeUpdateSchema>;
/** The body a client sends to sysNotice/add or update (before coercion). */
export type NoticeAddBody = z.input<typeof noticeAddSchema>;
export type NoticeUpdateBody = z.input<typeof noticeUpdateSchema>;

export const noticePageSchema = pageInputSchema.extend({
  title: optText(128),
  type: z.coerce.number().int().nullish(),
  status: z.coerce.number().int().nullish(),
});
export type NoticePageInput = z.output<typeof noticePageSchema>;

export const noticeReceivedSchema = pageInputSchema.extend({
  title: optText(128),
  type: z.coerce.number().int().nullish(),
});

/** Image sources found in rich text: every one must be an http(s) URL (console pre-check). */
export function nonHttpImageSources(html: string): string[] {
  const bad: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const src = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (!/^https?:\/\//i.test(src)) bad.push(src);
  }
  return bad;
}
