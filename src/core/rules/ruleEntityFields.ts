import { ENTITY_FACT_SCHEMAS, rulesContextSchema } from './ruleFacts.schemas.ts';
import type { RuleEntity } from './ruleFile.schemas.ts';

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

/**
 * The fields a rule may read as facts and name in its event, per entity: the fact schema's keys
 * where there is one (ruleFacts.schemas.ts), else the fields the entity's save path hands to the
 * rules. The static checks (ruleStaticChecks.ts) refuse any other name, so a rule on `quantiy`
 * does not load silently and never fire.
 */
export const ENTITY_FIELDS: Record<RuleEntity, readonly string[]> = {
  user: ['id', 'username', 'firstName', 'lastName', 'email', 'role', 'transporter', 'active', 'password'],
  baseConfig: [
    'deliveryInterval',
    'deliveryIntervalType',
    'freightDeadlineWarningInterval',
    'transporterReplyDeadline',
    'unloadTimePerPallet',
    'transporterTimeSlotLimit',
    'openingHours',
    'lengthOfTimeSlot',
    'packingAlgorithm',
    'routingMethod',
    'fuzzySearch',
    'shippingNotificationConfig',
    'proxyConfig',
  ],
  vehicle: keysOf(ENTITY_FACT_SCHEMAS.vehicle),
  order: keysOf(ENTITY_FACT_SCHEMAS.order),
  orderItem: keysOf(ENTITY_FACT_SCHEMAS.orderItem),
  importRow: keysOf(ENTITY_FACT_SCHEMAS.importRow),
  // The freight edit dialog also sends the bill and the external ids (denyFields name them); the
  // cargo lines' external ids are a change of `cargo` (PUT cargo-external-id, judged by the rules).
  freight: [...keysOf(ENTITY_FACT_SCHEMAS.freight), 'bill', 'externalIds', 'cargo'],
  pickup: [...keysOf(ENTITY_FACT_SCHEMAS.pickup), 'cargo'],
  calendarOverride: keysOf(ENTITY_FACT_SCHEMAS.calendarOverride),
  freightCost: ['factoryId', 'truckType', 'type', 'startDistance', 'endDistance', 'price', 'overRanges'],
  waypointCost: ['factoryId', 'truckType', 'includedWaypoints', 'pricePerWaypoint'],
  palletFee: ['factoryId', 'palletType', 'pricePerPallet'],
  product: keysOf(ENTITY_FACT_SCHEMAS.product),
  transporter: keysOf(ENTITY_FACT_SCHEMAS.transporter),
  fleet: keysOf(ENTITY_FACT_SCHEMAS.fleet),
  depot: keysOf(ENTITY_FACT_SCHEMAS.depot),
  factory: keysOf(ENTITY_FACT_SCHEMAS.factory),
  externalIdName: keysOf(ENTITY_FACT_SCHEMAS.externalIdName),
};

/** Keys of the `ctx` fact ($.role, $.today …). */
export const CTX_FIELDS: readonly string[] = keysOf(rulesContextSchema);

/** Keys that every entity may carry besides its fields (the stored version for "changed" checks). */
export const COMMON_FIELDS: readonly string[] = ['original', '__v', 'id'];
