import { type Kysely, sql } from 'kysely';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';

/** The stored preference of a user for a view, or null. */
export async function findPreference(db: Kysely<Database>, userId: string, view: string): Promise<unknown> {
  const row = await db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', userId)
    .where('view', '=', view)
    .executeTakeFirst();
  return row ? row.value : null;
}

/** Stores (replaces) the preference of a user for a view. */
export async function upsertPreference(
  db: Kysely<Database>,
  userId: string,
  view: string,
  value: unknown,
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, view, value: jsonb(value) })
    .onConflict((oc) =>
      oc.columns(['user_id', 'view']).doUpdateSet({ value: jsonb(value), updated_at: sql`now()` }),
    )
    .execute();
}

/** Removes the preference (back to defaults); false when there was none. */
export async function deletePreference(db: Kysely<Database>, userId: string, view: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_preferences')
    .where('user_id', '=', userId)
    .where('view', '=', view)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
