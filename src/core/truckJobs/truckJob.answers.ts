import { z } from 'zod';
import { FREIGHT_STATUSES, FREIGHT_TYPES } from '../config/enums.ts';

/**
 * How a card or a row of a screen that shows both kinds (organizer, time slots) names its truck job:
 * the kind, the record, the number people read and the status.
 */
export const truckJobRefShape = {
  kind: z.enum(FREIGHT_TYPES),
  id: z.string(),
  /** The freight or pickup number people read ("fuvar 1234", "átvét 12"). */
  number: z.string(),
  __v: z.number(),
  /** The freight's or the pickup's status (a pickup's statuses are a part of the freight's). */
  status: z.enum(FREIGHT_STATUSES),
};

/**
 * Where and when a truck job goes, on what: its day, depot, factory and truck type (a pickup's truck
 * type: the customer's preferred trucks, joined), as the organizer's cards and the map show it.
 */
export const truckJobTripShape = {
  deliveryDate: z.string().nullable(),
  depotShortName: z.string().nullable(),
  factoryShortName: z.string(),
  truckType: z.string().nullable(),
};
