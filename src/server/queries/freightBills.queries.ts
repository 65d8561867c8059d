import type { Kysely } from 'kysely';
import { listFreightBillsPage } from '../db/repositories/freightBills.repository.ts';
import type { Database } from '../db/schema.ts';

/** One page of the freight bills (one query with its counts); the stored audits come with the rows. */
export async function freightBillPage(
  db: Kysely<Database>,
  query: Parameters<typeof listFreightBillsPage>[1],
) {
  const page = await listFreightBillsPage(db, query);
  return { result: page.rows, filteredCount: page.filteredCount, totalCount: page.totalCount };
}
