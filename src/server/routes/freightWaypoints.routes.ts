import type { FastifyInstance } from 'fastify';
import { FREIGHT_WAYPOINTS_API } from '../../core/freights/freightWaypoints.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { previewFreightWaypoints, saveFreightWaypoints } from '../commands/freightWaypoints.commands.ts';
import * as m0430freightWaypoints from '../db/migrations/0430_freight_waypoints.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import {
  getFreightGeometry,
  getFreightWaypoints,
  getOriginalWaypoints,
} from '../queries/freightWaypoints.queries.ts';
import { writeScopeOf } from './writeScope.ts';

/**
 * Freight waypoints (issue 14 item 5; commands/freightWaypoints.commands.ts): freight readers, a
 * transporter user only their freights; changes need the freight_waypoints_edit module and the
 * rule files' `waypoints` field.
 */
export function registerFreightWaypointsRoutes(app: FastifyInstance): void {
  const A = FREIGHT_WAYPOINTS_API;
  const readers = POLICIES.freightsReaders;
  const { services } = app;

  route(app, A.get, { policy: readers }, ({ params, actor }) =>
    getFreightWaypoints(services, actor, params.id),
  );
  route(app, A.original, { policy: readers }, ({ params, actor }) =>
    getOriginalWaypoints(services, actor, params.id),
  );
  route(app, A.geometry, { policy: readers }, ({ params, actor }) =>
    getFreightGeometry(services, actor, params.id),
  );
  route(app, A.preview, { policy: readers }, async ({ params, body, request }) =>
    previewFreightWaypoints(await writeScopeOf(app, request), params.id, body.waypoints),
  );
  route(app, A.update, { policy: readers }, async ({ params, body, request }) =>
    saveFreightWaypoints(await writeScopeOf(app, request), params.id, body),
  );
}

export const FREIGHT_WAYPOINTS_AREA = defineServerArea({
  name: 'freightWaypoints',
  routes: registerFreightWaypointsRoutes,
  migrations: { '0430_freight_waypoints': m0430freightWaypoints },
});
