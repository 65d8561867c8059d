import { z } from 'zod';
import { bulkChangesSchema, firstIssue } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import { PRODUCT_ERRORS } from './products.errors.ts';

/** A product of the catalogue (business.md §3 Product), versioned like other master data. */
export interface Product {
  id: string;
  itemId: string;
  name: string;
  unit: string;
  kgPerUnit: number;
  kgPerPallet: number;
  unitPerPallet: number;
  palletType: string;
  priority: number;
  /** The default dummy product of business.md §9: it cannot be deleted and keeps its item id. */
  dummy: boolean;
  __v: number;
}

/** The editable fields of a product, in the order of the grid, the dialog and the upload file. */
export const PRODUCT_FIELD_NAMES = [
  'itemId',
  'name',
  'unit',
  'kgPerUnit',
  'kgPerPallet',
  'unitPerPallet',
  'palletType',
  'priority',
] as const;
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

const text = (max: number) => z.string(RULE_MESSAGES.required).trim().min(1, RULE_MESSAGES.required).max(max);
const positive = z
  .number(RULE_MESSAGES.positive)
  .gt(0, RULE_MESSAGES.positive)
  .max(1_000_000, RULE_MESSAGES.maxValue.replace('{n}', '1000000'));

/** Field schemas shared by the API, the grid cells, the dialog and the upload rows. */
export const productFieldSchemas = {
  itemId: text(40).regex(/^\S+$/, RULE_MESSAGES.noSpaces),
  name: text(200),
  unit: text(20),
  kgPerUnit: positive,
  kgPerPallet: positive,
  unitPerPallet: positive,
  palletType: text(20),
  priority: z
    .number(RULE_MESSAGES.nonNegativeInteger)
    .int(RULE_MESSAGES.nonNegativeInteger)
    .min(0, RULE_MESSAGES.nonNegativeInteger)
    .max(1000, RULE_MESSAGES.maxValue.replace('{n}', '1000')),
} satisfies Record<ProductField, z.ZodType>;

/** A new product (PUT /api/products without an id). */
export const createProductSchema = z
  .object({ ...productFieldSchemas, priority: productFieldSchemas.priority.default(0) })
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
export interface ProductLookupResult {
  result: Product[];
  notFound: string[];
}

/** The message for one field's value (grid cells and the dialog), or null. */
export function productFieldError(
  field: string,
  value: unknown,
  palletTypes?: readonly string[],
): string | null {
  const schema = (productFieldSchemas as Record<string, z.ZodType>)[field];
  if (!schema) return null;
  const issue = firstIssue(schema, value);
  if (issue) return issue;
  if (
    field === 'palletType' &&
    palletTypes &&
    palletTypes.length > 0 &&
    !palletTypes.includes(String(value).trim())
  )
    return PRODUCT_ERRORS.unknownPalletType.message;
  return null;
}
