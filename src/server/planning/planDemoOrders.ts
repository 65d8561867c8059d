import type { AppServices } from '../appServices.ts';
import { seedMoreDemoOrders } from '../db/seed/seedOrders.ts';
import { enqueueAutoProcessing } from './autoProcessing.ts';

/** How many pickup orders (a week of pickups) and new orders (left for the planner) the first start adds. */
export const FIRST_START_PICKUP_ORDERS = 10;
export const FIRST_START_WAITING_ORDERS = 12;

/**
 * First start only (issue 21 demo data): the seeded demo orders — with a week of pickup orders —
 * are planned once, as auto-processing would plan them, so the freight organizer, the map, the
 * freights and the pickups open on a believable week of real planner output. Then more orders
 * arrive and stay new (issue 35): the planning loop can be tried at once. The auto-processing
 * switch stays off; later orders wait for the user.
 */
export async function planDemoOrders(
  services: AppServices,
  today: string,
  configMode: string,
): Promise<void> {
  await seedMoreDemoOrders(services.db, today, configMode, {
    type: 'pickup',
    count: FIRST_START_PICKUP_ORDERS,
    tag: 'P',
    seed: 35,
  });
  await enqueueAutoProcessing(services, 'freights', { ignoreSwitch: true });
  await enqueueAutoProcessing(services, 'pickups', { ignoreSwitch: true });
  await seedMoreDemoOrders(services.db, today, configMode, {
    type: 'delivery',
    count: FIRST_START_WAITING_ORDERS,
    tag: 'W',
    seed: 36,
  });
}
