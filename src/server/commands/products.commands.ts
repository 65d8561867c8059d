import type { Kysely } from 'kysely';
import {
  type BulkUpdateProductsInput,
  type CreateProductInput,
  DUMMY_PRODUCT_MESSAGE,
  ITEM_ID_TAKEN_MESSAGE,
  type ProductLookupResult,
} from '../../core/products/products.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import {
  deleteProduct,
  findProductById,
  findProductByItemId,
  findProductsByItemIds,
  insertProduct,
  type ProductRecord,
  updateProduct,
} from '../db/repositories/products.repository.ts';
import type { Database } from '../db/schema.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { conflict, notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentProduct } from '../presenters/products.presenter.ts';
import { saveVersionedBatch } from './versionedBatch.ts';

/** The stored product as rule facts (the rules see it with the changes on top). */
export const productFacts = ({ id: _id, version: _v, dummy: _d, ...values }: ProductRecord) => values;

const logProduct = (
  db: Kysely<Database>,
  actor: Actor,
  action: string,
  before: ProductRecord | null,
  after: ProductRecord | null,
) =>
  recordEvent(db, actor, {
    entity: 'product',
    entityId: (after ?? before)?.itemId ?? null,
    action,
    before: before && presentProduct(before),
    after: after && presentProduct(after),
  });

const taken = () => conflict(ITEM_ID_TAKEN_MESSAGE, { itemId: ITEM_ID_TAKEN_MESSAGE });

export async function getProduct(services: AppServices, id: string): Promise<ProductRecord> {
  const found = await findProductById(services.db, id);
  if (!found) throw notFound();
  return found;
}

/** The products of these item ids in the order asked, and the ids not in the catalogue. */
export async function lookupProducts(
  services: AppServices,
  itemIds: readonly string[],
): Promise<ProductLookupResult> {
  const unique = [...new Set(itemIds)];
  const found = new Map((await findProductsByItemIds(services.db, unique)).map((p) => [p.itemId, p]));
  return {
    result: unique.flatMap((id) => {
      const p = found.get(id);
      return p ? [presentProduct(p)] : [];
    }),
    notFound: unique.filter((id) => !found.has(id)),
  };
}

export async function createProduct(
  services: AppServices,
  actor: Actor,
  input: CreateProductInput,
): Promise<ProductRecord> {
  if (await findProductByItemId(services.db, input.itemId)) throw taken();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const saved = await insertProduct(trx, input);
      await logProduct(trx, actor, 'created', null, saved);
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/**
 * The grid's batch (or one product) in one transaction, version-checked: a stale row fails all
 * (409, details id → message); a taken item id or a re-keyed dummy product fails all too.
 */
export async function bulkChangeProducts(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateProductsInput,
): Promise<ProductRecord[]> {
  try {
    return await saveVersionedBatch(services, input.items, findProductById, async (trx, target, changes) => {
      const { itemId } = changes;
      if (itemId !== undefined && itemId !== target.itemId) {
        if (target.dummy) throw conflict(DUMMY_PRODUCT_MESSAGE, { itemId: DUMMY_PRODUCT_MESSAGE });
        if (await findProductByItemId(trx, itemId)) throw taken();
      }
      const updated = await updateProduct(trx, target.id, target.version, changes);
      if (updated) await logProduct(trx, actor, 'updated', target, updated);
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Deletes a product; the default dummy product (business.md §9) cannot be deleted (409). */
export async function removeProduct(services: AppServices, actor: Actor, id: string): Promise<ProductRecord> {
  const target = await getProduct(services, id);
  if (target.dummy) throw conflict(DUMMY_PRODUCT_MESSAGE, { itemId: DUMMY_PRODUCT_MESSAGE });
  await services.db.transaction().execute(async (trx) => {
    if (!(await deleteProduct(trx, id))) throw notFound();
    await logProduct(trx, actor, 'deleted', target, null);
  });
  return target;
}
