import { TRUCK_EMISSION_CATEGORIES, type TruckEmissionCategory } from '../config/enums.ts';

export const VEHICLE_CATEGORIES = ['J2', 'J3', 'J4'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

/**
 * The truck emission categories under HU-GO's names: the toll table (hu-go.hu, kept as data in
 * server/geo/tables) calls the last class ZERO_EMISSION where the config list says NO_EMISSION, and
 * the route planner's API and screen have always used HU-GO's names, so the rename happens here only.
 */
export type EuroCategory = Exclude<TruckEmissionCategory, 'NO_EMISSION'> | 'ZERO_EMISSION';

/** A truck emission category under its HU-GO toll name. */
export function euroCategoryOf(category: TruckEmissionCategory): EuroCategory {
  return category === 'NO_EMISSION' ? 'ZERO_EMISSION' : category;
}

/** The route planner's emission classes, in the config list's order. */
export const EURO_CATEGORIES: readonly EuroCategory[] = TRUCK_EMISSION_CATEGORIES.map(euroCategoryOf);
export const FUEL_TYPES = ['DIESEL', 'PETROL', 'AUTOGAS', 'CNG_LNG'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
