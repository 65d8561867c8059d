import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { ORDERS_API } from '../../core/orders/orders.api.ts';
import { ORDER_ERRORS, ORDER_MESSAGES } from '../../core/orders/orders.errors.ts';
import {
  closeOrderSchema,
  orderDateParamsSchema,
  orderDateQuerySchema,
  updateOrderSchema,
} from '../../core/orders/orders.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { batchRefusal } from '../commands/orderOutcomes.ts';
import { orderSaveContext } from '../commands/orderSaveContext.ts';
import {
  changeRecipientPhone,
  createdMessage,
  createOrder,
  generateOrderIds,
  removeOrder,
  setOrderClosed,
} from '../commands/orders.commands.ts';
import { bulkChangeOrders, changeOrder } from '../commands/orderUpdates.commands.ts';
import * as m0300orders from '../db/migrations/0300_orders.ts';
import * as m0301ordersListLoad from '../db/migrations/0301_orders_list_load.ts';
import { badRequest } from '../http/httpError.ts';
import { route, whenFound } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentOrder } from '../presenters/orders.presenter.ts';
import {
  checkChanges,
  checkSelections,
  getOrder,
  listOrders,
  orderCustomers,
  orderDate,
  orderDetails,
  orderExists,
  orderIdsLike,
  orderListRow,
} from '../queries/orders.queries.ts';
import { editableStatusesOf } from '../rules/ruleSetDerived.ts';
import { writeScopeOf } from './writeScope.ts';

const isoVersion = /^\d{1,9}$/;

/**
 * Orders (business.md §7 row Orders), registered from ORDERS_API. Reads: planner-side staff;
 * create/delete: editors; edits: editors and the production manager (field rules per role);
 * close/reopen: editors with order_closure.
 */
export function registerOrdersRoutes(app: FastifyInstance): void {
  // The order of registration is the OpenAPI document's order of paths.
  registerOrderCollection(app);
  registerOrderLookups(app);
  registerOneOrder(app);
}

/** The collection: create, the list, bulk edits, the selection check and new order ids. */
function registerOrderCollection(app: FastifyInstance): void {
  const { services } = app;
  const A = ORDERS_API;

  route(app, A.create, { policy: POLICIES.ordersCreators }, async ({ body, query, request }) => {
    const scope = await writeScopeOf(app, request);
    const order = await createOrder(scope, body, {
      force: query.force === 'true',
      confirmed: query.confirmed === 'true',
    });
    return { message: createdMessage(order.orderId), order: presentOrder(order) };
  });

  route(app, A.list, { policy: POLICIES.ordersReaders }, ({ query }) => listOrders(services, query));

  route(app, A.bulk, { policy: POLICIES.ordersEditors }, async ({ body, request }) => {
    const result = await bulkChangeOrders(await writeScopeOf(app, request), body);
    if (!result.ok) throw batchRefusal(result.outcomes);
    return { message: SUCCESS_MESSAGES.modified, orders: result.orders.map(presentOrder) };
  });

  route(app, A.checkSelections, { policy: POLICIES.ordersReaders }, ({ body, actor }) =>
    checkSelections(services, body.items, editableStatusesOf(app.rules, 'order', actor.role)),
  );

  route(app, A.generateIds, { policy: POLICIES.ordersCreators }, ({ query }) => {
    const date = query.date ?? services.now().toISOString().slice(0, 10);
    return generateOrderIds(services.db, query.factoryShortName, date, query.ids);
  });

  route(app, A.orderIds, { policy: POLICIES.ordersReaders }, ({ query }) =>
    orderIdsLike(services.db, query.q, query.limit),
  );
}

