import type { FastifyInstance } from 'fastify';
import { ORDERS_PROCESSING_API } from '../../core/orders/ordersProcessing.api.ts';
import {
  processingStatus,
  readAutoProcessing,
  writeAutoProcessing,
} from '../commands/ordersProcessing.commands.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

/** Orders-processing status for the bottom bar and the auto-processing switch (shell.md §7). */
export function registerOrdersProcessingRoutes(app: FastifyInstance): void {
  route(app, ORDERS_PROCESSING_API.check, { policy: POLICIES.ordersProcessingStatus }, () =>
    processingStatus(app.services),
  );

  const switchers = { policy: POLICIES.autoProcessingSwitch };
  route(app, ORDERS_PROCESSING_API.autoProcessing, switchers, async () => ({
    isAutoProcessing: await readAutoProcessing(app.services),
  }));

  route(app, ORDERS_PROCESSING_API.setAutoProcessing, switchers, async ({ body, actor }) => ({
    isAutoProcessing: await writeAutoProcessing(app.services, actor, body.isAutoProcessing),
  }));
}
