import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Serialises the writers of these order numbers until the transaction ends (an advisory lock per
 * number), so "is it taken?" read after it cannot be overtaken by another transaction's insert.
 * Why a lock and not a unique index: `force=true` stores a repeated number on purpose, and stored
 * databases already hold such repeats, so the rule is "not taken unless forced" — a check that
 * must run atomically with the insert, not a constraint every row obeys.
 */
export async function lockOrderNrs(db: Kysely<Database>, orderNrs: readonly string[]): Promise<void> {
  // One order (sorted) for every transaction, so two imports sharing numbers cannot deadlock.
  const sorted = [...new Set(orderNrs)].sort();
  if (sorted.length === 0) return;
  await sql`select pg_advisory_xact_lock(hashtext('order_nr:' || n)) from (select unnest(${sorted}::text[]) as n order by 1) locks`.execute(
    db,
  );
}
