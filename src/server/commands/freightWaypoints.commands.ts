import {
  palletsByTypeOf,
  routeFreight,
  stopKey,
  waypointListIssue,
} from '../../core/freights/freightRoute.ts';
import type { Freight, FreightWaypointDoc } from '../../core/freights/freights.schemas.ts';
import { FREIGHT_WAYPOINT_ERRORS } from '../../core/freights/freightWaypoints.api.ts';
import type {
  FreightGeometry,
  FreightWaypointsAnswer,
  WaypointInput,
} from '../../core/freights/freightWaypoints.schemas.ts';
import { DEFAULT_PLANNING_SETTINGS } from '../../core/planner/planningModel.ts';
import type { AppServices } from '../appServices.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import { feeTables } from '../db/repositories/fees.repository.ts';
import {
  type FreightRouteChanges,
  keepOriginalWaypoints,
  updateFreightRoute,
} from '../db/repositories/freightWaypoints.repository.ts';
import { planningFactories } from '../db/repositories/planning.repository.ts';
import { recordEvents } from '../events/recordEvent.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { forbidden, HttpError, staleVersion } from '../http/httpError.ts';
import { distanceProviderOf, routingProviderOf, withRoadTable } from '../planning/distanceProvider.ts';
import { distanceSpecOf, factoryPointOf } from '../planning/planningInput.ts';
import { waypointPlace } from '../planning/storedFreights.ts';
import { answerOf, targetOf } from '../queries/freightWaypoints.queries.ts';
import { enforceRulesWith, rulesContextFor } from '../rules/enforceRules.ts';
import type { WriteScope } from './writeScope.ts';

/**
 * The freight waypoint edit (issue 14 item 5): read the stops, the planner's original stops and the
 * route line; preview and save a new stop list. A list is routed from the factory with the routing
 * the planner uses and priced by the fee tables the planner uses, so an unchanged list gives the
 * planner's figures. A save checks the version, the freight_waypoints_edit module and the
 * `waypoints` field in the mode's freight rules (the save warnings of business.md §5 belong to the
 * freight edit dialog, not to this one), and writes the freight with its event in ONE transaction.
 */

/** A stop as parsed from the body (orderIds defaulted). */
type Stop = Omit<WaypointInput, 'orderIds'> & { orderIds: string[] };

const refuse = (status: number, entry: { code: string; message: string }) => new HttpError(status, entry);

/** Where a recomputed list's km came from, by its line (the estimator's line is marked estimated). */
const sourceOf = (c: FreightRouteChanges): FreightWaypointsAnswer['distanceSource'] =>
  c.geometry?.estimated === false ? 'road' : 'estimate';

