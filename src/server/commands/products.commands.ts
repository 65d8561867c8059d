import type { Kysely } from 'kysely';
import { PRODUCT_ERRORS } from '../../core/products/products.errors.ts';
import type { BulkUpdateProductsInput, CreateProductInput } from '../../core/products/products.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  findProductById,
  findProductByItemId,
  findProductsByIds,
  PRODUCT_RECORDS,
  type ProductRecord,
} from '../db/repositories/products.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordEvent } from '../events/recordEvent.ts';
import { conflictOn, notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentProduct } from '../presenters/products.presenter.ts';
import { productRulesCtx } from '../products/productRules.ts';
import {
  createVersioned,
  deleteVersioned,
  ruledBulkChange,
  type VersionedRecords,
} from './versionedCommands.ts';
import type { WriteScope } from './writeScope.ts';

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

const taken = () => conflictOn('itemId', PRODUCT_ERRORS.itemIdTaken);

/** The catalogue for the command kit; a product's events are keyed by its item id. */
const PRODUCTS = {
  ...PRODUCT_RECORDS,
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<ProductRecord>) =>
    logProduct(db, actor, change.action, change.before, change.after),
  taken,
} satisfies VersionedRecords<
  ProductRecord,
  CreateProductInput,
  BulkUpdateProductsInput['items'][number]['changes']
>;

async function getProduct(services: AppServices, id: string): Promise<ProductRecord> {
  const found = await findProductById(services.db, id);
  if (!found) throw notFound();
  return found;
}

export async function createProduct(
  services: AppServices,
  actor: Actor,
  input: CreateProductInput,
): Promise<ProductRecord> {
  if (await findProductByItemId(services.db, input.itemId)) throw taken();
  return createVersioned(services, actor, PRODUCTS, input);
}

/**
 * The grid's batch (or one product) in one transaction, version-checked, after the product rules ran
 * on every row (the stored rows read in one query; details by `<id>.<field>`, by field alone for one
 * row): a stale row fails all (409, details id → message); a taken item id or a re-keyed dummy
 * product fails all too.
 */
export function bulkChangeProducts(
  scope: WriteScope,
  input: BulkUpdateProductsInput,
): Promise<ProductRecord[]> {
  const rules = {
    entity: 'product',
    findMany: findProductsByIds,
    facts: productFacts,
    extra: productRulesCtx(),
    details: 'byRowFieldUnlessOne',
  } as const;
  return ruledBulkChange(scope, PRODUCTS, rules, input.items, async (db, target, { itemId }) => {
    if (itemId !== undefined && itemId !== target.itemId) {
      if (target.dummy) throw conflictOn('itemId', PRODUCT_ERRORS.dummyProduct);
      if (await findProductByItemId(db, itemId)) throw taken();
    }
  });
}

/** Deletes a product; the default dummy product (business.md §9) cannot be deleted (409). */
export async function removeProduct(services: AppServices, actor: Actor, id: string): Promise<ProductRecord> {
  const target = await getProduct(services, id);
  if (target.dummy) throw conflictOn('itemId', PRODUCT_ERRORS.dummyProduct);
  await deleteVersioned(services, actor, PRODUCTS, target);
  return target;
}
