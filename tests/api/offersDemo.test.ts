import { describe, expect, it } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { OFFERS_API } from '../../src/core/offers/offers.api.ts';
import { seedDemoOffers } from '../../src/server/commands/offersDemo.commands.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/** The first start's /offers demo (main.ts): real offers in every status, answerable by the demo users. */
describe.each(BACKENDS)('offers demo [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;

  it('a fresh start shows the demo transporter open, accepted, turned-down and closed offers, with their events', async () => {
    await seedDemoOffers(db(), new Date());
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const all = (await env().request(OFFERS_API.list, { as: 'logistics-manager', query: { size: -1 } })).data
      .result;
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['sent', 'received', 'accepted', 'rejectedByTransporter', 'rejected']),
    );
    expect(new Set(all.map((o) => o.transporterId)).size).toBe(3);
    expect(all.some((o) => o.waterfallNext.length === 2 && o.waterfallStep === 1)).toBe(true);

    for (const as of ['transporter-manager', 'transporter-viewer']) {
      const mine = (await env().request(OFFERS_API.list, { as, query: { size: -1 } })).data.result;
      expect(
        mine.every((o) => o.transporterId === own),
        as,
      ).toBe(true);
      expect(new Set(mine.map((o) => o.status)), as).toEqual(
        new Set(['sent', 'received', 'accepted', 'rejectedByTransporter', 'rejected']),
      );
      const open = (await env().call({ method: 'GET', url: '/api/offers?size=-1&open=true', as })).json() as {
        result: { status: string }[];
      };
      expect(open.result.map((o) => o.status).sort(), as).toEqual(['received', 'sent', 'sent']);
    }
    // The accepted offer's freight is the demo transporter's; its events are in their log.
    const accepted = all.find((o) => o.status === 'accepted' && o.transporterId === own)!;
    const freight = (
      await env().request(FREIGHTS_API.details, {
        as: 'transporter-manager',
        params: { id: accepted.freightId },
      })
    ).data.freight;
    expect(freight.transporterId).toBe(own);
    const log = (
      await env().call({ method: 'GET', url: '/api/events?size=-1&entity=offer', as: 'transporter-viewer' })
    ).json() as {
      result: { action: string; transporterId: string }[];
    };
    expect(new Set(log.result.map((e) => e.action))).toEqual(
      new Set([
        'offer_request_sent',
        'offer_received',
        'offer_sent',
        'offer_request_rejected',
        'offer_expired',
      ]),
    );
    expect(log.result.every((e) => e.transporterId === own)).toBe(true);
    // The open offers are real: the demo manager accepts one.
    const received = all.find((o) => o.status === 'received' && o.transporterId === own)!;
    const res = await env().request(OFFERS_API.accept, {
      as: 'transporter-manager',
      params: { id: received.id },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.status).toBe('accepted');
  });
});
