import type { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { areaFeatureCollectionAnswer } from './geo.answers.ts';

/** A GeoJSON feature collection as the map layers read it. */
export type AreaFeatureCollection = z.output<typeof areaFeatureCollectionAnswer>;

/** Administrative areas for map layers (application/geo+json; everyone signed in). */
export const ADMIN_AREA_MAP_API = {
  counties: endpoint({
    summary: 'Reads the county borders (GeoJSON)',
    description: "Hungary's outline and a label point per county.",
    response: areaFeatureCollectionAnswer,
    method: 'GET',
    path: '/api/adminareamap/counties.geojson',
    mediaType: 'application/geo+json',
  }),
  cities: endpoint({
    summary: 'Reads the settlements (GeoJSON)',
    description: 'Every settlement of the gazetteer, county seats flagged.',
    response: areaFeatureCollectionAnswer,
    method: 'GET',
    path: '/api/adminareamap/cities.geojson',
    mediaType: 'application/geo+json',
  }),
} as const;
