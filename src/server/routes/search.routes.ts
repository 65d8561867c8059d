import type { FastifyInstance } from 'fastify';
import { SEARCH_API } from '../../core/search/search.api.ts';
import { foldSearch, mergeHits } from '../../core/search/search.schemas.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { jobScopeOf } from '../commands/truckJobQueries.ts';
import { searchRecords } from '../db/repositories/search.repository.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

/**
 * GET /api/search?q= (the palette's server search, issue 16): orders, freights and pickups the caller
 * may read, each kind only for its own readers' policy, freights and pickups in the transporter scope.
 */
export function registerSearchRoutes(app: FastifyInstance): void {
  const { services } = app;
  route(app, SEARCH_API.search, { policy: POLICIES.searchReaders }, async ({ query, actor, request }) => {
    const input = { actor, access: await loadAccess(request, services), params: {} };
    const groups = await searchRecords(
      services.db,
      {
        orders: POLICIES.ordersReaders.allows(input),
        freights: POLICIES.freightsReaders.allows(input),
        pickups: POLICIES.pickupsReaders.allows(input),
        jobs: jobScopeOf(actor),
      },
      foldSearch(query.q),
    );
    return { hits: mergeHits(groups) };
  });
}
