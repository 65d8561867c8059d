import { z } from 'zod';
import { bulkChangesSchema, rowChangesSchema } from '../list/bulkChanges.schemas.ts';
import type { transporterAnswer } from './transporters.answers.ts';
/** A carrier company (business.md §3 Transporter). */
export type Transporter = z.output<typeof transporterAnswer>;

/** Types only: required, lengths and formats are the `transporter` rules (rules/base/masterData.json). */
const fields = {
  companyName: z.string().trim(),
  shortName: z.string().trim(),
  active: z.boolean(),
};

/** POST /api/transporters, or PUT /api/transporters without an id. */
export const createTransporterSchema = z.object({ ...fields, active: fields.active.default(true) }).strict();
export type CreateTransporterInput = z.infer<typeof createTransporterSchema>;

/** PUT /api/transporters (with id and __v) or PUT /api/transporters/{id}. */
export const updateTransporterSchema = rowChangesSchema({ ...fields, id: z.string().optional() });
export type UpdateTransporterInput = z.infer<typeof updateTransporterSchema>;

export const bulkUpdateTransportersSchema = bulkChangesSchema(fields);
export type BulkUpdateTransportersInput = z.infer<typeof bulkUpdateTransportersSchema>;
