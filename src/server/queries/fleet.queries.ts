import type { Kysely } from 'kysely';
import type { AppServices } from '../appServices.ts';
import { type FleetRecord, findFleetById, listFleet } from '../db/repositories/fleet.repository.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { canTouchFleet, ownFleetOf } from '../policies/fleet.policy.ts';

/** The fleet: a transporter's users get their own only, whatever they ask for. */
export function listFleetFor(
  services: AppServices,
  actor: Actor,
  transporterId?: string,
): Promise<FleetRecord[]> {
  const own = ownFleetOf(actor);
  return listFleet(services.db, own ?? transporterId);
}

/** One fleet vehicle the actor may touch (404 for another transporter's). */
export function getOwnFleetVehicle(services: AppServices, actor: Actor, id: string): Promise<FleetRecord> {
  return getOwn(services.db, actor, id);
}

/** The fleet vehicle the actor may touch (404 for another transporter's). */
export async function getOwn(db: Kysely<Database>, actor: Actor, id: string): Promise<FleetRecord> {
  const found = await findFleetById(db, id);
  // Another transporter's vehicle is not even shown to exist.
  if (!found || !canTouchFleet(actor, found.transporterId)) throw notFound();
  return found;
}
