import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  BaseConfig,
  FuzzySearchConfig,
  OpeningHours,
  PriceAuditTolerance,
  WebhookConfig,
} from '../../../core/baseConfig/baseConfig.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { BaseConfigTable, Database } from '../schema.ts';
import { isUuid } from '../versionedTable.ts';

/** The stored base config with every field (presenters hide what a role may not see). */
export type BaseConfigRecord = Required<BaseConfig>;
/** Values of the base config without identity and version. */
export type BaseConfigValues = Omit<BaseConfigRecord, 'id' | '__v'>;

function toRecord(row: Selectable<BaseConfigTable>): BaseConfigRecord {
  return {
    id: row.id,
    __v: row.version,
    deliveryInterval: row.delivery_interval,
    deliveryIntervalType: row.delivery_interval_type as BaseConfig['deliveryIntervalType'],
    freightDeadlineWarningInterval: row.freight_deadline_warning_interval,
    transporterReplyDeadline: row.transporter_reply_deadline,
    unloadTimePerPallet: row.unload_time_per_pallet,
    transporterTimeSlotLimit: row.transporter_time_slot_limit,
    openingHours: row.opening_hours as OpeningHours,
    lengthOfTimeSlot: row.length_of_time_slot,
    packingAlgorithm: row.packing_algorithm as BaseConfig['packingAlgorithm'],
    routingMethod: row.routing_method as BaseConfig['routingMethod'],
    fuzzySearch: row.fuzzy_search as FuzzySearchConfig,
    shippingNotificationConfig: row.shipping_notification_config as WebhookConfig,
    proxyConfig: row.proxy_config as WebhookConfig,
    billAuditTolerance: row.bill_audit_tolerance as PriceAuditTolerance,
  };
}

function toColumns(v: Partial<BaseConfigValues>) {
  return {
    ...(v.deliveryInterval !== undefined && { delivery_interval: v.deliveryInterval }),
    ...(v.deliveryIntervalType !== undefined && { delivery_interval_type: v.deliveryIntervalType }),
    ...(v.freightDeadlineWarningInterval !== undefined && {
      freight_deadline_warning_interval: v.freightDeadlineWarningInterval,
    }),
    ...(v.transporterReplyDeadline !== undefined && {
      transporter_reply_deadline: v.transporterReplyDeadline,
    }),
    ...(v.unloadTimePerPallet !== undefined && { unload_time_per_pallet: v.unloadTimePerPallet }),
    ...(v.transporterTimeSlotLimit !== undefined && {
      transporter_time_slot_limit: v.transporterTimeSlotLimit,
    }),
    ...(v.openingHours !== undefined && { opening_hours: jsonb<unknown>(v.openingHours) }),
    ...(v.lengthOfTimeSlot !== undefined && { length_of_time_slot: v.lengthOfTimeSlot }),
    ...(v.packingAlgorithm !== undefined && { packing_algorithm: v.packingAlgorithm }),
    ...(v.routingMethod !== undefined && { routing_method: v.routingMethod }),
    ...(v.fuzzySearch !== undefined && { fuzzy_search: jsonb<unknown>(v.fuzzySearch) }),
    ...(v.shippingNotificationConfig !== undefined && {
      shipping_notification_config: jsonb<unknown>(v.shippingNotificationConfig),
    }),
    ...(v.proxyConfig !== undefined && { proxy_config: jsonb<unknown>(v.proxyConfig) }),
    ...(v.billAuditTolerance !== undefined && {
      bill_audit_tolerance: jsonb<unknown>(v.billAuditTolerance),
    }),
  };
}

/** The one base config row (undefined only before seeding). */
export async function getBaseConfig(db: Kysely<Database>): Promise<BaseConfigRecord | undefined> {
  const row = await db.selectFrom('base_config').selectAll().executeTakeFirst();
  return row && toRecord(row);
}

/** Inserts the base config unless one exists (the table holds a single row). */
export async function insertBaseConfigIfMissing(
  db: Kysely<Database>,
  values: BaseConfigValues,
): Promise<void> {
  await db
    .insertInto('base_config')
    .values({
      delivery_interval: values.deliveryInterval,
      delivery_interval_type: values.deliveryIntervalType,
      freight_deadline_warning_interval: values.freightDeadlineWarningInterval,
      transporter_reply_deadline: values.transporterReplyDeadline,
      unload_time_per_pallet: values.unloadTimePerPallet,
      transporter_time_slot_limit: values.transporterTimeSlotLimit,
      opening_hours: jsonb<unknown>(values.openingHours),
      length_of_time_slot: values.lengthOfTimeSlot,
      packing_algorithm: values.packingAlgorithm,
      routing_method: values.routingMethod,
      fuzzy_search: jsonb<unknown>(values.fuzzySearch),
      shipping_notification_config: jsonb<unknown>(values.shippingNotificationConfig),
      proxy_config: jsonb<unknown>(values.proxyConfig),
      bill_audit_tolerance: jsonb<unknown>(values.billAuditTolerance),
    })
    .onConflict((oc) => oc.column('singleton').doNothing())
    .execute();
}

/**
 * Applies the change while the stored version equals `expectedVersion` (when given) and bumps it.
 * Returns undefined when no row matched (unknown id or a concurrent change).
 */
export async function updateBaseConfig(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number | undefined,
  values: Partial<BaseConfigValues>,
): Promise<BaseConfigRecord | undefined> {
  if (!isUuid(id)) return undefined;
  let q = db
    .updateTable('base_config')
    .set({ ...toColumns(values), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id);
  if (expectedVersion !== undefined) q = q.where('version', '=', expectedVersion);
  const row = await q.returningAll().executeTakeFirst();
  return row && toRecord(row);
}
