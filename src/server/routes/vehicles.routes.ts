import type { FastifyInstance } from 'fastify';
import { isRecordId } from '../../core/api/ids.ts';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery } from '../../core/list/listCall.schemas.ts';
import { VEHICLES_API } from '../../core/vehicles/vehicles.api.ts';
import {
  type CreateVehicleInput,
  pickDefaultVehicles,
  type UpdateVehicleInput,
  type Vehicle,
  vehicleQuerySchema,
} from '../../core/vehicles/vehicles.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  bulkChangeVehicles,
  changeVehicle,
  createVehicle,
  removeVehicle,
  vehicleFacts,
} from '../commands/vehicles.commands.ts';
import * as m0100vehiclesFleet from '../db/migrations/0100_vehicles_fleet.ts';
import { listed, queryOf } from '../http/listed.ts';
import { readWriteAccess, route, whenFound } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentVehicle } from '../presenters/vehicles.presenter.ts';
import { getVehicle, listAllVehicles } from '../queries/vehicles.queries.ts';
import { enforceRows } from '../rules/enforceRows.ts';
import { enforceRules } from '../rules/enforceRules.ts';

const { readers, editors } = readWriteAccess(POLICIES.signedIn, POLICIES.masterDataEditors);
const LIST_FIELDS = [
  'vehicleId',
  'active',
  'default',
  'truckLicensePlateNumber',
  'truckType',
  'crane',
  'palletCapacity',
  'kgCapacity',
] as const;

/** Vehicles (business.md §7 Vehicles): everyone signed in reads them (order checks); editors write. */
export function registerVehiclesRoutes(app: FastifyInstance): void {
  const { services } = app;
  const active = async (active: boolean) => (await listAllVehicles(services, { active })).map(presentVehicle);

  // Plain GET: active vehicles (all with includeInactives=true); list-call parameters page the grid.
  route(app, VEHICLES_API.list, readers, async ({ request }) => {
    const raw = queryOf(request);
    const { includeInactives } = parseOr400(vehicleQuerySchema, { includeInactives: raw.includeInactives });
    const all = await listAllVehicles(
      services,
      includeInactives === 'true' || isListQuery(raw) ? {} : { active: true },
    );
    return listed(all.map(presentVehicle), raw, LIST_FIELDS);
  });
  route(app, VEHICLES_API.active, readers, () => active(true));
  route(app, VEHICLES_API.inactive, readers, () => active(false));
  // Default vehicles of a new order; delivery to a site prefers crane trucks (our reading of business.md §5).
  route(app, VEHICLES_API.defaults, readers, async ({ query }) => {
    const all = await listAllVehicles(services, { active: true });
    return pickDefaultVehicles(all, query.deliveryToSite === 'true').map(presentVehicle);
  });

  const change = async (
    request: Parameters<typeof enforceRules>[2]['request'],
    actor: Actor,
    id: string,
    body: UpdateVehicleInput,
  ) => {
    const stored = await getVehicle(services, id);
    const { __v: _v, ...facts } = body;
    await enforceRules('vehicle', facts, { app, request, current: vehicleFacts(stored) });
    const vehicle = await changeVehicle(services, actor, id, body);
    return { message: SUCCESS_MESSAGES.modified, vehicle: presentVehicle(vehicle) };
  };
  const unchanged = (vehicle: Vehicle) => ({ message: SUCCESS_MESSAGES.modified, vehicle });

  // With an id it is the GET's record sent back: a change (200), unwritten when nothing changed.
  const saveTrip = {
    current: async ({ body }: { body: Record<string, unknown> }) => {
      const { id } = body;
      return isRecordId(id)
        ? whenFound(async () => presentVehicle(await getVehicle(services, id)))
        : undefined;
    },
    unchanged,
    keep: ['id'],
  };
  route(
    app,
    VEHICLES_API.create,
    { ...editors, roundTrip: saveTrip },
    async ({ body, actor, request, reply }) => {
      if ('id' in body && typeof body.id === 'string') {
        reply.code(200);
        const { id, ...changes } = body;
        return change(request, actor, id, changes);
      }
      await enforceRules('vehicle', body, { app, request });
      const vehicle = await createVehicle(services, actor, body as CreateVehicleInput);
      return { message: SUCCESS_MESSAGES.modified, vehicle: presentVehicle(vehicle) };
    },
  );

  route(app, VEHICLES_API.bulk, editors, async ({ body, actor, request }) => {
    // Every row through the vehicle rules before anything is written; details by row id.
    const rows = [];
    for (const item of body.items)
      rows.push({
        key: item.id,
        facts: item.changes,
        current: vehicleFacts(await getVehicle(services, item.id)),
      });
    await enforceRows('vehicle', rows, { app, request });
    const vehicles = await bulkChangeVehicles(services, actor, body);
    return { message: SUCCESS_MESSAGES.modified, vehicles: vehicles.map(presentVehicle) };
  });

  route(app, VEHICLES_API.get, readers, async ({ params }) =>
    presentVehicle(await getVehicle(services, params.id)),
  );

  const current = ({ params }: { params: { id: string } }) =>
    whenFound(async () => presentVehicle(await getVehicle(services, params.id)));
  const roundTrip = { current, unchanged };
  route(app, VEHICLES_API.update, { ...editors, roundTrip }, ({ body, params, actor, request }) =>
    change(request, actor, params.id, body),
  );

  route(app, VEHICLES_API.remove, editors, async ({ params, actor }) => {
    await removeVehicle(services, actor, params.id);
    return { message: SUCCESS_MESSAGES.deleted, id: params.id };
  });
}

export const VEHICLES_AREA = defineServerArea({
  name: 'vehicles',
  routes: registerVehiclesRoutes,
  migrations: { '0100_vehicles_fleet': m0100vehiclesFleet },
});
