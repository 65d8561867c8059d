import type { FastifyInstance } from 'fastify';
import {
  autoProcessingSchema,
  checkProcessingQuerySchema,
} from '../../core/orders/ordersProcessing.schemas.ts';
import {
  processingStatus,
  readAutoProcessing,
  writeAutoProcessing,
} from '../commands/ordersProcessing.commands.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

/** Orders-processing status for the bottom bar and the auto-processing switch (shell.md §7). */
export function registerOrdersProcessingRoutes(app: FastifyInstance): void {
  app.get(
    '/api/orders/frontend/check-processing',
    { config: { policy: POLICIES.ordersProcessingStatus } },
    async (request) => {
      parseOr400(checkProcessingQuerySchema, request.query);
      return processingStatus(app.services);
    },
  );

  app.get(
    '/api/orders/frontend/auto-processing',
    { config: { policy: POLICIES.autoProcessingSwitch } },
    async () => ({ isAutoProcessing: await readAutoProcessing(app.services) }),
  );

  app.put(
    '/api/orders/frontend/auto-processing',
    { config: { policy: POLICIES.autoProcessingSwitch } },
    async (request) => {
      const { isAutoProcessing } = parseOr400(autoProcessingSchema, request.body);
      return { isAutoProcessing: await writeAutoProcessing(app.services, request.actor, isAutoProcessing) };
    },
  );
}
