import { z } from 'zod';

/**
 * The organizer answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link OrganizerDayTotals} (organizer.schemas.ts). */
export const organizerDayTotalsAnswer = z
  .object({
    freights: z.number(),
    pickups: z.number(),
    pallets: z.number(),
    kg: z.number(),
    trucks: z.record(z.string(), z.number()),
  })
  .meta({ id: 'OrganizerDayTotals' });

/** {@link OrganizerDay} (organizer.schemas.ts). */
export const organizerDayAnswer = z
  .object({
    date: z.string(),
    workday: z.boolean(),
    totals: organizerDayTotalsAnswer,
  })
  .meta({ id: 'OrganizerDay' });

/** {@link OrganizerCard} (organizer.schemas.ts). */
export const organizerCardAnswer = z
  .object({
    kind: z.enum(['freight', 'pickup']),
    id: z.string(),
    number: z.string(),
    __v: z.number(),
    status: z.string(),
    deliveryDate: z.string().nullable(),
    depotShortName: z.string().nullable(),
    factoryShortName: z.string(),
    truckType: z.string().nullable(),
    truckLicensePlateNumber: z.string().nullable(),
    pallets: z.number(),
    kg: z.number(),
    stops: z.number(),
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    route: z.string(),
    fillRate: z.number().nullable(),
    timeSlotTime: z.string().nullable(),
  })
  .meta({ id: 'OrganizerCard' });

/** {@link OrganizerResponse} (organizer.schemas.ts). */
export const organizerAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    depot: z.string().nullable(),
    depots: z.array(z.object({ shortName: z.string(), name: z.string() })),
    days: z.array(organizerDayAnswer),
    cards: z.array(organizerCardAnswer),
    capacity: z.record(z.string(), z.record(z.string(), z.number())).nullable(),
  })
  .meta({ id: 'Organizer' });

/** {@link OrganizerFixResponse} (organizer.schemas.ts). */
export const organizerFixAnswer = z
  .object({
    message: z.string(),
    records: z.array(
      z.object({
        kind: z.enum(['freight', 'pickup']),
        id: z.string(),
        number: z.string(),
        __v: z.number(),
        status: z.string(),
      }),
    ),
  })
  .meta({ id: 'OrganizerFix' });

/** {@link MapFreight} (organizer.schemas.ts). */
export const mapFreightAnswer = z
  .object({
    id: z.string(),
    freightId: z.string(),
    status: z.string(),
    deliveryDate: z.string().nullable(),
    depotShortName: z.string().nullable(),
    factoryShortName: z.string(),
    truckType: z.string().nullable(),
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    pallets: z.number(),
    palletPlaces: z.number(),
    kg: z.number(),
    fillRate: z.number().nullable(),
    distanceKm: z.number(),
    /** False when the route came from the road network; true when estimated (issue 37). */
    distanceEstimated: z.boolean(),
    line: z.array(z.tuple([z.number(), z.number()])).nullable(),
    stops: z.array(
      z.object({
        coordinates: z.tuple([z.number(), z.number()]),
        city: z.string().nullable(),
        address: z.string(),
      }),
    ),
  })
  .meta({ id: 'MapFreight' });

/** {@link MapSite} (organizer.schemas.ts). */
export const mapSiteAnswer = z
  .object({
    kind: z.enum(['depot', 'factory']),
    shortName: z.string(),
    name: z.string().nullable(),
    coordinates: z.tuple([z.number(), z.number()]),
  })
  .meta({ id: 'MapSite' });

/** {@link MapResponse} (organizer.schemas.ts). */
export const mapAnswer = z
  .object({
    freights: z.array(mapFreightAnswer),
    sites: z.array(mapSiteAnswer),
    depots: z.array(z.object({ shortName: z.string(), name: z.string() })),
    transporters: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'Map' });
