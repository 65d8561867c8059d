/** A point as [longitude, latitude] in degrees (GeoJSON order). */
export type LngLat = readonly [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** A distance for screens: "312 km" on the road network, "≈ 312 km" when estimated. */
export function kmLabel(km: string, estimated: boolean): string {
  return `${estimated ? '≈ ' : ''}${km} km`;
}

/**
 * Where segment a→b comes nearest to the point looked from, in a local plane with that point at
 * (0, 0): the fraction `t` along the segment (0–1), the nearest point (x, y) and the segment's
 * squared length `len2`.
 */
export function nearestOnSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
): { t: number; x: number; y: number; len2: number } {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return { t, x: ax + t * dx, y: ay + t * dy, len2 };
}

/** Great-circle (haversine) distance in metres. */
export function greatCircleMeters(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
