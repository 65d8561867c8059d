import { describe, expect, it } from 'vitest';
import {
  FIRST_START_PICKUP_ORDERS,
  FIRST_START_WAITING_ORDERS,
  planDemoOrders,
} from '../../src/server/planning/planDemoOrders.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/**
 * The first start's demo planning (main.ts, issue 35): a week of pickup orders goes to the pickup
 * planning with the seeded deliveries, and new orders arrive after it, waiting for the planner.
 */
describe.each(BACKENDS)('first start demo planning [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('plans the demo deliveries and a week of pickups, then leaves new orders for the planner', async () => {
    const db = env().database.db;
    const today = new Date().toISOString().slice(0, 10);
    await planDemoOrders(env().app.services, today, 'logistics');
    const orders = await db.selectFrom('orders').select(['order_id as orderId', 'type', 'status']).execute();
    const pickups = orders.filter((o) => o.type === 'pickup');
    expect(pickups.length).toBe(FIRST_START_PICKUP_ORDERS);
    // Held by the pickup planning job (those the rules did not find invalid).
    expect(pickups.filter((o) => o.status === 'waitingForProcessing').length).toBeGreaterThan(0);
    const jobs = await db.selectFrom('planning_jobs').select(['kind']).execute();
    expect(new Set(jobs.map((j) => j.kind))).toEqual(new Set(['freights', 'pickups']));
    // The later batch (ids ending in W and a number): new, in no job.
    const later = orders.filter((o) => /W\d{4}$/.test(o.orderId));
    expect(later.length).toBe(FIRST_START_WAITING_ORDERS);
    expect(later.every((o) => o.type === 'delivery' && o.status === 'new')).toBe(true);
  });
});
