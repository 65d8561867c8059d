import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { ORDERS_API, ORDERS_API_BASE } from '../../core/orders/orders.api.ts';
import {
  bulkUpdateOrdersSchema,
  checkChangesQuerySchema,
  checkSelectionsSchema,
  closeOrderSchema,
  createOrderQuerySchema,
  createOrderSchema,
  customersQuerySchema,
  generateIdsQuerySchema,
  ORDER_MESSAGES,
  orderDateParamsSchema,
  orderDateQuerySchema,
  orderIdsQuerySchema,
  recipientPhoneSchema,
  updateOrderSchema,
  versionQuerySchema,
} from '../../core/orders/orders.schemas.ts';
import {
  checkChanges,
  checkSelections,
  listOrders,
  orderCustomers,
  orderDate,
  orderDetails,
} from '../commands/orderQueries.ts';
import {
  bulkChangeOrders,
  changeOrder,
  changeRecipientPhone,
  createdMessage,
  createOrder,
  generateOrderIds,
  getOrder,
  removeOrder,
  setOrderClosed,
} from '../commands/orders.commands.ts';
import { orderIdExists } from '../db/repositories/orders.repository.ts';
import { orderIdsStartingWith } from '../db/repositories/ordersList.repository.ts';
import { badRequest } from '../http/httpError.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentOrder } from '../presenters/orders.presenter.ts';
import { orderSaveContext } from './orderSaveContext.ts';

type IdParams = { Params: { id: string } };
const B = ORDERS_API_BASE;
const versionOf = (raw: unknown) => parseOr400(versionQuerySchema, raw ?? {}).version;
const isoVersion = /^\d{1,9}$/;

/**
 * Orders (business.md §7 row Orders). Reads: planner-side staff; create/delete: editors; edits:
 * editors and the production manager (field rules per role); close/reopen: editors with
 * order_closure. Static paths are registered before `/:id`, which Fastify matches last anyway.
 */
