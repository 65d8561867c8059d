import type { FastifyInstance } from 'fastify';
import type { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import type { PICKUPS_API } from '../../core/pickups/pickups.api.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { changesAnswer, jobScopeOf, selectionsAnswer, statusList } from '../commands/truckJobQueries.ts';
import type { JobScope } from '../db/repositories/truckJobs.repository.ts';
import { notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { liveChangeStats } from '../live/liveState.ts';
import type { Policy } from '../policies/policies.ts';

type Api = typeof FREIGHTS_API | typeof PICKUPS_API;

/** One area's read endpoints (freights or pickups) and the repository reads behind them. */
export interface TruckJobReads<D> {
  policy: Policy;
  statuses: readonly string[];
  endpoints: {
    statuses: Api['statuses'];
    numbers: typeof FREIGHTS_API.freightNumbers | typeof PICKUPS_API.pickupNumbers;
    checkChanges: Api['checkChanges'];
    checkSelections: Api['checkSelections'];
    details: Api['details'];
  };
  numbers(scope: JobScope, prefix: string, limit: number): Promise<string[]>;
  /** The live table check-changes answers from (server/live/liveState.ts). */
  table: 'freights' | 'pickups';
  versions(
    scope: JobScope,
    ids: readonly string[],
  ): Promise<{ id: string; number: string; version: number }[]>;
  details(scope: JobScope, id: string): Promise<D | undefined>;
}

/**
 * Registers what the freights and pickups areas read alike: statuses (`?withCancelled=true` adds
 * cancelled while order_closure is active), numbers, check-changes, check-selections and details
 * (404 outside the caller's scope). Each area registers its list itself.
 */
export function registerTruckJobReads<D>(app: FastifyInstance, reads: TruckJobReads<D>): void {
  const { policy, endpoints: e } = reads;

  route(app, e.statuses, { policy }, async ({ request }) => {
    const withCancelled = (request.query as Record<string, unknown>).withCancelled === 'true';
    const closure =
      withCancelled && (await loadAccess(request, app.services)).activeModules.includes('order_closure');
    // The area's own status list: the endpoint union cannot tell which area's answer type it is.
    return statusList(reads.statuses, withCancelled, closure) as never;
  });

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

  route(app, e.details, { policy }, async ({ params, actor }) => {
    const details = await reads.details(jobScopeOf(actor), params.id);
    if (!details) throw notFound();
    return details as never; // D is the area's details answer (see statuses)
  });
}
