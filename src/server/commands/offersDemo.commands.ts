import type { Kysely } from 'kysely';
import type { FreightStatus } from '../../core/config/enums.ts';
import type { OfferCloseReason, OfferStatus } from '../../core/offers/offers.schemas.ts';
import { ROLES } from '../../core/permissions/roles.ts';
import { budapestDayAndMinute } from '../../core/timeSlots/timeSlots.schemas.ts';
import { insertFreights } from '../db/repositories/freights.repository.ts';
import { insertOffers, updateOffer } from '../db/repositories/offers.repository.ts';
import { findTransporterByShortName } from '../db/repositories/transporters.repository.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_FACTORIES } from '../db/seed/seedOrders.ts';
import { demoFreight } from '../db/seed/seedTimeSlots.ts';
import { type EventInput, recordEvents } from '../events/recordEvent.ts';
import type { Actor } from '../policies/actor.ts';
import { offerClosedEvent, offerEvent } from './offerClosing.commands.ts';
import { OFFER_DEADLINE_ACTOR } from './offers.commands.ts';

/**
 * Demo data of /offers on a first `npm start` (main.ts, after the demo bills made the other
 * carriers): six coming freights offered to the demo transporter (whose users sign in as
 * transporter-manager / transporter-viewer) and to two other carriers, the offers in every status —
 * open (sent, received, the first step of a waterfall), accepted (the freight is theirs), turned
 * down by the transporter, and closed by us (another accepted, the deadline passed) — each with
 * its events, as the offer calls would have written them.
 */

const HOUR = 3_600_000;
const actor = (role: Actor['role'], username: string | null, transporterId: string | null): Actor => ({
  role,
  userId: null,
  username,
  transporterId,
  synthetic: true,
});
const PLANNER = actor(ROLES.LOGISTICS_MANAGER, 'logistics-manager', null);
/** Who answered in the log: the demo transporter's manager, another carrier's (unnamed) manager. */
const answerer = (carrier: Carrier, transporterId: string) =>
  actor(ROLES.TRANSPORTER_MANAGER, carrier === 'DEMOFUV' ? 'transporter-manager' : null, transporterId);

type Carrier = 'DEMOFUV' | 'ALFTR' | 'DUNFU';

interface DemoOffer {
  to: Carrier;
  status: OfferStatus;
  /** Hours from now to the reply deadline (negative: passed). */
  deadline: number;
  comment?: string;
  closeReason?: OfferCloseReason;
  waterfallNext?: Carrier[];
}

interface DemoTender {
  status: FreightStatus;
  /** Workday from today (1: the next one). */
  day: number;
  transporter?: Carrier;
  commentFromLogistics: string;
  offers: DemoOffer[];
}

const TENDERS: DemoTender[] = [
  {
    status: 'published',
    day: 1,
    commentFromLogistics: 'Reggel 7-re kérjük a rakodáshoz.',
    offers: [
      { to: 'DEMOFUV', status: 'sent', deadline: 20 },
      { to: 'ALFTR', status: 'sent', deadline: 20 },
    ],
  },
  {
    status: 'published',
    day: 1,
    commentFromLogistics: 'Sürgős, a vevő délelőtt fogad.',
    offers: [
      { to: 'DEMOFUV', status: 'received', deadline: 5 },
      { to: 'DUNFU', status: 'rejectedByTransporter', deadline: 5, comment: 'Nincs szabad autónk.' },
    ],
  },
  {
    status: 'published',
    day: 2,
    commentFromLogistics: 'Lépcsős ajánlatkérés.',
    offers: [{ to: 'DEMOFUV', status: 'sent', deadline: 16, waterfallNext: ['ALFTR', 'DUNFU'] }],
  },
  {
    status: 'accepted',
    day: 2,
    transporter: 'DEMOFUV',
    commentFromLogistics: '',
    offers: [
      { to: 'DEMOFUV', status: 'accepted', deadline: 12, comment: 'Vállaljuk, a sofőr Kiss Béla.' },
      { to: 'ALFTR', status: 'rejected', deadline: 12, closeReason: 'otherAccepted' },
    ],
  },
  {
    status: 'answered',
    day: 3,
    commentFromLogistics: '',
    offers: [
      { to: 'DEMOFUV', status: 'rejectedByTransporter', deadline: 30, comment: 'Aznap nincs kapacitásunk.' },
      { to: 'DUNFU', status: 'sent', deadline: 30 },
    ],
  },
  {
    status: 'published',
    day: 4,
    commentFromLogistics: 'Daruzott jármű szükséges.',
    offers: [
      { to: 'DEMOFUV', status: 'rejected', deadline: -2, closeReason: 'expired' },
      { to: 'ALFTR', status: 'received', deadline: 10 },
    ],
  },
];

