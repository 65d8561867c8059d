import { z } from 'zod';
import { FREIGHT_STATUSES, type FreightStatus } from '../config/enums.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import type { freightsChangedAnswer } from './freights.answers.ts';
import type { Freight } from './freights.schemas.ts';

/**
 * Freight edits (business.md §2 freight edit dialog, §4 status stepping, §5 save warnings, §6
 * permissions): the bodies of PUT /{id}/{version}, /status, /cancel, /uncancel, /comment and
 * set-transporter, and the status rules the server and the dialog share.
 */

/** A truck job's external ids as an edit sends them: the ERP's id name → the value. */
export const externalIdsSchema = z.record(z.string().max(100), z.string().max(200));

/** An ISO date field of an edit body (pickup edits take the same). */
export const isoDate = z.iso.date({ error: COMMON_ERRORS.invalidDate.message });
// Costs arrive as typed text from the dialog; business.md §5: "parsed as numbers".
const money = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .min(1)
      .transform((s) => Number(s.replace(/\s/g, '').replace(',', '.'))),
  ])
  .pipe(z.number({ error: 'Érvénytelen szám!' }).finite().min(0));

/** The fields both kinds of truck job edit alike (dates, driver and plate), each optional. */
export const truckJobEditFields = {
  deliveryDate: isoDate.nullable().optional(),
  releaseDate: isoDate.nullable().optional(),
  expectedDeadlineDate: isoDate.nullable().optional(),
  driverName: z.string().trim().max(200).nullable().optional(),
  truckLicensePlateNumber: z.string().trim().max(40).nullable().optional(),
};

/**
 * PUT /{id}/{version}: the editable fields (each optional) and `confirmed` after the warnings were
 * shown. The time slot and dock are booked with PUT /{id}/{version}/timeSlot (time-slot screen), not here.
 */
export const freightUpdateSchema = z
  .object({
    status: z.enum(FREIGHT_STATUSES).optional(),
    ...truckJobEditFields,
    truckType: z.string().trim().max(40).nullable().optional(),
    freightCost: money.nullable().optional(),
    freightIncome: money.nullable().optional(),
    externalIds: externalIdsSchema.optional(),
    excludedFromAutomaticProcessing: z.boolean().optional(),
    bill: z.record(z.string(), z.unknown()).nullable().optional(),
    confirmed: z.boolean().optional(),
  })
  .strict();
export type FreightUpdateInput = z.input<typeof freightUpdateSchema>;
export type FreightUpdate = z.output<typeof freightUpdateSchema>;

/**
 * PUT /{id}/{version}/status of a truck job: the previous or next status of its kind; `confirmed`
 * as for a save.
 */
export function statusStepSchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({ status: z.enum(statuses), confirmed: z.boolean().optional() });
}

/** PUT /{id}/{version}/status of a freight. */
export const freightStatusSchema = statusStepSchema(FREIGHT_STATUSES);

/** PUT /{id}/{version}/next-status. */
export const freightNextStatusSchema = z.object({ confirmed: z.boolean().optional() }).optional().default({});

/**
 * The versions read of the records a cancel or reopen names (uuid or number → `__v`): a record
 * changed since is refused (409, details by number) and nothing is written. The spec's body has
 * none, so records without one are taken as stored.
 */
export const readVersionsSchema = z.record(z.string().min(1).max(40), z.number().int().min(0));

/** PUT /cancel/ and /uncancel/: the freights by uuid or number, with the versions read. */
export const freightIdsSchema = z.object({
  freightIds: z.array(z.string().min(1).max(40)).min(1).max(500),
  versions: readVersionsSchema.optional(),
});

/** PUT /comment/{id}: the comment at the version read (`__v`, 409 when the freight changed since). */
export const freightCommentSchema = z.object({
  comment: z.string().max(2000),
  modifiedByTransporter: z.boolean().optional(),
  __v: z.number().int().min(0),
});

/** POST /{id}/set-transporter: null takes the transporter off. */
export const setTransporterSchema = z.object({
  transporterId: z.string().min(1).max(40).nullable(),
  __v: z.number().int().min(0).optional(),
});

/**
 * PUT /cargo-external-id/{id}/{orderId}: external ids of an order's cargo on the freight, by the
 * configured cargo names; an empty value removes the id.
 */
export const cargoExternalIdsSchema = z.object({
  externalIds: z.record(z.string().min(1).max(60), z.string().trim().max(200)),
  __v: z.number().int().min(0).optional(),
});

/** Answer of cancel/uncancel: the freights as saved. */
export type FreightsChangedResponse = z.output<typeof freightsChangedAnswer>;

/** A warning the save needs confirmed (409 `freights.confirmationNeeded` lists them in details by code). */
export interface FreightWarning {
  code: string;
  message: string;
}

/** The stepping order of a status list: cancelled is no step (business.md §4; pickups the same). */
export function steppingOrder<S extends string>(statuses: readonly S[]): readonly S[] {
  return statuses.filter((s) => s !== 'cancelled');
}

/** The status after `status` in `order` (null at the end and outside it). */
export function nextStatusIn<S extends string>(order: readonly S[], status: S): S | null {
  const i = order.indexOf(status);
  return i < 0 || i === order.length - 1 ? null : (order[i + 1] ?? null);
}

/** The status before `status` in `order` (null for the first and outside it). */
export function previousStatusIn<S extends string>(order: readonly S[], status: S): S | null {
  const i = order.indexOf(status);
  return i <= 0 ? null : (order[i - 1] ?? null);
}

const ORDER = steppingOrder(FREIGHT_STATUSES);

/** The status after `status` in the server's order (null at the end; cancelled has none). */
export function nextFreightStatus(status: FreightStatus): FreightStatus | null {
  return nextStatusIn(ORDER, status);
}

/** The status before `status` (null for new and cancelled). */
export function previousFreightStatus(status: FreightStatus): FreightStatus | null {
  return previousStatusIn(ORDER, status);
}

/**
 * What else changes with a status (business.md §4, §5): back to new clears the time slot and dock;
 * entering scheduled deletes offers, transporter, time slot, dock and slice count.
 */
export function statusSideEffects(
  current: Pick<Freight, 'status'>,
  status: FreightStatus,
): Partial<Pick<Freight, 'timeSlot' | 'transporterId' | 'offerSentToTransporterIds'>> {
  if (status === current.status) return {};
  if (status === 'new') return { timeSlot: null };
  if (status === 'scheduled') return { timeSlot: null, transporterId: null, offerSentToTransporterIds: [] };
  return {};
}
