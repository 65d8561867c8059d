import type { Kysely } from 'kysely';
import { findPreference } from '../db/repositories/preferences.repository.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../policies/actor.ts';

/** The caller's stored value of a view's preference; null when none (or no stored user: AUTH_DISABLED). */
export async function preferenceOf(db: Kysely<Database>, actor: Actor, view: string): Promise<unknown> {
  return actor.userId ? await findPreference(db, actor.userId, view) : null;
}
