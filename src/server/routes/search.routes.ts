import type { FastifyInstance } from 'fastify';
import { SEARCH_API } from '../../core/search/search.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { searchHits } from '../queries/search.queries.ts';
import { jobScopeOf } from '../queries/truckJobs.queries.ts';

/**
 * GET /api/search?q= (the palette's server search, issue 16): orders, freights and pickups the caller
 * may read, each kind only for its own readers' policy, freights and pickups in the transporter scope.
 */
export function registerSearchRoutes(app: FastifyInstance): void {
  const { services } = app;
  route(app, SEARCH_API.search, { policy: POLICIES.searchReaders }, async ({ query, actor, request }) => {
    const input = { actor, access: await loadAccess(request, services), params: {} };
    return searchHits(
      services.db,
      {
        orders: POLICIES.ordersReaders.allows(input),
        freights: POLICIES.freightsReaders.allows(input),
        pickups: POLICIES.pickupsReaders.allows(input),
        jobs: jobScopeOf(actor),
      },
      query.q,
    );
  });
}

export const SEARCH_AREA = defineServerArea({
  name: 'search',
  routes: registerSearchRoutes,
});
