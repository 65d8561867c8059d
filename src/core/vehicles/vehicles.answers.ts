import { z } from 'zod';
import { deletedAnswer, savedAnswer, versionedRowAnswer } from '../api/rowAnswers.ts';

/**
 * The vehicles answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link Vehicle} (vehicles.schemas.ts). */
export const vehicleAnswer = versionedRowAnswer({
  vehicleId: z.string(),
  active: z.boolean(),
  default: z.boolean(),
  truckLicensePlateNumber: z.string().nullable(),
  truckType: z.string().nullable(),
  crane: z.boolean(),
  palletCapacity: z.number(),
  kgCapacity: z.number(),
}).meta({ id: 'Vehicle' });

/** Answer of a single save (vehicles.api.ts). */
export const vehicleSaveAnswer = savedAnswer('vehicle', vehicleAnswer).meta({ id: 'VehicleSave' });

/** Answer of a delete (vehicles.api.ts). */
export const vehicleDeleteAnswer = deletedAnswer().meta({ id: 'VehicleDelete' });
