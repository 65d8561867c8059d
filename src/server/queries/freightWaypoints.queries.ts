import type { Freight } from '../../core/freights/freights.schemas.ts';
import type {
  FreightGeometry,
  FreightOriginalWaypoints,
  FreightWaypointsAnswer,
} from '../../core/freights/freightWaypoints.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  type FreightWithGeometry,
  findFreightRoute,
  findOriginalWaypoints,
} from '../db/repositories/freightWaypoints.repository.ts';
import { notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { jobScopeOf } from './truckJobs.queries.ts';

/** GET /waypoints/{id}. */
export async function getFreightWaypoints(
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<FreightWaypointsAnswer> {
  const { freight } = await targetOf(services, actor, id);
  return answerOf(freight, (await findOriginalWaypoints(services.db, freight.id)) !== null);
}

/** GET /waypoints/original/{id}: the planner's stops (the current ones while never edited). */
export async function getOriginalWaypoints(
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<FreightOriginalWaypoints> {
  const { freight } = await targetOf(services, actor, id);
  const original = await findOriginalWaypoints(services.db, freight.id);
  return { waypoints: original ?? freight.waypoints, edited: original !== null };
}

/** GET /geometry/{id}. */
export async function getFreightGeometry(
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<FreightGeometry> {
  return (await targetOf(services, actor, id)).geometry;
}

/** The freight in the actor's scope with its route geometry (404 when none). */
export async function targetOf(
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<FreightWithGeometry> {
  const found = await findFreightRoute(services.db, jobScopeOf(actor), id);
  if (!found) throw notFound();
  return found;
}

/** The waypoints answer of a freight (edited: the user changed them). */
export function answerOf(freight: Freight, edited: boolean): FreightWaypointsAnswer {
  return {
    id: freight.id,
    freightId: freight.freightId,
    __v: freight.__v,
    waypoints: freight.waypoints,
    distanceKm: freight.distanceKm,
    durationMin: freight.durationMin,
    freightCost: freight.freightCost,
    costBreakdown: freight.costBreakdown,
    edited,
  };
}
