import { z } from 'zod';
import { openingHoursSchema } from '../baseConfig/baseConfig.schemas.ts';
import { rowChangesSchema } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { depotAnswer, dockAnswer, factoryAnswer } from './sites.answers.ts';
import { SITE_ERRORS } from './sites.errors.ts';

/** A loading dock of a depot. */
export type Dock = z.output<typeof dockAnswer>;

/** A depot (business.md §3): geometry is a GeoJSON point [lng, lat] or null. */
export type Depot = z.output<typeof depotAnswer>;

/** A factory (business.md §3), served by a depot. */
export type Factory = z.output<typeof factoryAnswer>;

/**
 * Types only for the fields the `depot` and `factory` rules check (rules/base/masterData.json):
 * required, lengths, no spaces, positive integers and maxima are theirs. The docks list is checked here.
 */
const text = z.string().trim();
const optionalText = z.string().trim().nullable().optional();
const whole = z.number(RULE_MESSAGES.positiveInteger).int(RULE_MESSAGES.positiveInteger);

/** "lat, lng" as typed (for now instead of a map pick) → GeoJSON point; null when blank. */
export function parseCoordinates(text: string): Depot['geometry'] | undefined {
  const t = text.trim();
  if (t === '') return null;
  const m = /^(-?\d{1,2}(?:[.]\d+)?)\s*[,;]\s*(-?\d{1,3}(?:[.]\d+)?)$/.exec(t);
  if (!m) return undefined;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { type: 'Point', coordinates: [lng, lat] };
}

/** A GeoJSON point as "lat, lng" for the field. */
export const formatCoordinates = (g: Depot['geometry']) =>
  g ? `${g.coordinates[1]}, ${g.coordinates[0]}` : '';

export const geometrySchema = z
  .object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  })
  .nullable();

const dockSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1, RULE_MESSAGES.required).max(40),
});
const docksSchema = z
  .array(dockSchema)
  .max(100)
  .refine((docks) => new Set(docks.map((d) => d.name.trim().toLowerCase())).size === docks.length, {
    message: SITE_ERRORS.dockNameTaken.message,
  });

const depotFields = {
  name: text,
  shortName: text,
  address: optionalText,
  geometry: geometrySchema.optional(),
  isActive: z.boolean(),
  openingHours: openingHoursSchema,
  lengthOfTimeSlot: whole,
  timeSlotReservationLimit: whole,
  docks: docksSchema,
};

/** POST /api/depots. */
export const createDepotSchema = z
  .object({
    ...depotFields,
    isActive: depotFields.isActive.default(true),
    openingHours: depotFields.openingHours.default([]),
    lengthOfTimeSlot: depotFields.lengthOfTimeSlot.default(30),
    timeSlotReservationLimit: depotFields.timeSlotReservationLimit.default(5),
    docks: depotFields.docks.default([]),
  })
  .strict();
export type CreateDepotInput = z.infer<typeof createDepotSchema>;

/** PUT /api/depots/{id}: changed fields and the version read; docks is the whole new list. */
export const updateDepotSchema = rowChangesSchema({ ...depotFields });
export type UpdateDepotInput = z.infer<typeof updateDepotSchema>;

const factoryFields = {
  shortName: text,
  name: optionalText,
  address: optionalText,
  depotShortName: text,
  useDefaultFreightCostsSettings: z.boolean(),
  isActive: z.boolean(),
};

/** POST /api/factories. */
export const createFactorySchema = z
  .object({
    ...factoryFields,
    useDefaultFreightCostsSettings: factoryFields.useDefaultFreightCostsSettings.default(true),
    isActive: factoryFields.isActive.default(true),
  })
  .strict();
export type CreateFactoryInput = z.infer<typeof createFactorySchema>;

export const updateFactorySchema = rowChangesSchema({ ...factoryFields });
export type UpdateFactoryInput = z.infer<typeof updateFactorySchema>;

/** GET /api/depots/docks ?depotShortName= (every depot's docks without it). */
export const docksQuerySchema = z.object({ depotShortName: z.string().max(20).optional() }).loose();
