import type { Kysely } from 'kysely';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import {
  NOTIFICATION_TEMPLATES,
  NOTIFIED_STATUSES,
  type NotifiedStatus,
} from '../../core/notifications/notifications.templates.ts';
import type { Pickup } from '../../core/pickups/pickups.schemas.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import {
  customersOfOrders,
  enqueueMessages,
  type NewOutboxMessage,
} from '../db/repositories/notifications.repository.ts';
import type { Database } from '../db/schema.ts';
import { emailEnabled, notificationSettings } from '../notifications/notificationSettings.ts';

const isNotified = (s: string): s is NotifiedStatus => (NOTIFIED_STATUSES as readonly string[]).includes(s);

/**
 * Queues what a freight's status change tells the outside (issue 22), in the transaction of the
 * change: its customers by e-mail and SMS (customer_notification) when it becomes scheduled or
 * shipped, and the orderItemsShipped webhook (shipping_notification) when it is shipped.
 */
export async function enqueueFreightNotifications(
  trx: Kysely<Database>,
  activeModules: readonly string[],
  before: Freight,
  after: Freight,
): Promise<void> {
  if (before.status === after.status || !isNotified(after.status)) return;
  const status = after.status;
  const orderIds = [...new Set(after.cargo.map((c) => c.orderId))];
  const messages: NewOutboxMessage[] = [];
  if (activeModules.includes('customer_notification')) {
    const settings = notificationSettings();
    const template = NOTIFICATION_TEMPLATES[status];
    for (const order of await customersOfOrders(trx, orderIds)) {
      const customer = (order.customer ?? {}) as { email?: string; phone?: string; recipientPhone?: string };
      const facts = {
        customerName: order.customer_name,
        orderId: order.order_id,
        freightId: after.freightId,
        deliveryDate: after.deliveryDate,
        truckLicensePlateNumber: after.truckLicensePlateNumber,
        driverName: after.driverName,
      };
      const key = `freight:${after.id}:${status}:${order.order_id}`;
      if (customer.email && emailEnabled(settings))
        messages.push({
          channel: 'email',
          idempotencyKey: `${key}:email`,
          recipient: customer.email,
          subject: template.subject(facts),
          body: template.text(facts),
        });
      const phone = customer.recipientPhone || customer.phone;
      if (phone && settings.smsUrl)
        messages.push({
          channel: 'sms',
          idempotencyKey: `${key}:sms`,
          recipient: phone,
          body: template.sms(facts),
        });
    }
  }
  if (status === 'shipped') {
    const hook = await shippedWebhook(
      trx,
      activeModules,
      `freight:${after.id}`,
      { freightId: after.freightId },
      after,
    );
    if (hook) messages.push(hook);
  }
  await enqueueMessages(trx, messages);
}

/**
 * Queues the orderItemsShipped webhook of a pickup that became shipped: the order items left the
 * factory on the customer's own truck, which the receiving system needs to know as much as a
 * freight's. The customers get no e-mail or SMS: they collect the goods themselves (issue 22 tells
 * customers about freights only).
 */
export async function enqueuePickupNotifications(
  trx: Kysely<Database>,
  activeModules: readonly string[],
  before: Pickup,
  after: Pickup,
): Promise<void> {
  if (before.status === after.status || after.status !== 'shipped') return;
  const hook = await shippedWebhook(
    trx,
    activeModules,
    `pickup:${after.id}`,
    { pickupId: after.pickupId },
    after,
  );
  if (hook) await enqueueMessages(trx, [hook]);
}

/** What a shipped freight or pickup tells the webhook: its number, day, truck and the orders' items. */
type ShippedJob = Pick<Freight, 'deliveryDate' | 'truckLicensePlateNumber' | 'cargo'>;

/** The orderItemsShipped message (shipping_notification, business.md §3), or null when it is off. */
async function shippedWebhook(
  trx: Kysely<Database>,
  activeModules: readonly string[],
  keyOf: string,
  number: { freightId: string } | { pickupId: string },
  job: ShippedJob,
): Promise<NewOutboxMessage | null> {
  if (!activeModules.includes('shipping_notification')) return null;
  const config = (await getBaseConfig(trx))?.shippingNotificationConfig;
  if (!config?.sendMessage || !config.url) return null;
  const orderIds = [...new Set(job.cargo.map((c) => c.orderId))];
  return {
    channel: 'webhook',
    idempotencyKey: `${keyOf}:orderItemsShipped`,
    recipient: config.url,
    payload: {
      type: 'orderItemsShipped',
      ...number,
      deliveryDate: job.deliveryDate,
      truckLicensePlateNumber: job.truckLicensePlateNumber,
      orders: orderIds.map((orderId) => ({
        orderId,
        items: job.cargo
          .filter((c) => c.orderId === orderId)
          .map((c) => ({
            palletType: c.palletType,
            pallets: c.pallets,
            kg: c.kg,
            externalIds: c.externalIds,
          })),
      })),
    },
  };
}
