import { z } from 'zod';

/**
 * The baseConfig answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link BaseConfig} (baseConfig.schemas.ts). */
export const baseConfigAnswer = z
  .object({
    id: z.string(),
    __v: z.number(),
    deliveryInterval: z.number(),
    deliveryIntervalType: z.enum(['calendarDay', 'workday']),
    freightDeadlineWarningInterval: z.number(),
    transporterReplyDeadline: z.number(),
    unloadTimePerPallet: z.number(),
    transporterTimeSlotLimit: z.number(),
    openingHours: z.array(z.object({ weekday: z.number(), from: z.string(), to: z.string() })),
    lengthOfTimeSlot: z.number(),
    packingAlgorithm: z.enum(['palletstack', 'rows-no-stacking', 'twodimensional']),
    routingMethod: z.enum(['ECONOMY', 'FAST', 'SHORT']),
    fuzzySearch: z.object({ enabled: z.boolean(), threshold: z.number() }).optional(),
    shippingNotificationConfig: z
      .object({
        url: z.string(),
        xApiKey: z.string(),
        sendMessage: z.boolean(),
        channel: z.enum(['emailApi', 'smtp']).optional(),
      })
      .optional(),
    proxyConfig: z.object({ url: z.string(), xApiKey: z.string(), sendMessage: z.boolean() }).optional(),
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
export const baseConfigSaveAnswer = z
  .object({ message: z.string(), baseConfig: baseConfigAnswer })
  .meta({ id: 'BaseConfigSave' });
