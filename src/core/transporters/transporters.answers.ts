import { z } from 'zod';
import { savedAnswer, versionedRowAnswer } from '../api/rowAnswers.ts';

/**
 * The transporters answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link Transporter} (transporters.schemas.ts). */
export const transporterAnswer = versionedRowAnswer({
  companyName: z.string(),
  shortName: z.string(),
  active: z.boolean(),
}).meta({ id: 'Transporter' });

/** Answer of a single save (transporters.api.ts). */
export const transporterSaveAnswer = savedAnswer('transporter', transporterAnswer).meta({
  id: 'TransporterSave',
});
