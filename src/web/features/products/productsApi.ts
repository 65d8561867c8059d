import { PRODUCTS_API } from '../../../core/products/products.api.ts';
import type { Product } from '../../../core/products/products.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { formFields, type GridRowOf, toGridRow } from '../../masterData/masterDataForm.ts';
import { palletTypeFacts, palletTypeOptions } from '../../state/palletTypes.ts';

/** A product as a grid row (the dummy flag as 'true'/'false', like every boolean cell). */
export type ProductRow = GridRowOf<Product>;

/** The dialog's fields, in the order of business.md §3 Product. */
export const PRODUCT_FIELDS = formFields('products', {
  itemId: 'text',
  name: 'text',
  unit: 'text',
  kgPerUnit: 'float',
  kgPerPallet: 'float',
  unitPerPallet: 'float',
  palletType: { kind: 'select', options: palletTypeOptions },
  priority: 'integer',
});

/**
 * /products on the DataGrid: the list call in SQL; PUT /api/products takes the grid's batch
 * (`items`), a new product (no id) and one product's changes (id in the body) alike. Cells, bulk
 * edit, paste and the dialog are checked by the `product` rules in the rules worker, with the
 * configured pallet types in their context, as the server checks a save.
 */
export const productsAdapter = masterDataAdapter({
  entity: 'products',
  api: {
    list: PRODUCTS_API.list,
    bulk: PRODUCTS_API.save,
    create: PRODUCTS_API.save,
    update: PRODUCTS_API.save,
    remove: PRODUCTS_API.remove,
  },
  fields: PRODUCT_FIELDS,
  rules: 'product',
  rulesCtx: () => ({ palletTypes: palletTypeFacts() }),
  bulkRows: (answer) => answer.products ?? [],
});

const { create, update, remove } = productsAdapter;
if (!create || !update || !remove) throw new Error('products: the contract has no create, update or delete');
/** The dialog's saves and the delete, through the same contract as the grid. */
export const productSaves = { create, update, remove };

/** The product with this item id as a grid row (the lookup call), or null. */
export async function findProductRow(itemId: string): Promise<ProductRow | null> {
  const res = await callApi(PRODUCTS_API.lookup, { body: [itemId], errorMode: 'silent' });
  const found = res.result[0];
  return found ? toGridRow(found) : null;
}

/** Starts a load job with the file as the raw body. */
export const uploadProductFile = (file: File) =>
  callApi(PRODUCTS_API.upload, { body: file, query: { fileName: file.name }, errorMode: 'silent' });
export const productLoadStatus = (id: string) =>
  callApi(PRODUCTS_API.loadStatus, { params: { id }, errorMode: 'silent' });
export const cancelProductLoad = (id: string) =>
  callApi(PRODUCTS_API.cancelLoad, { params: { id }, errorMode: 'silent' });
