import { z } from 'zod';
import { bulkChangesSchema, rowChangesSchema } from '../list/bulkChanges.schemas.ts';
import type { vehicleAnswer } from './vehicles.answers.ts';
/** A vehicle (truck type) of the installation (business.md §3 Vehicle). */
export type Vehicle = z.output<typeof vehicleAnswer>;

/**
 * The default truck types seeded on first start. DEMO VALUES: the spec names the types (D22S, D22L,
 * T24S, T24L) but not their capacities; these are plausible Hungarian figures (D = solo truck with
 * trailer, T = semi-trailer; S = short, L = long) for a demo installation and are meant to be edited.
 */
export const DEMO_TRUCK_TYPES = [
  {
    vehicleId: 'D22S',
    truckType: 'D22S',
    palletCapacity: 18,
    kgCapacity: 12000,
    crane: false,
    default: true,
  },
  {
    vehicleId: 'D22L',
    truckType: 'D22L',
    palletCapacity: 22,
    kgCapacity: 18000,
    crane: true,
    default: false,
  },
  {
    vehicleId: 'T24S',
    truckType: 'T24S',
    palletCapacity: 26,
    kgCapacity: 22000,
    crane: false,
    default: false,
  },
  {
    vehicleId: 'T24L',
    truckType: 'T24L',
    palletCapacity: 33,
    kgCapacity: 24000,
    crane: false,
    default: false,
  },
] as const;

/**
 * Types only: required fields, lengths, positive and integer capacities, their maxima and the
 * inactive default are the `vehicle` rules (rules/base/validation.json), checked in the grid's cells
 * and the dialog by the rules worker and enforced on every save.
 */
const vehicleFields = {
  vehicleId: z.string().trim(),
  active: z.boolean(),
  default: z.boolean(),
  truckLicensePlateNumber: z.string().trim(),
  truckType: z.string().trim().nullable().optional(),
  crane: z.boolean(),
  palletCapacity: z.number(),
  kgCapacity: z.number(),
};

/** PUT /api/vehicles (a new vehicle). */
export const createVehicleSchema = z
  .object({
    ...vehicleFields,
    // A missing id or plate is the rules' "required" (422 with its message), not a type error.
    vehicleId: vehicleFields.vehicleId.default(''),
    truckLicensePlateNumber: vehicleFields.truckLicensePlateNumber.default(''),
    active: vehicleFields.active.default(true),
    default: vehicleFields.default.default(false),
    crane: vehicleFields.crane.default(false),
  })
  .strict();
export type CreateVehicleInput = z.infer<typeof createVehicleSchema>;

/** PUT /api/vehicles/{id}: any fields, with the version read (`__v`). */
export const updateVehicleSchema = rowChangesSchema({ ...vehicleFields });
export type UpdateVehicleInput = z.infer<typeof updateVehicleSchema>;

/** PUT /api/vehicles with an `id`: a change of that vehicle (the record its GET answers, sent back). */
export const saveVehicleSchema = updateVehicleSchema.extend({ id: z.string().min(1) }).strict();
export type SaveVehicleInput = z.infer<typeof saveVehicleSchema>;

/** PATCH /api/vehicles/bulk: the grid's batch, all-or-nothing. */
export const bulkUpdateVehiclesSchema = bulkChangesSchema(vehicleFields);
export type BulkUpdateVehiclesInput = z.infer<typeof bulkUpdateVehiclesSchema>;

/** GET /api/vehicles query and GET /api/vehicles/defaults query. */
export const vehicleQuerySchema = z.object({
  includeInactives: z.enum(['true', 'false']).optional(),
  deliveryToSite: z.enum(['true', 'false']).optional(),
});

/** Default vehicles for an order: delivery to a site prefers crane trucks among the defaults. */
export function pickDefaultVehicles<T extends Pick<Vehicle, 'active' | 'default' | 'crane'>>(
  vehicles: readonly T[],
  deliveryToSite: boolean,
): T[] {
  const defaults = vehicles.filter((v) => v.active && v.default);
  if (!deliveryToSite) return defaults;
  const cranes = vehicles.filter((v) => v.active && v.crane);
  const craneDefaults = defaults.filter((v) => v.crane);
  return craneDefaults.length > 0 ? craneDefaults : cranes.length > 0 ? cranes.slice(0, 1) : defaults;
}
