import { type Kysely, sql, type Transaction } from 'kysely';
import type { OutboxChannel } from '../../../core/notifications/notifications.templates.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  idempotencyKey: string;
  recipient: string;
  subject?: string;
  body?: string;
  payload?: unknown;
}

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  idempotencyKey: string;
  recipient: string;
  subject: string;
  body: string;
  payload: unknown;
  attempts: number;
}

/** Queues messages in the caller's transaction; a key already queued is kept as it is (no double). */
export async function enqueueMessages(
  db: Kysely<Database>,
  messages: readonly NewOutboxMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('notification_outbox')
    .values(
      messages.map((m) => ({
        channel: m.channel,
        idempotency_key: m.idempotencyKey,
        recipient: m.recipient,
        subject: m.subject ?? '',
        body: m.body ?? '',
        payload: m.payload === undefined ? null : jsonb<unknown>(m.payload),
      })),
    )
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

/**
 * Claims due messages inside the caller's transaction: the rows stay locked (FOR UPDATE SKIP LOCKED)
 * until it ends, so two senders never take the same message.
 */
export async function claimDueMessages(
  trx: Transaction<Database>,
  now: Date,
  limit: number,
): Promise<OutboxMessage[]> {
  const { rows } = await sql<{
    id: string;
    channel: OutboxChannel;
    idempotency_key: string;
    recipient: string;
    subject: string;
    body: string;
    payload: unknown;
    attempts: number;
  }>`select id, channel, idempotency_key, recipient, subject, body, payload, attempts
      from notification_outbox
      where state = 'pending' and next_attempt_at <= ${now}
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked`.execute(trx);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    idempotencyKey: r.idempotency_key,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    payload: r.payload,
    attempts: r.attempts,
  }));
}

export async function markSent(trx: Transaction<Database>, id: string, now: Date, resultCode: number | null) {
  await trx
    .updateTable('notification_outbox')
    .set((eb) => ({
      state: 'sent',
      sent_at: now,
      result_code: resultCode,
      last_error: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  trx: Transaction<Database>,
  id: string,
  failure: { error: string; resultCode: number | null; nextAttemptAt: Date | null },
) {
  await trx
    .updateTable('notification_outbox')
    .set((eb) => ({
      state: failure.nextAttemptAt ? 'pending' : 'failed',
      next_attempt_at: failure.nextAttemptAt ?? sql<Date>`next_attempt_at`,
      last_error: failure.error.slice(0, 1000),
      result_code: failure.resultCode,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The result code of the newest SMS attempt (0 when none): the bottom bar's SMS status. */
export async function lastSmsResultCode(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('notification_outbox')
    .select('result_code')
    .where('channel', '=', 'sms')
    .where('result_code', 'is not', null)
    .orderBy(sql`coalesce(sent_at, next_attempt_at)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.result_code ?? 0;
}

/** What a freight's notifications need: its orders' customers. */
export async function customersOfOrders(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('orders')
    .select(['order_id', 'customer', 'customer_name'])
    .where('order_id', 'in', [...orderIds])
    .execute();
}
