import { z } from 'zod';
import { isIsoDate } from '../calendar/workdays.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { eventAnswer } from './events.answers.ts';
/** One changed field of an event: its name and the value before and after (null when absent). */
export const eventChangeSchema = z.object({
  field: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type EventChange = z.infer<typeof eventChangeSchema>;

/** What happened to the entity; business events (freight_finalized, offer_sent …) use their own names. */
export const EVENT_ACTIONS = ['created', 'updated', 'deleted'] as const;

/** An event log entry as the API answers it (GET api/events, /details/{id}). */
export type EventDoc = z.output<typeof eventAnswer>;

/**
 * The field-by-field difference of two plain records (top-level keys; nested values compared as
 * JSON). Keys listed in `ignore` (versions, timestamps, password hashes) are left out.
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = ['__v', 'version', 'updatedAt', 'updated_at', 'createdAt', 'created_at'],
): EventChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: EventChange[] = [];
  for (const field of keys) {
    if (ignore.includes(field)) continue;
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes.push({ field, before: b, after: a });
  }
  return changes;
}

/**
 * Entities the event log knows by name (the /events entity filter and its Hungarian labels in
 * locales `events.entities.*`). An area that logs a new entity adds its name here and a label.
 */
export const EVENT_ENTITIES = [
  'user',
  'vehicle',
  'transporter',
  'fleetVehicle',
  'depot',
  'factory',
  'calendarOverride',
  'baseConfig',
  'module',
  'ordersProcessing',
  'product',
  'freightFee',
  'externalIdNames',
  'order',
  'freight',
  'pickup',
  'offer',
] as const;

/** Business actions of business.md §4 besides created/updated/deleted (filter options, labels). */
export const BUSINESS_EVENT_ACTIONS = [
  'freight_finalized',
  'freight_finalization_revoked',
  'freight_waypoints_changed',
  'offer_request_sent',
  'offer_request_rejected',
  'offer_sent',
  'order_deleted_from_freight',
  'order_closed',
  'order_reopened',
  'product_update',
] as const;

const isoDate = z.string().refine(isIsoDate, 'Hibás dátum!');
const csv = z
  .string()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x.length > 0),
  );

/**
 * The event log's own filters on top of the list call (GET /api/events): a date range (inclusive
 * days, Budapest time), entities and actions (comma-separated), a user name (contains) and the
 * entity id (exact). Free text over the changes is the list call's quick filter `q`.
 */
export const eventFiltersSchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    entity: csv.optional(),
    action: csv.optional(),
    user: z.string().max(100).optional(),
    entityId: z.string().max(100).optional(),
  })
  .loose()
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: RULE_MESSAGES.range, path: ['to'] });
export type EventFilters = z.infer<typeof eventFiltersSchema>;

const valueText = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * What the free-text filter of the event log searches (lower case): the changed fields' names and
 * values before and after, the user name and the entity id.
 */
export function eventSearchText(
  changes: readonly EventChange[],
  username: string | null,
  entityId: string | null,
): string {
  const parts = changes.flatMap((c) => [c.field, valueText(c.before), valueText(c.after)]);
  return [...parts, username ?? '', entityId ?? '']
    .filter((p) => p !== '')
    .join(' ')
    .toLowerCase();
}

/**
 * The values of secret fields (webhook keys, passwords) replaced at any depth, so the log shows
 * that a secret changed but never what it is.
 */
export function maskSecrets(value: unknown, secrets: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, secrets));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      secrets.includes(k) ? (v === null || v === '' ? v : '***') : maskSecrets(v, secrets),
    ]),
  );
}
