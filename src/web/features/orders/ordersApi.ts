import { type CreateOrderInput, ORDERS_API, type UpdateOrderInput } from '../../../core/orders/orders.api.ts';
import { callApi } from '../../api/callApi.ts';

/** The orders API calls of the web client (paths, bodies and answers from core/orders/orders.api.ts). */

/** Saving calls report their refusals next to the fields, not as alerts. */
const silent = { errorMode: 'silent' } as const;

export const getOrder = (orderId: string) => callApi(ORDERS_API.one, { params: { id: orderId } });

/** `confirmed`: the user confirmed the save warnings (else 409 `orders.confirmationNeeded` lists them). */
export const createOrder = (body: CreateOrderInput, force = false, confirmed = false) =>
  callApi(ORDERS_API.create, {
    body,
    query: { ...(force && { force: 'true' as const }), ...(confirmed && { confirmed: 'true' as const }) },
    ...silent,
  });

export const updateOrder = (orderId: string, version: number, body: UpdateOrderInput, confirmed = false) =>
  callApi(ORDERS_API.update, {
    params: { id: orderId },
    body,
    query: { version, ...(confirmed && { confirmed: 'true' as const }) },
    ...silent,
  });

export const deleteOrder = (orderId: string) =>
  callApi(ORDERS_API.remove, { params: { id: orderId }, ...silent });

export const closeOrder = (orderId: string, version: number) =>
  callApi(ORDERS_API.close, { params: { id: orderId }, body: { __v: version }, ...silent });

export const reopenOrder = (orderId: string, version: number) =>
  callApi(ORDERS_API.reopen, { params: { id: orderId }, body: { __v: version }, ...silent });

export const saveRecipientPhone = (orderId: string, recipientPhone: string) =>
  callApi(ORDERS_API.recipientPhone, { params: { id: orderId }, body: { recipientPhone }, ...silent });

export const checkVersion = (orderId: string, version: number) =>
  callApi(ORDERS_API.checkVersion, { params: { id: orderId, version: String(version) }, ...silent });

export const generateOrderId = (factoryShortName: string) =>
  callApi(ORDERS_API.generateIds, { query: { factoryShortName, ids: 'orderId' }, ...silent });

/** check-changes shows nothing on failure (business.md §8). */
export const checkChanges = (since: string | null, count: number, signal?: AbortSignal) =>
  callApi(ORDERS_API.checkChanges, { query: { ...(since && { since }), count }, signal, ...silent });
