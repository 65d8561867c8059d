import type { Kysely } from 'kysely';
import { foldSearch, mergeHits } from '../../core/search/search.schemas.ts';
import { type SearchScope, searchRecords } from '../db/repositories/search.repository.ts';
import type { Database } from '../db/schema.ts';

/** The palette's hits for `q` over the kinds the scope allows (each kind one query), merged and ranked. */
export async function searchHits(db: Kysely<Database>, scope: SearchScope, q: string) {
  return { hits: mergeHits(await searchRecords(db, scope, foldSearch(q))) };
}
