import { z } from 'zod';
import { CONFIG_MODES } from '../config/config.answers.ts';
import {
  DELIVERY_INTERVAL_TYPES,
  FREIGHT_STATUSES,
  ORDER_STATUSES,
  PICKUP_STATUSES,
  PLANNER_TYPES,
} from '../config/enums.ts';
import {
  depotFactSchema,
  externalIdNameFactSchema,
  factoryFactSchema,
  fleetFactSchema,
  savedFactSchema,
  savedJobFactSchema,
  transporterFactSchema,
} from './masterDataFacts.schemas.ts';

/**
 * Fact shapes the rules read (business.md §3). Entities built in later issues (orders, freights,
 * vehicles, import rows) are described here so rule files and golden cases can be checked now.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A date field as an editor sends it: ISO, empty or missing. */
const optionalDate = isoDate.or(z.literal('')).nullable().optional();

export const vehicleFactSchema = z.object({
  vehicleId: z.string(),
  active: z.boolean(),
  default: z.boolean().optional(),
  truckLicensePlateNumber: z.string().optional(),
  truckType: z.string().optional(),
  crane: z.boolean().optional(),
  palletCapacity: z.number(),
  kgCapacity: z.number(),
});
export type VehicleFact = z.infer<typeof vehicleFactSchema>;

/** A pallet type with its floor ratio (loom planner) and empty weight. */
export const palletTypeFactSchema = z.object({
  name: z.string(),
  ratio: z.number().positive(),
  kg: z.number().min(0),
});
export type PalletTypeFact = z.infer<typeof palletTypeFactSchema>;

