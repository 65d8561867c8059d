import { z } from 'zod';
import { CARGO_TRANSPORT_STATUSES } from '../config/enums.ts';

/**
 * The cargo split dialog's call (business.md §2, §3 Cargo split item, §4 cargo transport statuses):
 * one item per cargo line of the freight or pickup, by its position in `cargo` and its order id (a
 * line changed meanwhile no longer matches). By pallet: the selected lines move whole; by quantity:
 * `packedDownQuantity` pallets stay, the rest moves (clamped to 0…the line's quantity).
 */

export const CARGO_SPLIT_TYPES = ['byPallet', 'byQuantity'] as const;
export type CargoSplitType = (typeof CARGO_SPLIT_TYPES)[number];

export const cargoSplitItemSchema = z.object({
  index: z.number().int().min(0).max(10_000),
  orderId: z.string().min(1).max(40),
  selected: z.boolean().optional().default(false),
  /** By quantity: the pallets that stay packed on the truck; anything outside 0…quantity is clamped. */
  packedDownQuantity: z.number().finite().optional(),
});
export type CargoSplitItemInput = z.input<typeof cargoSplitItemSchema>;
export type CargoSplitItem = z.output<typeof cargoSplitItemSchema>;

export const cargoSplitSchema = z.object({
  cargo: z.array(cargoSplitItemSchema).min(1).max(2000),
  /** The `__v` read. */
  version: z.number().int().min(0),
  reason: z.string().max(500).optional().default(''),
  cargoSplitType: z.enum(CARGO_SPLIT_TYPES),
  /** Given to the selected items; the others become unknown. */
  transportStatus: z.enum(CARGO_TRANSPORT_STATUSES),
});
export type CargoSplitInput = z.input<typeof cargoSplitSchema>;
export type CargoSplitBody = z.output<typeof cargoSplitSchema>;

/** POST /api/freights/separate-freight: one order out of its freight into a new freight. */
export const separateFreightSchema = z.object({
  freightId: z.string().min(1).max(40),
  orderId: z.string().min(1).max(40),
  freightVersion: z.number().int().min(0),
});
export type SeparateFreightInput = z.input<typeof separateFreightSchema>;

/** The answer of a split or a separation: the record as it is now, and the new one split off. */
export interface CargoSplitResponse<T> {
  message: string;
  original: T;
  created: T;
}
