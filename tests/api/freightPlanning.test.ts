import { beforeAll, describe, expect, it } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { FREIGHT_ERRORS, type PLANNER_ERRORS } from '../../src/core/freights/freights.errors.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import type { Order } from '../../src/core/orders/orders.schemas.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { formatMessage, PLANNER_MESSAGES } from '../../src/core/planner/plannerMessages.ts';
import type { PlanningJobResult } from '../../src/core/planningJobs/planningJobs.schemas.ts';
import { SETTING_KEYS, setSetting } from '../../src/server/db/repositories/appSettings.repository.ts';
import { findOrders } from '../../src/server/db/repositories/orders.repository.ts';
import { findPlanningJob } from '../../src/server/db/repositories/planningJobs.repository.ts';
import { insertFactory } from '../../src/server/db/repositories/sites.repository.ts';
import { enqueueAutoProcessing } from '../../src/server/planning/autoProcessing.ts';
import { drainQueue } from '../../src/server/planning/jobRunner.ts';
import { buildOrderItem } from '../factories/orderRecords.factory.ts';
import { createPlanningSite, plannableOrder, planningDay, storeOrders } from './support/planningSite.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const day = planningDay;
const order = plannableOrder;

describe.each(BACKENDS)('freight planning [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  const store = (...orders: Order[]) => storeOrders(db(), orders);
  const statuses = async (ids: string[]) => (await findOrders(db(), ids)).map((o) => o.status);
  const freightsOf = async (ids: string[]) =>
    db()
      .selectFrom('freights')
      .innerJoin('freight_orders', 'freight_orders.freight_uuid', 'freights.id')
      .selectAll('freights')
      .where('freight_orders.order_id', 'in', ids)
      .execute();

  beforeAll(() => createPlanningSite(db()));

  it('a job end to end: orders → stored freights, statuses, events, cost, geometry, packing', async () => {
    const ids = await store(order(), order(), order());
    const res = await env().request(FREIGHTS_API.processOrders, { as: 'admin', payload: { orderIds: ids } });
    expect(res.statusCode).toBe(202);
    expect(res.data.jobId).toBeTruthy();
    expect(await statuses(ids)).toEqual([
      'waitingForProcessing',
      'waitingForProcessing',
      'waitingForProcessing',
    ]);
    await drainQueue(env().app.services);
    const job = await findPlanningJob(db(), res.data.jobId);
    expect(job?.state).toBe('done');
    const result = job?.result as PlanningJobResult;
    expect(result.unplanned).toEqual([]);
    const freights = await freightsOf(ids);
    expect(freights.length).toBeGreaterThan(0);
    expect(result.freightIds.sort()).toEqual([...new Set(freights.map((f) => f.freight_id))].sort());
    expect(await statuses(ids)).toEqual(['processed', 'processed', 'processed']);
    const f = freights[0]!;
    expect(f.delivery_date).toBe(day(0));
    expect(Number(f.freight_cost)).toBeGreaterThan(0);
    expect(Number(f.freight_income)).toBeGreaterThanOrEqual(Number(f.freight_cost));
    expect((f.cost_breakdown as { total: number }).total).toBe(Number(f.freight_cost));
    expect(f.geometry).toMatchObject({ type: 'LineString', estimated: true });
    expect((f.packing_plan as { placements: unknown[] }).placements.length).toBe(12);
    expect(f.depot_short_name).toBe('PLD');
    expect((f.waypoints as { city: string | null }[])[0]?.city).toBe('Szentendre');
    const events = await db()
      .selectFrom('events')
      .select(['entity', 'entity_id', 'action', 'freight_id'])
      .where((eb) => eb.or([eb('entity_id', 'in', ids), eb('freight_id', '=', f.freight_id)]))
      .execute();
    expect(events.filter((e) => e.entity === 'freight' && e.action === 'created')).toHaveLength(1);
    expect(events.filter((e) => e.entity === 'order').length).toBe(9);
  });

  it('an order the planner could not plan is new again with its reason, until a person changes it', async () => {
    const [id] = await store(order({ preferredTrucks: ['NOPE'] }));
    const res = await env().request(FREIGHTS_API.processOrders, {
      as: 'admin',
      payload: { orderIds: [id!] },
    });
    expect(res.statusCode).toBe(202);
    await drainQueue(env().app.services);
    const outcome = async () =>
      db()
        .selectFrom('orders')
        .select(['status', 'processing_status', 'processing_reason', 'version'])
        .where('order_id', '=', id!)
        .executeTakeFirstOrThrow();
    const failed = await outcome();
    expect(failed).toMatchObject({ status: 'new', processing_status: 'noVehicle' });
    expect(failed.processing_reason).toBeTruthy();
    const put = await env().request(ORDERS_API.update, {
      as: 'admin',
      params: { id: id! },
      query: { version: failed.version },
      payload: { comment: 'Daru nélküli autó is jó' },
    });
    expect(put.statusCode).toBe(200);
    expect(await outcome()).toMatchObject({ processing_status: null, processing_reason: null });
  });

  it('refuses orders that do not exist, are not new, are pickups or lack coordinates', async () => {
    const [done, pickup, noCoords] = await store(
      order({ status: 'processed' }),
      order({ type: 'pickup' }),
      order({ deliveryCoords: null }),
    );
    const res = await env().request(FREIGHTS_API.processOrders, {
      as: 'logistics-manager',
      payload: { orderIds: ['NOPE', done!, pickup!, noCoords!] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: FREIGHT_ERRORS.notPlannable.code,
      details: {
        NOPE: FREIGHT_ERRORS.orderNotFound.message,
        [done!]: FREIGHT_ERRORS.wrongStatus.message,
        [pickup!]: FREIGHT_ERRORS.pickupOrder.message,
        [noCoords!]: FREIGHT_ERRORS.noCoordinates.message,
      },
    });
    expect(await statuses([pickup!, noCoords!])).toEqual(['new', 'new']);
    const viewer = await env().request(FREIGHTS_API.processOrders, {
      as: 'logistics-viewer',
      payload: { orderIds: [pickup!] },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('pickups: one customer’s orders collected together', async () => {
    const ids = await store(order({ type: 'pickup' }), order({ type: 'pickup' }));
    const res = await env().request(PICKUPS_API.processOrders, { as: 'admin', payload: { orderIds: ids } });
    expect(res.statusCode).toBe(202);
    await drainQueue(env().app.services);
    const rows = await db()
      .selectFrom('pickups')
      .innerJoin('pickup_orders', 'pickup_orders.pickup_uuid', 'pickups.id')
      .select(['pickups.pickup_id', 'pickups.pallets'])
      .where('pickup_orders.order_id', 'in', ids)
      .execute();
    expect(new Set(rows.map((r) => r.pickup_id)).size).toBe(1);
    expect(await statuses(ids)).toEqual(['processed', 'processed']);
  });

  it('cancel mid-job writes nothing and gives the orders back', async () => {
    const ids = await store(...Array.from({ length: 30 }, () => order()));
    const res = await env().request(FREIGHTS_API.processOrders, { as: 'admin', payload: { orderIds: ids } });
    const running = drainQueue(env().app.services);
    // wait for what the bottom bar would show: the job running with its orders in processing
    while ((await statuses([ids[0]!]))[0] !== 'processing') await new Promise((r) => setImmediate(r));
    const cancel = await env().request(FREIGHTS_API.cancelProcessing, {
      as: 'admin',
      payload: { jobId: res.data.jobId },
    });
    expect(cancel.statusCode).toBe(200);
    await running;
    expect((await findPlanningJob(db(), res.data.jobId))?.state).toBe('cancelled');
    expect(await freightsOf(ids)).toEqual([]);
    expect(new Set(await statuses(ids))).toEqual(new Set(['new']));
  });

  it('auto-processing: a törtfuvar waits as partial, and is replanned with the next new order', async () => {
    const services = env().app.services;
    // a factory of its own: other tests' new orders (planned by the same tick) never share its trucks
    await insertFactory(db(), {
      shortName: 'PLH',
      name: 'Auto planning factory',
      address: null,
      depotShortName: 'PLD',
      useDefaultFreightCostsSettings: true,
      isActive: true,
    });
    const small = () =>
      order({ factoryShortName: 'PLH', orderItems: [buildOrderItem({ palletsCount: 1, kg: 500 })] });
    const [first] = await store(small());
    expect(await enqueueAutoProcessing(services, 'freights')).toBeNull(); // the switch is off
    await setSetting(db(), SETTING_KEYS.autoProcessing, true);
    try {
      const jobId = await enqueueAutoProcessing(services, 'freights');
      expect(jobId).toBeTruthy();
      expect(await enqueueAutoProcessing(services, 'freights')).toBeNull(); // one automatic job at a time
      await drainQueue(services);
      expect((await findPlanningJob(db(), jobId!))?.manual).toBe(false);
      // 1 pallet on the smallest truck, due in 10 days: a partial freight
      const [partial] = await freightsOf([first!]);
      expect(partial?.is_partial).toBe(true);
      expect(await statuses([first!])).toEqual(['partial']);
      expect(await enqueueAutoProcessing(services, 'freights')).toBeNull(); // partial orders alone wait
      const [second] = await store(small());
      expect(await enqueueAutoProcessing(services, 'freights')).toBeTruthy();
      await drainQueue(services);
      const after = await freightsOf([first!, second!]);
      expect(after.map((f) => f.id)).not.toContain(partial!.id);
      expect(new Set(after.map((f) => f.id)).size).toBe(1);
    } finally {
      await setSetting(db(), SETTING_KEYS.autoProcessing, false);
    }
  });

  describe('manual combination', () => {
    const combine = (date: string, orderIds: string[]) =>
      env().request(FREIGHTS_API.combine, { as: 'admin', params: { date }, payload: { orderIds } });
    const failure = async (
      date: string,
      ids: string[],
      key: keyof typeof PLANNER_ERRORS,
      message?: string,
    ) => {
      const res = await combine(date, ids);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: `planner.${key}`,
        message: message ?? PLANNER_MESSAGES[key],
        details: { status: expect.any(String) },
      });
      expect(new Set(await statuses(ids))).toEqual(new Set(['new']));
    };

    it('stores one manual freight on the date with its orders processed', async () => {
      const ids = await store(order(), order());
      const res = await combine(day(1), ids);
      expect(res.statusCode).toBe(201);
      expect(res.data.freightIds).toHaveLength(1);
      expect(res.data.freights[0]).toMatchObject({
        manual: true,
        deliveryDate: day(1),
        isPartial: false,
      });
      expect(await statuses(ids)).toEqual(['processed', 'processed']);
      const events = await db()
        .selectFrom('events')
        .select('action')
        .where('freight_id', '=', res.data.freightIds[0]!)
        .execute();
      expect(events.map((e) => e.action)).toEqual(['created']);
    });

    it('tooManyWaypoints: more than 9 unique waypoints', async () => {
      const ids = await store(
        ...Array.from({ length: 10 }, () =>
          order({ orderItems: [buildOrderItem({ palletsCount: 1, kg: 100 })] }),
        ),
      );
      await failure(
        day(1),
        ids,
        'tooManyWaypoints',
        formatMessage(PLANNER_MESSAGES.tooManyWaypoints, { max: 9, count: 10 }),
      );
    });

    it('noOverlappingDeliveryDates: the date outside a window, or windows apart', async () => {
      const ids = await store(order(), order({ releaseDate: day(2) }));
      await failure(day(1), ids, 'noOverlappingDeliveryDates');
      // a Saturday in every window is no workday
      const weekend = await store(order({ expectedDeadlineDate: day(6) }));
      await failure(day(4), weekend, 'noOverlappingDeliveryDates');
    });

    it('doesNotFit: the load does not fit one vehicle', async () => {
      const big = () => order({ orderItems: [buildOrderItem({ palletsCount: 20, kg: 1000 })] });
      await failure(day(1), await store(big(), big()), 'doesNotFit');
    });

    it('noVehicle: no vehicle type every order accepts', async () => {
      const ids = await store(order({ preferredTrucks: ['NOPE'] }));
      await failure(day(1), ids, 'noVehicle');
    });

    it('routeNotFound: a point outside the routing area', async () => {
      const ids = await store(order({ deliveryCoords: { lat: 60, lng: 10 } }));
      await failure(day(1), ids, 'routeNotFound');
    });

    it('differentFactories: orders of two factories', async () => {
      await insertFactory(db(), {
        shortName: 'PLG',
        name: 'Second planning factory',
        address: null,
        depotShortName: 'PLD',
        useDefaultFreightCostsSettings: true,
        isActive: true,
      });
      const ids = await store(order(), order({ factoryShortName: 'PLG' }));
      await failure(day(1), ids, 'differentFactories');
    });
  });
});
