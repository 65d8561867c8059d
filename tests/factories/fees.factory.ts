import type { FeeTables, FreightCostRange, PalletFee, WaypointCost } from '../../src/core/fees/feeModel.ts';

/** A default-table, any-truck, fixed-price range 0–100 km unless overridden. */
export const buildRange = (overrides: Partial<FreightCostRange> = {}): FreightCostRange => ({
  factoryId: null,
  truckType: null,
  type: 'fixed',
  startDistance: 0,
  endDistance: 100,
  price: 10000,
  overRanges: false,
  ...overrides,
});

export const buildWaypointCost = (overrides: Partial<WaypointCost> = {}): WaypointCost => ({
  factoryId: null,
  truckType: null,
  includedWaypoints: 1,
  pricePerWaypoint: 5000,
  ...overrides,
});

export const buildPalletFee = (overrides: Partial<PalletFee> = {}): PalletFee => ({
  factoryId: null,
  palletType: null,
  pricePerPallet: 100,
  ...overrides,
});

export const buildFeeTables = (overrides: Partial<FeeTables> = {}): FeeTables => ({
  freightCosts: [],
  waypointCosts: [],
  palletFees: [],
  ...overrides,
});
