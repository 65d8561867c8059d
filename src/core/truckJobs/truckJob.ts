import type { FreightStatus, PickupStatus } from '../config/enums.ts';
import type { Freight, FreightCargoLine, FreightTimeSlot } from '../freights/freights.schemas.ts';
import { ratio } from '../numbers/rounding.ts';
import type { Pickup } from '../pickups/pickups.schemas.ts';
import type { TimeSlotKind } from '../timeSlots/timeSlots.schemas.ts';

/**
 * A truck job: one truck's trip for planned orders — a freight (delivery to customers) or a pickup
 * (collection at the factory). Both kinds are edited, stepped, cancelled, booked into time slots and
 * organized by one implementation over the kind (server `commands/truckJob.commands.ts`, web
 * `web/truckJobs/`); what only freights have (offers, bills, cargo split, comment, set transporter)
 * stays under the freights' name.
 */

/** The kinds of truck job (the same names as the time slots' and the events' entities). */
export type TruckJobKindName = TimeSlotKind;

/** Each kind's record: the one map every `K extends TruckJobKindName` reads its types from. */
export interface TruckJobTypes {
  freight: Freight;
  pickup: Pickup;
}

/** The record of kind K. */
export type TruckJob<K extends TruckJobKindName> = TruckJobTypes[K];

/** What every truck job has: what the shared commands read and write. */
export interface TruckJobRecord {
  id: string;
  __v: number;
  status: string;
  transporterId: string | null;
  timeSlot: FreightTimeSlot | null;
  cargo: FreightCargoLine[];
  deliveryDate: string | null;
  depotShortName: string | null;
}

/** The statuses both kinds have (new, scheduled, reserved, arrived, shipped, cancelled). */
export type SharedTruckJobStatus = FreightStatus & PickupStatus;

/** A change the shared commands make without knowing the kind: shared fields, a status both kinds have. */
export type SharedTruckJobChanges = Partial<
  Omit<TruckJobRecord, 'id' | '__v' | 'status'> & { status: SharedTruckJobStatus }
>;

/** A change of a truck job of record type R: the kind's own fields, or a shared change. */
export type TruckJobChanges<R extends TruckJobRecord> = Partial<R> | SharedTruckJobChanges;

/**
 * A truck job's fill rate: the pallet places it takes of its truck's pallet capacity, to three
 * decimals (the freight list's rows and the organizer's cards); null when the truck type gives no
 * capacity. The statistics average theirs over a period (statistics.schemas.ts, four decimals).
 */
export function fillRate(palletPlaces: number, capacity: number | null | undefined): number | null {
  return ratio(palletPlaces, capacity, 3);
}
