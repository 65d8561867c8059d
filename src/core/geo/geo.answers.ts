import { z } from 'zod';
import { LOCATION_TYPES } from './geo.schemas.ts';
import { FUEL_TYPES } from './vehicle.ts';

/**
 * The geo answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link AreaFeatureCollection} (adminAreaMap.api.ts). */
export const areaFeatureCollectionAnswer = z
  .object({
    type: z.literal('FeatureCollection'),
    /** counties: the outline's source and licence. */
    attribution: z.string().optional(),
    /** cities: the gazetteer the settlements come from (`embedded` or `geonames`). */
    source: z.string().optional(),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        id: z.string().optional(),
        geometry: z.unknown(),
        properties: z.record(z.string(), z.unknown()),
      }),
    ),
  })
  .meta({ id: 'AreaFeatureCollection' });

/** {@link AddressFeature} (location.api.ts). */
export const addressFeatureAnswer = z
  .object({
    type: z.literal('Feature'),
    id: z.string(),
    geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
    properties: z.object({
      type: z.enum(LOCATION_TYPES),
      label: z.string(),
      isDepot: z.boolean(),
      precision: z.enum(['settlement', 'district', 'county', 'exact']),
      address: z.object({
        country: z.literal('HU'),
        countyCode: z.string(),
        county: z.string(),
        city: z.string().nullable(),
        district: z.number().nullable(),
        postalCode: z.string().nullable(),
        street: z.string().nullable(),
        houseNumber: z.string().nullable(),
      }),
    }),
  })
  .meta({ id: 'AddressFeature' });

/** {@link GeocodedAddress} (location.api.ts). */
export const geocodedAddressAnswer = z
  .union([
    z.object({
      temporaryCustomerId: z.union([z.string(), z.number()]),
      address: z.string(),
      geocoded: z.literal(false),
      error: z.object({ type: z.string(), message: z.string() }),
    }),
    z.object({
      temporaryCustomerId: z.union([z.string(), z.number()]),
      address: z.string(),
      geocoded: z.literal(true),
      geocodedAddress: z.string(),
      point: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
      city: z.string().nullable(),
      county: z.string(),
      zip: z.string().nullable(),
      precision: z.string(),
    }),
  ])
  .meta({ id: 'GeocodedAddress' });

/** {@link Tariff} (tolls.ts). */
export const tariffAnswer = z
  .object({
    currency: z.literal('HUF'),
    /** Total net toll, rounded to whole forints. */
    total: z.number(),
    infrastructure: z.number(),
    externalCosts: z.number(),
    tolledMeters: z.number(),
    rateYear: z.number(),
    estimated: z.literal(true),
  })
  .meta({ id: 'Tariff' });

/** A weight-restricted zone: a circle and the weight it allows (a route's traversed zones add `exceeded`). */
const weightZoneFields = {
  id: z.string(),
  name: z.string(),
  center: z.tuple([z.number(), z.number()]),
  radiusMeter: z.number(),
  weightLimitKg: z.number(),
};

/** {@link RoutePlan} (routePlanner.api.ts). */
export const routePlanAnswer = z
  .object({
    distanceMeter: z.number(),
    durationSecond: z.number(),
    geometry: z.object({
      type: z.literal('LineString'),
      coordinates: z.array(z.tuple([z.number(), z.number()])),
    }),
    tariff: tariffAnswer,
    cO2Emission: z.object({
      kg: z.number(),
      fuel: z.enum(FUEL_TYPES),
      consumption: z.number(),
    }),
    legality: z.object({ legal: z.boolean(), warnings: z.array(z.string()) }),
    traversedZones: z.array(z.object({ ...weightZoneFields, exceeded: z.boolean() })),
    waypoints: z.array(
      z.object({
        geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
        id: z.string().optional(),
        address: z.string().optional(),
        isDepot: z.boolean().optional(),
        restrictions: z.object({ weightLimit: z.number().nullable().optional() }).optional(),
      }),
    ),
    /** Index of each planned stop in the request's list (changes when the order was optimised). */
    waypointOrder: z.array(z.number()),
    legs: z.array(z.object({ distanceMeter: z.number(), durationSecond: z.number() })),
    estimated: z.boolean(),
    provider: z.string(),
    note: z.string(),
    /** 'road': on the imported road network; 'estimate': the great-circle estimate (issue 37). */
    distanceSource: z.enum(['road', 'estimate']),
    /** Road network: how far each ordered waypoint lay from the road it was snapped to, metres. */
    snapDistancesMeter: z.array(z.number()).optional(),
    /** Road network: sections whose posted limits the truck exceeds. */
    restrictedSections: z.array(
      z.object({
        wayId: z.number(),
        reason: z.enum(['hgv', 'maxweight', 'maxaxleload', 'maxheight']),
        limit: z.number(),
        meters: z.number(),
        from: z.tuple([z.number(), z.number()]),
        to: z.tuple([z.number(), z.number()]),
      }),
    ),
  })
  .meta({ id: 'RoutePlan' });

/** {@link WeightZone} (routePlanner.api.ts). */
export const weightZoneAnswer = z.object(weightZoneFields).meta({ id: 'WeightZone' });
