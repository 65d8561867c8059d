import type { RouteMethod } from '../../../core/config/enums.ts';
import type { EuroCategory, FuelType, VehicleCategory } from '../../../core/geo/vehicle.ts';
import { apiRequest } from '../../api/http.ts';

export interface PlannedRoute {
  distanceMeter: number;
  durationSecond: number;
  geometry: { coordinates: [number, number][] };
  tariff: { total: number; currency: string };
  cO2Emission: { kg: number };
  legality: { legal: boolean; warnings: string[] };
  waypointOrder: number[];
  estimated: boolean;
}

export interface PlanInput {
  waypoints: { address: string; geometry: { type: 'Point'; coordinates: [number, number] } }[];
  method: RouteMethod;
  motorway: boolean;
  ferry: boolean;
  keepOrder: boolean;
  /** With keepOrder off: the first / last waypoint stays where it is. */
  fixFirst: boolean;
  fixLast: boolean;
  vehicleCategory: VehicleCategory;
  euroCategory: EuroCategory;
  fuel: FuelType;
  consumption: number;
  weight: number;
  axleWeight: number;
}

export const planRoute = (input: PlanInput) =>
  apiRequest<PlannedRoute>('POST', '/route-planner/route', { body: input, errorMode: 'silent' });
