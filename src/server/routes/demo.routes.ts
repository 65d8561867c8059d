import type { FastifyInstance } from 'fastify';
import {
  DEMO_SETTLEMENTS_PATH,
  type DemoSettlementsResponse,
  demoSettlementsQuerySchema,
} from '../../core/demo/demo.schemas.ts';
import { createRng } from '../../core/demo/demoRandom.ts';
import { pickDemoSettlements } from '../commands/demo.commands.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

/** The demo generator's server side (shell.md §4): real settlements of the gazetteer as addresses. */
export function registerDemoRoutes(app: FastifyInstance): void {
  app.get(DEMO_SETTLEMENTS_PATH, { config: { policy: POLICIES.testOrders } }, async (request) => {
    const { count } = parseOr400(demoSettlementsQuerySchema, request.query ?? {});
    const gazetteer = await gazetteerFor(app.services.db);
    const rng = createRng(Math.floor(Math.random() * 2 ** 32));
    const body: DemoSettlementsResponse = { settlements: pickDemoSettlements(gazetteer, count, rng) };
    return body;
  });
}
