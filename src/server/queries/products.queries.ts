import type { Kysely } from 'kysely';
import type { ListCall } from '../../core/list/listCall.schemas.ts';
import { listProductsPage } from '../db/repositories/products.repository.ts';
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
