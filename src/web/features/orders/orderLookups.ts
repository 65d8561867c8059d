import { toListQuery } from '../../../core/list/listCall.schemas.ts';
import { PRODUCTS_API } from '../../../core/products/products.api.ts';
import type { Product } from '../../../core/products/products.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { searchAddresses } from '../../api/location.api.ts';
import type { Suggestion } from './AutocompleteInput.tsx';
import type { ProductPick } from './orderForm.ts';

/** A picked address: the label typed into the order and its point. */
export interface AddressPick {
  label: string;
  lng: number;
  lat: number;
}

/** The shared location search as suggestions (business.md §5: from 2 characters, 300 ms; failures list nothing). */
export async function searchAddress(query: string, signal: AbortSignal): Promise<Suggestion<AddressPick>[]> {
  const features = await searchAddresses(query, signal);
  return features.map((f) => ({
    key: f.id,
    label: f.properties.label,
    value: { label: f.properties.label, lng: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] },
  }));
}

const toPick = (p: Product): ProductPick => ({
  itemId: p.itemId,
  name: p.name,
  unit: p.unit,
  kgPerUnit: p.kgPerUnit,
  unitPerPallet: p.unitPerPallet,
  palletType: p.palletType,
});

/** PRODUCTS_API.lookup: the catalogue entries of exactly these item numbers (open to planner-side staff). */
async function lookupByItemIds(itemIds: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const res = await callApi(PRODUCTS_API.lookup, {
    body: { itemIds: [...itemIds] },
    ...(signal && { signal }),
    errorMode: 'silent',
  });
  return res.result;
}

const suggestion = (p: Product): Suggestion<ProductPick> => ({
  key: p.itemId,
  label: `${p.itemId} – ${p.name}`,
  value: toPick(p),
});

/**
 * Products for an item line: the catalogue search by item number or name (PRODUCTS_API.list,
 * readable with the product_catalog module), else the exact item number typed (POST lookup).
 */
export async function searchProducts(query: string, signal: AbortSignal): Promise<Suggestion<ProductPick>[]> {
  const call = { pagination: { page: 0, size: 10 }, sort: [], filter: {}, quickFilter: query };
  try {
    const res = await callApi(PRODUCTS_API.list, {
      query: toListQuery(call),
      signal,
      errorMode: 'silent',
    });
    return res.result.map(suggestion);
  } catch (e) {
    if (signal.aborted) throw e;
    return (await lookupByItemIds([query.trim()], signal)).map(suggestion);
  }
}

/** The catalogue entries of these item numbers (units per pallet of a stored order's items). */
export async function productsByItemId(itemIds: readonly string[]): Promise<Map<string, ProductPick>> {
  const unique = [...new Set(itemIds.filter(Boolean))];
  if (unique.length === 0) return new Map();
  try {
    return new Map((await lookupByItemIds(unique)).map((p) => [p.itemId, toPick(p)]));
  } catch {
    // Without the catalogue the stored pallet counts stand; nothing is guessed.
    return new Map();
  }
}
