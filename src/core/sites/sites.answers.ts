import { z } from 'zod';
import { savedAnswer, versionedRowAnswer } from '../api/rowAnswers.ts';

/**
 * The sites answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link Dock} (sites.schemas.ts). */
export const dockAnswer = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Dock' });

/** {@link Depot} (sites.schemas.ts). */
export const depotAnswer = versionedRowAnswer({
  name: z.string(),
  shortName: z.string(),
  address: z.string().nullable(),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
  isActive: z.boolean(),
  openingHours: z.array(z.object({ weekday: z.number(), from: z.string(), to: z.string() })),
  lengthOfTimeSlot: z.number(),
  timeSlotReservationLimit: z.number(),
  docks: z.array(dockAnswer),
}).meta({ id: 'Depot' });

/** {@link DepotListRow} (sites.api.ts): a depot with the list's dock columns. */
export const depotListRowAnswer = depotAnswer
  .extend({ dockCount: z.number(), dockNames: z.string() })
  .meta({ id: 'DepotListRow' });

/** {@link DepotDock} (sites.api.ts). */
export const depotDockAnswer = z
  .object({ id: z.string(), name: z.string(), depotShortName: z.string() })
  .meta({ id: 'DepotDock' });

/** Answer of a depot save (sites.api.ts). */
export const depotSaveAnswer = savedAnswer('depot', depotAnswer).meta({ id: 'DepotSave' });

/** {@link Factory} (sites.schemas.ts). */
export const factoryAnswer = versionedRowAnswer({
  shortName: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  depotShortName: z.string(),
  useDefaultFreightCostsSettings: z.boolean(),
  isActive: z.boolean(),
}).meta({ id: 'Factory' });

/** Answer of a factory save (sites.api.ts). */
export const factorySaveAnswer = savedAnswer('factory', factoryAnswer).meta({ id: 'FactorySave' });
