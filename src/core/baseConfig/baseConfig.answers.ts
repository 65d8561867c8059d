import { z } from 'zod';
import { savedAnswer } from '../api/rowAnswers.ts';
import { DELIVERY_INTERVAL_TYPES, PACKING_ALGORITHMS, ROUTE_METHODS } from '../config/enums.ts';

/** Notification channels of business.md §3. */
export const NOTIFICATION_CHANNELS = ['emailApi', 'smtp'] as const;

/**
 * The baseConfig answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link BaseConfig} (baseConfig.schemas.ts). */
export const baseConfigAnswer = z
  .object({
    id: z.string(),
    __v: z.number(),
    /** Days from release to the expected deadline, counted per deliveryIntervalType. */
    deliveryInterval: z.number(),
    deliveryIntervalType: z.enum(DELIVERY_INTERVAL_TYPES),
    /** Days before the expected deadline when a freight is flagged. */
    freightDeadlineWarningInterval: z.number(),
    /** Hours a transporter has to answer an offer. */
    transporterReplyDeadline: z.number(),
    /** Minutes per pallet. */
    unloadTimePerPallet: z.number(),
    /** Number of time slots a transporter may reserve. */
    transporterTimeSlotLimit: z.number(),
    openingHours: z.array(z.object({ weekday: z.number(), from: z.string(), to: z.string() })),
    /** Minutes. */
    lengthOfTimeSlot: z.number(),
    packingAlgorithm: z.enum(PACKING_ALGORITHMS),
    routingMethod: z.enum(ROUTE_METHODS),
    fuzzySearch: z.object({ enabled: z.boolean(), threshold: z.number() }).optional(),
    shippingNotificationConfig: z
      .object({
        url: z.string(),
        xApiKey: z.string(),
        sendMessage: z.boolean(),
        channel: z.enum(NOTIFICATION_CHANNELS).optional(),
      })
      .optional(),
    proxyConfig: z.object({ url: z.string(), xApiKey: z.string(), sendMessage: z.boolean() }).optional(),
    /** Freight bills' price audit: the difference a factory's bills may have unflagged, Ft. */
    billAuditTolerance: z.object({ default: z.number(), factories: z.record(z.string(), z.number()) }),
  })
  .meta({ id: 'BaseConfig' });

/** {@link PingResult} (baseConfig.schemas.ts). */
export const pingResultAnswer = z
  .object({
    ok: z.boolean(),
    status: z.number().nullable(),
    ms: z.number(),
    viaProxy: z.boolean(),
    code: z.string(),
    message: z.string(),
  })
  .meta({ id: 'PingResult' });

/** {@link BaseConfigSaveResponse} (baseConfig.api.ts). */
export const baseConfigSaveAnswer = savedAnswer('baseConfig', baseConfigAnswer).meta({
  id: 'BaseConfigSave',
});