export function registerOrdersRoutes(app: FastifyInstance): void {
  const { services } = app;

  app.post(B, { config: { policy: POLICIES.ordersCreators } }, async (request, reply) => {
    const input = parseOr400(createOrderSchema, request.body);
    const { force } = parseOr400(createOrderQuerySchema, request.query ?? {});
    const ctx = await orderSaveContext(app, request);
    const order = await createOrder(services, request.actor, input, ctx, { force: force === 'true' });
    return reply.code(201).send({ message: createdMessage(order.orderId), order: presentOrder(order) });
  });

  app.get(B, { config: { policy: POLICIES.ordersReaders } }, async (request) =>
    listOrders(services, parseOr400(listQuerySchema, request.query ?? {})),
  );

  app.patch(ORDERS_API.bulk, { config: { policy: POLICIES.ordersEditors } }, async (request) => {
    const input = parseOr400(bulkUpdateOrdersSchema, request.body);
    const ctx = await orderSaveContext(app, request);
    const orders = await bulkChangeOrders(services, request.actor, input, ctx);
    return { message: SUCCESS_MESSAGES.modified, orders: orders.map(presentOrder) };
  });

  app.post(ORDERS_API.checkSelections, { config: { policy: POLICIES.ordersReaders } }, async (request) => {
    const { items } = parseOr400(checkSelectionsSchema, request.body);
    return checkSelections(services, items);
  });

  app.get(ORDERS_API.generateIds, { config: { policy: POLICIES.ordersCreators } }, async (request) => {
    const q = parseOr400(generateIdsQuerySchema, request.query ?? {});
    const date = q.date ?? services.now().toISOString().slice(0, 10);
    return generateOrderIds(services.db, q.factoryShortName, date, q.ids);
  });

  app.get(ORDERS_API.orderIds, { config: { policy: POLICIES.ordersReaders } }, async (request) => {
    const q = parseOr400(orderIdsQuerySchema, request.query ?? {});
    return orderIdsStartingWith(services.db, q.q.trim(), q.limit);
  });

  app.get<{ Params: { date: string; type: string } }>(
    `${B}/date/:date/:type`,
    { config: { policy: POLICIES.ordersReaders } },
    async (request) => {
      const { date, type } = parseOr400(orderDateParamsSchema, request.params);
      const query = parseOr400(orderDateQuerySchema, request.query ?? {});
      const ctx = await orderSaveContext(app, request, ['deadlines']);
      return orderDate(services, ctx, date, type, query);
    },
  );

  // The spec writes it with a trailing slash; both spellings answer (no order is called check-changes).
  for (const path of [ORDERS_API.checkChanges, ORDERS_API.checkChanges.slice(0, -1)]) {
    app.get(path, { config: { policy: POLICIES.ordersReaders } }, async (request) => {
      const q = parseOr400(checkChangesQuerySchema, request.query ?? {});
      return checkChanges(services, q.since, q.count, q.versions);
    });
  }

  app.get(ORDERS_API.customers, { config: { policy: POLICIES.ordersReaders } }, async (request) => {
    const q = parseOr400(customersQuerySchema, request.query ?? {});
    return orderCustomers(services, q.q, q.limit);
  });

  app.get<IdParams>(
    `${B}/order-details/:id`,
    { config: { policy: POLICIES.ordersReaders } },
    async (request) => orderDetails(services, request.params.id),
  );

  app.get<{ Params: { id: string; version: string } }>(
    `${B}/check-version/:id/:version`,
    { config: { policy: POLICIES.ordersReaders } },
    async (request) => {
      if (!isoVersion.test(request.params.version)) throw badRequest({ version: 'Hibás verzió!' });
      const order = await getOrder(services, request.params.id);
      return {
        orderId: order.orderId,
        __v: order.__v,
        upToDate: order.__v === Number(request.params.version),
      };
    },
  );

  app.get<IdParams>(`${B}/exists/:id`, { config: { policy: POLICIES.ordersReaders } }, async (request) => ({
    exists: await orderIdExists(services.db, request.params.id),
  }));

  app.put<IdParams>(
    `${B}/recipient-phone/:id`,
    { config: { policy: POLICIES.ordersEditors } },
    async (request) => {
      const { recipientPhone } = parseOr400(recipientPhoneSchema, request.body);
      const order = await changeRecipientPhone(services, request.actor, request.params.id, recipientPhone);
      return { message: SUCCESS_MESSAGES.modified, order: presentOrder(order) };
    },
  );

  app.put<IdParams>(`${B}/close/:id`, { config: { policy: POLICIES.ordersClosers } }, async (request) => {
    const { __v } = parseOr400(closeOrderSchema, request.body ?? {});
    const order = await setOrderClosed(services, request.actor, request.params.id, __v, true);
    return { message: ORDER_MESSAGES.closed, order: presentOrder(order) };
  });

  app.put<IdParams>(`${B}/reopen/:id`, { config: { policy: POLICIES.ordersClosers } }, async (request) => {
    const { __v } = parseOr400(closeOrderSchema, request.body ?? {});
    const order = await setOrderClosed(services, request.actor, request.params.id, __v, false);
    return { message: ORDER_MESSAGES.reopened, order: presentOrder(order) };
  });

  app.get<IdParams>(`${B}/:id`, { config: { policy: POLICIES.ordersReaders } }, async (request) =>
    presentOrder(await getOrder(services, request.params.id)),
  );

  app.put<IdParams>(`${B}/:id`, { config: { policy: POLICIES.ordersEditors } }, async (request) => {
    const version = versionOf(request.query);
    const changes = parseOr400(updateOrderSchema, request.body);
    const ctx = await orderSaveContext(app, request);
    const order = await changeOrder(services, request.actor, request.params.id, version, changes, ctx);
    return { message: SUCCESS_MESSAGES.modified, order: presentOrder(order) };
  });

  app.delete<IdParams>(`${B}/:id`, { config: { policy: POLICIES.ordersCreators } }, async (request) => {
    await removeOrder(services, request.actor, request.params.id);
    return { message: ORDER_MESSAGES.deleted, orderId: request.params.id };
  });
}
