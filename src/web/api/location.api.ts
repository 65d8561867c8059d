import { type AddressFeature, LOCATION_API } from '../../core/geo/location.api.ts';
import { callApi } from './callApi.ts';

export type { AddressFeature } from '../../core/geo/location.api.ts';

/** Address search; a failure is an empty list (business.md §8: search skips the error popup). */
export const searchAddresses = (query: string, signal?: AbortSignal): Promise<AddressFeature[]> =>
  callApi(LOCATION_API.search, {
    query: { query, limit: 8 },
    ...(signal && { signal }),
    errorMode: 'silent',
  }).then((r) => r.features);

/** The settlement nearest to a map point; rejects (CANNOT_BE_GEOCODED) when nothing is near. */
export const reverseGeocode = (lng: number, lat: number) =>
  callApi(LOCATION_API.reverseGeocode, {
    params: { lng: String(lng), lat: String(lat) },
    errorMode: 'silent',
  });
