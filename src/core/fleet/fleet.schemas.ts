import { z } from 'zod';
import { bulkChangesSchema, firstIssue } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import { FLEET_ERRORS } from './fleet.errors.ts';

/** A vehicle of a transporter's fleet (business.md §3 Fleet vehicle). */
export interface FleetVehicle {
  id: string;
  transporterId: string;
  transporterName: string;
  truckType: string;
  truckLicensePlateNumber: string;
  contact: string | null;
  __v: number;
}

const plate = z
  .string()
  .trim()
  .min(1, RULE_MESSAGES.required)
  .max(20)
  .regex(/^[A-Za-z0-9ÁÉÍÓÖŐÚÜŰáéíóöőúüű -]+$/, FLEET_ERRORS.plateCharacters.message);
const fields = {
  transporterId: z.string().min(1, RULE_MESSAGES.required),
  truckType: z.string().trim().min(1, RULE_MESSAGES.required).max(40),
  truckLicensePlateNumber: plate,
  contact: z.string().trim().max(200).nullable().optional(),
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

export function fleetFieldError(field: string, value: unknown): string | null {
  const schema = (fields as Record<string, z.ZodType>)[field];
  if (!schema) return null;
  return firstIssue(schema, value);
}
