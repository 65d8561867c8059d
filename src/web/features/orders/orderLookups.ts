import { type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import type { Product } from '../../../core/products/products.schemas.ts';
import { apiRequest } from '../../api/http.ts';
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

/** Catalogue products whose item number or name matches (GET /api/products, quick filter). */
export async function searchProducts(query: string, signal: AbortSignal): Promise<Suggestion<ProductPick>[]> {
  const call = { pagination: { page: 0, size: 10 }, sort: [], filter: {}, quickFilter: query };
  const res = await apiRequest<ListResult<Product>>('GET', '/api/products', {
    query: toListQuery(call),
    signal,
    errorMode: 'silent',
  });
  return res.result.map((p) => ({ key: p.itemId, label: `${p.itemId} – ${p.name}`, value: toPick(p) }));
}

/** The catalogue entries of these item numbers (units per pallet of a stored order's items). */
export async function productsByItemId(itemIds: readonly string[]): Promise<Map<string, ProductPick>> {
  const unique = [...new Set(itemIds.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const call = {
    pagination: { page: 0, size: unique.length },
    sort: [],
    filter: { itemId: { type: 'in' as const, values: unique } },
  };
  try {
    const res = await apiRequest<ListResult<Product>>('GET', '/api/products', {
      query: toListQuery(call),
      errorMode: 'silent',
    });
    return new Map(res.result.map((p) => [p.itemId, toPick(p)]));
  } catch {
    // Without the catalogue the stored pallet counts stand; nothing is guessed.
    return new Map();
  }
}
