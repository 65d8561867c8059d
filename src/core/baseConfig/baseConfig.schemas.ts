import { z } from 'zod';
import { DELIVERY_INTERVAL_TYPES, PACKING_ALGORITHMS, ROUTE_METHODS } from '../config/enums.ts';
import { fillMessage, RULE_MESSAGES, TIME_PATTERN } from '../validation/generalRules.ts';
import type { baseConfigAnswer, pingResultAnswer } from './baseConfig.answers.ts';
import { NOTIFICATION_CHANNELS } from './baseConfig.answers.ts';
/** Message for a value outside a fixed list (the spec shows none; ours). */
export const INVALID_CHOICE_MESSAGE = RULE_MESSAGES.invalidValue;
/** Message for a malformed URL (the spec shows none; ours). */
export const INVALID_URL_MESSAGE = 'Az URL formátuma nem megfelelő! Formátum: https://pelda.hu/utvonal';

const nonNegativeInt = (max: number) =>
  z
    .number({ error: RULE_MESSAGES.nonNegativeInteger })
    .int(RULE_MESSAGES.nonNegativeInteger)
    .min(0, RULE_MESSAGES.nonNegativeInteger)
    .max(max, fillMessage(RULE_MESSAGES.maxValue, { n: max }));
const positiveInt = (max: number) =>
  z
    .number({ error: RULE_MESSAGES.positiveInteger })
    .int(RULE_MESSAGES.positiveInteger)
    .min(1, RULE_MESSAGES.positiveInteger)
    .max(max, fillMessage(RULE_MESSAGES.maxValue, { n: max }));
const nonNegative = (max: number) =>
  z
    .number({ error: RULE_MESSAGES.nonNegative })
    .min(0, RULE_MESSAGES.nonNegative)
    .max(max, fillMessage(RULE_MESSAGES.maxValue, { n: max }));
const time = z.string({ error: RULE_MESSAGES.time }).trim().regex(TIME_PATTERN, RULE_MESSAGES.time);
const minutesOf = (t: string) => {
  const [h, m] = t.split(':');
  return Number(h) * 60 + Number(m);
};

/** One opening window of a weekday; weekday is ISO (1 = Monday … 7 = Sunday). */
export const openingHoursEntrySchema = z
  .object({
    weekday: z
      .number({ error: INVALID_CHOICE_MESSAGE })
      .int(INVALID_CHOICE_MESSAGE)
      .min(1, INVALID_CHOICE_MESSAGE)
      .max(7, INVALID_CHOICE_MESSAGE),
    from: time,
    to: time,
  })
  .refine((v) => minutesOf(v.from) < minutesOf(v.to), { message: RULE_MESSAGES.range, path: ['to'] });
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

/** Opening hours of the depots by default: at most one window per weekday. */
export const openingHoursSchema = z
  .array(openingHoursEntrySchema)
  .max(7)
  .refine((list) => new Set(list.map((e) => e.weekday)).size === list.length, {
    message: 'Egy naphoz csak egy nyitvatartás adható meg!',
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Fuzzy matching of names and addresses (superadmin only); threshold is a percentage. */
export const fuzzySearchSchema = z.object({
  enabled: z.boolean({ error: INVALID_CHOICE_MESSAGE }),
  threshold: z
    .number({ error: RULE_MESSAGES.percent })
    .min(0, RULE_MESSAGES.percent)
    .max(100, RULE_MESSAGES.percent),
});
export type FuzzySearchConfig = z.infer<typeof fuzzySearchSchema>;

const url = z
  .string()
  .trim()
  .max(500, 'Legfeljebb 500 karakter adható meg!')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), INVALID_URL_MESSAGE);

/** Webhook of business.md §3 (url, xApiKey, sendMessage); shared by shipping notification and proxy. */
export const webhookConfigSchema = z.object({
  url,
  xApiKey: z.string().max(200, 'Legfeljebb 200 karakter adható meg!'),
  sendMessage: z.boolean({ error: INVALID_CHOICE_MESSAGE }),
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The shipping notification webhook with the channel it sends through (absent: emailApi). */
export const shippingNotificationConfigSchema = webhookConfigSchema.extend({
  channel: z.enum(NOTIFICATION_CHANNELS, { error: INVALID_CHOICE_MESSAGE }).optional(),
});
export type ShippingNotificationConfig = z.infer<typeof shippingNotificationConfigSchema>;

/** Price audit tolerance of freight bills (issue 20): a default and per factory id, Ft. */
export const priceAuditToleranceSchema = z.object({
  default: nonNegative(1_000_000_000),
  factories: z.record(z.string().min(1).max(64), nonNegative(1_000_000_000)),
});
export type PriceAuditTolerance = z.infer<typeof priceAuditToleranceSchema>;

const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  message: string = INVALID_CHOICE_MESSAGE,
) => z.enum(values, { error: message });

/** The editable fields of the base config (PUT /api/baseConfig[/{id}]); every field optional. */
export const updateBaseConfigSchema = z.object({
  deliveryInterval: nonNegativeInt(365).optional(),
  deliveryIntervalType: choice(DELIVERY_INTERVAL_TYPES).optional(),
  freightDeadlineWarningInterval: nonNegativeInt(365).optional(),
  transporterReplyDeadline: nonNegativeInt(720).optional(),
  unloadTimePerPallet: nonNegative(600).optional(),
  transporterTimeSlotLimit: nonNegativeInt(1000).optional(),
  openingHours: openingHoursSchema.optional(),
  lengthOfTimeSlot: positiveInt(1440).optional(),
  packingAlgorithm: choice(PACKING_ALGORITHMS, RULE_MESSAGES.packingAlgorithm).optional(),
  routingMethod: choice(ROUTE_METHODS).optional(),
  fuzzySearch: fuzzySearchSchema.optional(),
  shippingNotificationConfig: shippingNotificationConfigSchema.optional(),
  proxyConfig: webhookConfigSchema.optional(),
  billAuditTolerance: priceAuditToleranceSchema.optional(),
  /** Optimistic concurrency: the version the client edited. */
  __v: z.number().int().optional(),
});
export type UpdateBaseConfigInput = z.infer<typeof updateBaseConfigSchema>;

/** GET /api/baseConfig; the optional parts are present only for roles allowed to see them. */
export type BaseConfig = z.output<typeof baseConfigAnswer>;

/** GET /api/baseConfig/ping?forwardTo=… */
export const pingQuerySchema = z.object({
  forwardTo: z
    .string({ error: RULE_MESSAGES.required })
    .trim()
    .min(1, RULE_MESSAGES.required)
    .max(500, 'Legfeljebb 500 karakter adható meg!')
    .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), INVALID_URL_MESSAGE),
});

/**
 * Answer of the ping as seen from the server, reached the way a webhook message would be (through
 * the proxy config when it is on): the HTTP status (null: no answer; ok = 2xx), the time, whether it
 * went through the proxy, and a Hungarian message with its code (core/baseConfig/baseConfig.errors.ts).
 */
export type PingResult = z.output<typeof pingResultAnswer>;
