import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import {
  insertFreights,
  insertPickups,
  type NewFreight,
} from '../../src/server/db/repositories/freights.repository.ts';
import {
  enqueueMessages,
  lastSmsResultCode,
} from '../../src/server/db/repositories/notifications.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { channelDelivery, processOutbox } from '../../src/server/notifications/outboxSender.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { drainOutbox } from './support/drainOutbox.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

// A real SMTP server and a local HTTP endpoint (SMS gateway, webhook receiver, proxy) for the whole file.
const mails: string[] = [];
const calls: Received[] = [];
let smsCode = 0;
let smtp: SMTPServer;
let http: Server;
let httpBase = '';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        mails.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  http = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/sms' ? { code: smsCode } : { ok: true }));
    });
  });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  httpBase = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  process.env.NOTIFY_SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.NOTIFY_SMS_URL = `${httpBase}/sms`;
});

afterAll(async () => {
  delete process.env.NOTIFY_SMTP_URL;
  delete process.env.NOTIFY_SMS_URL;
  await new Promise<void>((ok) => smtp.close(() => ok()));
  await new Promise<void>((ok) => http.close(() => ok()));
});

describe.each(BACKENDS)('notification outbox [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  const outbox = () =>
    db().selectFrom('notification_outbox').selectAll().orderBy('channel').orderBy('created_at').execute();

  const orderWithCustomer = async (orderId: string) => {
    await db()
      .insertInto('orders')
      .values({
        order_id: orderId,
        status: 'processed',
        type: 'delivery',
        customer: { name: 'Minta Építő Kft.', email: 'vevo@example.hu', phone: '+36301234567' },
        customer_name: 'Minta Építő Kft.',
        customer_code: 'C1',
        delivery_address: '9021 Győr, Baross Gábor út 1.',
        delivery_to_site: false,
        factory_short_name: 'TVS',
        preferred_trucks: [],
        comment: '',
        external_ids: {},
        invalid_reasons: [],
        item_count: 1,
        pallets_count: 12,
        kg: 9000,
      } as never)
      .execute();
  };
  const freightFor = async (orderId: string, values: Partial<NewFreight>) => {
    const base = newFreightValues();
    const [f] = await insertFreights(db(), [
      newFreightValues({
        ...values,
        waypoints: [{ ...base.waypoints[0]!, orderId, orderIds: [orderId] }],
        cargo: [{ ...base.cargo[0]!, orderId }],
      }),
    ]);
    return f!;
  };
  const ownTransporter = async () => (await findUserByUsername(db(), 'transporter-manager'))!.transporterId!;

  it('scheduling a freight queues a Hungarian e-mail and SMS to its customer, once, and the sender delivers them', async () => {
    // The receivers are shared by both backends' runs of this file.
    mails.length = 0;
    calls.length = 0;
    await orderWithCustomer('STA-N-1');
    const own = await ownTransporter();
    const f = await freightFor('STA-N-1', { status: 'reserved', transporterId: own });
    const res = await env().request(FREIGHTS_API.nextStatus, {
      as: 'admin',
      params: { id: f.id, version: String(f.__v) },
      payload: { confirmed: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    let rows = await outbox();
    expect(rows.map((r) => [r.channel, r.recipient, r.state])).toEqual([
      ['email', 'vevo@example.hu', 'pending'],
      ['sms', '+36301234567', 'pending'],
    ]);
    expect(rows[0]!.subject).toBe('STA-N-1 megrendelésének szállítása ütemezve');
    expect(rows[0]!.body).toContain('Tisztelt Minta Építő Kft.!');

    const result = await processOutbox(db(), channelDelivery());
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: vevo@example.hu');
    expect(mails[0]).toMatch(
      new RegExp(`Message-ID:\\s+<freight\\.${f.id}\\.scheduled\\.STA-N-1\\.email@freight-terminal>`),
    );
    const sms = calls.find((c) => c.path === '/sms')!;
    expect(sms.body).toMatchObject({ to: '+36301234567', text: expect.stringContaining('ütemezve') });
    expect(sms.headers['idempotency-key']).toBe(`freight:${f.id}:scheduled:STA-N-1:sms`);
    rows = await outbox();
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    // Nothing left: a second round sends nothing again.
    expect(await processOutbox(db(), channelDelivery())).toEqual({ sent: 0, failed: 0 });
    expect(mails).toHaveLength(1);
  });

  it('a crash between sending and marking loses nothing: the message stays pending and goes again with the same key', async () => {
    await db().deleteFrom('notification_outbox').execute();
    mails.length = 0;
    await orderWithCustomer('STA-N-2');
    const own = await ownTransporter();
    const f = await freightFor('STA-N-2', { status: 'reserved', transporterId: own });
    await env().request(FREIGHTS_API.nextStatus, {
      as: 'admin',
      params: { id: f.id, version: String(f.__v) },
      payload: { confirmed: true },
    });
    // The process dies right after the first delivery (the clock is the next thing it touches).
    let ticks = 0;
    const dying = () => {
      ticks++;
      if (ticks > 1) throw new Error('crash');
      return new Date();
    };
    await expect(processOutbox(db(), channelDelivery(), dying)).rejects.toThrow('crash');
    expect(mails).toHaveLength(1);
    let rows = await outbox();
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    await processOutbox(db(), channelDelivery());
    rows = await outbox();
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent']);
    // At least once: the e-mail went twice, recognisably the same message.
    expect(mails).toHaveLength(2);
    const id = (m: string) => /Message-ID:\s+(\S+)/.exec(m)?.[1];
    expect(id(mails[0]!)).toContain('STA-N-2.email@freight-terminal');
    expect(id(mails[0]!)).toBe(id(mails[1]!));
  });

  it('an SMS refused with code 7 is retried with backoff and its code reaches the bottom bar status', async () => {
    await db().deleteFrom('notification_outbox').execute();
    await orderWithCustomer('STA-N-3');
    const own = await ownTransporter();
    const f = await freightFor('STA-N-3', { status: 'reserved', transporterId: own });
    await env().request(FREIGHTS_API.nextStatus, {
      as: 'admin',
      params: { id: f.id, version: String(f.__v) },
      payload: { confirmed: true },
    });
    smsCode = 7;
    const t0 = new Date();
    expect(await processOutbox(db(), channelDelivery(), () => t0)).toEqual({ sent: 1, failed: 1 });
    const sms = (await outbox()).find((r) => r.channel === 'sms')!;
    expect(sms).toMatchObject({ state: 'pending', attempts: 1, result_code: 7 });
    expect(new Date(sms.next_attempt_at).getTime() - t0.getTime()).toBe(30_000);
    expect(await lastSmsResultCode(db())).toBe(7);
    await expect
      .poll(
        async () =>
          (await env().request(ORDERS_PROCESSING_API.checkProcessing, { as: 'admin' })).data
            .lastSmsResultCode,
      )
      .toBe(7);
    // Not due yet: nothing happens; after the backoff it goes and the code is 0 again.
    smsCode = 0;
    expect(await processOutbox(db(), channelDelivery(), () => new Date(t0.getTime() + 10_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await processOutbox(db(), channelDelivery(), () => new Date(t0.getTime() + 31_000))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await lastSmsResultCode(db())).toBe(0);
  });

  it('shipping posts orderItemsShipped with the x-api-key to the configured url, through the proxy when set', async () => {
    await db().deleteFrom('notification_outbox').execute();
    calls.length = 0;
    await sql`update base_config set shipping_notification_config = ${JSON.stringify({
      url: `${httpBase}/hook`,
      xApiKey: 'k-123',
      sendMessage: true,
    })}::jsonb`.execute(db());
    await orderWithCustomer('STA-N-4');
    const own = await ownTransporter();
    const f = await freightFor('STA-N-4', {
      status: 'delivery',
      transporterId: own,
      truckLicensePlateNumber: 'ABC-123',
    });
    const shipped = await env().request(FREIGHTS_API.nextStatus, {
      as: 'transporter-manager',
      params: { id: f.id, version: String(f.__v) },
      payload: { confirmed: true },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await outbox()).map((r) => r.channel)).toEqual(['email', 'sms', 'webhook']);
    await processOutbox(db(), channelDelivery());
    const hook = calls.find((c) => c.path === '/hook')!;
    expect(hook.headers['x-api-key']).toBe('k-123');
    expect(hook.body).toEqual({
      type: 'orderItemsShipped',
      freightId: f.freightId,
      deliveryDate: f.deliveryDate,
      truckLicensePlateNumber: 'ABC-123',
      orders: [
        { orderId: 'STA-N-4', items: [{ palletType: 'EUR', pallets: 12, kg: 9000, externalIds: {} }] },
      ],
    });

    // The proxy config: the same call goes to the proxy, naming the target.
    await sql`update base_config set proxy_config = ${JSON.stringify({
      url: `${httpBase}/proxy`,
      xApiKey: 'p-9',
      sendMessage: true,
    })}::jsonb`.execute(db());
    await db()
      .updateTable('notification_outbox')
      .set({ state: 'pending' })
      .where('channel', '=', 'webhook')
      .execute();
    calls.length = 0;
    await processOutbox(db(), channelDelivery());
    expect(calls.map((c) => c.path)).toEqual(['/proxy']);
    expect(calls[0]!.headers).toMatchObject({
      'x-target-url': `${httpBase}/hook`,
      'x-proxy-api-key': 'p-9',
      'x-api-key': 'k-123',
    });
  });

  it('a pickup that becomes shipped posts orderItemsShipped (its pickupId) through the same outbox; its customer gets no e-mail or SMS', async () => {
    await db().deleteFrom('notification_outbox').execute();
    calls.length = 0;
    await sql`update base_config set proxy_config = ${JSON.stringify({ url: '', xApiKey: '', sendMessage: false })}::jsonb,
      shipping_notification_config = ${JSON.stringify({ url: `${httpBase}/hook`, xApiKey: 'k-7', sendMessage: true })}::jsonb`.execute(
      db(),
    );
    await orderWithCustomer('STA-N-P1');
    const [pickup] = await insertPickups(db(), [
      newPickupValues({
        status: 'arrived',
        truckLicensePlateNumber: 'PIC-001',
        details: { ...newPickupValues().details, orderIds: ['STA-N-P1'] },
        cargo: [{ ...newPickupValues().cargo[0]!, orderId: 'STA-N-P1' }],
      }),
    ]);
    const shipped = await env().request(PICKUPS_API.nextStatus, {
      as: 'admin',
      params: { id: pickup!.id, version: String(pickup!.__v) },
      payload: { confirmed: true },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const rows = await outbox();
    expect(rows.map((r) => [r.channel, r.idempotency_key])).toEqual([
      ['webhook', `pickup:${pickup!.id}:orderItemsShipped`],
    ]);
    await processOutbox(db(), channelDelivery());
    const hook = calls.find((c) => c.path === '/hook')!;
    expect(hook.headers['x-api-key']).toBe('k-7');
    expect(hook.body).toEqual({
      type: 'orderItemsShipped',
      pickupId: pickup!.pickupId,
      deliveryDate: pickup!.deliveryDate,
      truckLicensePlateNumber: 'PIC-001',
      orders: [
        { orderId: 'STA-N-P1', items: [{ palletType: 'EUR', pallets: 4, kg: 3000, externalIds: {} }] },
      ],
    });
  });

  it("delivers a round's messages side by side and marks each by its own outcome", async () => {
    await db().deleteFrom('notification_outbox').execute();
    await enqueueMessages(
      db(),
      Array.from({ length: 12 }, (_, i) => ({
        channel: 'email' as const,
        idempotencyKey: `side:${i}`,
        recipient: `vevo${i}@example.hu`,
        subject: 'S',
        body: 'B',
      })),
    );
    let inFlight = 0;
    let most = 0;
    const result = await drainOutbox(
      db(),
      async (m) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((ok) => setImmediate(ok));
        inFlight--;
        if (m.recipient === 'vevo3@example.hu') throw new Error('refused');
        return null;
      },
      12,
    );
    expect(result).toEqual({ sent: 11, failed: 1 });
    expect(most).toBeGreaterThan(1);
    const rows = await outbox();
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(11);
    expect(rows.find((r) => r.recipient === 'vevo3@example.hu')?.attempts).toBe(1);
  });
});
