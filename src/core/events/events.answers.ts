import { z } from 'zod';

/**
 * The events answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link EventDoc} (events.schemas.ts). */
export const eventAnswer = z
  .object({
    id: z.string(),
    at: z.string(),
    userId: z.string().nullable(),
    username: z.string().nullable(),
    role: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    action: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    freightId: z.string().nullable(),
    transporterId: z.string().nullable(),
    /** The rule set (`mode:hash`, as GET /api/rules answers) that checked the change; null when none did. */
    ruleSet: z.string().nullable(),
  })
  .meta({ id: 'Event' });
