import { z } from 'zod';

/**
 * The planningJobs answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link ProcessOrdersResponse} (planningJobs.schemas.ts). */
export const processOrdersAnswer = z
  .object({
    message: z.string(),
    jobId: z.string(),
    jobsInFrontOfThisOne: z.number(),
  })
  .meta({ id: 'ProcessOrders' });

/** {@link CancelProcessingResponse} (planningJobs.schemas.ts). */
export const cancelProcessingAnswer = z
  .object({
    message: z.string(),
    jobId: z.string(),
    state: z.enum(['cancelled', 'done', 'queued', 'running', 'cancelling', 'failed']),
  })
  .meta({ id: 'CancelProcessing' });

/** {@link PlanningJobProgress} (planningJobs.schemas.ts). */
export const planningJobProgressAnswer = z
  .object({
    phase: z.string(),
    done: z.number(),
    total: z.number(),
    bestCost: z.number().optional(),
    elapsedMs: z.number().optional(),
  })
  .meta({ id: 'PlanningJobProgress' });
