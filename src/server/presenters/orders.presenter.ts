import type { Order } from '../../core/orders/orders.schemas.ts';
import type { OrderRecord } from '../db/repositories/orders.repository.ts';

/** The API document of an order (business.md §3): the stored order without server-only fields. */
export function presentOrder(record: Order | OrderRecord): Order {
  const { statusBeforeClose: _s, ...order } = record as OrderRecord;
  return order;
}
