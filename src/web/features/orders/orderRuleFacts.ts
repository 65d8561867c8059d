import type { Order } from '../../../core/orders/orders.schemas.ts';
import type { ProductPick } from './orderForm.ts';
import { productsByItemId } from './orderLookups.ts';

/** Where the grid's rules check reads what a row does not carry: the stored order, the catalogue. */
export interface OrderFactsSource {
  order(orderId: string): Promise<Order>;
  products(itemIds: readonly string[]): Promise<Map<string, ProductPick>>;
}

/** A source that reads everything when asked (tests, one-off checks). */
export const plainFactsSource = (fetchOrder: (orderId: string) => Promise<Order>): OrderFactsSource => ({
  order: fetchOrder,
  products: productsByItemId,
});

/** How many stored orders the cache keeps (a screen's edits touch a few rows at a time). */
const MAX_ORDERS = 64;
/** How long a catalogue entry is used before it is read again. */
const PRODUCT_TTL_MS = 60_000;

/**
 * The facts of the orders grid's rules check, read ahead and kept per row version: a stored order
 * read at version v is the order at v (a save makes a new version, so an old entry is never used
 * for a newer row), and the catalogue's entries are kept a minute. `prepare` reads a row's facts
 * when its cell editor opens, so the check after Enter has only the rules worker left to wait for.
 * Nothing is judged here: every rule still runs on every check, on the same facts it read before.
 */
export class OrderFactsCache implements OrderFactsSource {
  private readonly orders = new Map<string, Promise<Order>>();
  private readonly catalogue = new Map<string, { at: number; pick: Promise<ProductPick | undefined> }>();

  constructor(
    private readonly fetchOrder: (orderId: string) => Promise<Order>,
    /** The version of the row as the grid has it (undefined: not loaded, read every time). */
    private readonly versionOf: (orderId: string) => number | undefined,
    private readonly lookup: (
      itemIds: readonly string[],
    ) => Promise<Map<string, ProductPick>> = productsByItemId,
  ) {}

  order(orderId: string): Promise<Order> {
    const version = this.versionOf(orderId);
    if (version === undefined) return this.fetchOrder(orderId);
    const key = `${orderId}@${version}`;
    let hit = this.orders.get(key);
    if (!hit) {
      hit = this.fetchOrder(orderId);
      // A failed read is not remembered: the next check reads again.
      hit.catch(() => this.orders.delete(key));
      this.orders.set(key, hit);
      for (const old of this.orders.keys()) {
        if (this.orders.size <= MAX_ORDERS) break;
        this.orders.delete(old);
      }
    }
    return hit;
  }

  async products(itemIds: readonly string[]): Promise<Map<string, ProductPick>> {
    const now = Date.now();
    const wanted = [...new Set(itemIds.filter(Boolean))];
    const missing = wanted.filter((id) => {
      const known = this.catalogue.get(id);
      return !known || now - known.at >= PRODUCT_TTL_MS;
    });
    if (missing.length > 0) {
      // One lookup for what is missing, shared by every check that asks meanwhile (the read ahead).
      const read = this.lookup(missing);
      for (const id of missing) {
        const entry = { at: now, pick: read.then((m) => m.get(id)) };
        this.catalogue.set(id, entry);
        // An item the catalogue did not answer (unknown, or the lookup failed) is asked again next time.
        void entry.pick.then(
          (p) => p === undefined && this.catalogue.get(id) === entry && this.catalogue.delete(id),
          () => this.catalogue.get(id) === entry && this.catalogue.delete(id),
        );
      }
    }
    const picks = await Promise.all(wanted.map((id) => this.catalogue.get(id)?.pick));
    return new Map(wanted.flatMap((id, n) => (picks[n] ? [[id, picks[n]] as const] : [])));
  }

  /** Reads a row's stored order and its items' catalogue entries ahead (errors are left to the check). */
  prepare(orderId: string): void {
    void this.order(orderId)
      .then((o) => this.products(o.orderItems.map((i) => i.itemId)))
      .catch(() => undefined);
  }
}
