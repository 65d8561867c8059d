import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import type { PICKUPS_API } from '../../core/pickups/pickups.api.ts';
import { loadAccess } from '../auth/authenticate.ts';
import type { JobScope } from '../db/repositories/truckJobs.repository.ts';
import { notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { liveChangeStats } from '../live/liveState.ts';
import type { Policy } from '../policies/policies.ts';
import { changesAnswer, jobScopeOf, selectionsAnswer, statusList } from '../queries/truckJobs.queries.ts';

type Api = typeof FREIGHTS_API | typeof PICKUPS_API;

/** One area's read endpoints (freights or pickups) and the repository reads behind them. */
export interface TruckJobReads {
  policy: Policy;
  endpoints: {
    numbers: typeof FREIGHTS_API.freightNumbers | typeof PICKUPS_API.pickupNumbers;
    checkChanges: Api['checkChanges'];
    checkSelections: Api['checkSelections'];
  };
  numbers(scope: JobScope, prefix: string, limit: number): Promise<string[]>;
  /** The live table check-changes answers from (server/live/liveState.ts). */
  table: 'freights' | 'pickups';
  versions(
    scope: JobScope,
    ids: readonly string[],
  ): Promise<{ id: string; number: string; version: number }[]>;
}

/**
 * Registers what the freights and pickups areas read alike: numbers, check-changes, check-selections.
 * Each area registers its list, statuses ({@link statusesAnswer}) and details ({@link foundOr404})
 * itself, each typed by its own endpoint.
 */
export function registerTruckJobReads(app: FastifyInstance, reads: TruckJobReads): void {
  const { policy, endpoints: e } = reads;

  route(app, e.numbers, { policy }, ({ query, actor }) =>
    reads.numbers(jobScopeOf(actor), query.q.trim(), query.limit),
  );

  route(app, e.checkChanges, { policy }, async ({ query, actor }) =>
    // Every open list polls each second: answered from the rows kept in memory by the change feed.
    changesAnswer(
      await liveChangeStats(app.services.db, reads.table, jobScopeOf(actor), query.date ?? null),
      query.count,
    ),
  );

  route(app, e.checkSelections, { policy }, async ({ body, actor }) =>
    selectionsAnswer(
      body.items,
      await reads.versions(
        jobScopeOf(actor),
        body.items.map((i) => i.id),
      ),
    ),
  );
}

/** GET /statuses of freights or pickups: the area's statuses in order; `?withCancelled=true` adds cancelled while order_closure is active. */
export async function statusesAnswer<S extends string>(
  app: FastifyInstance,
  request: FastifyRequest,
  all: readonly S[],
): Promise<S[]> {
  const withCancelled = (request.query as Record<string, unknown>).withCancelled === 'true';
  const closure =
    withCancelled && (await loadAccess(request, app.services)).activeModules.includes('order_closure');
  return statusList(all, withCancelled, closure);
}

/** A read's record, or 404 when the caller has none of that id. */
export function foundOr404<T>(record: T | undefined): T {
  if (!record) throw notFound();
  return record;
}
