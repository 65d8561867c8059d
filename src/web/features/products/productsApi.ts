import type { ProductLoadJob } from '../../../core/products/productLoad.schemas.ts';
import type { Product, ProductLookupResult } from '../../../core/products/products.schemas.ts';
import { apiRequest } from '../../api/http.ts';
import type { ColumnOption, GridAdapter } from '../../grid/gridTypes.ts';
import { coerceChanges, type FormField, listFrom, toGridRow } from '../../masterData/masterDataForm.ts';
import { appState } from '../../state/appState.ts';

/** A product as a grid row (the dummy flag as 'true'/'false', like every boolean cell). */
export type ProductRow = Omit<Product, 'dummy'> & { dummy: string };

/** The pallet types of the app config (GET /api/config `palletTypes`). */
export function palletTypeNames(): string[] {
  const types = (appState.config?.palletTypes ?? []) as { name?: unknown }[];
  return types.map((p) => String(p.name ?? '')).filter((n) => n !== '');
}
export const palletTypeOptions = (): ColumnOption[] => palletTypeNames().map((n) => ({ value: n, label: n }));

/** The dialog's fields, in the order of business.md §3 Product. */
export const PRODUCT_FIELDS: FormField[] = [
  { name: 'itemId', labelKey: 'products.itemId', kind: 'text' },
  { name: 'name', labelKey: 'products.name', kind: 'text' },
  { name: 'unit', labelKey: 'products.unit', kind: 'text' },
  { name: 'kgPerUnit', labelKey: 'products.kgPerUnit', kind: 'float' },
  { name: 'kgPerPallet', labelKey: 'products.kgPerPallet', kind: 'float' },
  { name: 'unitPerPallet', labelKey: 'products.unitPerPallet', kind: 'float' },
  { name: 'palletType', labelKey: 'products.palletType', kind: 'select', options: palletTypeOptions },
  { name: 'priority', labelKey: 'products.priority', kind: 'integer' },
];

/** /products on the DataGrid: the list call in SQL on GET /api/products, batches on PUT /api/products. */
export const productsAdapter: GridAdapter<ProductRow> = {
  entity: 'products',
  rowId: (p) => p.id,
  version: (p) => p.__v,
  list: listFrom<Product, ProductRow>('/api/products'),
  saveBatch: async (items) => {
    const res = await apiRequest<{ products: Product[] }>('PUT', '/api/products', {
      body: {
        items: items.map((i) => ({
          id: i.id,
          __v: i.version,
          changes: coerceChanges(PRODUCT_FIELDS, i.changes),
        })),
      },
      errorMode: 'silent',
    });
    return res.products.map((p) => toGridRow(p) as unknown as ProductRow);
  },
};

/** The product with this item id as a grid row (POST /api/products lookup), or null. */
export async function findProductRow(itemId: string): Promise<ProductRow | null> {
  const res = await apiRequest<ProductLookupResult>('POST', '/api/products', {
    body: [itemId],
    errorMode: 'silent',
  });
  const found = res.result[0];
  return found ? (toGridRow(found) as unknown as ProductRow) : null;
}

export const createProduct = (values: Record<string, unknown>) =>
  apiRequest('PUT', '/api/products', { body: values, errorMode: 'silent' });
export const updateProduct = (id: string, changes: Record<string, unknown>) =>
  apiRequest<Record<string, unknown>>('PUT', '/api/products', {
    body: { id, ...changes },
    errorMode: 'silent',
  });
export const deleteProduct = (id: string) =>
  apiRequest('DELETE', `/api/products/${encodeURIComponent(id)}`, { errorMode: 'silent' });

/** Starts a load job with the file as the raw body (POST /api/products/load-client). */
export const uploadProductFile = (file: File) =>
  apiRequest<ProductLoadJob>('POST', '/api/products/load-client', {
    body: file,
    query: { fileName: file.name },
    errorMode: 'silent',
  });
export const productLoadStatus = (id: string) =>
  apiRequest<ProductLoadJob>('GET', `/api/products/load-client-status/${encodeURIComponent(id)}`, {
    errorMode: 'silent',
  });
export const cancelProductLoad = (id: string) =>
  apiRequest<ProductLoadJob>('POST', `/api/products/load-client/${encodeURIComponent(id)}/cancel`, {
    errorMode: 'silent',
  });
