export const VEHICLE_CATEGORIES = ['J2', 'J3', 'J4'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export const EURO_CATEGORIES = [
  'EURO0',
  'EURO1',
  'EURO2',
  'EURO3',
  'EURO4',
  'EURO5',
  'EURO6',
  'LOW_EMISSION',
  'ZERO_EMISSION',
] as const;
export type EuroCategory = (typeof EURO_CATEGORIES)[number];
export const FUEL_TYPES = ['DIESEL', 'PETROL', 'AUTOGAS', 'CNG_LNG'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
