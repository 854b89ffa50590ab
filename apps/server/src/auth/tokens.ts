import { randomInt } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

/**
 * Access and refresh tokens in the Admin.NET / Furion format (admin-net-contract §3.4):
 * HS256, issuer and audience "Admin.NET", PascalCase claims. We add `Sid` (the
 * sys_session row, for server-side revocation) and `Area`. The refresh token carries
 * f/e/s/l/k binding it to one access token, plus `Sid` and `Gen` (rotation generation).
 */
export interface AccessClaims {
  UserId: number;
  TenantId: number;
  Account: string;
  RealName: string;
  AccountType: number;
  OrgId: number;
  OrgName: string;
  OrgType: string;
  Sid: number;
  Area: string;
}

export interface RefreshClaims {
  f: string;
  e: string;
  s: number;
  l: number;
  k: string;
  Sid: number;
  Gen: number;
}

const ISSUER = 'Admin.NET';
const CLOCK_SKEW_MS = 5000;

export class TokenService {
  private readonly verifyStrict;
  private readonly verifyLoose;

  constructor(private readonly secret: string) {
    this.verifyStrict = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: ISSUER,
      clockTolerance: CLOCK_SKEW_MS,
      cache: 1000,
    });
    this.verifyLoose = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: ISSUER,
      ignoreExpiration: true,
    });
  }

  /** A signer of tokens of the Furion format (issuer, audience, HS256) living `minutes`. */
  private signer(minutes: number) {
    return createSigner({
      key: this.secret,
      algorithm: 'HS256',
      iss: ISSUER,
      aud: ISSUER,
      expiresIn: minutes * 60_000,
    });
  }

  signAccess(claims: AccessClaims, minutes: number): string {
    return this.signer(minutes)({ ...claims, nbf: Math.floor(Date.now() / 1000) });
  }

  signRefresh(accessToken: string, sid: number, gen: number, minutes: number): string {
    const [f, payload, e] = accessToken.split('.') as [string, string, string];
    const l = randomInt(3, 13);
    const s = randomInt(0, Math.max(1, payload.length - l));
    const k = payload.substring(s, s + l);
    return this.signer(minutes)({ f, e, s, l, k, Sid: sid, Gen: gen });
  }

  /** A valid, unexpired access token's claims; `expired` when only the lifetime failed; null otherwise. */
  verifyAccess(token: string): { claims: AccessClaims } | { expired: AccessClaims } | null {
    try {
      const claims = this.verifyStrict(token) as AccessClaims & Partial<RefreshClaims>;
      if (isRefreshShaped(claims)) return null;
      return { claims };
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) {
        try {
          const claims = this.verifyLoose(token) as AccessClaims & Partial<RefreshClaims>;
          if (isRefreshShaped(claims)) return null;
          return { expired: claims };
        } catch {
          return null;
        }
      }
      return null;
    }
  }

  /** Verifies a refresh token and that it is bound to `accessToken` (Furion Exchange rules). */
  verifyRefresh(refreshToken: string, accessToken: string): RefreshClaims | null {
    let claims: RefreshClaims;
    try {
      claims = this.verifyStrict(refreshToken) as RefreshClaims;
    } catch {
      return null;
    }
    if (!isRefreshShaped(claims)) return null;
    const [f, payload, e] = accessToken.split('.');
    if (claims.f !== f || claims.e !== e) return null;
    if (payload?.substring(claims.s, claims.s + claims.l) !== claims.k) return null;
    return claims;
  }
}

function isRefreshShaped(claims: Partial<RefreshClaims>): boolean {
  return (
    claims.f !== undefined &&
    claims.e !== undefined &&
    claims.s !== undefined &&
    claims.l !== undefined &&
    claims.k !== undefined
  );
}
