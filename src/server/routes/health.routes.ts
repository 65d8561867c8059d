import type { FastifyInstance } from 'fastify';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { HEALTH_API, type HealthInfo, type HealthPart } from '../../core/health/health.api.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { databaseAnswers } from '../queries/health.queries.ts';

/** GET /api/health (issue 32): which part of this instance is not ready — database, rules workers. */
export function registerHealthRoutes(app: FastifyInstance): void {
  route(app, HEALTH_API.health, { policy: POLICIES.public }, async ({ reply }) => {
    const rules = app.rules.health();
    const database: HealthPart = (await databaseAnswers(app.services.db))
      ? { ready: true, state: 'up' }
      : { ready: false, state: 'down', message: COMMON_ERRORS.databaseUnavailable.message };
    const parts: HealthInfo['parts'] = {
      database,
      rules: rules.ready
        ? { ready: true, state: rules.state }
        : { ready: false, state: rules.state, message: RULES_ERRORS.unavailable.message },
    };
    const notReady = Object.entries(parts)
      .filter(([, p]) => !p.ready)
      .map(([name]) => name);
    reply.header('cache-control', 'no-store');
    if (notReady.length > 0) reply.code(503);
    return { ready: notReady.length === 0, notReady, parts };
  });
}

export const HEALTH_AREA = defineServerArea({
  name: 'health',
  routes: registerHealthRoutes,
});
