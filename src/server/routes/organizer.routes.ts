import type { FastifyInstance } from 'fastify';
import { ORGANIZER_API } from '../../core/organizer/organizer.api.ts';
import { abilitiesFor } from '../../core/permissions/index.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { queryMap, queryOrganizer, setOrganizerFixed } from '../commands/organizer.commands.ts';
import { route } from '../http/route.ts';
import { definePolicies, POLICIES } from '../policies/policies.ts';
import { writeScopeOf } from './writeScope.ts';

/** Route policies of this area alone (listed with its ServerArea; shared ones: policies/policies.ts). */
const ORGANIZER_POLICIES = definePolicies({
  organizerReaders: {
    id: 'organizerReaders',
    rule: 'accessFreightOrganizer: admin, logistics and production roles (shell.md §2 /freight-organizer, §6; transporters see no organizer). Fix / unfix: the rule files judge the status field per role.',
    needsModules: false,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessFreightOrganizer'),
  },
  mapReaders: {
    id: 'mapReaders',
    rule: 'accessMap: admin, logistics and production roles (shell.md §2 /map, §6; transporters see no map).',
    needsModules: false,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessMap'),
  },
});

/**
 * The freight organizer and the map (issue 21; commands/organizer.commands.ts). Reads: the
 * organizer's and the map's permission; the board's pickups need the pickup module and the pickups
 * permission as /pickups does. Fix / unfix: organizer readers, the rule files decide per role.
 */
export function registerOrganizerRoutes(app: FastifyInstance): void {
  const { services } = app;
  const A = ORGANIZER_API;

  route(
    app,
    A.queryOrganizer,
    { policy: ORGANIZER_POLICIES.organizerReaders },
    async ({ query, actor, request }) => {
      const access = await loadAccess(request, services);
      const pickups =
        access.activeModules.includes('pickup') && abilitiesFor(actor.role, access).has('accessPickups');
      const capacity = access.activeModules.includes('capacity_estimate');
      return queryOrganizer(services, actor, query, { freights: true, pickups, capacity });
    },
  );
  route(app, A.queryPickupOrganizer, { policy: POLICIES.pickupsReaders }, ({ query, actor }) =>
    queryOrganizer(services, actor, query, { freights: false, pickups: true }),
  );
  route(app, A.fix, { policy: ORGANIZER_POLICIES.organizerReaders }, async ({ body, request }) =>
    setOrganizerFixed(await writeScopeOf(app, request), body.items, true, body.confirmed ?? false),
  );
  route(app, A.unfix, { policy: ORGANIZER_POLICIES.organizerReaders }, async ({ body, request }) =>
    setOrganizerFixed(await writeScopeOf(app, request), body.items, false, body.confirmed ?? false),
  );
  route(app, A.queryMap, { policy: ORGANIZER_POLICIES.mapReaders }, ({ query, actor }) =>
    queryMap(services, actor, query),
  );
}

/** The organizer area: its routes (listed in areas/serverAreas.ts). */
export const ORGANIZER_AREA = defineServerArea({
  name: 'organizer',
  routes: registerOrganizerRoutes,
  policies: ORGANIZER_POLICIES,
});
