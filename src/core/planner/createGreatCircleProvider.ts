import type { DistanceProvider, GeoPoint } from './planningModel.ts';

const EARTH_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLon = (b.lon - a.lon) * toRad;
  const s =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(s)));
}

/**
 * Road-distance estimator without a road network: great-circle × detour factor (published road ÷
 * air ratios are 1.2–1.4; DOMAIN.md), duration at an average truck speed. It is an estimate and
 * calibratable through the two parameters.
 */
export function createGreatCircleProvider(detourFactor = 1.3, speedKmh = 60): DistanceProvider {
  return {
    distanceKm: (a, b) => greatCircleKm(a, b) * detourFactor,
    durationMin: (a, b) => ((greatCircleKm(a, b) * detourFactor) / speedKmh) * 60,
  };
}