/** Who evaluates and under which settings; every rule can read it as the `ctx` fact. */
export const rulesContextSchema = z.object({
  role: z.string().default('anyone'),
  activeModules: z.array(z.string()).default([]),
  authDisabled: z.boolean().default(false),
  configMode: z.enum(CONFIG_MODES).default('logistics'),
  plannerType: z.enum(PLANNER_TYPES).default('logistics'),
  /** Today as an ISO date, so results do not depend on the clock of the evaluating machine. */
  today: isoDate.default('2026-01-05'),
  calendar: z.array(z.object({ date: isoDate, workday: z.boolean() })).default([]),
  deliveryInterval: z.number().int().min(0).default(5),
  deliveryIntervalType: z.enum(DELIVERY_INTERVAL_TYPES).default('workday'),
  vehicles: z.array(vehicleFactSchema).default([]),
  palletTypes: z.array(palletTypeFactSchema).default([]),
  /** Free settings a mode's rules may read ($.settings.x). */
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type RulesContext = z.infer<typeof rulesContextSchema>;
export type RulesContextInput = z.input<typeof rulesContextSchema>;

export const orderItemFactSchema = z.object({
  itemId: z.string().optional(),
  name: z.string().optional(),
  quantity: z.number().nullable().optional(),
  unit: z.string().optional(),
  kg: z.number().nullable().optional(),
  palletsCount: z.number().nullable().optional(),
  palletType: z.string().optional(),
  unitPerPallet: z.number().nullable().optional(),
  releaseDate: optionalDate,
  deadlineDate: optionalDate,
});
export type OrderItemFact = z.infer<typeof orderItemFactSchema>;

export const orderFactSchema = z.object({
  orderId: z.string().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  type: z.string().optional(),
  customer: z
    .object({ name: z.string().optional(), email: z.string().optional(), phone: z.string().optional() })
    .optional(),
  deliveryAddress: z.string().nullable().optional(),
  geocoded: z.boolean().optional(),
  unknownItemNumbers: z.array(z.string()).optional(),
  deliveryToSite: z.boolean().optional(),
  orderDate: optionalDate,
  orderDeadlineDate: optionalDate,
  releaseDate: optionalDate,
  expectedDeadlineDate: optionalDate,
  factoryShortName: z.string().optional(),
  preferredTrucks: z.array(z.string()).optional(),
  externalIds: z
    .object({
      orderNr: z.string().optional(),
      incoterm: z.string().optional(),
      deliverySpec: z.string().optional(),
    })
    .optional(),
  orderItems: z.array(orderItemFactSchema).optional(),
});
export type OrderFact = z.infer<typeof orderFactSchema>;

/** An imported order row (business.md §3, §5 Excel import). */
export const importRowFactSchema = z.object({
  idNumber: z.string().optional(),
  customerNumber: z.string().optional(),
  customerName: z.string().optional(),
  originalAddress: z.string().optional(),
  originalAddressPostalCode: z.string().optional(),
  factoryShortName: z.string().optional(),
  incoterm: z.string().optional(),
  comment: z.string().optional(),
  deliveryDate: optionalDate,
  palletsCount: z.number().nullable().optional(),
  palletType: z.string().optional(),
  sumWeight: z.number().nullable().optional(),
  vehicle: z.string().nullable().optional(),
  deliveryToSite: z.boolean().optional(),
});
export type ImportRowFact = z.infer<typeof importRowFactSchema>;

/** The dates of a truck job, freight or pickup: delivery, release and the expected deadline. */
const truckJobDates = {
  deliveryDate: optionalDate,
  releaseDate: optionalDate,
  expectedDeadlineDate: optionalDate,
};

/** A freight being saved, with `original` holding the stored version (for "changed" warnings). */
const freightCore = {
  status: z.enum(FREIGHT_STATUSES).optional(),
  ...truckJobDates,
  transporterId: z.string().nullable().optional(),
  offerSentToTransporterIds: z.array(z.string()).optional(),
  truckType: z.string().nullable().optional(),
  timeSlot: z
    .object({ time: z.string().optional(), dockId: z.string().nullable().optional() })
    .nullable()
    .optional(),
  modifiedByTransporter: z.boolean().optional(),
  driverName: z.string().optional(),
  truckLicensePlateNumber: z.string().optional(),
  comment: z.string().nullable().optional(),
};
export const freightFactSchema = savedJobFactSchema(freightCore);
export type FreightFact = z.infer<typeof freightFactSchema>;

/** A pickup being saved (business.md §3 Pickup), with `original` the stored version. */
const pickupCore = {
  status: z.enum(PICKUP_STATUSES).optional(),
  ...truckJobDates,
  driverName: z.string().nullable().optional(),
  truckLicensePlateNumber: z.string().nullable().optional(),
  externalIds: z.record(z.string(), z.string()).optional(),
  comment: z.string().optional(),
};
export const pickupFactSchema = savedJobFactSchema(pickupCore);

/** A product being saved (business.md §3 Product); the pallet type is checked against ctx.palletTypes. */
export const productFactSchema = z.object({
  itemId: z.string().optional(),
  name: z.string().optional(),
  unit: z.string().optional(),
  kgPerUnit: z.number().nullable().optional(),
  kgPerPallet: z.number().nullable().optional(),
  unitPerPallet: z.number().nullable().optional(),
  palletType: z.string().optional(),
  priority: z.number().nullable().optional(),
});

/** A vehicle being saved (the vehicles screen): `original` is the stored version (for "changed"). */
const vehicleCore = {
  ...vehicleFactSchema.partial().shape,
  truckLicensePlateNumber: z.string().nullable().optional(),
  truckType: z.string().nullable().optional(),
  palletCapacity: z.number().nullable().optional(),
  kgCapacity: z.number().nullable().optional(),
};
const vehicleEntityFactSchema = savedFactSchema(vehicleCore);

/** A calendar override being saved (business.md §3 Calendar): an ISO date and whether it is a workday. */
const calendarOverrideCore = { date: z.string().nullable().optional(), workday: z.boolean().optional() };
export const calendarOverrideFactSchema = savedFactSchema(calendarOverrideCore);

/** Fact shape per entity, for the playground's samples and the golden-case checks. */
export const ENTITY_FACT_SCHEMAS = {
  order: orderFactSchema,
  orderItem: orderItemFactSchema,
  importRow: importRowFactSchema,
  freight: freightFactSchema,
  pickup: pickupFactSchema,
  vehicle: vehicleEntityFactSchema,
  product: productFactSchema.extend({ original: productFactSchema.partial().optional() }),
  calendarOverride: calendarOverrideFactSchema,
  transporter: transporterFactSchema,
  fleet: fleetFactSchema,
  depot: depotFactSchema,
  factory: factoryFactSchema,
  externalIdName: externalIdNameFactSchema,
} as const;
