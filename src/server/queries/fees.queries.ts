import type { Kysely } from 'kysely';
import { type FactoryScope, listFreightCosts } from '../db/repositories/fees.repository.ts';
import type { Database } from '../db/schema.ts';

/** The freight-cost ranges of one factory (null: the default table), or of every table when none is named. */
export function freightCostDocs(db: Kysely<Database>, scope?: FactoryScope) {
  return listFreightCosts(db, scope);
}
