import { z } from 'zod';
import { isRecordId } from '../api/ids.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { firstIssue, rowChangesSchema } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import { OPEN_END } from './feeModel.ts';
import type { freightCostAnswer, palletFeeAnswer, waypointCostAnswer } from './fees.answers.ts';
import { FREIGHT_COST_TYPES } from './fees.answers.ts';
import { FEE_ERRORS } from './fees.errors.ts';

/** A stored distance range as the API answers it. */
export type FreightCostDoc = z.output<typeof freightCostAnswer>;
/** A stored drop-off fee as the API answers it. */
export type WaypointCostDoc = z.output<typeof waypointCostAnswer>;
/** A stored pallet fee as the API answers it. */
export type PalletFeeDoc = z.output<typeof palletFeeAnswer>;

const MAX_KM = 100_000;
const MAX_PRICE = 1_000_000_000;
/** A number field: missing says required, anything else not a number says non-negative. */
const numberOr = (message: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? RULE_MESSAGES.required : message) });
const number = numberOr(RULE_MESSAGES.nonNegative);
const km = number.min(0, RULE_MESSAGES.nonNegative).max(MAX_KM, fillMax(MAX_KM));
const price = number.min(0, RULE_MESSAGES.nonNegative).max(MAX_PRICE, fillMax(MAX_PRICE));
const endDistance = number
  .max(MAX_KM, fillMax(MAX_KM))
  .refine((v) => v === OPEN_END || v >= 0, FEE_ERRORS.rangeEnd.message);
const optionalName = z
  .string()
  .trim()
  .max(40)
  .nullable()
  .transform((v) => (v === '' ? null : v));
const factoryId = z.string().trim().min(1, RULE_MESSAGES.required).max(64).nullable();

function fillMax(n: number): string {
  return RULE_MESSAGES.maxValue.replace('{n}', String(n));
}

/** The end of a range is −1 (open) or above its start; the message when not. */
export function rangeEndError(startDistance: number, endDistance: number): typeof FEE_ERRORS.rangeEnd | null {
  return endDistance === OPEN_END || endDistance > startDistance ? null : FEE_ERRORS.rangeEnd;
}

const freightCostFields = {
  factoryId,
  truckType: optionalName,
  type: z.enum(FREIGHT_COST_TYPES, RULE_MESSAGES.required),
  startDistance: km,
  endDistance,
  price,
  overRanges: z.boolean(),
};

/** POST /api/freight-costs. */
export const createFreightCostSchema = z
  .object({
    ...freightCostFields,
    truckType: freightCostFields.truckType.default(null),
    type: freightCostFields.type.default('fixed'),
    overRanges: freightCostFields.overRanges.default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    const error = rangeEndError(v.startDistance, v.endDistance);
    if (error) ctx.addIssue({ code: 'custom', path: ['endDistance'], message: error.message });
  });
export type CreateFreightCostInput = z.infer<typeof createFreightCostSchema>;

/** PUT /api/freight-costs/{id}: changed fields and the version read. */
export const updateFreightCostSchema = rowChangesSchema({ ...freightCostFields });
export type UpdateFreightCostInput = z.infer<typeof updateFreightCostSchema>;

/** GET /api/freight-costs, /api/waypoint-costs, /api/pallet-fees ?factoryId= ('default' = the default table). */
export const freightCostQuerySchema = z
  .object({
    factoryId: z
      .string()
      .refine((v) => v === 'default' || isRecordId(v), COMMON_ERRORS.invalidId.message)
      .optional(),
  })
  .loose();

const waypointCostFields = {
  factoryId,
  truckType: optionalName,
  includedWaypoints: numberOr(RULE_MESSAGES.nonNegativeInteger)
    .int(RULE_MESSAGES.nonNegativeInteger)
    .min(0, RULE_MESSAGES.nonNegativeInteger)
    .max(9, fillMax(9)),
  pricePerWaypoint: price,
};

/** POST /api/waypoint-costs. */
export const createWaypointCostSchema = z
  .object({
    ...waypointCostFields,
    truckType: waypointCostFields.truckType.default(null),
    includedWaypoints: waypointCostFields.includedWaypoints.default(1),
  })
  .strict();
export type CreateWaypointCostInput = z.infer<typeof createWaypointCostSchema>;
export const updateWaypointCostSchema = rowChangesSchema({ ...waypointCostFields });
export type UpdateWaypointCostInput = z.infer<typeof updateWaypointCostSchema>;

const palletFeeFields = { factoryId, palletType: optionalName, pricePerPallet: price };

/** POST /api/pallet-fees. */
export const createPalletFeeSchema = z
  .object({ ...palletFeeFields, palletType: palletFeeFields.palletType.default(null) })
  .strict();
export type CreatePalletFeeInput = z.infer<typeof createPalletFeeSchema>;
export const updatePalletFeeSchema = rowChangesSchema({ ...palletFeeFields });
export type UpdatePalletFeeInput = z.infer<typeof updatePalletFeeSchema>;

const FIELD_SCHEMAS: Record<string, z.ZodType> = {
  ...freightCostFields,
  ...waypointCostFields,
  ...palletFeeFields,
};

/** The message of one fee field's value (the dialogs check as the server will), or null. */
export function feeFieldError(field: string, value: unknown): string | null {
  const schema = FIELD_SCHEMAS[field];
  return schema ? firstIssue(schema, value) : null;
}
