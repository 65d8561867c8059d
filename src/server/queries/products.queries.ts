import type { Kysely } from 'kysely';
import type { ListCall } from '../../core/list/listCall.schemas.ts';
import type { ProductLookupResult } from '../../core/products/products.schemas.ts';
import {
  findProductById,
  findProductsByItemIds,
  listProductsPage,
} from '../db/repositories/products.repository.ts';
import type { Database } from '../db/schema.ts';
import { presentProduct } from '../presenters/products.presenter.ts';

/** One page of the catalogue (the list call in SQL, one query with its counts), as documents. */
export async function productPage(db: Kysely<Database>, call: ListCall) {
  const page = await listProductsPage(db, call);
  return {
    result: page.rows.map(presentProduct),
    filteredCount: page.filteredCount,
    totalCount: page.totalCount,
  };
}

/** The products of these item ids in the order asked, and the ids not in the catalogue. */
export async function lookupProducts(
  db: Kysely<Database>,
  itemIds: readonly string[],
): Promise<ProductLookupResult> {
  const unique = [...new Set(itemIds)];
  const found = new Map((await findProductsByItemIds(db, unique)).map((p) => [p.itemId, p]));
  return {
    result: unique.flatMap((id) => {
      const p = found.get(id);
      return p ? [presentProduct(p)] : [];
    }),
    notFound: unique.filter((id) => !found.has(id)),
  };
}

/** The product's document, or undefined for an unknown id (or none given): a round trip's stored record. */
export async function productDoc(db: Kysely<Database>, id: unknown) {
  const found = typeof id === 'string' ? await findProductById(db, id) : undefined;
  return found && presentProduct(found);
}
