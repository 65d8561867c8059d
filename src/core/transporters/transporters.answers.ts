import { z } from 'zod';

/**
 * The transporters answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link Transporter} (transporters.schemas.ts). */
export const transporterAnswer = z
  .object({
    id: z.string(),
    companyName: z.string(),
    shortName: z.string(),
    active: z.boolean(),
    __v: z.number(),
  })
  .meta({ id: 'Transporter' });

/** {@link TransporterSaveResponse} (transporters.api.ts). */
export const transporterSaveAnswer = z
  .object({ message: z.string(), transporter: transporterAnswer })
  .meta({ id: 'TransporterSave' });
