import type { RouteMethod } from '../config/enums.ts';
import type { LngLat } from './distance.ts';

/** Where a distance came from: the imported road network, or the great-circle estimator. */
export type DistanceSource = 'road' | 'estimate';

/** The truck's limits for weight-restricted roads: kg, kg, metres (0 = unknown). */
export interface TruckLimits {
  weightKg: number;
  axleKg: number;
  heightM: number;
}

/** A stretch of the route whose posted limit the truck exceeds (or closed to trucks: hgv). */
export interface RestrictedSection {
  wayId: number;
  reason: 'hgv' | 'maxweight' | 'maxaxleload' | 'maxheight';
  limit: number;
  meters: number;
  from: [number, number];
  to: [number, number];
}

export interface RouteOptions {
  method: RouteMethod;
  /** Motorways and expressways allowed (default on). */
  motorway: boolean;
  /** Ferries allowed (default off). */
  ferry: boolean;
  /** Weight limits to route around (road network only); sections that cannot be avoided are reported. */
  limits?: TruckLimits;
}

/** One leg between consecutive waypoints. */
export interface RouteLeg {
  distanceMeter: number;
  durationSecond: number;
  /** Share of the leg's distance on motorways/expressways (0–1), for tolls. */
  motorwayShare: number;
  /** Share of the leg on roads tagged as tolled (road network only). */
  tollShare?: number;
}

/** What a routing provider answers for an ordered list of points. */
export interface ProviderRoute {
  distanceMeter: number;
  durationSecond: number;
  /** GeoJSON LineString through the waypoints (the estimator draws straight segments). */
  geometry: { type: 'LineString'; coordinates: [number, number][] };
  legs: RouteLeg[];
  /** True when the figures are estimates (no road network behind them). */
  estimated: boolean;
  provider: string;
  distanceSource: DistanceSource;
  /** Road network only: how far each point lay from the road it was snapped to, metres. */
  snapDistancesMeter?: number[];
  restrictedSections?: RestrictedSection[];
}

export interface RouteMatrix {
  /** [from][to] metres and seconds. */
  distances: number[][];
  durations: number[][];
  estimated: boolean;
  distanceSource: DistanceSource;
}

/**
 * A routing engine. The built-in one (src/server/geo/estimator.ts) estimates from great-circle
 * distance; the road-network one (src/server/geo/roads/RoadRoutingProvider.ts) routes on an
 * imported OSM graph and falls back to the estimator outside it.
 * `route` answers null when no route exists for the points and options.
 */
export interface RoutingProvider {
  readonly id: string;
  readonly estimated: boolean;
  route(points: readonly LngLat[], options: RouteOptions): Promise<ProviderRoute | null>;
  matrix(points: readonly LngLat[], options: RouteOptions): Promise<RouteMatrix | null>;
}
