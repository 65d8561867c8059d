import { endpoint } from '../api/endpoint.ts';
import { areaFeatureCollectionAnswer } from './geo.answers.ts';

/** A GeoJSON feature collection as the map layers read it. */
export interface AreaFeatureCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; geometry: unknown; properties: Record<string, unknown> }[];
}

/** Administrative areas for map layers (application/geo+json; everyone signed in). */
export const ADMIN_AREA_MAP_API = {
  /** Hungary's outline and a label point per county. */
  counties: endpoint({
    response: areaFeatureCollectionAnswer,
    method: 'GET',
    path: '/api/adminareamap/counties.geojson',
  }),
  /** Every settlement of the gazetteer, county seats flagged. */
  cities: endpoint({
    response: areaFeatureCollectionAnswer,
    method: 'GET',
    path: '/api/adminareamap/cities.geojson',
  }),
} as const;
