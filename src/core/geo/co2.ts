import type { FuelType } from './vehicle.ts';

/**
 * Tank-to-wheel CO2 per litre (per kg for CNG/LNG) burned, EN 16258 / GLEC default factors.
 * Kept as data: a calibrated fleet may replace them.
 */
export const CO2_KG_PER_UNIT: Record<FuelType, number> = {
  DIESEL: 2.67,
  PETROL: 2.42,
  AUTOGAS: 1.64,
  CNG_LNG: 2.68,
};

/** CO2 of a trip in kg: distance × consumption (l/100 km, or kg/100 km for CNG/LNG) × factor. */
export function co2EmissionKg(distanceMeter: number, consumptionPer100Km: number, fuel: FuelType): number {
  const kg = (distanceMeter / 1000) * (consumptionPer100Km / 100) * CO2_KG_PER_UNIT[fuel];
  return Math.round(kg * 10) / 10;
}
