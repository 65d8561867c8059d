import { z } from 'zod';
import type { ProcessingStatus } from '../config/enums.ts';
import type { PlanningJobProgress } from '../planningJobs/planningJobs.schemas.ts';

/** GET /api/orders/frontend/check-processing (shell.md §3, orders-processing status). */
export interface OrdersProcessingStatus {
  isAutoProcessing: boolean;
  isLastManual: boolean;
  isProcessing: boolean;
  hasUserActiveProcessingJob: boolean;
  jobsInFrontOfThisOne: number;
  lastProcessingStatus: ProcessingStatus;
  lastSmsResultCode: number;
  newOrdersCount: number;
  newPartialOrdersCount: number;
  lastProcessingResultIds: string[];
  /** The job the bottom bar follows: the one asked for, else the caller's active one (cancel targets it). */
  activeJobId: string | null;
  /** Cancel-processing was asked and the job has not stopped yet ("Tervezés megszakítása folyamatban..."). */
  isCancelling: boolean;
  /** Progress of the running job, when one runs. */
  progress: PlanningJobProgress | null;
}

/** Query of check-processing: the job the caller waits for, if any. */
export const checkProcessingQuerySchema = z.object({
  jobId: z.string().max(100, 'Legfeljebb 100 karakter adható meg!').optional(),
});

/** GET and PUT /api/orders/frontend/auto-processing. */
export const autoProcessingSchema = z.object({
  isAutoProcessing: z.boolean({ error: 'A megadott érték nem megfelelő!' }),
});
export type AutoProcessing = z.infer<typeof autoProcessingSchema>;
