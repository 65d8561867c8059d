import type { Kysely } from 'kysely';
import { FREIGHT_STATUSES, type PackingAlgorithm } from '../../core/config/enums.ts';
import type { FreightDetails } from '../../core/freights/freights.schemas.ts';
import type { ListCall } from '../../core/list/listCall.schemas.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import {
  findFreightDetails,
  freightNumbersStartingWith,
  freightVersions,
  listFreightsPage,
} from '../db/repositories/freightsList.repository.ts';
import type { JobScope } from '../db/repositories/truckJobs.repository.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../policies/actor.ts';
import { jobScopeOf, listStatuses } from './truckJobs.queries.ts';

// Freights' reads for their routes (route → query → repository); the caller's scope decides what a
// transporter user sees (only their transporter's freights).

/** The freight's details as the caller may read it, or undefined (unknown, or another transporter's). */
export function freightDetailsFor(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
): Promise<FreightDetails | undefined> {
  return findFreightDetails(db, jobScopeOf(actor), id);
}

/** One page of the freights list (all of it in one query with its counts). */
export async function freightPage(
  db: Kysely<Database>,
  actor: Actor,
  { freightId, ...call }: ListCall & { statuses?: string[]; freightId?: string[] },
) {
  const page = await listFreightsPage(db, jobScopeOf(actor), call, {
    statuses: listStatuses(call.statuses, FREIGHT_STATUSES),
    freightIds: freightId ?? [],
  });
  return { result: page.rows, filteredCount: page.filteredCount, totalCount: page.totalCount };
}

/** The numbers and versions the shared truck-job reads ask of freights (a batch in one query each). */
export const freightNumbers = (db: Kysely<Database>, scope: JobScope, prefix: string, limit: number) =>
  freightNumbersStartingWith(db, scope, prefix, limit);
export const freightVersionsOf = (db: Kysely<Database>, scope: JobScope, ids: readonly string[]) =>
  freightVersions(db, scope, ids);

/** The packing algorithm a freight without a stored plan is laid out by (the base config's). */
export async function packingAlgorithmOf(db: Kysely<Database>): Promise<PackingAlgorithm> {
  return (await getBaseConfig(db))?.packingAlgorithm ?? 'rows-no-stacking';
}
