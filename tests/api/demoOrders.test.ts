import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../src/core/api/endpoint.ts';
import type { QueryParams } from '../../src/core/api/query.ts';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import { buildScenarioOrders } from '../../src/core/demo/buildScenarioOrders.ts';
import { DEMO_API } from '../../src/core/demo/demo.api.ts';
import type {
  DemoBaseConfig,
  DemoOrderDraft,
  DemoProduct,
  DemoVehicle,
} from '../../src/core/demo/demo.schemas.ts';
import { withRuleDeadlines } from '../../src/core/demo/demoDeadlines.ts';
import { createRng } from '../../src/core/demo/demoRandom.ts';
import { generateDemoOrders } from '../../src/core/demo/generateDemoOrders.ts';
import { TEST_ORDER_SCENARIOS } from '../../src/core/demo/testOrderScenarios.ts';
import { asListResult } from '../../src/core/list/listCall.schemas.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { demoRulesEngine } from '../factories/demo.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/** The demo generator's and the scenarios' orders go through the real orders API unchanged. */
describe.each(BACKENDS)('demo orders through the orders API [%s]', (backend) => {
  const env = useTestEnv(backend);
  const get = async <E extends AnyEndpoint>(e: E, query?: QueryParams) =>
    (await env().request(e, { as: 'admin', ...(query && { query }) })).data;
  const inputs = async (today = '2026-11-23') => ({
    today,
    baseConfig: (await get(BASE_CONFIG_API.get)) as DemoBaseConfig,
    calendar: [],
    factories: asListResult(await get(SITES_API.factories)).result.filter((f) => f.isActive),
    products: (await get(PRODUCTS_API.list, { page: 0, size: -1 })).result as DemoProduct[],
    categories: ['Falazóelem', 'Tetőcserép', 'Burkolat'],
    vehicles: (await get(VEHICLES_API.active)) as DemoVehicle[],
    rng: createRng(11),
  });
  const create = async (order: DemoOrderDraft) => {
    const ids = (
      await env().request(ORDERS_API.generateIds, {
        as: 'admin',
        query: {
          factoryShortName: order.factoryShortName,
          ids: ['orderId', 'externalIds.orderNr'],
          date: order.releaseDate ?? '',
        },
      })
    ).data;
    const res = await env().request(ORDERS_API.create, {
      as: 'admin',
      query: { force: 'true', confirmed: 'true' },
      payload: { ...order, orderId: ids.orderId ?? order.orderId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.order;
  };

  it('every scenario order is saved and valid, whatever weekday today is', async () => {
    // A Sunday (today + 14 is a Sunday too), a Monday and a Friday.
    for (const today of ['2026-11-22', '2026-11-23', '2026-11-27']) {
      const data = await inputs(today);
      for (const scenario of TEST_ORDER_SCENARIOS) {
        const drafts = await withRuleDeadlines(buildScenarioOrders(scenario, data), data, demoRulesEngine());
        for (const draft of drafts) {
          const order = await create(draft);
          // The demo asked the same deadline rules the order save runs: the same date.
          expect(order.expectedDeadlineDate).toBe(draft.expectedDeadlineDate);
          expect(order.status, `${today} ${scenario.id}: ${JSON.stringify(order.invalidReasons)}`).not.toBe(
            'invalid',
          );
          expect(order.orderItems.map((i) => i.palletsCount)).toEqual(
            draft.orderItems.map((i) => i.palletsCount),
          );
        }
      }
    }
  });

  it('generated orders to real settlements are saved and valid', async () => {
    const { settlements } = await get(DEMO_API.settlements, { count: 20 });
    const input = { ...(await inputs()), days: 3, settlements };
    const drafts = await withRuleDeadlines(generateDemoOrders(input), input, demoRulesEngine());
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const order = await create(draft);
      expect(order.expectedDeadlineDate).toBe(draft.expectedDeadlineDate);
      expect(order.status, JSON.stringify(order.invalidReasons)).not.toBe('invalid');
      expect(order.deliveryCoords).not.toBeNull();
    }
  });
});
