import { z } from 'zod';
import { freightHeadShape } from '../freights/freights.answers.ts';
import { truckJobRefShape, truckJobTripShape } from '../truckJobs/truckJob.answers.ts';

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
    /** Truck type → number of freights (pickups under "" when no type is known). */
    trucks: z.record(z.string(), z.number()),
  })
  .meta({ id: 'OrganizerDayTotals' });

/** {@link OrganizerDay} (organizer.schemas.ts). */
export const organizerDayAnswer = z
  .object({
    date: z.string(),
    /** From the calendar (weekends off unless an override says otherwise). */
    workday: z.boolean(),
    totals: organizerDayTotalsAnswer,
  })
  .meta({ id: 'OrganizerDay' });

/** {@link OrganizerCard} (organizer.schemas.ts). */
export const organizerCardAnswer = z
  .object({
    ...truckJobRefShape,
    ...truckJobTripShape,
    truckLicensePlateNumber: z.string().nullable(),
    pallets: z.number(),
    kg: z.number(),
    /** Unloading stops (pickups: 0, the customer collects). */
    stops: z.number(),
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    /** Freights: cities in driving order; pickups: the customer. */
    route: z.string(),
    /** Pallet places ÷ the truck type's capacity (0–1), null when unknown. */
    fillRate: z.number().nullable(),
    timeSlotTime: z.string().nullable(),
  })
  .meta({ id: 'OrganizerCard' });

/** A depot to choose from (the board's and the map's depot switch). */
const depotChoiceAnswer = z.object({ shortName: z.string(), name: z.string() });

/** {@link OrganizerResponse} (organizer.schemas.ts). */
export const organizerAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    depot: z.string().nullable(),
    /** The active depots to choose from (the board's depot switch). */
    depots: z.array(depotChoiceAnswer),
    days: z.array(organizerDayAnswer),
    cards: z.array(organizerCardAnswer),
    /**
     * The transporters' estimated trucks per day and truck type (outbound, all transporters summed)
     * when the capacity_estimate module is on; null otherwise (the board then shows the totals only).
     */
    capacity: z.record(z.string(), z.record(z.string(), z.number())).nullable(),
  })
  .meta({ id: 'Organizer' });

/** {@link OrganizerFixResponse} (organizer.schemas.ts). */
export const organizerFixAnswer = z
  .object({
    message: z.string(),
    records: z.array(z.object(truckJobRefShape)),
  })
  .meta({ id: 'OrganizerFix' });

/** {@link MapFreight} (organizer.schemas.ts). */
export const mapFreightAnswer = z
  .object({
    ...freightHeadShape,
    ...truckJobTripShape,
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    pallets: z.number(),
    palletPlaces: z.number(),
    kg: z.number(),
    fillRate: z.number().nullable(),
    distanceKm: z.number(),
    /** False when the route came from the road network; true when estimated (issue 37). */
    distanceEstimated: z.boolean(),
    /** Route line [lng, lat][] (factory → stops), null when the freight has none stored. */
    line: z.array(z.tuple([z.number(), z.number()])).nullable(),
    /** Unloading stops in driving order. */
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
    /** Depots and factories with a known point. */
    sites: z.array(mapSiteAnswer),
    /** Every active depot (the depot filter). */
    depots: z.array(depotChoiceAnswer),
    transporters: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'Map' });
