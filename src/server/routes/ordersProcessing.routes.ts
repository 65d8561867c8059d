import type { FastifyInstance } from 'fastify';
import { ORDERS_PROCESSING_API } from '../../core/orders/ordersProcessing.api.ts';
import { abilitiesFor } from '../../core/permissions/index.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  processingStatus,
  readAutoProcessing,
  writeAutoProcessing,
} from '../commands/ordersProcessing.commands.ts';
import { route } from '../http/route.ts';
import { definePolicies, POLICIES } from '../policies/policies.ts';

/** Route policies of this area alone (listed with its ServerArea; shared ones: policies/policies.ts). */
const ORDERS_PROCESSING_POLICIES = definePolicies({
  autoProcessingSwitch: {
    id: 'autoProcessingSwitch',
    rule: 'seeOrdersProcessing: admins and the logistics manager (shell.md §6 orders-processing indicator; business.md §6 auto-plan switch).',
    needsModules: true,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('seeOrdersProcessing'),
  },
});

/** Orders-processing status for the bottom bar and the auto-processing switch (shell.md §7). */
export function registerOrdersProcessingRoutes(app: FastifyInstance): void {
  const A = ORDERS_PROCESSING_API;
  route(app, A.checkProcessing, { policy: POLICIES.ordersProcessingStatus }, ({ actor, query }) =>
    processingStatus(app.services, actor, query.jobId),
  );
  route(app, A.autoProcessing, { policy: ORDERS_PROCESSING_POLICIES.autoProcessingSwitch }, async () => ({
    isAutoProcessing: await readAutoProcessing(app.services),
  }));
  route(
    app,
    A.setAutoProcessing,
    { policy: ORDERS_PROCESSING_POLICIES.autoProcessingSwitch },
    async ({ body, actor }) => ({
      isAutoProcessing: await writeAutoProcessing(app.services, actor, body.isAutoProcessing),
    }),
  );
}

/** The ordersProcessing area: its routes (listed in areas/serverAreas.ts). */
export const ORDERS_PROCESSING_AREA = defineServerArea({
  name: 'ordersProcessing',
  routes: registerOrdersProcessingRoutes,
  policies: ORDERS_PROCESSING_POLICIES,
});
