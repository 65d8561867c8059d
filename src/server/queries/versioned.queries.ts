import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Presented, presentVersioned } from '../presenters/presentVersioned.ts';

/**
 * The read side of the versioned kit (commands/versionedCommands.ts): a plain list area whose
 * descriptor names its `list` read gets its documents here, so its route reads through a query
 * without a queries module of its own.
 */

/** Every record of the area (its descriptor's `list`, in the repository's order) as documents. */
export async function versionedDocs<R extends { version: number }>(
  db: Kysely<Database>,
  records: { list(db: Kysely<Database>): Promise<R[]> },
): Promise<Presented<R>[]> {
  return (await records.list(db)).map(presentVersioned);
}
