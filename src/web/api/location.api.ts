import { apiRequest } from './http.ts';

/** One address hit of GET /location/search and GET /location/reversegeocode (GeoJSON feature). */
export interface AddressFeature {
  id: string;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { label: string; type: string };
}

/** Address search; a failure is an empty list (business.md §8: search skips the error popup). */
export const searchAddresses = (query: string, signal?: AbortSignal) =>
  apiRequest<{ features: AddressFeature[] }>('GET', '/location/search', {
    query: { query, limit: 8 },
    ...(signal && { signal }),
    errorMode: 'silent',
  }).then((r) => r.features);

/** The settlement nearest to a map point; rejects (CANNOT_BE_GEOCODED) when nothing is near. */
export const reverseGeocode = (lng: number, lat: number) =>
  apiRequest<AddressFeature>('GET', `/location/reversegeocode/${lng}/${lat}`, { errorMode: 'silent' });
