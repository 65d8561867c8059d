import { isTransporterUser } from '../../core/permissions/actions.ts';
import type { Actor } from './actor.ts';

/** The transporter whose fleet the actor is limited to, or null when they see every fleet. */
export function ownFleetOf(actor: Actor): string | null {
  return isTransporterUser(actor.role) ? (actor.transporterId ?? '') : null;
}

/** A transporter's users touch only their own fleet; staff touch every fleet. */
export function canTouchFleet(actor: Actor, transporterId: string): boolean {
  const own = ownFleetOf(actor);
  return own === null || own === transporterId;
}
