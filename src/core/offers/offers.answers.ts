import { z } from 'zod';
import { savedRowsAnswer } from '../api/rowAnswers.ts';
import { FREIGHT_STATUSES, OFFER_STATUSES } from '../config/enums.ts';

/** Why an offer was closed without the transporter's answer (ours: the spec names no reasons). */
export const OFFER_CLOSE_REASONS = [
  'expired',
  'otherAccepted',
  'freightChanged',
  'transporterSet',
  'freightCancelled',
] as const;

/**
 * The offers answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link OfferFreightSummary} (offers.schemas.ts). */
export const offerFreightSummaryAnswer = z
  .object({
    freightId: z.string(),
    status: z.enum(FREIGHT_STATUSES),
    factoryShortName: z.string(),
    depotShortName: z.string().nullable(),
    truckType: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    releaseDate: z.string().nullable(),
    pallets: z.number(),
    kg: z.number(),
    distanceKm: z.number(),
    freightCost: z.number().nullable(),
    /** Unloading cities in route order. */
    cities: z.array(z.string()),
    transporterId: z.string().nullable(),
  })
  .meta({ id: 'OfferFreightSummary' });

/** {@link Offer} (offers.schemas.ts). */
export const offerAnswer = z
  .object({
    id: z.string(),
    __v: z.number(),
    /** The freight's uuid. */
    freightUuid: z.string(),
    /** The freight's number ("fuvar 1234"). */
    freightId: z.string(),
    transporterId: z.string(),
    transporterName: z.string(),
    status: z.enum(OFFER_STATUSES),
    replyDeadlineDate: z.string(),
    commentFromLogistics: z.string(),
    comment: z.string(),
    closeReason: z.enum(OFFER_CLOSE_REASONS).nullable(),
    /** Tender waterfall: the transporters still waiting their turn, in order (empty: none). */
    waterfallNext: z.array(z.string()),
    /** Tender waterfall: 1-based step of this offer (null: a plain offer). */
    waterfallStep: z.number().nullable(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    freight: offerFreightSummaryAnswer,
  })
  .meta({ id: 'Offer' });

/** {@link SendOffersResponse} (offers.api.ts). */
export const sendOffersAnswer = savedRowsAnswer('offers', offerAnswer).meta({ id: 'SendOffers' });
