import { z } from 'zod';

/** queued → running → done | failed; queued/running → cancelling → cancelled. */
export const PLANNING_JOB_STATES = [
  'queued',
  'running',
  'cancelling',
  'done',
  'cancelled',
  'failed',
] as const;

/**
 * The planningJobs answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link ProcessOrdersResponse} (planningJobs.schemas.ts). */
export const processOrdersAnswer = z
  .object({
    message: z.string(),
    jobId: z.string(),
    /** Jobs queued before this one. */
    jobsInFrontOfThisOne: z.number(),
  })
  .meta({ id: 'ProcessOrders' });

/** {@link CancelProcessingResponse} (planningJobs.schemas.ts). */
export const cancelProcessingAnswer = z
  .object({
    message: z.string(),
    jobId: z.string(),
    state: z.enum(PLANNING_JOB_STATES),
  })
  .meta({ id: 'CancelProcessing' });

/** {@link PlanningJobProgress} (planningJobs.schemas.ts). */
export const planningJobProgressAnswer = z
  .object({
    phase: z.string(),
    done: z.number(),
    total: z.number(),
    bestCost: z.number().optional(),
    /** Milliseconds the phase has run (the planner's search moves it at least once a second). */
    elapsedMs: z.number().optional(),
  })
  .meta({ id: 'PlanningJobProgress' });
