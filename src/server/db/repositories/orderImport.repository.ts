import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

const CHUNK = 1000;

/** Which of these order ids are already stored (the import's generated ids are checked with it). */
export async function existingOrderIds(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const ids = orderIds.slice(i, i + CHUNK);
    if (ids.length === 0) continue;
    const rows = await db.selectFrom('orders').select('order_id').where('order_id', 'in', ids).execute();
    for (const r of rows) out.add(r.order_id);
  }
  return out;
}
