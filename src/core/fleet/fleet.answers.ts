import { z } from 'zod';

/**
 * The fleet answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link FleetVehicle} (fleet.schemas.ts). */
export const fleetVehicleAnswer = z
  .object({
    id: z.string(),
    transporterId: z.string(),
    transporterName: z.string(),
    truckType: z.string(),
    truckLicensePlateNumber: z.string(),
    contact: z.string().nullable(),
    __v: z.number(),
  })
  .meta({ id: 'FleetVehicle' });

/** {@link FleetSaveResponse} (fleet.api.ts). */
export const fleetSaveAnswer = z
  .object({ message: z.string(), fleetVehicle: fleetVehicleAnswer })
  .meta({ id: 'FleetSave' });
