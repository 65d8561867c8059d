import type { FastifyInstance } from 'fastify';
import { ORGANIZER_API } from '../../core/organizer/organizer.api.ts';
import { abilitiesFor } from '../../core/permissions/index.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { queryMap, queryOrganizer, setOrganizerFixed } from '../commands/organizer.commands.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { writeScopeOf } from './writeScope.ts';

/**
 * The freight organizer and the map (issue 21; commands/organizer.commands.ts). Reads: the
 * organizer's and the map's permission; the board's pickups need the pickup module and the pickups
 * permission as /pickups does. Fix / unfix: organizer readers, the rule files decide per role.
 */
export function registerOrganizerRoutes(app: FastifyInstance): void {
  const { services } = app;
  const A = ORGANIZER_API;

  route(app, A.queryOrganizer, { policy: POLICIES.organizerReaders }, async ({ query, actor, request }) => {
    const access = await loadAccess(request, services);
    const pickups =
      access.activeModules.includes('pickup') && abilitiesFor(actor.role, access).has('accessPickups');
    const capacity = access.activeModules.includes('capacity_estimate');
    return queryOrganizer(services, actor, query, { freights: true, pickups, capacity });
  });
  route(app, A.queryPickupOrganizer, { policy: POLICIES.pickupsReaders }, ({ query, actor }) =>
    queryOrganizer(services, actor, query, { freights: false, pickups: true }),
  );
  route(app, A.fix, { policy: POLICIES.organizerReaders }, async ({ body, request }) =>
    setOrganizerFixed(await writeScopeOf(app, request), body.items, true, body.confirmed ?? false),
  );
  route(app, A.unfix, { policy: POLICIES.organizerReaders }, async ({ body, request }) =>
    setOrganizerFixed(await writeScopeOf(app, request), body.items, false, body.confirmed ?? false),
  );
  route(app, A.queryMap, { policy: POLICIES.mapReaders }, ({ query, actor }) =>
    queryMap(services, actor, query),
  );
}

export const ORGANIZER_AREA = defineServerArea({
  name: 'organizer',
  routes: registerOrganizerRoutes,
});
