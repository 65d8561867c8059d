import type { z } from 'zod';
import type { tariffAnswer } from './geo.answers.ts';
import type { EuroCategory, VehicleCategory } from './vehicle.ts';

/**
 * A HU-GO rate table (data, replaced yearly): per toll category, the infrastructure charge per km
 * on motorways/expressways and on main roads, plus external-cost charges per km (air pollution by
 * emission class, noise, CO2 by emission class). All HUF/km, net.
 */
export interface TollRateTable {
  year: number;
  currency: 'HUF';
  source: string;
  categories: Record<
    VehicleCategory,
    {
      infrastructure: { motorway: number; mainRoad: number };
      noise: { motorway: number; mainRoad: number };
      airPollution: Record<EuroCategory, number>;
      co2: Record<EuroCategory, number>;
    }
  >;
}

export interface TollInput {
  category: VehicleCategory;
  euro: EuroCategory;
  motorwayMeters: number;
  mainRoadMeters: number;
}

export type Tariff = z.output<typeof tariffAnswer>;

/** HU-GO toll of a trip: (infrastructure + noise) by road class, + air pollution and CO2 by emission class. */
export function computeToll(table: TollRateTable, input: TollInput): Tariff {
  const rates = table.categories[input.category];
  const mw = input.motorwayMeters / 1000;
  const main = input.mainRoadMeters / 1000;
  const infrastructure = rates.infrastructure.motorway * mw + rates.infrastructure.mainRoad * main;
  const perKmExternal = rates.airPollution[input.euro] + rates.co2[input.euro];
  const externalCosts = rates.noise.motorway * mw + rates.noise.mainRoad * main + perKmExternal * (mw + main);
  return {
    currency: 'HUF',
    total: Math.round(infrastructure + externalCosts),
    infrastructure: Math.round(infrastructure),
    externalCosts: Math.round(externalCosts),
    tolledMeters: Math.round(input.motorwayMeters + input.mainRoadMeters),
    rateYear: table.year,
    estimated: true,
  };
}
