import { z } from 'zod';

/**
 * Schemas used by many calls. Custom messages are keys of VALIDATION_MESSAGES;
 * the server translates them into the caller's language.
 */
/** A 64-bit id as a JSON number (or a numeric string, accepted for query strings). */
export const idSchema = z.coerce
  .number({ error: 'idRequired' })
  .int({ error: 'idRequired' })
  .positive({ error: 'idRequired' })
  .refine(Number.isSafeInteger, { error: 'idRequired' });

/**
 * A required reference to another row (a user's organisation): the same id rule, but "is required"
 * with the field's own label rather than "Id is required".
 */
export const refIdSchema = z.preprocess(
  (v) => (v === '' || v === 0 || v === null ? undefined : v),
  z.coerce
    .number({ error: 'required' })
    .int({ error: 'invalidValue' })
    .positive({ error: 'required' })
    .refine(Number.isSafeInteger, { error: 'invalidValue' }),
);

/**
 * An optional id filter. Admin.NET clients mean "no filter" with `-1` or `0` (the users page
 * sends `orgId: -1` for all organisations and `0` for the root, the org tree `Id=0`), like blank or null.
 */
export const filterIdSchema = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' || v === -1 || v === '-1' ? undefined : v),
  idSchema.optional(),
);

export const idInputSchema = z.object({ id: idSchema });
export type IdInput = z.infer<typeof idInputSchema>;

export const idListSchema = z.array(idSchema).min(1, { error: 'idRequired' });

export const statusSchema = z.coerce.number({ error: 'statusInvalid' }).refine((v) => v === 1 || v === 2, {
  error: 'statusInvalid',
});
export const setStatusInputSchema = z.object({ id: idSchema, status: statusSchema });

/** Paging request (admin-net-contract §7). Extra keys are the call's filters. */
export const pageInputSchema = z.looseObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
  field: z.string().max(64).nullish(),
  order: z.string().max(32).nullish(),
  descStr: z.string().max(32).nullish().default('descending'),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export interface PageResult<T> {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  items: T[];
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

export function pageResult<T>(items: T[], total: number, page: number, pageSize: number): PageResult<T> {
  const totalPages = Math.ceil(total / pageSize);
  return { page, pageSize, total, totalPages, items, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}

/** The unified response envelope (admin-net-contract §1.1). */
export interface Envelope<T = unknown> {
  code: number;
  type: 'success' | 'error' | 'warning';
  message: string;
  result: T;
  extras: unknown;
  time: string;
}

/** The `tooLong` message key with its limit. */
export const tooLong = (max: number) => `tooLong|{"max":${max}}`;

/** Optional text: trimmed, blank → null. */
export const optText = (max: number) =>
  z
    .string({ error: 'notText' })
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** Required text, trimmed. */
export const reqText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: tooLong(max) });
