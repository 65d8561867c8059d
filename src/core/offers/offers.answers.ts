import { z } from 'zod';

/**
 * The offers answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link OfferFreightSummary} (offers.schemas.ts). */
export const offerFreightSummaryAnswer = z
  .object({
    freightId: z.string(),
    status: z.string(),
    factoryShortName: z.string(),
    depotShortName: z.string().nullable(),
    truckType: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    releaseDate: z.string().nullable(),
    pallets: z.number(),
    kg: z.number(),
    distanceKm: z.number(),
    freightCost: z.number().nullable(),
    cities: z.array(z.string()),
    transporterId: z.string().nullable(),
  })
  .meta({ id: 'OfferFreightSummary' });

/** {@link Offer} (offers.schemas.ts). */
export const offerAnswer = z
  .object({
    id: z.string(),
    __v: z.number(),
    freightUuid: z.string(),
    freightId: z.string(),
    transporterId: z.string(),
    transporterName: z.string(),
    status: z.enum(['accepted', 'sent', 'received', 'rejectedByTransporter', 'rejected']),
    replyDeadlineDate: z.string(),
    commentFromLogistics: z.string(),
    comment: z.string(),
    closeReason: z
      .enum(['expired', 'otherAccepted', 'freightChanged', 'transporterSet', 'freightCancelled'])
      .nullable(),
    waterfallNext: z.array(z.string()),
    waterfallStep: z.number().nullable(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    freight: offerFreightSummaryAnswer,
  })
  .meta({ id: 'Offer' });

/** {@link SendOffersResponse} (offers.api.ts). */
export const sendOffersAnswer = z
  .object({ message: z.string(), offers: z.array(offerAnswer) })
  .meta({ id: 'SendOffers' });