/** Routes and prices a stop list of the freight: its stored form, figures and line (422 when it cannot be). */
async function routeStops(
  services: AppServices,
  freight: Freight,
  stops: readonly Stop[],
): Promise<FreightRouteChanges> {
  const issue = waypointListIssue(
    stops.map((s) => ({ orderIds: s.orderIds, point: s.point.coordinates })),
    freight.cargo,
    DEFAULT_PLANNING_SETTINGS.maxWaypoints,
  );
  if (issue) throw refuse(422, issue);
  const { db } = services;
  const [factories, fees, base, gazetteer] = await Promise.all([
    planningFactories(db),
    feeTables(db),
    getBaseConfig(db),
    gazetteerFor(db),
  ]);
  const factory = factories.find((f) => f.shortName === freight.factoryShortName);
  const start = factory ? factoryPointOf(factory, gazetteer) : null;
  if (!factory || !start) throw refuse(422, FREIGHT_WAYPOINT_ERRORS.factoryWithoutLocation);
  const spec = await withRoadTable(distanceSpecOf(base, services.config.roadGraphFile), [
    start,
    ...stops.map((s) => s.point.coordinates),
  ]);
  const palletsByType = palletsByTypeOf(freight.cargo);
  const route = routeFreight({
    start: { lon: start[0], lat: start[1] },
    stops: stops.map((s) => s.point.coordinates),
    distance: distanceProviderOf(spec),
    fees,
    feeFactory: { id: factory.id, useDefaultFreightCostsSettings: factory.useDefaultFreightCostsSettings },
    truckType: freight.truckType,
    palletsByType,
    unloadMinutesPerPallet: base?.unloadTimePerPallet ?? DEFAULT_PLANNING_SETTINGS.unloadMinutesPerPallet,
  });
  const line = await routingProviderOf(spec).route(
    [start, ...stops.map((s) => s.point.coordinates)],
    spec.options,
  );
  if (!route || !line) throw refuse(422, FREIGHT_WAYPOINT_ERRORS.routeNotFound);
  // A stop the freight already had keeps its settlement; a new one (or one without) is placed by the gazetteer.
  const known = new Map(freight.waypoints.map((w) => [stopKey(w.point.coordinates), w]));
  const waypoints = stops.map((s, i): FreightWaypointDoc => {
    const had = known.get(stopKey(s.point.coordinates));
    const place = had?.city ? had : waypointPlace(s.address || undefined, s.point.coordinates, gazetteer);
    return {
      orderId: s.orderIds[0] ?? '',
      orderIds: s.orderIds,
      address: s.address,
      point: { type: 'Point', coordinates: s.point.coordinates },
      city: place.city,
      county: place.county,
      zip: place.zip,
      legKm: route.legKm[i] ?? 0,
    };
  });
  return {
    waypoints,
    geometry: { ...line.geometry, estimated: line.estimated },
    distanceKm: route.distanceKm,
    durationMin: route.durationMin,
    freightCost: route.cost.total,
    costBreakdown: route.cost,
  };
}

/** The freight a change is about: module on, inside the caller's scope, not cancelled. */
async function changeTarget(scope: WriteScope, id: string): Promise<Freight> {
  if (!scope.activeModules.includes('freight_waypoints_edit')) {
    throw forbidden(undefined, FREIGHT_WAYPOINT_ERRORS.moduleOff);
  }
  const { freight } = await targetOf(scope.services, scope.actor, id);
  if (freight.status === 'cancelled') throw refuse(422, FREIGHT_WAYPOINT_ERRORS.cancelled);
  return freight;
}

/** POST /waypoints/preview/{id}: the figures of a list, nothing written. */
export async function previewFreightWaypoints(
  scope: WriteScope,
  id: string,
  stops: readonly Stop[],
): Promise<FreightWaypointsAnswer & { geometry: FreightGeometry }> {
  const freight = await changeTarget(scope, id);
  const routed = await routeStops(scope.services, freight, stops);
  return { ...answerOf(freight, false), ...routed, distanceSource: sourceOf(routed), edited: true };
}

/** PATCH /waypoints/{id}: saves the list at the version read, keeping the planner's original once. */
export async function saveFreightWaypoints(
  scope: WriteScope,
  id: string,
  body: { __v: number; waypoints: Stop[] },
): Promise<FreightWaypointsAnswer> {
  const { services, rules, actor, activeModules } = scope;
  const freight = await changeTarget(scope, id);
  if (freight.__v !== body.__v) throw staleVersion();
  // Who may change the stops is the rule files' `waypoints` field (admins and logistics managers in base).
  await enforceRulesWith(
    rules,
    rulesContextFor(services, { role: actor.role, activeModules }),
    'freight',
    { waypoints: body.waypoints },
    { ...freight },
  );
  const routed = await routeStops(services, freight, body.waypoints);
  const saved = await services.db.transaction().execute(async (trx) => {
    await keepOriginalWaypoints(trx, freight.id, freight.waypoints);
    const updated = await updateFreightRoute(trx, freight.id, freight.__v, routed);
    if (!updated) throw staleVersion();
    const figures = (f: Freight) => ({
      waypoints: f.waypoints,
      distanceKm: f.distanceKm,
      durationMin: f.durationMin,
      freightCost: f.freightCost,
    });
    await recordEvents(trx, actor, [
      {
        entity: 'freight',
        entityId: freight.id,
        freightId: freight.freightId,
        transporterId: freight.transporterId,
        action: 'freight_waypoints_changed',
        before: figures(freight),
        after: figures(updated),
      },
    ]);
    return updated;
  });
  return answerOf(saved, true);
}
