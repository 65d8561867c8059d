import type { NewFreight } from '../repositories/freights.repository.ts';
import {
  cargoLine,
  oneOrderStop,
  type StoredFreightInput,
  storedFreightValues,
} from '../storedFreightValues.ts';

/** What differs between the demo seeds' freights: one stop, one EUR cargo line. */
export type DemoFreightInput = Omit<
  StoredFreightInput,
  'waypoints' | 'cargo' | 'distanceKm' | 'pallets' | 'kg'
> & {
  orderId: string;
  stop: Parameters<typeof oneOrderStop>[1];
  pallets: number;
  kg: number;
  km: number;
};

/**
 * A demo freight of the seeds (statistics history, time slots): one stop reached after `km`, one
 * EUR cargo line of the order, no time slot, offers, bill or plan; the caller adds what it books.
 */
export function demoFreightValues({ orderId, stop, pallets, kg, km, ...rest }: DemoFreightInput): NewFreight {
  return storedFreightValues({
    ...rest,
    waypoints: [oneOrderStop(orderId, stop, km)],
    cargo: [cargoLine(orderId, pallets, kg)],
    distanceKm: km,
  });
}
