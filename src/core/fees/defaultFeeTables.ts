import type { FeeTables } from './feeModel.ts';

/**
 * The demo default fee table seeded on first start (factories without their own table use it):
 * fixed fees up to 300 km, 650 Ft/km beyond; 8,000 Ft per drop-off after the first; 500 Ft per pallet.
 */
export const DEFAULT_FEE_TABLES: FeeTables = {
  freightCosts: [
    {
      factoryId: null,
      truckType: null,
      type: 'fixed',
      startDistance: 0,
      endDistance: 50,
      price: 60_000,
      overRanges: false,
    },
    {
      factoryId: null,
      truckType: null,
      type: 'fixed',
      startDistance: 50,
      endDistance: 150,
      price: 110_000,
      overRanges: false,
    },
    {
      factoryId: null,
      truckType: null,
      type: 'fixed',
      startDistance: 150,
      endDistance: 300,
      price: 180_000,
      overRanges: false,
    },
    {
      factoryId: null,
      truckType: null,
      type: 'perKm',
      startDistance: 300,
      endDistance: -1,
      price: 650,
      overRanges: false,
    },
  ],
  waypointCosts: [{ factoryId: null, truckType: null, includedWaypoints: 1, pricePerWaypoint: 8_000 }],
  palletFees: [{ factoryId: null, palletType: null, pricePerPallet: 500 }],
};
