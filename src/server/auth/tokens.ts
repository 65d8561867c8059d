import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '../../core/permissions/roles.ts';

/** Claims our tokens carry. */
export interface TokenClaims {
  sub: string;
  role: Role;
  username: string;
}

/** Issues and checks short-lived HS256 tokens. */
export interface TokenService {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: number }>;
  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  verify(token: string): Promise<TokenClaims | null>;
  ttlSeconds: number;
}

const ISSUER = 'freight-terminal';

/** A token service over one secret; TTL in seconds. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ role: claims.role, username: claims.username })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(randomBytes(8).toString('hex'))
        .sign(key);
      return { token, expiresAt: exp * 1000 };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
        if (!isRole(payload.role)) return null;
        return { sub: payload.sub, role: payload.role, username: payload.username };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}

/** A new random signing secret (256 bits). */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}
