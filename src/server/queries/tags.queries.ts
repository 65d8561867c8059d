import type { Kysely } from 'kysely';
import { listTags } from '../db/repositories/tags.repository.ts';
import type { Database } from '../db/schema.ts';
import { presentVersioned } from '../presenters/presentVersioned.ts';

export async function tagDocs(db: Kysely<Database>) {
  return (await listTags(db)).map(presentVersioned);
}
