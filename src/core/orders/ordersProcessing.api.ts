import { endpoint } from '../api/endpoint.ts';
import {
  type AutoProcessing,
  autoProcessingSchema,
  checkProcessingQuerySchema,
  type OrdersProcessingStatus,
} from './ordersProcessing.schemas.ts';

/** Orders-processing status for the bottom bar and the auto-processing switch (shell.md §3, §7). */
export const ORDERS_PROCESSING_API = {
  check: endpoint<OrdersProcessingStatus>()({
    method: 'GET',
    path: '/api/orders/frontend/check-processing',
    query: checkProcessingQuerySchema,
  }),
  autoProcessing: endpoint<AutoProcessing>()({ method: 'GET', path: '/api/orders/frontend/auto-processing' }),
  setAutoProcessing: endpoint<AutoProcessing>()({
    method: 'PUT',
    path: '/api/orders/frontend/auto-processing',
    body: autoProcessingSchema,
  }),
} as const;
