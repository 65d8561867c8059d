import { BASE_CONFIG_API } from '../../../core/baseConfig/baseConfig.api.ts';
import { CALENDAR_API } from '../../../core/calendar/calendar.api.ts';
import { DEMO_API } from '../../../core/demo/demo.api.ts';
import type { DemoProduct } from '../../../core/demo/demo.schemas.ts';
import type { DemoPort } from '../../../core/demo/runDemoGeneration.ts';
import { FREIGHTS_API } from '../../../core/freights/freights.api.ts';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { ORDERS_API } from '../../../core/orders/orders.api.ts';
import { ORDERS_PROCESSING_API } from '../../../core/orders/ordersProcessing.api.ts';
import { PRODUCTS_API } from '../../../core/products/products.api.ts';
import type { Product } from '../../../core/products/products.schemas.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import { VEHICLES_API } from '../../../core/vehicles/vehicles.api.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import { rulesClient, sessionRulesContext } from '../../rules/rulesClient.ts';

/** Demo errors go to the console only (shell.md §8): no alert popup; a 401 still ends the session. */
const silent = { errorMode: 'silent' } as const;

/** The catalogue without the default dummy product, unless it is all there is. */
function demoProducts(products: readonly Product[]): DemoProduct[] {
  const real = products.filter((p) => !p.dummy);
  return (real.length > 0 ? real : products).map((p) => ({
    itemId: p.itemId,
    name: p.name,
    unit: p.unit,
    unitPerPallet: p.unitPerPallet,
    kgPerPallet: p.kgPerPallet,
    palletType: p.palletType,
  }));
}

/** The calls of the demo generator (shell.md §7) through the product's API. */
export const webDemoPort: DemoPort = {
  setAutoProcessing: async (on) => {
    await callApi(ORDERS_PROCESSING_API.setAutoProcessing, { body: { isAutoProcessing: on }, ...silent });
  },
  baseConfig: () => callApi(BASE_CONFIG_API.get, silent),
  calendar: (from, to) => callApi(CALENDAR_API.query, { query: { from, to }, ...silent }),
  factories: async () =>
    asListResult(await callApi(SITES_API.factories, silent)).result.filter((f) => f.isActive),
  products: async () =>
    demoProducts((await callApi(PRODUCTS_API.list, { query: { page: 0, size: -1 }, ...silent })).result),
  vehicles: () => callApi(VEHICLES_API.active, silent),
  settlements: async (count) =>
    (await callApi(DEMO_API.settlements, { query: { count }, ...silent })).settlements,
  generateIds: (factoryShortName, date) =>
    callApi(ORDERS_API.generateIds, {
      query: { factoryShortName, ids: ['orderId', 'externalIds.orderNr'], ...(date && { date }) },
      ...silent,
    }),
  // The rules worker holds the server's rule set of the active mode: the deadlines an order save computes.
  evaluateOrderRules: (request) =>
    rulesClient.evaluate({ ...request, ctx: sessionRulesContext(request.ctx) }),
  createOrder: async (order) =>
    (
      await callApi(ORDERS_API.create, {
        body: order,
        // The demo's big orders are split over several trucks by the planner: their capacity warnings are confirmed.
        query: { force: 'true', confirmed: 'true' },
        ...silent,
      })
    ).order.orderId,
  isProcessing: async () => (await callApi(ORDERS_PROCESSING_API.checkProcessing, silent)).isProcessing,
  requestFreights: async (request) =>
    (await callApi(FREIGHTS_API.processOrders, { body: request, ...silent })).jobId,
  checkJob: (jobId) => callApi(ORDERS_PROCESSING_API.checkProcessing, { query: { jobId }, ...silent }),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  // The server's refusal (message and details per field) is what a developer needs to see.
  logError: (message, error) => console.error(message, error instanceof ApiError ? error.body : error),
};
