import type { Kysely } from 'kysely';
import type { FreightBillRow } from '../../core/freightBills/freightBills.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  findBillFreights,
  freightBillRows,
  listFreightBillsPage,
} from '../db/repositories/freightBills.repository.ts';
import type { Database } from '../db/schema.ts';

/** One page of the freight bills (one query with its counts); the stored audits come with the rows. */
export async function freightBillPage(
  db: Kysely<Database>,
  query: Parameters<typeof listFreightBillsPage>[1],
) {
  const page = await listFreightBillsPage(db, query);
  return { result: page.rows, filteredCount: page.filteredCount, totalCount: page.totalCount };
}

/** One bill row as the list answers it (`id`: the freight's uuid or number); undefined when none. */
export async function findBillRow(services: AppServices, id: string): Promise<FreightBillRow | undefined> {
  const [freight] = await findBillFreights(services.db, [id]);
  if (!freight) return undefined;
  const [row] = await freightBillRows(services.db, [freight.id]);
  return row;
}
