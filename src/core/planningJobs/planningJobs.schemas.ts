import { z } from 'zod';
import type { ProcessingStatus } from '../config/enums.ts';
import type {
  cancelProcessingAnswer,
  PLANNING_JOB_STATES,
  planningJobProgressAnswer,
  processOrdersAnswer,
} from './planningJobs.answers.ts';
/**
 * The planning queue (shell.md orders processing; business.md §4 processing statuses). A job plans
 * orders into freights (or pickups), or loads products; one runs at a time per instance, claimed
 * from PostgreSQL so several API instances never run one twice.
 */
export const PLANNING_JOB_KINDS = ['freights', 'pickups', 'productLoad'] as const;
export type PlanningJobKind = (typeof PLANNING_JOB_KINDS)[number];

export type PlanningJobState = (typeof PLANNING_JOB_STATES)[number];

/** Freight request (shell.md §3): order ids plus options. */
export const processOrdersSchema = z.object({
  orderIds: z
    .array(z.string().min(1).max(40))
    .min(1, 'Legalább egy megrendelést ki kell jelölni!')
    .max(20000),
  options: z
    .object({
      /** Replan partial freights (törtfuvar) of these orders together with them. */
      forceMerge: z.boolean().optional(),
      /** Submitted by a person (default); false = auto-processing. */
      manual: z.boolean().optional(),
      /** Deliver on this date (ISO) when it is in the orders' windows. */
      forceDate: z.union([z.boolean(), z.iso.date()]).optional(),
    })
    .optional()
    .default({}),
});
export type ProcessOrdersInput = z.input<typeof processOrdersSchema>;

export type ProcessOrdersResponse = z.output<typeof processOrdersAnswer>;

export const cancelProcessingSchema = z.object({ jobId: z.string().min(1).max(40) });

export type CancelProcessingResponse = z.output<typeof cancelProcessingAnswer>;

/** What a finished planning job left (planning_jobs.result). */
export interface PlanningJobResult {
  freightIds: string[];
  pickupIds: string[];
  unplanned: { orderId: string; status: ProcessingStatus; reason: string }[];
}

/** Progress a running job reports (at least every second). */
export type PlanningJobProgress = z.output<typeof planningJobProgressAnswer>;
