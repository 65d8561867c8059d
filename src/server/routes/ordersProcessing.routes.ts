import type { FastifyInstance } from 'fastify';
import { ORDERS_PROCESSING_API } from '../../core/orders/ordersProcessing.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { processingStatus, writeAutoProcessing } from '../commands/ordersProcessing.commands.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { readAutoProcessing } from '../queries/ordersProcessing.queries.ts';

/** Orders-processing status for the bottom bar and the auto-processing switch (shell.md §7). */
export function registerOrdersProcessingRoutes(app: FastifyInstance): void {
  const A = ORDERS_PROCESSING_API;
  route(app, A.checkProcessing, { policy: POLICIES.ordersProcessingStatus }, ({ actor, query }) =>
    processingStatus(app.services, actor, query.jobId),
  );
  route(app, A.autoProcessing, { policy: POLICIES.autoProcessingSwitch }, async () => ({
    isAutoProcessing: await readAutoProcessing(app.services),
  }));
  route(app, A.setAutoProcessing, { policy: POLICIES.autoProcessingSwitch }, async ({ body, actor }) => ({
    isAutoProcessing: await writeAutoProcessing(app.services, actor, body.isAutoProcessing),
  }));
}

export const ORDERS_PROCESSING_AREA = defineServerArea({
  name: 'ordersProcessing',
  routes: registerOrdersProcessingRoutes,
});
