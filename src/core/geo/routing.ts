import type { RouteMethod } from '../config/enums.ts';
import type { LngLat } from './distance.ts';

export interface RouteOptions {
  method: RouteMethod;
  /** Motorways and expressways allowed (default on). */
  motorway: boolean;
  /** Ferries allowed (default off). */
  ferry: boolean;
}

/** One leg between consecutive waypoints. */
export interface RouteLeg {
  distanceMeter: number;
  durationSecond: number;
  /** Share of the leg's distance on motorways/expressways (0–1), for tolls. */
  motorwayShare: number;
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
}

export interface RouteMatrix {
  /** [from][to] metres and seconds. */
  distances: number[][];
  durations: number[][];
  estimated: boolean;
}

/**
 * A routing engine. The built-in one (src/server/geo/estimator.ts) estimates from great-circle
 * distance; a road-network engine (OSM graph, OSRM, …) implements the same interface later.
 * `route` answers null when no route exists for the points and options.
 */
export interface RoutingProvider {
  readonly id: string;
  readonly estimated: boolean;
  route(points: readonly LngLat[], options: RouteOptions): Promise<ProviderRoute | null>;
  matrix(points: readonly LngLat[], options: RouteOptions): Promise<RouteMatrix | null>;
}
