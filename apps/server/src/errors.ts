import type { ErrorCode, RefusalReason } from '@printfloor/contract';

/**
 * A business error: answered as HTTP 200 with body code 400 (or `status`) and the
 * message `[CODE] text` in the caller's language (admin-net-contract §1.2). `field` names the
 * input key the refusal is about (a duplicate code): the envelope then also carries
 * `extras.fields = {field: [text without the code]}`, so a form shows it on that field. `reasons`
 * are for the engine only (never in the envelope).
 */
export class BizError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly params?: Record<string, string | number>,
    readonly status: 400 | 401 | 403 | 404 | 429 = 400,
    readonly field?: string,
    /** What the refusal is about, in parts a whole-search run groups by (e.g. an order's review issues). */
    readonly reasons?: readonly RefusalReason[],
  ) {
    super(errorCode);
  }
}

/** Field-level validation failure: body code 400, message = JSON of field → messages. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('validation');
  }
}

/** Not logged in (401) or forbidden (403); HTTP 200 with that body code. */
export class AuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly invalidToken = false,
  ) {
    super(String(status));
  }
}
