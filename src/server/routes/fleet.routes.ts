import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { FLEET_API } from '../../core/fleet/fleet.api.ts';
import { type FleetVehicle, fleetQuerySchema } from '../../core/fleet/fleet.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  bulkChangeFleet,
  changeFleetVehicle,
  createFleetVehicle,
  removeFleetVehicle,
} from '../commands/fleet.commands.ts';
import { listed, queryOf } from '../http/listed.ts';
import { readWriteAccess, route, whenFound } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentFleetVehicle } from '../presenters/vehicles.presenter.ts';
import { getOwnFleetVehicle, listFleetFor } from '../queries/fleet.queries.ts';
import { enforceRows, storedFacts } from '../rules/enforceRows.ts';
import { enforceRules } from '../rules/enforceRules.ts';

const { readers, editors } = readWriteAccess(POLICIES.fleetReaders, POLICIES.fleetEditors);
const LIST_FIELDS = ['transporterName', 'truckType', 'truckLicensePlateNumber', 'contact'] as const;
const saved = (fleetVehicle: Parameters<typeof presentFleetVehicle>[0]) => ({
  message: SUCCESS_MESSAGES.modified,
  fleetVehicle: presentFleetVehicle(fleetVehicle),
});

/** Fleet (business.md §7): staff see and edit every fleet; a transporter's users only their own. */
export function registerFleetRoutes(app: FastifyInstance): void {
  const { services } = app;
  // The masterData rules (rules/base/masterData.json) check the values before they are written;
  // another transporter's vehicle is 404 before any rule runs.
  const stored = async (actor: Actor, id: string) =>
    storedFacts('fleet', presentFleetVehicle(await getOwnFleetVehicle(services, actor, id)));

  route(app, FLEET_API.list, readers, async ({ request, actor }) => {
    const raw = queryOf(request);
    const { transporterId } = parseOr400(fleetQuerySchema, raw);
    const docs = (await listFleetFor(services, actor, transporterId)).map(presentFleetVehicle);
    return listed(docs, raw, LIST_FIELDS);
  });

  route(app, FLEET_API.create, editors, async ({ body, actor, request }) => {
    await enforceRules('fleet', body, { app, request });
    return saved(await createFleetVehicle(services, actor, body));
  });

  // Round trips: the GET's record is accepted back (another transporter's vehicle stays unseen: 404).
  const roundTrip = {
    current: ({ body, actor }: { body: Record<string, unknown>; actor: Actor }) =>
      typeof body.id === 'string'
        ? whenFound(async () =>
            presentFleetVehicle(await getOwnFleetVehicle(services, actor, String(body.id))),
          )
        : Promise.resolve(undefined),
    unchanged: (fleetVehicle: FleetVehicle) => ({ message: SUCCESS_MESSAGES.modified, fleetVehicle }),
  };
  route(app, FLEET_API.update, { ...editors, roundTrip }, async ({ body, actor, request }) => {
    const { id, __v: _v, ...facts } = body;
    if (typeof id === 'string')
      await enforceRules('fleet', facts, { app, request, current: await stored(actor, id) });
    return saved(await changeFleetVehicle(services, actor, body));
  });

  route(app, FLEET_API.bulk, editors, async ({ body, actor, request }) => {
    const checks = [];
    for (const item of body.items)
      checks.push({ key: item.id, facts: item.changes, current: await stored(actor, item.id) });
    await enforceRows('fleet', checks, { app, request });
    const rows = await bulkChangeFleet(services, actor, body);
    return { message: SUCCESS_MESSAGES.modified, fleet: rows.map(presentFleetVehicle) };
  });

  route(app, FLEET_API.remove, editors, async ({ params, actor }) => {
    await removeFleetVehicle(services, actor, params.id);
    return { message: SUCCESS_MESSAGES.deleted, id: params.id };
  });
}

export const FLEET_AREA = defineServerArea({
  name: 'fleet',
  routes: registerFleetRoutes,
});
