import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ordersProcessingStatusAnswer } from './orders.answers.ts';
import { autoProcessingSchema, checkProcessingQuerySchema } from './ordersProcessing.schemas.ts';

/** Orders-processing status for the bottom bar and the auto-processing switch (shell.md §3, §7). */
export const ORDERS_PROCESSING_API = {
  /** `?jobId=` the job the caller waits for, if any. */
  checkProcessing: endpoint({
    response: ordersProcessingStatusAnswer,
    method: 'GET',
    path: '/api/orders/frontend/check-processing',
    query: checkProcessingQuerySchema,
  }),
  autoProcessing: endpoint({
    response: z.object({ isAutoProcessing: z.boolean() }),
    method: 'GET',
    path: '/api/orders/frontend/auto-processing',
  }),
  setAutoProcessing: endpoint({
    response: z.object({ isAutoProcessing: z.boolean() }),
    method: 'PUT',
    path: '/api/orders/frontend/auto-processing',
    body: autoProcessingSchema,
  }),
} as const;
