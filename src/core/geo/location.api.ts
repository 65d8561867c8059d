import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { addressFeatureAnswer, geocodedAddressAnswer } from './geo.answers.ts';
import { geocodeRequestSchema, locationSearchQuerySchema } from './geo.schemas.ts';

/** One address hit of search and reverse geocoding (a GeoJSON point feature; the fields clients read). */
export type AddressFeature = z.output<typeof addressFeatureAnswer>;

/** One address of a batch geocoding: its point and settlement, or why it has none. */
export type GeocodedAddress = z.output<typeof geocodedAddressAnswer>;

/**
 * Offline location calls over the gazetteer (everyone signed in). Reverse geocoding far from every
 * settlement is 422 with code CANNOT_BE_GEOCODED (GEO_MESSAGES); its `:lng/:lat` are checked in the handler.
 */
export const LOCATION_API = {
  search: endpoint({
    summary: 'Searches addresses and places',
    description: 'Search as the user types.',
    response: z.object({
      type: z.literal('FeatureCollection'),
      source: z.string(),
      features: z.array(addressFeatureAnswer),
    }),
    method: 'GET',
    path: '/location/search',
    query: locationSearchQuerySchema,
  }),
  reverseGeocode: endpoint({
    summary: 'Finds the address at a point',
    response: addressFeatureAnswer,
    method: 'GET',
    path: '/location/reversegeocode/:lng/:lat',
    answers: {
      422: 'The point is farther than 30 km from every settlement of the gazetteer. Code: CANNOT_BE_GEOCODED.',
    },
  }),
  geocode: endpoint({
    summary: 'Geocodes order addresses',
    description: 'Batch geocoding of order addresses.',
    response: z.object({ geocodedAPs: z.array(geocodedAddressAnswer) }),
    method: 'POST',
    path: '/api/orders/frontend/geocode',
    body: geocodeRequestSchema,
  }),
} as const;
