/** A point as [longitude, latitude] in degrees (GeoJSON order). */
export type LngLat = readonly [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** A distance for screens: "312 km" on the road network, "≈ 312 km" when estimated. */
export function kmLabel(km: string, estimated: boolean): string {
  return `${estimated ? '≈ ' : ''}${km} km`;
}

/** Great-circle (haversine) distance in metres. */
export function greatCircleMeters(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
