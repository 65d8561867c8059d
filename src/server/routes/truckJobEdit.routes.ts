import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import { PICKUPS_API } from '../../core/pickups/pickups.api.ts';
import type { TruckJobRecord } from '../../core/truckJobs/truckJob.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { commentFreight, setFreightTransporter } from '../commands/freightJob.commands.ts';
import {
  setTruckJobCargoExternalIds,
  setTruckJobStatus,
  setTruckJobsCancelled,
  stepTruckJobStatus,
  type TruckJobKind,
  truckJobInScope,
  updateTruckJobFields,
} from '../commands/truckJob.commands.ts';
import { TRUCK_JOBS } from '../commands/truckJobKinds.ts';
import { badRequest } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { writeScopeOf } from './writeScope.ts';

/** `:version` of a path: the `__v` the client read (every truck job edit and the time slots take it). */
export function versionOf(param: string): number {
  const v = Number(param);
  if (!Number.isInteger(v) || v < 0) throw badRequest({ version: 'Érvénytelen verzió!' });
  return v;
}

interface EditInput<B> {
  params: { id: string; version: string };
  body: B;
  request: FastifyRequest;
}

/**
 * The handlers of one truck job kind's edit routes (commands/truckJob.commands.ts), over the kind:
 * what differs between the kinds' contracts (the ids' key of cancel, where cargo names its order,
 * the list key of the answer) is said where each route is registered.
 */
function truckJobEdits<R extends TruckJobRecord>(app: FastifyInstance, kind: TruckJobKind<R>) {
  const scopeOf = (request: FastifyRequest) => writeScopeOf(app, request);
  return {
    /**
     * The round trip of a field save `PUT /{id}/{version}`: the record its details GET answers is
     * accepted back, with the version in the path; unchanged, it is answered unwritten.
     */
    roundTrip: {
      current: ({ params, actor }: { params: { id: string }; actor: Actor }) =>
        truckJobInScope(kind, app.services.db, actor, params.id),
      unchanged: (record: R) => record,
      sentVersion: ({ params }: { params: { version: string } }) => Number(params.version),
    },
    update: async ({ params, body, request }: EditInput<{ confirmed?: boolean | undefined } & Partial<R>>) =>
      updateTruckJobFields(kind, await scopeOf(request), params.id, versionOf(params.version), body),
    setStatus: async ({ params, body, request }: EditInput<{ status: R['status']; confirmed?: boolean }>) =>
      setTruckJobStatus(
        kind,
        await scopeOf(request),
        params.id,
        versionOf(params.version),
        body.status,
        body.confirmed,
      ),
    nextStatus: async ({ params, body, request }: EditInput<{ confirmed?: boolean }>) =>
      stepTruckJobStatus(kind, await scopeOf(request), params.id, versionOf(params.version), body.confirmed),
    /** PUT /cancel/ (cancel) and /uncancel/: the records as saved. */
    cancelled:
      (cancel: boolean) =>
      async (request: FastifyRequest, ids: readonly string[], versions?: Readonly<Record<string, number>>) =>
        setTruckJobsCancelled(kind, await scopeOf(request), ids, cancel, versions),
    cargoExternalIds: async (
      request: FastifyRequest,
      id: string,
      orderId: string | null,
      body: { externalIds: Record<string, string>; __v?: number | undefined },
    ) => setTruckJobCargoExternalIds(kind, await scopeOf(request), id, orderId, body),
  };
}

/**
 * Freight edits (issues 14, 34): the truck job edits over freights, and the freight-only comment
 * (readers) and set-transporter (editors). Field saves, status steps and cargo external ids are open
 * to freight readers: the rule files decide the fields per role and mode (viewers none), a
 * transporter user reaches only their freights. Cancel and reopen: editors.
 */
export function registerFreightEditRoutes(app: FastifyInstance): void {
  const A = FREIGHTS_API;
  const edits = truckJobEdits(app, TRUCK_JOBS.freight);
  const { freightsReaders: readers, freightPlanning: editors } = POLICIES;
  route(app, A.update, { policy: readers, roundTrip: edits.roundTrip }, edits.update);
  route(app, A.setStatus, { policy: readers }, edits.setStatus);
  route(app, A.nextStatus, { policy: readers }, edits.nextStatus);
  for (const cancel of [true, false]) {
    route(app, cancel ? A.cancel : A.uncancel, { policy: editors }, async ({ body, request }) => {
      const { message, records } = await edits.cancelled(cancel)(request, body.freightIds, body.versions);
      return { message, freights: records };
    });
  }
  route(app, A.comment, { policy: readers }, async ({ params, body, request }) =>
    commentFreight(await writeScopeOf(app, request), params.id, body),
  );
  // A freight names the cargo's order in the path.
  route(app, A.cargoExternalIds, { policy: readers }, ({ params, body, request }) =>
    edits.cargoExternalIds(request, params.id, params.orderId, body),
  );
  route(app, A.setTransporter, { policy: editors }, async ({ params, body, request }) =>
    setFreightTransporter(await writeScopeOf(app, request), params.id, body),
  );
}

/**
 * Pickup edits (issues 14 item 7, 34): the truck job edits over pickups. Field saves, status steps
 * and cargo external ids are open to pickup readers (the rule files, entity pickup, decide the
 * fields); cancel and reopen: pickup editors.
 */
export function registerPickupEditRoutes(app: FastifyInstance): void {
  const A = PICKUPS_API;
  const edits = truckJobEdits(app, TRUCK_JOBS.pickup);
  const readers = POLICIES.pickupsReaders;
  const editors = POLICIES.pickupsEditors;
  route(app, A.update, { policy: readers, roundTrip: edits.roundTrip }, edits.update);
  route(app, A.setStatus, { policy: readers }, edits.setStatus);
  route(app, A.nextStatus, { policy: readers }, edits.nextStatus);
  for (const cancel of [true, false]) {
    route(app, cancel ? A.cancel : A.uncancel, { policy: editors }, async ({ body, request }) => {
      const { message, records } = await edits.cancelled(cancel)(request, body.pickupIds, body.versions);
      return { message, pickups: records };
    });
  }
  // A pickup names the cargo's order in the body (every line when none).
  route(app, A.cargoExternalIds, { policy: readers }, ({ params, body, request }) => {
    const { orderId, ...ids } = body;
    return edits.cargoExternalIds(request, params.id, orderId ?? null, ids);
  });
}

export const FREIGHT_EDIT_AREA = defineServerArea({
  name: 'freightEdit',
  routes: registerFreightEditRoutes,
});

export const PICKUP_EDIT_AREA = defineServerArea({
  name: 'pickupEdit',
  routes: registerPickupEditRoutes,
});