/** What the dialog and the grid look up: dates, changes since, customers, details, version, existence. */
function registerOrderLookups(app: FastifyInstance): void {
  const { services } = app;
  const A = ORDERS_API;

  route(app, A.date, { policy: POLICIES.ordersReaders }, async ({ params, request }) => {
    const { date, type } = parseOr400(orderDateParamsSchema, params);
    const query = parseOr400(orderDateQuerySchema, request.query ?? {});
    const ctx = await orderSaveContext(await writeScopeOf(app, request), ['deadlines']);
    return orderDate(services, ctx, date, type, query);
  });

  for (const path of [A.checkChanges.path, A.checkChanges.path.slice(0, -1)]) {
    route(app, { ...A.checkChanges, path }, { policy: POLICIES.ordersReaders }, ({ query }) =>
      checkChanges(services, query.since, query.count, query.versions),
    );
  }

  route(app, A.customers, { policy: POLICIES.ordersReaders }, ({ query }) =>
    orderCustomers(services, query.q, query.limit),
  );

  route(app, A.orderDetails, { policy: POLICIES.ordersReaders }, ({ params }) =>
    orderDetails(services, params.id),
  );

  route(app, A.checkVersion, { policy: POLICIES.ordersReaders }, async ({ params }) => {
    if (!isoVersion.test(params.version)) throw badRequest({ version: ORDER_ERRORS.badVersion.message });
    const order = await getOrder(services, params.id);
    return { orderId: order.orderId, __v: order.__v, upToDate: order.__v === Number(params.version) };
  });

  route(app, A.exists, { policy: POLICIES.ordersReaders }, async ({ params }) => ({
    exists: await orderExists(services.db, params.id),
  }));
}

/** One order: the recipient's phone, close and reopen, read, update (round trips) and delete. */
function registerOneOrder(app: FastifyInstance): void {
  const { services } = app;
  const A = ORDERS_API;

  route(app, A.recipientPhone, { policy: POLICIES.ordersEditors }, async ({ body, params, actor }) => {
    const order = await changeRecipientPhone(services, actor, params.id, body.recipientPhone);
    return { message: SUCCESS_MESSAGES.modified, order: presentOrder(order) };
  });

  for (const [e, close] of [
    [A.close, true],
    [A.reopen, false],
  ] as const) {
    route(app, e, { policy: POLICIES.ordersClosers }, async ({ params, actor, request }) => {
      const { __v } = parseOr400(closeOrderSchema, request.body ?? {});
      const order = await setOrderClosed(services, actor, params.id, __v, close);
      return { message: close ? ORDER_MESSAGES.closed : ORDER_MESSAGES.reopened, order: presentOrder(order) };
    });
  }

  route(app, A.one, { policy: POLICIES.ordersReaders }, async ({ params }) =>
    presentOrder(await getOrder(services, params.id)),
  );

  // Round trips: the order as read is accepted back (its version travels in the query); unchanged, it is not written.
  const roundTrip = {
    current: ({ params }: { params: { id: string } }) =>
      whenFound(async () => presentOrder(await getOrder(services, params.id))),
    unchanged: (order: ReturnType<typeof presentOrder>) => ({ message: SUCCESS_MESSAGES.modified, order }),
    // The list's row sent back: its own columns (customerName, counts…) are read-only.
    alsoRead: ({ params }: { params: { id: string } }) => orderListRow(services.db, params.id),
    // A missing version is NaN: never the stored one, so the handler reports it.
    sentVersion: ({ query }: { query: Record<string, unknown> }) => Number(query.version),
  };
  route(
    app,
    A.update,
    { policy: POLICIES.ordersEditors, roundTrip },
    async ({ query, params, request, body }) => {
      const changes = parseOr400(updateOrderSchema, body);
      const scope = await writeScopeOf(app, request);
      const order = await changeOrder(
        scope,
        { orderId: params.id, version: query.version, changes },
        query.confirmed === 'true',
      );
      return { message: SUCCESS_MESSAGES.modified, order: presentOrder(order) };
    },
  );

  route(app, A.remove, { policy: POLICIES.ordersCreators }, async ({ params, actor }) => {
    await removeOrder(services, actor, params.id, editableStatusesOf(app.rules, 'order', actor.role));
    return { message: ORDER_MESSAGES.deleted, orderId: params.id };
  });
}

export const ORDERS_AREA = defineServerArea({
  name: 'orders',
  routes: registerOrdersRoutes,
  migrations: { '0300_orders': m0300orders, '0301_orders_list_load': m0301ordersListLoad },
});
