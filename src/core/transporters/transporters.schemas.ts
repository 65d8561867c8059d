import { z } from 'zod';
import { bulkChangesSchema, firstIssue } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';

/** A carrier company (business.md §3 Transporter). */
export interface Transporter {
  id: string;
  companyName: string;
  shortName: string;
  active: boolean;
  __v: number;
}

const fields = {
  companyName: z.string().trim().min(1, RULE_MESSAGES.required).max(120),
  shortName: z.string().trim().min(1, RULE_MESSAGES.required).max(20).regex(/^\S+$/, RULE_MESSAGES.noSpaces),
  active: z.boolean(),
};

/** POST /api/transporters, or PUT /api/transporters without an id. */
export const createTransporterSchema = z.object({ ...fields, active: fields.active.default(true) }).strict();
export type CreateTransporterInput = z.infer<typeof createTransporterSchema>;

/** PUT /api/transporters (with id and __v) or PUT /api/transporters/{id}. */
export const updateTransporterSchema = z
  .object({ ...fields, id: z.string().optional(), __v: z.number().int().min(0) })
  .partial()
  .strict();
export type UpdateTransporterInput = z.infer<typeof updateTransporterSchema>;

export const bulkUpdateTransportersSchema = bulkChangesSchema(fields);
export type BulkUpdateTransportersInput = z.infer<typeof bulkUpdateTransportersSchema>;

export function transporterFieldError(field: string, value: unknown): string | null {
  const schema = (fields as Record<string, z.ZodType>)[field];
  if (!schema) return null;
  return firstIssue(schema, value);
}
