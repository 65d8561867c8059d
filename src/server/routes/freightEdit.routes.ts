import type { FastifyInstance } from 'fastify';
import { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import {
  commentFreight,
  FREIGHT_EDIT,
  setCargoExternalIds,
  setFreightStatus,
  setFreightsCancelled,
  setFreightTransporter,
  stepFreightStatus,
  updateFreightFields,
} from '../commands/freightEdit.commands.ts';
import { type EditableRecord, type EditKind, recordInScope } from '../commands/truckJobEdit.commands.ts';
import { badRequest } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { orderWriteScope } from './orders.routes.ts';

/** `:version` of a path: the `__v` the client read (pickup edits take it too). */
export function versionOf(param: string): number {
  const v = Number(param);
  if (!Number.isInteger(v) || v < 0) throw badRequest({ version: 'Érvénytelen verzió!' });
  return v;
}

/**
 * The round trip of a field save `PUT /{id}/{version}` (freights and pickups): the record its details
 * GET answers is accepted back, with the version in the path; unchanged, it is answered unwritten.
 */
export function editRoundTrip<R extends EditableRecord>(app: FastifyInstance, kind: EditKind<R>) {
  return {
    current: ({ params, actor }: { params: { id: string }; actor: Actor }) =>
      recordInScope(kind, app.services.db, actor, params.id),
    unchanged: (record: R) => record,
    sentVersion: ({ params }: { params: { version: string } }) => Number(params.version),
  };
}

/**
 * Freight edits (issue 14; commands/freightEdit.commands.ts). Field saves, status steps and comments
 * are open to freight readers: the rule files decide the fields per role and mode (viewers none),
 * a transporter user reaches only their freights. Cancel, reopen and set-transporter: editors.
 */
export function registerFreightEditRoutes(app: FastifyInstance): void {
  const A = FREIGHTS_API;
  const readers = POLICIES.freightsReaders;
  const editors = POLICIES.freightPlanning;

  route(
    app,
    A.update,
    { policy: readers, roundTrip: editRoundTrip(app, FREIGHT_EDIT) },
    async ({ params, body, request }) =>
      updateFreightFields(await orderWriteScope(app, request), params.id, versionOf(params.version), body),
  );
  route(app, A.setStatus, { policy: readers }, async ({ params, body, request }) =>
    setFreightStatus(
      await orderWriteScope(app, request),
      params.id,
      versionOf(params.version),
      body.status,
      body.confirmed,
    ),
  );
  route(app, A.nextStatus, { policy: readers }, async ({ params, body, request }) =>
    stepFreightStatus(
      await orderWriteScope(app, request),
      params.id,
      versionOf(params.version),
      body.confirmed,
    ),
  );
  route(app, A.cancel, { policy: editors }, async ({ body, request }) =>
    setFreightsCancelled(await orderWriteScope(app, request), body.freightIds, true, body.versions),
  );
  route(app, A.uncancel, { policy: editors }, async ({ body, request }) =>
    setFreightsCancelled(await orderWriteScope(app, request), body.freightIds, false, body.versions),
  );
  route(app, A.comment, { policy: readers }, async ({ params, body, request }) =>
    commentFreight(await orderWriteScope(app, request), params.id, body),
  );
  route(app, A.cargoExternalIds, { policy: readers }, async ({ params, body, request }) =>
    setCargoExternalIds(await orderWriteScope(app, request), params.id, params.orderId, body),
  );
  route(app, A.setTransporter, { policy: editors }, async ({ params, body, request }) =>
    setFreightTransporter(await orderWriteScope(app, request), params.id, body),
  );
}
