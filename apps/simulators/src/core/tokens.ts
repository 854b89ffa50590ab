import { randomBytes } from 'node:crypto';
import type { SimClock } from './clock.ts';

export interface TokenOptions {
  /** Access token lifetime (TikTok ≈ 24 h); tests shorten it to watch expiry. */
  accessTtlMs: number;
  refreshTtlMs: number;
  /** An authorization code is single-use and short-lived, as on every platform. */
  codeTtlMs: number;
}

export const DEFAULT_TOKENS: TokenOptions = {
  accessTtlMs: 24 * 3600_000,
  refreshTtlMs: 365 * 24 * 3600_000,
  codeTtlMs: 10 * 60_000,
};

export interface Grant {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

export type TokenCheck = 'ok' | 'expired' | 'invalid';

/**
 * Authorization codes and tokens, the part of OAuth every platform shares. Demo codes stay valid
 * (so `npm run simulators` can print one that works more than once); issued codes are single-use.
 */
export class TokenStore {
  private readonly codes = new Map<string, { expiresAt: number; reusable: boolean }>();
  private readonly access = new Map<string, number>();
  private readonly refresh = new Map<string, number>();

  constructor(
    private readonly clock: SimClock,
    public options: TokenOptions = DEFAULT_TOKENS,
  ) {}

  issueCode(code = `code_${randomBytes(8).toString('hex')}`, reusable = false): string {
    this.codes.set(code, {
      expiresAt: reusable ? Number.POSITIVE_INFINITY : this.clock.now() + this.options.codeTtlMs,
      reusable,
    });
    return code;
  }

  /** Exchanges a code for a grant, or null for an unknown, used or expired code. */
  exchange(code: string): Grant | null {
    const entry = this.codes.get(code);
    if (!entry || entry.expiresAt <= this.clock.now()) return null;
    if (!entry.reusable) this.codes.delete(code);
    return this.grant();
  }

  /** A new grant for a valid refresh token (the old access token stays valid until it expires). */
  renew(refreshToken: string): Grant | null {
    const expiresAt = this.refresh.get(refreshToken);
    if (expiresAt === undefined || expiresAt <= this.clock.now()) return null;
    return this.grant(refreshToken);
  }

  check(accessToken: string | null | undefined): TokenCheck {
    if (!accessToken) return 'invalid';
    const expiresAt = this.access.get(accessToken);
    if (expiresAt === undefined) return 'invalid';
    return expiresAt <= this.clock.now() ? 'expired' : 'ok';
  }

  /** A token handed out directly (Temu's seller-centre token, ERP keys): valid for accessTtlMs. */
  issueAccessToken(token = `tok_${randomBytes(12).toString('hex')}`, ttlMs = this.options.accessTtlMs): string {
    this.access.set(token, this.clock.now() + ttlMs);
    return token;
  }

  expiresAt(accessToken: string): number | undefined {
    return this.access.get(accessToken);
  }

  private grant(refreshToken?: string): Grant {
    const now = this.clock.now();
    const accessToken = `tok_${randomBytes(12).toString('hex')}`;
    const refresh = refreshToken ?? `ref_${randomBytes(12).toString('hex')}`;
    const accessExpiresAt = now + this.options.accessTtlMs;
    const refreshExpiresAt = refreshToken ? this.refresh.get(refreshToken)! : now + this.options.refreshTtlMs;
    this.access.set(accessToken, accessExpiresAt);
    this.refresh.set(refresh, refreshExpiresAt);
    return { accessToken, refreshToken: refresh, accessExpiresAt, refreshExpiresAt };
  }
}
