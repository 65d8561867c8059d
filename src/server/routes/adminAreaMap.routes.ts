import type { FastifyInstance } from 'fastify';
import baseMap from '../../core/geo/tables/hungary-base.json' with { type: 'json' };
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { POLICIES } from '../policies/policies.ts';

const SEATS = new Set(baseMap.cities.map((c) => c.name));

/**
 * Administrative areas for map layers. counties.geojson: Hungary's outline (Natural Earth) and a
 * label point per county (no county polygons yet: no public-domain admin-1 package was found);
 * cities.geojson: every settlement of the gazetteer, county seats flagged.
 */
export function registerAdminAreaMapRoutes(app: FastifyInstance): void {
  app.get(
    '/api/adminareamap/counties.geojson',
    { config: { policy: POLICIES.signedIn } },
    async (_request, reply) => {
      reply.type('application/geo+json; charset=utf-8');
      return {
        type: 'FeatureCollection',
        attribution: baseMap.attribution,
        features: [
          {
            type: 'Feature',
            id: 'HU',
            geometry: baseMap.outline,
            properties: { kind: 'country', name: 'Magyarország' },
          },
          ...baseMap.counties.map((c) => ({
            type: 'Feature',
            id: c.code,
            geometry: { type: 'Point', coordinates: c.coordinates },
            properties: { kind: 'county', code: c.code, name: c.name },
          })),
        ],
      };
    },
  );

  app.get(
    '/api/adminareamap/cities.geojson',
    { config: { policy: POLICIES.signedIn } },
    async (_request, reply) => {
      const g = await gazetteerFor(app.services.db);
      reply.type('application/geo+json; charset=utf-8');
      return {
        type: 'FeatureCollection',
        source: g.source,
        features: g.settlements.map((s) => ({
          type: 'Feature',
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
    },
  );
}
