import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { isUuid } from '../versionedTable.ts';
import { type UserRecord, userOfRow } from './users.repository.ts';

/** One sign-in session (see migration 0003). */
export interface AuthSession {
  id: string;
  userId: string;
  generation: number;
  rotatedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Starts a session of the user that ends at `expiresAt` at the latest. */
export async function insertSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  expiresAt: Date,
): Promise<AuthSession> {
  const row = await db
    .insertInto('auth_sessions')
    .values({ user_id: userId, created_at: now, rotated_at: now, expires_at: expiresAt })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSession(row);
}

function toSession(row: {
  id: string;
  user_id: string;
  generation: number;
  rotated_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}): AuthSession {
  return {
    id: row.id,
    userId: row.user_id,
    generation: row.generation,
    rotatedAt: row.rotated_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

/** The session and its user in one read (every authenticated call makes it). */
export async function findSessionWithUser(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ session: AuthSession; user: UserRecord } | undefined> {
  if (!isUuid(sessionId)) return undefined;
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('users', 'users.id', 's.user_id')
    .selectAll('users')
    .select([
      's.id as session_id',
      's.generation as session_generation',
      's.rotated_at as session_rotated_at',
      's.expires_at as session_expires_at',
      's.revoked_at as session_revoked_at',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user: userOfRow(row),
    session: {
      id: row.session_id,
      userId: row.id,
      generation: row.session_generation,
      rotatedAt: row.session_rotated_at,
      expiresAt: row.session_expires_at,
      revokedAt: row.session_revoked_at,
    },
  };
}

/**
 * Moves the session from `generation` to the next one, in one statement so that of two refreshes
 * with the same token only one rotates. Undefined when the session was not at that generation.
 */
export async function rotateSession(
  db: Kysely<Database>,
  sessionId: string,
  generation: number,
  now: Date,
): Promise<AuthSession | undefined> {
  const row = await db
    .updateTable('auth_sessions')
    .set({ generation: sql`generation + 1`, rotated_at: now })
    .where('id', '=', sessionId)
    .where('generation', '=', generation)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && toSession(row);
}

/** Revokes one session (sign-out, or a refresh token used twice). */
export async function revokeSession(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  if (isUuid(sessionId)) await revokeOpenSessions(db, 'id', sessionId, now);
}

/** Revokes every session of a user ("sign out everywhere", deactivation, password change). */
export function revokeUserSessions(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  return revokeOpenSessions(db, 'user_id', userId, now);
}

/** Revokes the sessions not revoked yet whose `by` column is `value` (a session's id, a user's). */
async function revokeOpenSessions(
  db: Kysely<Database>,
  by: 'id' | 'user_id',
  value: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where(by, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Forgets sessions that ended before `before` (kept a while so a reused token is still recognised). */
export async function deleteEndedSessions(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('auth_sessions').where('expires_at', '<', before).execute();
}
