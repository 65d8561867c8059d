import type { Kysely } from 'kysely';
import { PICKUP_STATUSES } from '../../core/config/enums.ts';
import type { ListCall } from '../../core/list/listCall.schemas.ts';
import {
  findPickupDetails,
  listPickupsPage,
  pickupNumbersStartingWith,
  pickupVersions,
} from '../db/repositories/pickupsList.repository.ts';
import type { JobScope } from '../db/repositories/truckJobs.repository.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../policies/actor.ts';
import { jobScopeOf, listStatuses } from './truckJobs.queries.ts';

// Pickups' reads for their routes (route → query → repository).

/** The pickup's details, or undefined for an unknown id. */
export function pickupDetailsFor(db: Kysely<Database>, actor: Actor, id: string) {
  return findPickupDetails(db, jobScopeOf(actor), id);
}

/** One page of the pickups list (all of it in one query with its counts), narrowed to `pickupIds` when given. */
export async function pickupPage(
  db: Kysely<Database>,
  actor: Actor,
  call: ListCall & { statuses?: string[] },
  pickupIds: readonly string[],
) {
  const page = await listPickupsPage(db, jobScopeOf(actor), call, {
    statuses: listStatuses(call.statuses, PICKUP_STATUSES),
    pickupIds,
  });
  return { result: page.rows, filteredCount: page.filteredCount, totalCount: page.totalCount };
}

/** The numbers and versions the shared truck-job reads ask of pickups (a batch in one query each). */
export const pickupNumbers = (db: Kysely<Database>, scope: JobScope, prefix: string, limit: number) =>
  pickupNumbersStartingWith(db, scope, prefix, limit);
export const pickupVersionsOf = (db: Kysely<Database>, scope: JobScope, ids: readonly string[]) =>
  pickupVersions(db, scope, ids);
