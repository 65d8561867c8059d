import { z } from 'zod';

/**
 * The vehicles answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link Vehicle} (vehicles.schemas.ts). */
export const vehicleAnswer = z
  .object({
    id: z.string(),
    vehicleId: z.string(),
    active: z.boolean(),
    default: z.boolean(),
    truckLicensePlateNumber: z.string().nullable(),
    truckType: z.string().nullable(),
    crane: z.boolean(),
    palletCapacity: z.number(),
    kgCapacity: z.number(),
    __v: z.number(),
  })
  .meta({ id: 'Vehicle' });

/** {@link VehicleSaveResponse} (vehicles.api.ts). */
export const vehicleSaveAnswer = z
  .object({ message: z.string(), vehicle: vehicleAnswer })
  .meta({ id: 'VehicleSave' });

/** {@link VehicleDeleteResponse} (vehicles.api.ts). */
export const vehicleDeleteAnswer = z
  .object({ message: z.string(), id: z.string() })
  .meta({ id: 'VehicleDelete' });
