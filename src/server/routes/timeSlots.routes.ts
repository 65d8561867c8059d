import type { FastifyInstance } from 'fastify';
import { canConfirmArrivals, isTransporterUser } from '../../core/permissions/actions.ts';
import { abilitiesFor, inGroup, ROLES } from '../../core/permissions/index.ts';
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
import { definePolicies } from '../policies/policies.ts';
import { versionOf } from './truckJobEdit.routes.ts';
import { writeScopeOf } from './writeScope.ts';

/** Route policies of this area alone (listed with its ServerArea; shared ones: policies/policies.ts). */
const TIME_SLOTS_POLICIES = definePolicies({
  timeSlotsReaders: {
    id: 'timeSlotsReaders',
    rule: 'Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      (abilitiesFor(actor.role, access).has('accessTimeSlots') || isTransporterUser(actor.role)),
  },
  timeSlotsBookers: {
    id: 'timeSlotsBookers',
    rule: 'Booking freight time slots (issue 18, business.md §6): editor roles, the production manager, and the transporter manager (own freights, module config, record level), while time_slot is active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      (inGroup(actor.role, 'editorRoles') ||
        actor.role === ROLES.PRODUCTION_MANAGER ||
        actor.role === ROLES.TRANSPORTER_MANAGER),
  },
  timeSlotsPickupReaders: {
    id: 'timeSlotsPickupReaders',
    rule: 'Pickups in the time-slot view (business.md §6): admin, logistics and production roles and the entrance supervisor, while time_slot and pickup are active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      access.activeModules.includes('pickup') &&
      (inGroup(actor.role, 'adminRoles') ||
        inGroup(actor.role, 'logisticsRoles') ||
        inGroup(actor.role, 'productionRoles') ||
        actor.role === ROLES.ENTRANCE_SUPERVISOR),
  },
  timeSlotsPickupBookers: {
    id: 'timeSlotsPickupBookers',
    rule: 'Booking pickup time slots (issue 18): editor roles and the production manager, while time_slot and pickup are active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      access.activeModules.includes('pickup') &&
      (inGroup(actor.role, 'editorRoles') || actor.role === ROLES.PRODUCTION_MANAGER),
  },
  timeSlotsGate: {
    id: 'timeSlotsGate',
    rule: 'Arrival confirmation at the gate (issue 18): the entrance supervisor and editor roles, while time_slot is active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') && canConfirmArrivals(actor.role),
  },
});

/** Time slots and the gate (issue 18; commands/timeSlots.commands.ts). */
export function registerTimeSlotsRoutes(app: FastifyInstance): void {
  const A = TIME_SLOTS_API;
  const scope = (request: Parameters<typeof writeScopeOf>[1]) => writeScopeOf(app, request);

  route(app, A.state, { policy: TIME_SLOTS_POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    timeSlotState(await scope(request), query.depotShortName, query.date),
  );
  route(app, A.freeTime, { policy: TIME_SLOTS_POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    freeTimes(await scope(request), query),
  );
  route(app, A.freeDock, { policy: TIME_SLOTS_POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    freeDocks(await scope(request), query),
  );
  route(
    app,
    A.freeTimeDock,
    { policy: TIME_SLOTS_POLICIES.timeSlotsReaders },
    async ({ query, request }) => (await freeTimeDocks(await scope(request), query))[0] ?? null,
  );
  route(
    app,
    A.freeAllTimeDock,
    { policy: TIME_SLOTS_POLICIES.timeSlotsReaders },
    async ({ query, request }) => freeTimeDocks(await scope(request), query),
  );
  route(app, A.punctuality, { policy: TIME_SLOTS_POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    punctuality(await scope(request), query),
  );
  route(app, A.arrival, { policy: TIME_SLOTS_POLICIES.timeSlotsGate }, async ({ params, body, request }) => {
    if (params.kind !== 'freight' && params.kind !== 'pickup') throw notFound();
    return confirmArrival(
      await scope(request),
      params.kind,
      params.id,
      versionOf(params.version),
      body.confirmed === true,
    );
  });
  route(app, A.arrivalUndo, { policy: TIME_SLOTS_POLICIES.timeSlotsGate }, async ({ params, request }) => {
    if (params.kind !== 'freight' && params.kind !== 'pickup') throw notFound();
    return undoArrival(await scope(request), params.kind, params.id, versionOf(params.version));
  });
  route(
    app,
    A.freightSetTimeSlot,
    { policy: TIME_SLOTS_POLICIES.timeSlotsBookers },
    async ({ params, body, request }) =>
      setTimeSlot(await scope(request), 'freight', params.id, versionOf(params.version), body),
  );
  route(app, A.freightQuery, { policy: TIME_SLOTS_POLICIES.timeSlotsReaders }, async ({ query, request }) =>
    queryTimeSlots(await scope(request), 'freight', query.depotShortName, query.date),
  );
  route(
    app,
    A.pickupSetTimeSlot,
    { policy: TIME_SLOTS_POLICIES.timeSlotsPickupBookers },
    async ({ params, body, request }) =>
      setTimeSlot(await scope(request), 'pickup', params.id, versionOf(params.version), body),
  );
  route(
    app,
    A.pickupQuery,
    { policy: TIME_SLOTS_POLICIES.timeSlotsPickupReaders },
    async ({ query, request }) =>
      queryTimeSlots(await scope(request), 'pickup', query.depotShortName, query.date),
  );
}

/** The timeSlots area: its routes and the migrations of its tables (listed in areas/serverAreas.ts). */
export const TIME_SLOTS_AREA = defineServerArea({
  name: 'timeSlots',
  routes: registerTimeSlotsRoutes,
  policies: TIME_SLOTS_POLICIES,
  migrations: {
    '0500_time_slots': m0500timeSlots,
  },
});
