import {
  type CheckChangesResponse,
  type CheckVersionResponse,
  type CreateOrderInput,
  type GeneratedIds,
  ORDERS_API,
  type OrderSaveResponse,
  type UpdateOrderInput,
} from '../../../core/orders/orders.api.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import { apiRequest } from '../../api/http.ts';

/** The orders API calls of the web client (paths and shapes from core/orders/orders.api.ts). */

/** Saving calls report their refusals next to the fields, not as alerts. */
const silent = { errorMode: 'silent' } as const;

export const getOrder = (orderId: string) => apiRequest<Order>('GET', ORDERS_API.one(orderId));

export const createOrder = (body: CreateOrderInput, force = false) =>
  apiRequest<OrderSaveResponse>('POST', ORDERS_API.create, {
    body,
    ...(force && { query: { force: 'true' } }),
    ...silent,
  });

export const updateOrder = (orderId: string, version: number, body: UpdateOrderInput) =>
  apiRequest<OrderSaveResponse>('PUT', ORDERS_API.one(orderId), { body, query: { version }, ...silent });

export const deleteOrder = (orderId: string) =>
  apiRequest<{ message: string; orderId: string }>('DELETE', ORDERS_API.one(orderId), silent);

export const closeOrder = (orderId: string, version: number) =>
  apiRequest<OrderSaveResponse>('PUT', ORDERS_API.close(orderId), { body: { __v: version }, ...silent });

export const reopenOrder = (orderId: string, version: number) =>
  apiRequest<OrderSaveResponse>('PUT', ORDERS_API.reopen(orderId), { body: { __v: version }, ...silent });

export const saveRecipientPhone = (orderId: string, recipientPhone: string) =>
  apiRequest<OrderSaveResponse>('PUT', ORDERS_API.recipientPhone(orderId), {
    body: { recipientPhone },
    ...silent,
  });

export const checkVersion = (orderId: string, version: number) =>
  apiRequest<CheckVersionResponse>('GET', ORDERS_API.checkVersion(orderId, version), silent);

export const generateOrderId = (factoryShortName: string) =>
  apiRequest<GeneratedIds>('GET', ORDERS_API.generateIds, {
    query: { factoryShortName, ids: 'orderId' },
    ...silent,
  });

/** check-changes shows nothing on failure (business.md §8). */
export const checkChanges = (since: string | null, count: number, signal?: AbortSignal) =>
  apiRequest<CheckChangesResponse>('GET', ORDERS_API.checkChanges, {
    query: { ...(since && { since }), count },
    signal,
    ...silent,
  });
