import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { ordersProcessingStatusAnswer } from './orders.answers.ts';
/** GET /api/orders/frontend/check-processing (shell.md §3, orders-processing status). */
export type OrdersProcessingStatus = z.output<typeof ordersProcessingStatusAnswer>;

/** Query of check-processing: the job the caller waits for, if any. */
export const checkProcessingQuerySchema = z.object({
  jobId: z.string().max(100, 'Legfeljebb 100 karakter adható meg!').optional(),
});

/** GET and PUT /api/orders/frontend/auto-processing. */
export const autoProcessingSchema = z.object({
  isAutoProcessing: z.boolean({ error: RULE_MESSAGES.invalidValue }),
});
export type AutoProcessing = z.infer<typeof autoProcessingSchema>;
