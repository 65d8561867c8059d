import { z } from 'zod';
import { bulkChangesSchema } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { PRODUCT_FIELD_NAMES, productAnswer, productLookupResultAnswer } from './products.answers.ts';
/** A product of the catalogue (business.md §3 Product), versioned like other master data. */
export type Product = z.output<typeof productAnswer>;

export type ProductField = (typeof PRODUCT_FIELD_NAMES)[number];
export type ProductValues = Omit<Product, 'id' | '__v' | 'dummy'>;

/**
 * The default dummy product of business.md §9 (priority 0, unit kg, 1 kg per unit, EURO pallet).
 * The item id and name are ours (the spec gives none); kgPerPallet 1000 and unitPerPallet 1000
 * follow from 1 kg per unit on a pallet of one tonne, a plausible load for an unknown product.
 */
export const DEFAULT_DUMMY_PRODUCT: ProductValues = {
  itemId: 'DUMMY',
  name: 'Alapértelmezett termék',
  unit: 'kg',
  kgPerUnit: 1,
  kgPerPallet: 1000,
  unitPerPallet: 1000,
  palletType: 'EUR',
  priority: 0,
};

/**
 * Field types shared by the API and the upload rows. Types only: required fields, lengths, no
 * spaces, positive numbers, maxima and the known pallet type are the `product` rules
 * (rules/base/validation.json), checked in the grid's cells, the dialog and the upload by the rules
 * engine and enforced on every save.
 */
export const productFieldSchemas = {
  itemId: z.string().trim(),
  name: z.string().trim(),
  unit: z.string().trim(),
  kgPerUnit: z.number(),
  kgPerPallet: z.number(),
  unitPerPallet: z.number(),
  palletType: z.string().trim(),
  priority: z.number(),
} satisfies Record<ProductField, z.ZodType>;

/** A new product (PUT /api/products without an id). */
export const createProductSchema = z
  .object({
    ...productFieldSchemas,
    // A missing text is the rules' "required" (422 with its message), not a type error.
    itemId: productFieldSchemas.itemId.default(''),
    name: productFieldSchemas.name.default(''),
    unit: productFieldSchemas.unit.default(''),
    palletType: productFieldSchemas.palletType.default(''),
    priority: productFieldSchemas.priority.default(0),
  })
  .strict();
export type CreateProductInput = z.infer<typeof createProductSchema>;

/** One product's changes with the version read (PUT /api/products with an id). */
export const updateProductSchema = z
  .object({ id: z.string().min(1), __v: z.number().int().min(0) })
  .extend(z.object(productFieldSchemas).partial().shape)
  .strict();

/** The grid's batch (PUT /api/products with items): all-or-nothing. */
export const bulkUpdateProductsSchema = bulkChangesSchema(productFieldSchemas);
export type BulkUpdateProductsInput = z.infer<typeof bulkUpdateProductsSchema>;

/**
 * PUT /api/products: `{items}` updates a batch, an object with `id` updates one, anything else
 * creates one. Every form ends up as a batch or a create.
 */
export function parseProductPut(
  body: unknown,
): { kind: 'create'; input: unknown } | { kind: 'batch'; input: unknown } {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    if ('items' in b) return { kind: 'batch', input: b };
    if ('id' in b) {
      const parsed = updateProductSchema.safeParse(b);
      if (!parsed.success) return { kind: 'batch', input: { items: [b] } };
      const { id, __v, ...changes } = parsed.data;
      return { kind: 'batch', input: { items: [{ id, __v, changes }] } };
    }
  }
  return { kind: 'create', input: body };
}

/** POST /api/products: the item ids an order form or import needs (a plain array is accepted too). */
export const productLookupSchema = z
  .union([
    z.array(z.string().trim().min(1).max(40)),
    z.object({ itemIds: z.array(z.string().trim().min(1).max(40)) }),
  ])
  .transform((v) => (Array.isArray(v) ? v : v.itemIds))
  .pipe(z.array(z.string()).min(1, RULE_MESSAGES.required).max(5000));

/** Answer of POST /api/products: the products found, in the order asked, and the unknown ids. */
export type ProductLookupResult = z.output<typeof productLookupResultAnswer>;