/** The first `count` workdays after `today`. */
function workdaysAfter(today: string, count: number): string[] {
  const days: string[] = [];
  const at = new Date(`${today}T12:00:00Z`);
  while (days.length < count) {
    at.setUTCDate(at.getUTCDate() + 1);
    if (![0, 6].includes(at.getUTCDay())) days.push(at.toISOString().slice(0, 10));
  }
  return days;
}

const ANSWER_ACTIONS: Partial<Record<OfferStatus, string>> = {
  received: 'offer_received',
  accepted: 'offer_sent',
  rejectedByTransporter: 'offer_request_rejected',
};

/** Inserts the demo tenders: freights, offers and their events, in one transaction. */
export async function seedDemoOffers(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = new Map<Carrier, string>();
    for (const shortName of ['DEMOFUV', 'ALFTR', 'DUNFU'] as const) {
      const found = await findTransporterByShortName(trx, shortName);
      if (found) ids.set(shortName, found.id);
    }
    const idOf = (c: Carrier) => ids.get(c) as string;
    const tenders = TENDERS.filter((t) => t.offers.every((o) => ids.has(o.to)));
    const days = workdaysAfter(budapestDayAndMinute(now).day, 4);
    const freights = await insertFreights(
      trx,
      tenders.map((t, i) => {
        const factory = DEMO_FACTORIES[i % DEMO_FACTORIES.length]!;
        return {
          ...demoFreight(factory.shortName, factory.depotShortName, days[t.day - 1]!, i + 1, 'DEMO-OF'),
          status: t.status,
          manual: false,
          driverName: null,
          truckLicensePlateNumber: null,
          transporterId: t.transporter ? idOf(t.transporter) : null,
          offerSentToTransporterIds: t.offers.map((o) => idOf(o.to)),
        };
      }),
    );
    const log: [Actor, EventInput][] = [];
    for (const [i, t] of tenders.entries()) {
      const freight = freights[i]!;
      const winner = t.offers.find((o) => o.status === 'accepted');
      for (const o of t.offers) {
        const transporterId = idOf(o.to);
        const [id] = await insertOffers(trx, [
          {
            freightUuid: freight.id,
            transporterId,
            replyDeadlineDate: new Date(now.getTime() + o.deadline * HOUR),
            commentFromLogistics: t.commentFromLogistics,
            waterfallNext: (o.waterfallNext ?? []).map(idOf),
            waterfallStep: o.waterfallNext ? 1 : null,
            sentBy: null,
          },
        ]);
        const row = { id: id as string, transporterId, status: 'sent' };
        log.push([
          PLANNER,
          offerEvent('offer_request_sent', row, freight.freightId, null, { transporterId }),
        ]);
        if (o.status === 'sent') continue;
        const answered = o.status !== 'received' && o.status !== 'rejected';
        await updateOffer(
          trx,
          row.id,
          0,
          {
            status: o.status,
            ...(o.comment && { comment: o.comment }),
            ...(o.closeReason && { closeReason: o.closeReason }),
            ...(answered && { answeredAt: new Date(now.getTime() - HOUR) }),
          },
          now,
        );
        if (o.closeReason === 'expired') {
          log.push([
            OFFER_DEADLINE_ACTOR,
            offerClosedEvent('offer_expired', row, freight.freightId, 'expired'),
          ]);
        } else if (o.closeReason && winner) {
          const by = answerer(winner.to, idOf(winner.to));
          log.push([by, offerClosedEvent('offer_rejected', row, freight.freightId, o.closeReason)]);
        } else if (ANSWER_ACTIONS[o.status]) {
          const after = { status: o.status, ...(o.comment && { comment: o.comment }) };
          const event = offerEvent(
            ANSWER_ACTIONS[o.status]!,
            row,
            freight.freightId,
            { status: 'sent' },
            after,
          );
          log.push([answerer(o.to, transporterId), event]);
        }
      }
    }
    for (const [who, event] of log) await recordEvents(trx, who, [event]);
  });
}
