import type { LngLat } from '../../core/geo/distance.ts';
import type { RouteOptions } from '../../core/geo/routing.ts';
import type { DistanceProvider, GeoPoint } from '../../core/planner/planningModel.ts';
import { EstimatorProvider } from '../geo/estimator.ts';

/**
 * Which routing provider plans and with what options, as plain data: the planner runs in a worker
 * thread, and functions do not cross into it, so each side rebuilds the provider from this spec.
 */
export interface DistanceSpec {
  provider: 'estimator';
  options: RouteOptions;
}

const lngLat = (p: GeoPoint): LngLat => [p.lon, p.lat];

/** The planner's distance provider over the routing provider of the spec (km, minutes; null = no route). */
export function distanceProviderOf(spec: DistanceSpec): DistanceProvider {
  const estimator = new EstimatorProvider();
  const leg = (a: GeoPoint, b: GeoPoint) => {
    const from = lngLat(a);
    const to = lngLat(b);
    if (!estimator.inServiceArea(from) || !estimator.inServiceArea(to)) return null;
    return estimator.leg(from, to, spec.options);
  };
  return {
    distanceKm: (a, b) => {
      const l = leg(a, b);
      return l === null ? null : l.distanceMeter / 1000;
    },
    durationMin: (a, b) => {
      const l = leg(a, b);
      return l === null ? null : l.durationSecond / 60;
    },
  };
}

/** The routing provider of a spec (route geometry of stored freights). */
export function routingProviderOf(_spec: DistanceSpec): EstimatorProvider {
  return new EstimatorProvider();
}
