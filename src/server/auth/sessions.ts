import type { AppServices } from '../appServices.ts';
import {
  type AuthSession,
  deleteEndedSessions,
  findSessionWithUser,
  insertSession,
  revokeSession,
  rotateSession,
} from '../db/repositories/authSessions.repository.ts';
import type { UserRecord } from '../db/repositories/users.repository.ts';
import { liveStateOf } from '../live/liveState.ts';
import type { TokenClaims } from './tokens.ts';

/**
 * Revocable sessions (issue 15). A token names its session and generation and carries the user's
 * token version. It counts while the user is active with that role and token version, and the
 * session is neither revoked nor past its maximum lifetime. Refreshing uses the token up: the
 * session moves to the next generation, and a used-up token presented again is taken as stolen
 * and ends the session, except within a short grace after the rotation (two tabs refreshing at
 * the same moment with the one stored token).
 */
export const REFRESH_GRACE_MS = 10_000;

// Ended sessions stay a day, so a token of one is still recognised (and refused) for what it is;
// the sweep runs at most once an hour per process, not on every sign-in.
const KEEP_ENDED_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;
let lastSweep = Number.NEGATIVE_INFINITY;

/** A token and its expiry (epoch ms). */
export interface IssuedToken {
  token: string;
  expiresAt: number;
}

function sign(services: AppServices, user: UserRecord, session: AuthSession): Promise<IssuedToken> {
  const claims: TokenClaims = {
    sub: user.id,
    role: user.role,
    username: user.username,
    sid: session.id,
    gen: session.generation,
    tv: user.tokenVersion,
  };
  return services.tokens.sign(claims, session.expiresAt.getTime());
}

/** Starts a session for the user (sign-in) and issues its first token. */
export async function startSession(services: AppServices, user: UserRecord): Promise<IssuedToken> {
  const now = services.now();
  const ends = new Date(now.getTime() + services.config.sessionMaxSeconds * 1000);
  if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await deleteEndedSessions(services.db, new Date(now.getTime() - KEEP_ENDED_MS));
  }
  const session = await insertSession(services.db, user.id, now, ends);
  return sign(services, user, session);
}

function accepts(found: { session: AuthSession; user: UserRecord }, claims: TokenClaims, now: Date): boolean {
  const { session, user } = found;
  return (
    user.id === claims.sub &&
    user.active &&
    user.role === claims.role &&
    user.tokenVersion === claims.tv &&
    session.revokedAt === null &&
    session.expiresAt > now &&
    claims.gen <= session.generation
  );
}

/** The user of a token that still counts (see above), or null. */
export async function userOfToken(services: AppServices, token: string): Promise<UserRecord | null> {
  const claims = await services.tokens.verify(token);
  if (!claims) return null;
  // Every call reads its session and user: from the live state (read again when the change feed
  // announces a change of the session or of a user, from any instance), not a query per call.
  const live = liveStateOf(services.db);
  await live.fresh();
  const found = await live.sessions.get(claims.sid);
  return found && accepts(found, claims, services.now()) ? found.user : null;
}

/**
 * A new token for a valid one, rotating the session; null when the token does not count or was
 * already used up (then the session is revoked: whoever holds either token must sign in again).
 */
export async function refreshSession(
  services: AppServices,
  token: string,
): Promise<{ issued: IssuedToken; user: UserRecord } | null> {
  const claims = await services.tokens.verify(token);
  if (!claims) return null;
  // Twice at most: a lost race with a parallel refresh re-reads the session once.
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await findSessionWithUser(services.db, claims.sid);
    const now = services.now();
    if (!found || !accepts(found, claims, now)) return null;
    const { session, user } = found;
    if (claims.gen === session.generation) {
      const rotated = await rotateSession(services.db, session.id, session.generation, now);
      if (rotated) return { issued: await sign(services, user, rotated), user };
      continue;
    }
    const justRotated = now.getTime() - session.rotatedAt.getTime() < REFRESH_GRACE_MS;
    if (claims.gen === session.generation - 1 && justRotated) {
      return { issued: await sign(services, user, session), user };
    }
    break;
  }
  await revokeSession(services.db, claims.sid, services.now());
  return null;
}

/** Revokes the session of the token (sign-out); a token that does not verify changes nothing. */
export async function endSessionOf(services: AppServices, token: string): Promise<void> {
  const claims = await services.tokens.verify(token);
  if (claims) await revokeSession(services.db, claims.sid, services.now());
}
