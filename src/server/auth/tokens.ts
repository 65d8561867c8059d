import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '../../core/permissions/roles.ts';

/** Claims our tokens carry: the user, its session and generation, and the user's token version. */
export interface TokenClaims {
  sub: string;
  role: Role;
  username: string;
  /** The sign-in session (auth_sessions.id). */
  sid: string;
  /** The session's generation when issued: a refresh uses it up. */
  gen: number;
  /** users.token_version when issued: a bump revokes the token. */
  tv: number;
}

/** Issues and checks short-lived HS256 tokens. */
export interface TokenService {
  /** A token valid for the TTL, but never past `notAfter` (epoch ms: the session's end). */
  sign(claims: TokenClaims, notAfter?: number): Promise<{ token: string; expiresAt: number }>;
  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  verify(token: string): Promise<TokenClaims | null>;
  ttlSeconds: number;
}

const ISSUER = 'freight-terminal';

/** Verified tokens kept at most (a map of the callers' current tokens; cleared whole at the cap, rare). */
const VERIFIED_MAX = 10_000;

/**
 * A token's signature and claims never change, so one verified token is not verified again until it
 * expires: jose's HS256 check goes through WebCrypto (a key import and a job per call), which cost
 * about a sixth of an API process's CPU under bench:team's polls (issue 32). Expiry is checked at
 * every call as jose does (expired when `exp` ≤ now in whole seconds).
 */
function verifiedCache() {
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    get(token: string): TokenClaims | undefined {
      const hit = verified.get(token);
      if (!hit) return undefined;
      if (hit.exp <= Math.floor(Date.now() / 1000)) {
        verified.delete(token);
        return undefined;
      }
      return hit.claims;
    },
    set(token: string, claims: TokenClaims, exp: unknown) {
      if (typeof exp !== 'number') return;
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(token, { claims, exp });
    },
  };
}

/** A token service over one secret; TTL in seconds. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = verifiedCache();
  return {
    ttlSeconds,
    async sign(claims, notAfter) {
      const now = Math.floor(Date.now() / 1000);
      const exp = Math.min(
        now + ttlSeconds,
        notAfter === undefined ? Number.POSITIVE_INFINITY : Math.floor(notAfter / 1000),
      );
      const { role, username, sid, gen, tv } = claims;
      const token = await new SignJWT({ role, username, sid, gen, tv })
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
      const known = verified.get(token);
      if (known) return { ...known };
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const { sub, username, role, sid, gen, tv } = payload;
        if (typeof sub !== 'string' || typeof username !== 'string' || !isRole(role)) return null;
        // Tokens of the stateless era carry no session: they cannot be revoked, so they no longer count.
        if (typeof sid !== 'string' || !Number.isInteger(gen) || !Number.isInteger(tv)) return null;
        const claims = { sub, role, username, sid, gen: gen as number, tv: tv as number };
        verified.set(token, claims, payload.exp);
        return { ...claims };
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
