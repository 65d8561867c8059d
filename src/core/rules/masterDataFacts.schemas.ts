import { z } from 'zod';

/**
 * Fact shapes of the master-data entities (business.md §3), as their screens and save paths hand
 * them to the rules (`masterData` family): the values being saved, typed, with empty text as '' or
 * null. Fields the save path may leave out are optional; `original` is the stored version.
 */
const text = z.string().nullable().optional();
const flag = z.boolean().optional();
const count = z.number().nullable().optional();

const transporterCore = { companyName: text, shortName: text, active: flag };
export const transporterFactSchema = z.object({
  ...transporterCore,
  original: z.object(transporterCore).partial().optional(),
});

const fleetCore = {
  transporterId: text,
  truckType: text,
  truckLicensePlateNumber: text,
  contact: text,
};
export const fleetFactSchema = z.object({ ...fleetCore, original: z.object(fleetCore).partial().optional() });

const depotCore = {
  name: text,
  shortName: text,
  address: text,
  isActive: flag,
  lengthOfTimeSlot: count,
  timeSlotReservationLimit: count,
  docks: z.array(z.object({ id: z.string().optional(), name: z.string() })).optional(),
};
export const depotFactSchema = z.object({ ...depotCore, original: z.object(depotCore).partial().optional() });

const factoryCore = {
  shortName: text,
  name: text,
  address: text,
  depotShortName: text,
  useDefaultFreightCostsSettings: flag,
  isActive: flag,
};
export const factoryFactSchema = z.object({
  ...factoryCore,
  original: z.object(factoryCore).partial().optional(),
});

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
