import { type AccessContext, abilitiesFor } from '../../core/permissions/index.ts';
import type { Actor } from './actor.ts';

/**
 * Record-level rule of cancel-processing: a planner cancels their own job; admins and the logistics
 * manager (seeOrdersProcessing, like the auto-processing switch) cancel anyone's.
 */
export function mayCancelJob(actor: Actor, access: AccessContext): boolean {
  return abilitiesFor(actor.role, access).has('seeOrdersProcessing');
}
