import type { PickupStatus } from '../config/enums.ts';
import type { FreightCargoLine, FreightTimeSlot } from '../freights/freights.schemas.ts';

/**
 * Pickups (gyári átvét, business.md §3 Pickup): the customer's (or its carrier's) truck collects
 * orders of type `pickup` at the factory. `id` keys writes with `__v`; `pickupId` is the number
 * people read ("átvét 12").
 */

/** Who collects and what: the customer and the truck it sends. */
export interface PickupDetails {
  customerName: string;
  customerCode: string;
  phone: string | null;
  email: string | null;
  /** Truck types the customer named (preferredTrucks of the orders), empty = any. */
  preferredTrucks: string[];
  orderIds: string[];
}

export interface Pickup {
  id: string;
  pickupId: string;
  __v: number;
  status: PickupStatus;
  jobId: string | null;
  factoryShortName: string;
  depotShortName: string | null;
  /** The day the goods are collected. */
  deliveryDate: string | null;
  releaseDate: string | null;
  expectedDeadlineDate: string | null;
  driverName: string | null;
  truckLicensePlateNumber: string | null;
  transporterId: string | null;
  externalIds: Record<string, string>;
  timeSlot: FreightTimeSlot | null;
  cargo: FreightCargoLine[];
  details: PickupDetails;
  pallets: number;
  kg: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
}

/** A row of the /pickups grid. */
export interface PickupListRow extends Omit<Pickup, 'cargo'> {
  customerName: string;
  orderIds: string[];
}

export interface PickupDetailsResponse {
  pickup: Pickup;
  orders: { orderId: string; status: string; customerName: string; pallets: number; kg: number }[];
  events: { id: string; action: string; createdAt: string; userName: string | null }[];
}
