import type { Kysely } from 'kysely';
import { ROLES } from '../../core/permissions/roles.ts';
import { findUserById } from '../db/repositories/users.repository.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../policies/actor.ts';

/** Who auto-processing acts as in the event log (no person asked). */
export const AUTO_PROCESSING_ACTOR: Actor = {
  role: ROLES.ADMIN,
  userId: null,
  username: 'auto-processing',
  transporterId: null,
  synthetic: true,
};

/** The actor a job's events are written as: the user who submitted it, else auto-processing. */
export async function planningActor(db: Kysely<Database>, requestedBy: string | null): Promise<Actor> {
  const user = requestedBy ? await findUserById(db, requestedBy) : undefined;
  if (!user) return AUTO_PROCESSING_ACTOR;
  return {
    role: user.role as Actor['role'],
    userId: user.id,
    username: user.username,
    transporterId: user.transporterId,
    synthetic: false,
  };
}
