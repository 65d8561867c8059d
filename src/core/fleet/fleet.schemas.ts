import { z } from 'zod';
import { bulkChangesSchema } from '../list/bulkChanges.schemas.ts';
import type { fleetVehicleAnswer } from './fleet.answers.ts';
/** A vehicle of a transporter's fleet (business.md §3 Fleet vehicle). */
export type FleetVehicle = z.output<typeof fleetVehicleAnswer>;

/** Types only: required, lengths and the plate's characters are the `fleet` rules (rules/base/masterData.json). */
const fields = {
  transporterId: z.string(),
  truckType: z.string().trim(),
  truckLicensePlateNumber: z.string().trim(),
  contact: z.string().trim().nullable().optional(),
};

/** POST /api/fleet. */
export const createFleetSchema = z.object(fields).strict();
export type CreateFleetInput = z.infer<typeof createFleetSchema>;

/** PUT /api/fleet: id, __v and the changed fields. */
export const updateFleetSchema = z
  .object({ id: z.string().min(1), __v: z.number().int().min(0), ...fields })
  .partial({ transporterId: true, truckType: true, truckLicensePlateNumber: true, contact: true })
  .strict();
export type UpdateFleetInput = z.infer<typeof updateFleetSchema>;

/** GET /api/fleet: one transporter's fleet (list parameters pass through). */
export const fleetQuerySchema = z.object({ transporterId: z.string().max(60).optional() }).loose();

export const bulkUpdateFleetSchema = bulkChangesSchema(fields);
export type BulkUpdateFleetInput = z.infer<typeof bulkUpdateFleetSchema>;
