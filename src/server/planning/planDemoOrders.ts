import type { AppServices } from '../appServices.ts';
import { enqueueAutoProcessing } from './autoProcessing.ts';

/**
 * First start only (issue 21 demo data): the seeded demo orders are planned once, as auto-processing
 * would plan them, so the freight organizer, the map and the freights list open on a believable
 * week of real planner output. The auto-processing switch stays off; later orders wait for the user.
 */
export async function planDemoOrders(services: AppServices): Promise<void> {
  await enqueueAutoProcessing(services, 'freights', { ignoreSwitch: true });
  await enqueueAutoProcessing(services, 'pickups', { ignoreSwitch: true });
}
