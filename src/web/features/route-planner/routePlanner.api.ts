import type { RouteMethod } from '../../../core/config/enums.ts';
import { ROUTE_PLANNER_API, type RoutePlan } from '../../../core/geo/routePlanner.api.ts';
import type { EuroCategory, FuelType, VehicleCategory } from '../../../core/geo/vehicle.ts';
import { callApi } from '../../api/callApi.ts';

/** The planner's answer (core/geo/routePlanner.api.ts). */
export type PlannedRoute = RoutePlan;

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
  callApi(ROUTE_PLANNER_API.route, { body: input, errorMode: 'silent' });
