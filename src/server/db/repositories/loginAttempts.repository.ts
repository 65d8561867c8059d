import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Failed (or not yet checked) sign-ins of one key (a user name at an address, or an address) in the current window. */
export interface LoginAttempts {
  failures: number;
  windowStartedAt: Date;
}

/**
 * Counts one failure in a single statement (safe under concurrent attempts): a window older than
 * `windowMs` starts over at 1.
 */
export async function recordLoginFailure(
  db: Kysely<Database>,
  usernameKey: string,
  now: Date,
  windowMs: number,
): Promise<LoginAttempts> {
  const cutoff = new Date(now.getTime() - windowMs);
  const expired = sql<boolean>`login_attempts.window_started_at <= ${cutoff}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ username_key: usernameKey, failures: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('username_key').doUpdateSet({
        failures: sql`case when ${expired} then 1 else login_attempts.failures + 1 end`,
        window_started_at: sql`case when ${expired} then ${now}::timestamptz else login_attempts.window_started_at end`,
      }),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { failures: row.failures, windowStartedAt: row.window_started_at };
}

/** Takes back one counted attempt (it turned out to be a success, or was refused unchecked). */
export async function forgiveLoginAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('username_key', '=', key)
    .execute();
}

/** Forgets the failures of a user name (after a successful sign-in). */
export async function clearLoginAttempts(db: Kysely<Database>, usernameKey: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username_key', '=', usernameKey).execute();
}
