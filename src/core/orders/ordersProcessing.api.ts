import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ordersProcessingStatusAnswer } from './orders.answers.ts';
import { autoProcessingSchema, checkProcessingQuerySchema } from './ordersProcessing.schemas.ts';

/** Orders-processing status for the bottom bar and the auto-processing switch (shell.md §3, §7). */
export const ORDERS_PROCESSING_API = {
  checkProcessing: endpoint({
    summary: 'Reads the state of planning',
    description: '`?jobId=` the job the caller waits for, if any.',
    response: ordersProcessingStatusAnswer,
    method: 'GET',
    path: '/api/orders/frontend/check-processing',
    query: checkProcessingQuerySchema,
  }),
  autoProcessing: endpoint({
    summary: 'Reads the automatic planning setting',
    response: z.object({ isAutoProcessing: z.boolean() }),
    method: 'GET',
    path: '/api/orders/frontend/auto-processing',
  }),
  setAutoProcessing: endpoint({
    summary: 'Switches automatic planning',
    response: z.object({ isAutoProcessing: z.boolean() }),
    method: 'PUT',
    path: '/api/orders/frontend/auto-processing',
    body: autoProcessingSchema,
  }),
} as const;
