import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { capacityEstimateAnswer, capacityVehicleAnswer } from './capacityEstimates.answers.ts';
/** One truck type's count in an estimate. */
export type CapacityVehicle = z.output<typeof capacityVehicleAnswer>;

/** A capacity estimate (business.md §3): how many trucks of each type a transporter offers on a day. */
export type CapacityEstimate = z.output<typeof capacityEstimateAnswer>;

/** business.md §5: a capacity estimate may list each truck type only once. */
export const TRUCK_TYPE_ONCE = 'Egy járműtípus csak egyszer szerepelhet egy előrejelzésben!';

const vehicle = z.object({
  truckType: z.string().trim().min(1, RULE_MESSAGES.required).max(40),
  quantity: z.number().int().min(1).max(999),
});
const vehicles = z
  .array(vehicle)
  .min(1, RULE_MESSAGES.required)
  .max(50)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((v, i) => {
      const key = v.truckType.toUpperCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'truckType'], message: TRUCK_TYPE_ONCE });
      seen.add(key);
    });
  });
const day = z.iso.date();

/** POST: transporter users add their own (transporterId ignored), staff name the transporter. */
export const createCapacityEstimateSchema = z
  .object({
    transporterId: z.uuid().optional(),
    date: day,
    returning: z.boolean().default(false),
    vehicles,
    comment: z.string().max(500).default(''),
  })
  .strict();
export type CreateCapacityEstimateInput = z.infer<typeof createCapacityEstimateSchema>;

/** PUT: id, __v and the changed fields. */
export const updateCapacityEstimateSchema = z
  .object({
    id: z.uuid(),
    __v: z.number().int().min(0),
    date: day.optional(),
    returning: z.boolean().optional(),
    vehicles: vehicles.optional(),
    comment: z.string().max(500).optional(),
  })
  .strict();
export type UpdateCapacityEstimateInput = z.infer<typeof updateCapacityEstimateSchema>;

/** DELETE /{id}?__v=N: the version read (409 when the estimate changed meanwhile; checked when sent). */
export const removeCapacityEstimateQuerySchema = z.object({
  __v: z.coerce.number().int().min(0).optional(),
});

/** GET /check-changes: the newest change the client saw and how many rows it had. */
export const capacityChangesQuerySchema = z.object({
  date: z.string().max(40).optional(),
  count: z.coerce.number().int().min(0).optional(),
});

/** "T24L: 3, D22S: 2" (the grid's text of an estimate's trucks). */
export function vehiclesText(list: readonly CapacityVehicle[]): string {
  return list.map((v) => `${v.truckType}: ${v.quantity}`).join(', ');
}

/** Parses "T24L: 3, D22S 2" back into the list; null when a part is not "type count". */
export function parseVehiclesText(text: string): CapacityVehicle[] | null {
  const parts = text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const out: CapacityVehicle[] = [];
  for (const part of parts) {
    const m = /^(\S+?)\s*[:x×=]?\s*(\d{1,3})$/i.exec(part);
    if (!m) return null;
    out.push({ truckType: (m[1] as string).toUpperCase(), quantity: Number(m[2]) });
  }
  return out;
}
