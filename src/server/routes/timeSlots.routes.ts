import type { FastifyInstance } from 'fastify';
import { TIME_SLOTS_API } from '../../core/timeSlots/timeSlots.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  confirmArrival,
  freeDocks,
  freeTimeDocks,
  freeTimes,
  punctuality,
  queryTimeSlots,
  setTimeSlot,
  timeSlotState,
  undoArrival,
} from '../commands/timeSlots.commands.ts';
import * as m0500timeSlots from '../db/migrations/0500_time_slots.ts';
import { notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { versionOf } from './truckJobEdit.routes.ts';
import { writeScopeOf } from './writeScope.ts';

/** Time slots and the gate (issue 18; commands/timeSlots.commands.ts). */
export function registerTimeSlotsRoutes(app: FastifyInstance): void {
  const A = TIME_SLOTS_API;
  const scope = (request: Parameters<typeof writeScopeOf>[1]) => writeScopeOf(app, request);

  route(app, A.state, { policy: POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    timeSlotState(await scope(request), query.depotShortName, query.date),
  );
  route(app, A.freeTime, { policy: POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    freeTimes(await scope(request), query),
  );
  route(app, A.freeDock, { policy: POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    freeDocks(await scope(request), query),
  );
  route(
    app,
    A.freeTimeDock,
    { policy: POLICIES.timeSlotsReaders },
    async ({ query, request }) => (await freeTimeDocks(await scope(request), query))[0] ?? null,
  );
  route(app, A.freeAllTimeDock, { policy: POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    freeTimeDocks(await scope(request), query),
  );
  route(app, A.punctuality, { policy: POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    punctuality(await scope(request), query),
  );
  route(app, A.arrival, { policy: POLICIES.timeSlotsGate }, async ({ params, body, request }) => {
    if (params.kind !== 'freight' && params.kind !== 'pickup') throw notFound();
    return confirmArrival(
      await scope(request),
      params.kind,
      params.id,
      versionOf(params.version),
      body.confirmed === true,
    );
  });
  route(app, A.arrivalUndo, { policy: POLICIES.timeSlotsGate }, async ({ params, request }) => {
    if (params.kind !== 'freight' && params.kind !== 'pickup') throw notFound();
    return undoArrival(await scope(request), params.kind, params.id, versionOf(params.version));
  });
  route(app, A.freightSetTimeSlot, { policy: POLICIES.timeSlotsBookers }, async ({ params, body, request }) =>
    setTimeSlot(await scope(request), 'freight', params.id, versionOf(params.version), body),
  );
  route(app, A.freightQuery, { policy: POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    queryTimeSlots(await scope(request), 'freight', query.depotShortName, query.date),
  );
  route(
    app,
    A.pickupSetTimeSlot,
    { policy: POLICIES.timeSlotsPickupBookers },
    async ({ params, body, request }) =>
      setTimeSlot(await scope(request), 'pickup', params.id, versionOf(params.version), body),
  );
  route(app, A.pickupQuery, { policy: POLICIES.timeSlotsPickupReaders }, async ({ query, request }) =>
    queryTimeSlots(await scope(request), 'pickup', query.depotShortName, query.date),
  );
}

export const TIME_SLOTS_AREA = defineServerArea({
  name: 'timeSlots',
  routes: registerTimeSlotsRoutes,
  migrations: { '0500_time_slots': m0500timeSlots },
});
