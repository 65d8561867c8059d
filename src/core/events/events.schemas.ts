import { z } from 'zod';

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
export interface EventDoc {
  id: string;
  at: string;
  userId: string | null;
  username: string | null;
  role: string;
  entity: string;
  entityId: string | null;
  action: string;
  changes: EventChange[];
  freightId: string | null;
  transporterId: string | null;
}

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
