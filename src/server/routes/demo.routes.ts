import type { FastifyInstance } from 'fastify';
import { DEMO_API } from '../../core/demo/demo.api.ts';
import { createRng } from '../../core/demo/demoRandom.ts';
import { inGroup } from '../../core/permissions/index.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { pickDemoSettlements } from '../commands/demo.commands.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { route } from '../http/route.ts';
import { definePolicies } from '../policies/policies.ts';

/** Route policies of this area alone (listed with its ServerArea; shared ones: policies/policies.ts). */
const DEMO_POLICIES = definePolicies({
  testOrders: {
    id: 'testOrders',
    rule: 'Test orders: admins and the logistics manager (shell.md §6; the demo generator and scenarios).',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles'),
  },
});

/** The demo generator's server side (shell.md §4): real settlements of the gazetteer as addresses. */
export function registerDemoRoutes(app: FastifyInstance): void {
  route(app, DEMO_API.settlements, { policy: DEMO_POLICIES.testOrders }, async ({ query }) => {
    const gazetteer = await gazetteerFor(app.services.db);
    const rng = createRng(Math.floor(Math.random() * 2 ** 32));
    return { settlements: pickDemoSettlements(gazetteer, query.count, rng) };
  });
}

/** The demo area: its routes (listed in areas/serverAreas.ts). */
export const DEMO_AREA = defineServerArea({
  name: 'demo',
  routes: registerDemoRoutes,
  policies: DEMO_POLICIES,
});
