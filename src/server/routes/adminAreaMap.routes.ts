import type { FastifyInstance } from 'fastify';
import { ADMIN_AREA_MAP_API } from '../../core/geo/adminAreaMap.api.ts';
import baseMap from '../../core/geo/tables/hungary-base.json' with { type: 'json' };
import { defineServerArea } from '../areas/serverArea.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

const SEATS = new Set(baseMap.cities.map((c) => c.name));

/**
 * Administrative areas for map layers. counties.geojson: Hungary's outline (Natural Earth) and a
 * label point per county (no county polygons yet: no public-domain admin-1 package was found);
 * cities.geojson: every settlement of the gazetteer, county seats flagged.
 */
export function registerAdminAreaMapRoutes(app: FastifyInstance): void {
  const signedIn = { policy: POLICIES.signedIn };
  route(app, ADMIN_AREA_MAP_API.counties, signedIn, ({ reply }) => {
    reply.type('application/geo+json; charset=utf-8');
    return {
      type: 'FeatureCollection' as const,
      attribution: baseMap.attribution,
      features: [
        {
          type: 'Feature' as const,
          id: 'HU',
          geometry: baseMap.outline,
          properties: { kind: 'country', name: 'Magyarország' },
        },
        ...baseMap.counties.map((c) => ({
          type: 'Feature' as const,
          id: c.code,
          geometry: { type: 'Point', coordinates: c.coordinates },
          properties: { kind: 'county', code: c.code, name: c.name },
        })),
      ],
    };
  });

  route(app, ADMIN_AREA_MAP_API.cities, signedIn, async ({ reply }) => {
    const g = await gazetteerFor(app.services.db);
    reply.type('application/geo+json; charset=utf-8');
    return {
      type: 'FeatureCollection' as const,
      source: g.source,
      features: g.settlements.map((s) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point', coordinates: [s.point[0], s.point[1]] },
        properties: {
          name: s.name,
          countyCode: s.countyCode,
          county: s.county,
          postalCodes: s.postalCodes,
          seat: SEATS.has(s.name),
        },
      })),
    };
  });
}

export const ADMIN_AREA_MAP_AREA = defineServerArea({
  name: 'adminAreaMap',
  routes: registerAdminAreaMapRoutes,
});
