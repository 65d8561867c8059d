import type { FastifyInstance } from 'fastify';
import { DEMO_API } from '../../core/demo/demo.api.ts';
import { createRng } from '../../core/demo/demoRandom.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { pickDemoSettlements } from '../commands/demo.commands.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

/** The demo generator's server side (shell.md §4): real settlements of the gazetteer as addresses. */
export function registerDemoRoutes(app: FastifyInstance): void {
  route(app, DEMO_API.settlements, { policy: POLICIES.testOrders }, async ({ query }) => {
    const gazetteer = await gazetteerFor(app.services.db);
    const rng = createRng(Math.floor(Math.random() * 2 ** 32));
    return { settlements: pickDemoSettlements(gazetteer, query.count, rng) };
  });
}

export const DEMO_AREA = defineServerArea({
  name: 'demo',
  routes: registerDemoRoutes,
});
