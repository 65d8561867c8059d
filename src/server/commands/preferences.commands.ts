import type { Kysely } from 'kysely';
import { deletePreference, upsertPreference } from '../db/repositories/preferences.repository.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../policies/actor.ts';

// Preferences are view state (column state, filters, key overrides): not versioned, no event. The
// AUTH_DISABLED stand-in has no stored user, so its saves are not kept.

/** Keeps the caller's value of a view (checked by the view's schema before). */
export async function savePreference(
  db: Kysely<Database>,
  actor: Actor,
  view: string,
  value: unknown,
): Promise<void> {
  if (actor.userId) await upsertPreference(db, actor.userId, view, value);
}

/** Removes the caller's value of a view (the view's default applies again). */
export async function removePreference(db: Kysely<Database>, actor: Actor, view: string): Promise<void> {
  if (actor.userId) await deletePreference(db, actor.userId, view);
}
