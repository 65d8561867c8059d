import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../../core/errors/messages.ts';
import { GEO_ERROR_CODES, GEO_MESSAGES, lngLatParamsSchema } from '../../core/geo/geo.schemas.ts';
import { type GeocodedAddress, LOCATION_API } from '../../core/geo/location.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import * as m0200gazetteer from '../db/migrations/0200_gazetteer.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

/** Farther than this from every settlement a point is not in Hungary's gazetteer. */
const MAX_REVERSE_METERS = 30_000;

/** 422 'A címpont nem geokódolható!' with code CANNOT_BE_GEOCODED. */
export function sendCannotBeGeocoded(reply: FastifyReply) {
  const body: ApiErrorBody = {
    statusCode: 422,
    error: 'Unprocessable Entity',
    code: GEO_ERROR_CODES.cannotBeGeocoded,
    message: GEO_MESSAGES.cannotBeGeocoded,
  };
  return reply.code(422).send(body);
}

/**
 * Offline location calls over the gazetteer (imported GeoNames rows, else the embedded default):
 * search as the user types, reverse geocoding of a map point, batch geocoding of order addresses.
 */
export function registerLocationRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  const signedIn = { policy: POLICIES.signedIn };
  route(app, LOCATION_API.search, signedIn, async ({ query }) => {
    const gazetteer = await gazetteerFor(db);
    return {
      type: 'FeatureCollection' as const,
      source: gazetteer.source,
      features: gazetteer.search(query.query, query.types, query.limit),
    };
  });

  route(app, LOCATION_API.reverseGeocode, signedIn, async ({ params, reply }) => {
    const { lng, lat } = parseOr400(lngLatParamsSchema, params);
    const gazetteer = await gazetteerFor(db);
    const hit = gazetteer.nearest([lng, lat]);
    const feature = hit && hit.meters <= MAX_REVERSE_METERS ? gazetteer.reverse([lng, lat]) : null;
    return feature ?? sendCannotBeGeocoded(reply);
  });

  route(app, LOCATION_API.geocode, signedIn, async ({ body: items }) => {
    const gazetteer = await gazetteerFor(db);
    const geocodedAPs = items.map(({ temporaryCustomerId, address }): GeocodedAddress => {
      const f = gazetteer.geocode(address);
      if (!f) {
        return {
          temporaryCustomerId,
          address,
          geocoded: false,
          error: { type: GEO_ERROR_CODES.cannotBeGeocoded, message: GEO_MESSAGES.cannotBeGeocoded },
        };
      }
      const a = f.properties.address;
      return {
        temporaryCustomerId,
        address,
        geocoded: true,
        geocodedAddress: f.properties.label,
        point: f.geometry,
        city: a.city,
        county: a.county,
        zip: a.postalCode,
        precision: f.properties.precision,
      };
    });
    return { geocodedAPs };
  });
}

export const LOCATION_AREA = defineServerArea({
  name: 'location',
  routes: registerLocationRoutes,
  migrations: { '0200_gazetteer': m0200gazetteer },
});
