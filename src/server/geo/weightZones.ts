import { greatCircleMeters, type LngLat, nearestOnSegment } from '../../core/geo/distance.ts';
import type { WeightZone } from '../../core/geo/routePlanner.api.ts';
import data from './tables/weight-zones.json' with { type: 'json' };

export const WEIGHT_ZONES = data.zones as WeightZone[];

/** Shortest distance in metres from a point to a segment (local equirectangular projection). */
function pointSegmentMeters(p: LngLat, a: LngLat, b: LngLat): number {
  const k = Math.cos((p[1] * Math.PI) / 180);
  const ax = (a[0] - p[0]) * k;
  const ay = a[1] - p[1];
  const bx = (b[0] - p[0]) * k;
  const by = b[1] - p[1];
  const { x, y } = nearestOnSegment(ax, ay, bx, by);
  return greatCircleMeters(p, [p[0] + x / k, p[1] + y]);
}

/** Zones a polyline passes through. */
export function zonesOnLine(
  line: readonly LngLat[],
  zones: readonly WeightZone[] = WEIGHT_ZONES,
): WeightZone[] {
  return zones.filter((z) => {
    for (let i = 0; i < line.length; i++) {
      const a = line[i] as LngLat;
      const b = (line[i + 1] ?? a) as LngLat;
      if (pointSegmentMeters(z.center, a, b) <= z.radiusMeter) return true;
    }
    return false;
  });
}

/** Zones containing any of the points. */
export function zonesAtPoints(
  points: readonly LngLat[],
  zones: readonly WeightZone[] = WEIGHT_ZONES,
): WeightZone[] {
  return zones.filter((z) => points.some((p) => greatCircleMeters(p, z.center) <= z.radiusMeter));
}
