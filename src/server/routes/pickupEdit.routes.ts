import type { FastifyInstance } from 'fastify';
import { PICKUPS_API } from '../../core/pickups/pickups.api.ts';
import {
  PICKUP_EDIT,
  setPickupCargoExternalIds,
  setPickupStatus,
  setPickupsCancelled,
  stepPickupStatus,
  updatePickupFields,
} from '../commands/pickupEdit.commands.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { editRoundTrip, versionOf } from './freightEdit.routes.ts';
import { orderWriteScope } from './orders.routes.ts';

/**
 * Pickup edits (issue 14 item 7; commands/pickupEdit.commands.ts). Field saves and status steps are
 * open to pickup readers: the rule files (entity pickup) decide the fields per role and mode
 * (viewers none). Cancel and reopen: pickup editors.
 */
export function registerPickupEditRoutes(app: FastifyInstance): void {
  const A = PICKUPS_API;
  const readers = POLICIES.pickupsReaders;
  const editors = POLICIES.pickupsEditors;

  route(
    app,
    A.update,
    { policy: readers, roundTrip: editRoundTrip(app, PICKUP_EDIT) },
    async ({ params, body, request }) =>
      updatePickupFields(await orderWriteScope(app, request), params.id, versionOf(params.version), body),
  );
  route(app, A.setStatus, { policy: readers }, async ({ params, body, request }) =>
    setPickupStatus(
      await orderWriteScope(app, request),
      params.id,
      versionOf(params.version),
      body.status,
      body.confirmed,
    ),
  );
  route(app, A.nextStatus, { policy: readers }, async ({ params, body, request }) =>
    stepPickupStatus(
      await orderWriteScope(app, request),
      params.id,
      versionOf(params.version),
      body.confirmed,
    ),
  );
  route(app, A.cancel, { policy: editors }, async ({ body, request }) =>
    setPickupsCancelled(await orderWriteScope(app, request), body.pickupIds, true, body.versions),
  );
  route(app, A.uncancel, { policy: editors }, async ({ body, request }) =>
    setPickupsCancelled(await orderWriteScope(app, request), body.pickupIds, false, body.versions),
  );
  route(app, A.cargoExternalIds, { policy: readers }, async ({ params, body, request }) =>
    setPickupCargoExternalIds(await orderWriteScope(app, request), params.id, body),
  );
}
