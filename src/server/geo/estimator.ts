import { greatCircleMeters, type LngLat } from '../../core/geo/distance.ts';
import type {
  ProviderRoute,
  RouteLeg,
  RouteMatrix,
  RouteOptions,
  RoutingProvider,
} from '../../core/geo/routing.ts';
import table from './tables/estimator.json' with { type: 'json' };

/** The calibratable table of the estimator (src/server/geo/tables/estimator.json). */
export interface EstimatorTable {
  bands: {
    maxKm: number | null;
    detour: number;
    speedKmh: number;
    motorwayShare: number;
    mainRoadShare: number;
  }[];
  noMotorway: { detourFactor: number; maxSpeedKmh: number };
  methods: Record<RouteOptions['method'], { detourFactor: number; speedFactor: number }>;
  stopSeconds: number;
  serviceArea: { minLng: number; minLat: number; maxLng: number; maxLat: number };
}

export const ESTIMATOR_TABLE = table as EstimatorTable;

/** Hungarian truck limits (DOMAIN.md): no band may average above the motorway limit. */
export const TRUCK_SPEED_LIMIT_KMH = 80;

/**
 * Built-in routing provider without a road network: great-circle distance × the detour factor of
 * its distance band, at the band's average truck speed. Every answer is marked `estimated`.
 */
export class EstimatorProvider implements RoutingProvider {
  readonly id = 'estimator';
  readonly estimated = true;

  constructor(private readonly t: EstimatorTable = ESTIMATOR_TABLE) {
    for (const b of t.bands) {
      if (b.speedKmh > TRUCK_SPEED_LIMIT_KMH)
        throw new Error(`estimator band speed ${b.speedKmh} km/h over the truck limit`);
    }
  }

  inServiceArea(p: LngLat): boolean {
    const a = this.t.serviceArea;
    return p[0] >= a.minLng && p[0] <= a.maxLng && p[1] >= a.minLat && p[1] <= a.maxLat;
  }

  /** One leg's estimate. */
  leg(a: LngLat, b: LngLat, options: RouteOptions): RouteLeg {
    const gc = greatCircleMeters(a, b);
    const km = gc / 1000;
    const band =
      this.t.bands.find((x) => x.maxKm === null || km <= x.maxKm) ??
      (this.t.bands.at(-1) as EstimatorTable['bands'][number]);
    const method = this.t.methods[options.method];
    let detour = band.detour * method.detourFactor;
    let speed = band.speedKmh * method.speedFactor;
    let motorwayShare = band.motorwayShare;
    if (!options.motorway) {
      detour *= this.t.noMotorway.detourFactor;
      speed = Math.min(speed, this.t.noMotorway.maxSpeedKmh);
      motorwayShare = 0;
    }
    const distanceMeter = gc === 0 ? 0 : gc * detour;
    const durationSecond = distanceMeter === 0 ? 0 : distanceMeter / (speed / 3.6) + this.t.stopSeconds;
    return { distanceMeter, durationSecond, motorwayShare };
  }

  /** Main-road share of a leg (tolled main roads), from the band table. */
  mainRoadShare(distanceMeter: number, options: RouteOptions): number {
    const km = distanceMeter / 1000;
    const band =
      this.t.bands.find((x) => x.maxKm === null || km <= x.maxKm) ??
      (this.t.bands.at(-1) as EstimatorTable['bands'][number]);
    return options.motorway ? band.mainRoadShare : Math.min(1, band.mainRoadShare + band.motorwayShare);
  }

  async route(points: readonly LngLat[], options: RouteOptions): Promise<ProviderRoute | null> {
    if (points.length < 2 || !points.every((p) => this.inServiceArea(p))) return null;
    const legs: RouteLeg[] = [];
    for (let i = 1; i < points.length; i++)
      legs.push(this.leg(points[i - 1] as LngLat, points[i] as LngLat, options));
    return {
      distanceMeter: Math.round(legs.reduce((s, l) => s + l.distanceMeter, 0)),
      durationSecond: Math.round(legs.reduce((s, l) => s + l.durationSecond, 0)),
      geometry: { type: 'LineString', coordinates: points.map((p) => [p[0], p[1]]) },
      legs: legs.map((l) => ({
        ...l,
        distanceMeter: Math.round(l.distanceMeter),
        durationSecond: Math.round(l.durationSecond),
      })),
      estimated: true,
      provider: this.id,
      distanceSource: 'estimate',
    };
  }

  async matrix(points: readonly LngLat[], options: RouteOptions): Promise<RouteMatrix | null> {
    if (!points.every((p) => this.inServiceArea(p))) return null;
    const n = points.length;
    const distances = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const durations = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const l = this.leg(points[i] as LngLat, points[j] as LngLat, options);
        (distances[i] as number[])[j] = Math.round(l.distanceMeter);
        (durations[i] as number[])[j] = Math.round(l.durationSecond);
      }
    }
    return { distances, durations, estimated: true, distanceSource: 'estimate' };
  }
}
