import { z } from 'zod';

/**
 * Fact shapes of the master-data entities (business.md §3), as their screens and save paths hand
 * them to the rules (`masterData` family): the values being saved, typed, with empty text as '' or
 * null. Fields the save path may leave out are optional; `original` is the stored version.
 */
/**
 * An entity being saved: its fields and `original`, the stored version the rules compare with (for
 * "changed" warnings); a master-data save sends only the original fields it has (`partial`).
 */
export function savedFactSchema<S extends z.ZodRawShape>(core: S) {
  return z.object({ ...core, original: z.object(core).partial().optional() });
}

/** {@link savedFactSchema} of a truck job, whose `original` is the whole stored record. */
export function savedJobFactSchema<S extends z.ZodRawShape>(core: S) {
  return z.object({ ...core, original: z.object(core).optional() });
}

const text = z.string().nullable().optional();
const flag = z.boolean().optional();
const count = z.number().nullable().optional();

const transporterCore = { companyName: text, shortName: text, active: flag };
export const transporterFactSchema = savedFactSchema(transporterCore);

const fleetCore = {
  transporterId: text,
  truckType: text,
  truckLicensePlateNumber: text,
  contact: text,
};
export const fleetFactSchema = savedFactSchema(fleetCore);

const depotCore = {
  name: text,
  shortName: text,
  address: text,
  isActive: flag,
  lengthOfTimeSlot: count,
  timeSlotReservationLimit: count,
  docks: z.array(z.object({ id: z.string().optional(), name: z.string() })).optional(),
};
export const depotFactSchema = savedFactSchema(depotCore);

const factoryCore = {
  shortName: text,
  name: text,
  address: text,
  depotShortName: text,
  useDefaultFreightCostsSettings: flag,
  isActive: flag,
};
export const factoryFactSchema = savedFactSchema(factoryCore);

/** One external id name of an entity's list (`entity` tells whose list: order, freight …). */
export const externalIdNameFactSchema = z.object({
  entity: z.string().optional(),
  name: text,
  displayName: text,
  main: flag,
  rolesAllowedToEdit: z.array(z.string()).optional(),
  freightFilter: flag,
  orderFilter: flag,
});
