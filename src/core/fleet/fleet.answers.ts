import { z } from 'zod';
import { savedAnswer, versionedRowAnswer } from '../api/rowAnswers.ts';

/**
 * The fleet answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link FleetVehicle} (fleet.schemas.ts). */
export const fleetVehicleAnswer = versionedRowAnswer({
  transporterId: z.string(),
  transporterName: z.string(),
  truckType: z.string(),
  truckLicensePlateNumber: z.string(),
  contact: z.string().nullable(),
}).meta({ id: 'FleetVehicle' });

/** Answer of a single save (fleet.api.ts). */
export const fleetSaveAnswer = savedAnswer('fleetVehicle', fleetVehicleAnswer).meta({ id: 'FleetSave' });
