import type { Kysely } from 'kysely';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import type { Database } from '../schema.ts';
import { findOrder, findOrders, type OrderRecord } from './orders.repository.ts';
import { FREIGHT_RECORDS, findRecordsInScope } from './truckJobRecords.repository.ts';

/**
 * Stored records for the rules' what-if replay and the playground (issue 17, item 7): the latest
 * orders and freights (last changed first) and one record by id. Superadmin-only callers: every
 * record, no transporter scope.
 */

/** The n orders changed last (newest first). */
export async function latestOrders(db: Kysely<Database>, n: number): Promise<OrderRecord[]> {
  const ids = await db
    .selectFrom('orders')
    .select('order_id')
    .orderBy('updated_at', 'desc')
    .orderBy('order_id')
    .limit(n)
    .execute();
  return findOrders(
    db,
    ids.map((r) => r.order_id),
  );
}

/** The n freights changed last (newest first). */
export async function latestFreights(db: Kysely<Database>, n: number): Promise<Freight[]> {
  const rows = await db
    .selectFrom('freights')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('freight_id')
    .limit(n)
    .execute();
  return rows.map((r) => FREIGHT_RECORDS.toRecord(r as unknown as Record<string, unknown>));
}

/** One order by its id, or undefined. */
export function storedOrder(db: Kysely<Database>, orderId: string): Promise<OrderRecord | undefined> {
  return findOrder(db, orderId);
}

/** One freight by uuid or freight number, or undefined. */
export async function storedFreight(db: Kysely<Database>, id: string): Promise<Freight | undefined> {
  return (await findRecordsInScope(db, FREIGHT_RECORDS, { transporterId: null }, [id]))[0];
}
