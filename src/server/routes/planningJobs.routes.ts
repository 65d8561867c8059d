import type { FastifyInstance } from 'fastify';
import { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { cancelProcessing } from '../commands/planningJobs.commands.ts';
import * as m0410planningQueue from '../db/migrations/0410_planning_queue.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

/**
 * The planning queue's own route: cancel-processing. Whoever may follow orders processing may call
 * it; whose job they may cancel is the command's record-level rule (planningJobs.policy.ts).
 */
export function registerPlanningJobsRoutes(app: FastifyInstance): void {
  route(
    app,
    FREIGHTS_API.cancelProcessing,
    { policy: POLICIES.ordersProcessingStatus },
    async ({ body, actor, request }) =>
      cancelProcessing(app.services, actor, await loadAccess(request, app.services), body.jobId),
  );
}

export const PLANNING_JOBS_AREA = defineServerArea({
  name: 'planningJobs',
  routes: registerPlanningJobsRoutes,
  migrations: { '0410_planning_queue': m0410planningQueue },
});
