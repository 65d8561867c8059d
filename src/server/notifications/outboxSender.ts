import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { backoffMs, MAX_ATTEMPTS } from '../../core/notifications/notifications.templates.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import {
  claimDueMessages,
  markFailed,
  markSent,
  type OutboxMessage,
} from '../db/repositories/notifications.repository.ts';
import type { Database } from '../db/schema.ts';
import { crashPoint } from '../faults/crashPoints.ts';
import { outboundCall, type ProxySetting } from '../http/outboundHttp.ts';
import { startLeasedTimer } from '../timers/leasedTimer.ts';
import { type NotificationSettings, notificationSettings } from './notificationSettings.ts';

/** A refused send: its message and, for SMS, the gateway's result code. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly resultCode: number | null = null,
  ) {
    super(message);
  }
}

/** What a delivery reads besides the message: the base config (webhook key, proxy), read before the round. */
export type DeliveryConfig = Awaited<ReturnType<typeof getBaseConfig>>;

/**
 * Delivers one message; answers the result code (SMS) or null. Throws SendError (or any error) when
 * refused. It must not use the database: the round's transaction holds it (PGlite has one connection).
 */
export type Deliver = (m: OutboxMessage, config: DeliveryConfig) => Promise<number | null>;

const SEND_TIMEOUT_MS = 10_000;

/** One HTTP POST of JSON on the server's one outbound path (through the proxy when proxyConfig is on). */
async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  proxy: ProxySetting | undefined,
): Promise<Response> {
  const { response } = await outboundCall(
    { url, method: 'POST', body, headers, timeoutMs: SEND_TIMEOUT_MS },
    proxy,
  );
  if (!response.ok) throw new SendError(`HTTP ${response.status} ${url}`);
  return response;
}

/** The real channels: SMTP (nodemailer) or emailApi, the SMS gateway, the webhook. */
export function channelDelivery(settings: NotificationSettings = notificationSettings()): Deliver {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  return async (m, config) => {
    const proxy = config?.proxyConfig;
    const idem = { 'idempotency-key': m.idempotencyKey };
    if (m.channel === 'email') {
      if (settings.emailChannel === 'emailApi') {
        await postJson(
          settings.emailApiUrl,
          {
            from: settings.from,
            to: m.recipient,
            subject: m.subject,
            text: m.body,
            idempotencyKey: m.idempotencyKey,
          },
          idem,
          proxy,
        );
        return null;
      }
      if (!smtp) throw new SendError('SMTP nincs beállítva (NOTIFY_SMTP_URL).');
      // The key is the Message-ID: a copy resent after a crash is recognisably the same message.
      await smtp.sendMail({
        from: settings.from,
        to: m.recipient,
        subject: m.subject,
        text: m.body,
        messageId: `<${m.idempotencyKey.replaceAll(':', '.')}@freight-terminal>`,
      });
      return null;
    }
    if (m.channel === 'sms') {
      const res = await postJson(
        settings.smsUrl,
        { to: m.recipient, text: m.body, idempotencyKey: m.idempotencyKey },
        idem,
        proxy,
      );
      const answer = (await res.json().catch(() => ({}))) as { code?: unknown };
      const code = typeof answer.code === 'number' ? answer.code : Number(answer.code ?? 0);
      if (code !== 0) throw new SendError(`SMS hibakód: ${code}`, Number.isFinite(code) ? code : -1);
      return 0;
    }
    const key = config?.shippingNotificationConfig?.xApiKey ?? '';
    await postJson(m.recipient, m.payload, { ...idem, 'x-api-key': key }, proxy);
    return null;
  };
}

/**
 * One round of the sender: claims due messages (FOR UPDATE SKIP LOCKED), delivers each and marks it
 * in the same transaction. A crash between delivery and commit leaves the row pending, so it is sent
 * again (at least once; the idempotency key tells the receiver it is the same message); a refusal
 * counts an attempt and waits (30 s doubling, at most 1 h) until MAX_ATTEMPTS, then the row is failed.
 */
export async function processOutbox(
  db: Kysely<Database>,
  deliver: Deliver,
  now: () => Date = () => new Date(),
  limit = 50,
): Promise<{ sent: number; failed: number }> {
  const config = await getBaseConfig(db);
  return db.transaction().execute(async (trx) => {
    let sent = 0;
    let failed = 0;
    const claimed = await claimDueMessages(trx, now(), limit);
    // Deliveries of a round run side by side (a connection each, SEND_CONCURRENCY at a time: one SMTP
    // conversation takes ~100 ms of waiting, so one by one gave 9 messages/s); the marks follow one by
    // one in the round's transaction.
    const outcomes = await mapConcurrently(claimed, SEND_CONCURRENCY, async (m) => {
      try {
        return { ok: true as const, code: await deliver(m, config) };
      } catch (err) {
        return { ok: false as const, err };
      }
    });
    await crashPoint('outbox.delivered');
    for (const [i, m] of claimed.entries()) {
      const outcome = outcomes[i];
      if (outcome?.ok) {
        await markSent(trx, m.id, now(), outcome.code);
        sent++;
      } else {
        failed++;
        const err = outcome?.err;
        const attempts = m.attempts + 1;
        await markFailed(trx, m.id, {
          error: err instanceof Error ? err.message : String(err),
          resultCode: err instanceof SendError ? err.resultCode : null,
          nextAttemptAt: attempts >= MAX_ATTEMPTS ? null : new Date(now().getTime() + backoffMs(attempts)),
        });
      }
    }
    return { sent, failed };
  });
}

/** How many deliveries of one round are under way at once. */
const SEND_CONCURRENCY = 20;

/** Maps items with at most `limit` calls of `fn` in flight; answers in the items' order. */
async function mapConcurrently<T, U>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<U>,
): Promise<U[]> {
  const out: U[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The sender's row in timer_leases. */
export const OUTBOX_TIMER = 'notificationOutbox';

/**
 * Runs the sender every `intervalMs` until stopped (main.ts); a round never overlaps the previous
 * one, and with several instances on one database only the holder of the timer's lease sends
 * (timers/leasedTimer.ts; the rows are claimed with SKIP LOCKED besides).
 */
export function startOutboxSender(
  db: Kysely<Database>,
  intervalMs = 5_000,
  deliver: Deliver = channelDelivery(),
  leaseMs?: number,
): () => Promise<void> {
  const timer = startLeasedTimer(db, {
    name: OUTBOX_TIMER,
    everyMs: intervalMs,
    ...(leaseMs !== undefined && { leaseMs }),
    run: () => processOutbox(db, deliver),
    log: (err) => console.warn('notification outbox:', err),
  });
  return timer.stop;
}
