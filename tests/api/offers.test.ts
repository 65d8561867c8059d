import { describe, expect, it } from 'vitest';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { OFFERS_API } from '../../src/core/offers/offers.api.ts';
import { ORGANIZER_API } from '../../src/core/organizer/organizer.api.ts';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { expireOffers } from '../../src/server/commands/offers.commands.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { insertTestUser } from '../factories/users.factory.ts';
import { datesAhead } from '../support/dates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';
import { withModule } from './support/withModule.ts';

const { releaseDate, deliveryDate, expectedDeadlineDate } = datesAhead();
const FUTURE = { releaseDate, deliveryDate, expectedDeadlineDate };
const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const HOUR = 3_600_000;

describe.each(BACKENDS)('offers [%s]', (backend) => {
  // A clock the tests move: the deadline and the expiry tick read it.
  let offset = 0;
  const env = useTestEnv(backend, {}, { now: () => new Date(Date.now() + offset) });
  const api = OFFERS_API;
  const db = () => env().database.db;
  const store = async (values: Partial<NewFreight> = {}) =>
    (await insertFreights(db(), [newFreightValues({ ...FUTURE, ...values })]))[0]!;
  const own = async () => (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
  /** Another transporter with a manager and a viewer of its own. */
  const otherTransporter = async () => {
    const t = (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: `Másik Fuvar ${uniq()} Kft.`, shortName: `M${uniq()}` },
      })
    ).data.transporter;
    const manager = await insertTestUser(db(), { role: ROLES.TRANSPORTER_MANAGER, transporterId: t.id });
    const viewer = await insertTestUser(db(), { role: ROLES.TRANSPORTER_VIEWER, transporterId: t.id });
    return { id: t.id as string, manager: manager.username, viewer: viewer.username };
  };
  const send = (payload: Record<string, unknown>, as = 'logistics-manager') =>
    env().request(api.send, { as, payload });
  const accept = (id: string, as: string, payload: Record<string, unknown> = {}) =>
    env().request(api.accept, { as, params: { id }, payload });
  const reject = (id: string, as: string, payload: Record<string, unknown> = {}) =>
    env().request(api.reject, { as, params: { id }, payload });
  const freightOf = async (id: string) =>
    (await env().request(FREIGHTS_API.details, { as: 'admin', params: { id } })).data.freight;
  const eventsOf = async (entityIds: string[]) =>
    (
      await db()
        .selectFrom('events')
        .select(['action', 'entity_id'])
        .where('entity_id', 'in', entityIds)
        .orderBy('id')
        .execute()
    ).map((e) => e.action);

  it('sends a freight to two transporters with the default deadline; the freight is published and names them', async () => {
    const f = await store();
    const a = await own();
    const b = await otherTransporter();
    const before = Date.now() + offset;
    const res = await send({
      freightId: f.freightId,
      transporterIds: [a, b.id],
      commentFromLogistics: 'Sürgős',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.offers).toHaveLength(2);
    const [first] = res.data.offers;
    expect(first).toMatchObject({ status: 'sent', commentFromLogistics: 'Sürgős', freightId: f.freightId });
    // base config's transporterReplyDeadline: 24 hours
    const deadline = Date.parse(first!.replyDeadlineDate);
    expect(deadline - before).toBeGreaterThanOrEqual(24 * HOUR - 5000);
    expect(deadline - before).toBeLessThanOrEqual(24 * HOUR + 60_000);
    const freight = await freightOf(f.id);
    expect(freight.status).toBe('published');
    expect([...freight.offerSentToTransporterIds].sort()).toEqual([a, b.id].sort());
    expect(await eventsOf(res.data.offers.map((o) => o.id))).toEqual([
      'offer_request_sent',
      'offer_request_sent',
    ]);
    // The same pair again while open: 409; a past deadline: 422; an unknown transporter: 404.
    expect((await send({ freightId: f.id, transporterIds: [a] })).statusCode).toBe(409);
    const past = await send({
      freightId: f.id,
      transporterIds: [a],
      replyDeadlineDate: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(
      (await send({ freightId: f.id, transporterIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode,
    ).toBe(404);
    // Only editors send; only while freight_offer is active.
    expect((await send({ freightId: f.id, transporterIds: [a] }, 'logistics-viewer')).statusCode).toBe(403);
    expect((await send({ freightId: f.id, transporterIds: [a] }, 'transporter-manager')).statusCode).toBe(
      403,
    );
    await withModule(db(), 'freight_offer', false, async () => {
      expect((await send({ freightId: f.id, transporterIds: [b.id] })).statusCode).toBe(403);
    });
  });

  it('refuses freights that already have a transporter or are past the offer stage', async () => {
    const a = await own();
    const taken = await store({ transporterId: a });
    const scheduled = await store({ status: 'scheduled' });
    const res = await send({ freightIds: [taken.id, scheduled.freightId], transporterIds: [a] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details).sort()).toEqual([taken.freightId, scheduled.freightId].sort());
    expect((await send({ freightId: '999999999', transporterIds: [a] })).statusCode).toBe(404);
  });

  it('a transporter sees only their offers; details mark it received; accept attaches the transporter and closes the others', async () => {
    const f = await store();
    const a = await own();
    const b = await otherTransporter();
    const sent = (await send({ freightId: f.id, transporterIds: [a, b.id] })).data.offers;
    const mine = sent.find((o) => o.transporterId === a)!;
    const theirs = sent.find((o) => o.transporterId === b.id)!;

    const list = await env().request(api.list, {
      as: 'transporter-viewer',
      query: { open: 'true', size: 100 },
    });
    expect(list.statusCode).toBe(200);
    expect(list.data.result.every((o) => o.transporterId === a)).toBe(true);
    expect(list.data.result.map((o) => o.id)).toContain(mine.id);
    // Another transporter's offer is not there for them: details, accept, reject, comment.
    expect(
      (await env().request(api.details, { as: 'transporter-manager', params: { id: theirs.id } })).statusCode,
    ).toBe(404);
    expect((await accept(theirs.id, 'transporter-manager')).statusCode).toBe(404);
    expect((await reject(theirs.id, 'transporter-manager')).statusCode).toBe(404);
    const foreignComment = await env().request(api.comment, {
      as: 'transporter-manager',
      payload: { freightId: f.id, transporterId: b.id, comment: 'x' },
    });
    expect(foreignComment.statusCode).toBe(404);
    // Viewers read but do not answer; planners do not answer.
    expect((await accept(mine.id, 'transporter-viewer')).statusCode).toBe(403);
    expect((await accept(mine.id, 'logistics-manager')).statusCode).toBe(403);

    const listed = list.data.result.find((o) => o.id === mine.id)!;
    const details = await env().request(api.details, { as: 'transporter-manager', params: { id: mine.id } });
    // Opening it is a read receipt: received, at the version the list gave (a read makes no version stale).
    expect(details.data).toMatchObject({ status: 'received', __v: listed.__v });
    expect(details.data.freight).toMatchObject({ freightId: f.freightId, cities: ['Győr'], pallets: 12 });
    // A stale version is refused; the list's one wins.
    expect((await accept(mine.id, 'transporter-manager', { __v: listed.__v + 1 })).statusCode).toBe(409);
    const ok = await accept(mine.id, 'transporter-manager', { __v: listed.__v, comment: 'Visszük.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data).toMatchObject({ status: 'accepted', comment: 'Visszük.' });
    const freight = await freightOf(f.id);
    expect(freight).toMatchObject({ transporterId: a, status: 'accepted' });
    // The other transporter is told it went to someone else.
    const late = await accept(theirs.id, b.manager);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('offers.takenByOther');
    const closed = (await env().request(api.details, { as: 'admin', params: { id: theirs.id } })).data;
    expect(closed).toMatchObject({ status: 'rejected', closeReason: 'otherAccepted' });
    // The loser's list never names the winner; the winner reads itself on its freight.
    const loserRows = (await env().request(api.list, { as: b.manager, query: { freightId: f.id } })).data
      .result;
    expect(loserRows.map((o) => o.freight.transporterId)).toEqual([null]);
    const winnerRows = (
      await env().request(api.list, { as: 'transporter-viewer', query: { freightId: f.id } })
    ).data.result;
    expect(winnerRows.map((o) => o.freight.transporterId)).toEqual([a]);
    // The grid's close-reason column filters and sorts on the server.
    const byReason = await env().request(api.list, {
      as: 'logistics-manager',
      query: {
        size: -1,
        filter: JSON.stringify({ closeReason: { type: 'in', values: ['otherAccepted'] } }),
        sort: 'closeReason:asc',
      },
    });
    expect(byReason.statusCode, byReason.body).toBe(200);
    expect(byReason.data.result.map((o) => o.id)).toContain(theirs.id);
    expect(byReason.data.result.map((o) => o.id)).not.toContain(mine.id);
    expect(byReason.data.result.every((o) => o.closeReason === 'otherAccepted')).toBe(true);
    expect(await eventsOf([mine.id])).toEqual(['offer_request_sent', 'offer_received', 'offer_sent']);
    expect(await eventsOf([theirs.id])).toEqual(['offer_request_sent', 'offer_rejected']);
    // The winner's log shows its offer events and the freight's; the loser's its own only.
    const winnerLog = await env().request(EVENTS_API.list, {
      as: 'transporter-viewer',
      query: { size: 200, entityId: mine.id },
    });
    expect(winnerLog.data.result.map((e) => e.action).sort()).toEqual([
      'offer_received',
      'offer_request_sent',
      'offer_sent',
    ]);
    const loserLog = (await env().request(EVENTS_API.list, { as: b.viewer, query: { size: 500 } })).data
      .result;
    expect(loserLog.some((e) => e.entityId === mine.id)).toBe(false);
  });

  it('two transporters accepting at once: exactly one wins, the other is told', async () => {
    const f = await store();
    const a = await own();
    const b = await otherTransporter();
    const sent = (await send({ freightId: f.id, transporterIds: [a, b.id] })).data.offers;
    const mine = sent.find((o) => o.transporterId === a)!;
    const theirs = sent.find((o) => o.transporterId === b.id)!;
    const answers = await Promise.all([accept(mine.id, 'transporter-manager'), accept(theirs.id, b.manager)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().code).toBe('offers.takenByOther');
    const winner = answers.find((r) => r.statusCode === 200)!;
    const freight = await freightOf(f.id);
    expect(freight.transporterId).toBe(winner.data.transporterId);
  });

  it('rejecting by the transporter; the planner and the transporter comment; offers expire at their deadline', async () => {
    const f = await store();
    const a = await own();
    const b = await otherTransporter();
    const sent = (
      await send({
        freightId: f.id,
        transporterIds: [a, b.id],
        replyDeadlineDate: new Date(Date.now() + offset + 2 * HOUR).toISOString(),
      })
    ).data.offers;
    const mine = sent.find((o) => o.transporterId === a)!;
    const theirs = sent.find((o) => o.transporterId === b.id)!;
    const planner = await env().request(api.comment, {
      as: 'logistics-manager',
      payload: { freightId: f.freightId, transporterId: a, comment: 'Rakodás 6-tól' },
    });
    expect(planner.statusCode, planner.body).toBe(200);
    expect(planner.data.commentFromLogistics).toBe('Rakodás 6-tól');
    const byTransporter = await env().request(api.comment, {
      as: 'transporter-manager',
      payload: { freightId: f.freightId, transporterId: a, comment: 'Csak délután' },
    });
    expect(byTransporter.data).toMatchObject({
      comment: 'Csak délután',
      commentFromLogistics: 'Rakodás 6-tól',
    });
    // A comment at a version read before the others' comments is refused, nothing written.
    const stale = await env().request(api.comment, {
      as: 'transporter-manager',
      payload: { freightId: f.freightId, transporterId: a, comment: 'Régi lap', __v: mine.__v },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');
    const current = await env().request(api.comment, {
      as: 'transporter-manager',
      payload: {
        freightId: f.freightId,
        transporterId: a,
        comment: 'Csak délután kettőtől',
        __v: byTransporter.data.__v,
      },
    });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.data).toMatchObject({ comment: 'Csak délután kettőtől', __v: byTransporter.data.__v + 1 });
    const no = await reject(mine.id, 'transporter-manager');
    expect(no.statusCode).toBe(200);
    expect(no.data.status).toBe('rejectedByTransporter');
    // The other offer is still open: the freight stays published, without the transporter who declined.
    expect(await freightOf(f.id)).toMatchObject({ status: 'published', offerSentToTransporterIds: [b.id] });
    expect((await accept(mine.id, 'transporter-manager')).json().code).toBe('offers.notOpen');

    // Three hours later the other offer has expired: refused on answer, closed by the tick.
    offset += 3 * HOUR;
    try {
      const late = await accept(theirs.id, b.manager);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('offers.expired');
      const open = await env().request(api.list, { as: b.manager, query: { open: 'true', size: 100 } });
      expect(open.data.result.map((o) => o.id)).not.toContain(theirs.id);
      expect(await expireOffers(env().app.services)).toBeGreaterThanOrEqual(1);
      const closed = (await env().request(api.details, { as: 'admin', params: { id: theirs.id } })).data;
      expect(closed).toMatchObject({ status: 'rejected', closeReason: 'expired' });
      expect(await eventsOf([theirs.id])).toEqual(['offer_request_sent', 'offer_expired']);
      // No open offer is left and one transporter answered: the freight is answered, listing nobody.
      expect(await freightOf(f.id)).toMatchObject({ status: 'answered', offerSentToTransporterIds: [] });
    } finally {
      offset -= 3 * HOUR;
    }
  });

  it('a tender that closes unanswered puts the freight back to new; one declined answer makes it answered', async () => {
    const declined = await store();
    const lapsed = await store();
    const a = await own();
    const [offer] = (await send({ freightId: declined.id, transporterIds: [a] })).data.offers;
    expect((await reject(offer!.id, 'transporter-manager')).statusCode).toBe(200);
    expect(await freightOf(declined.id)).toMatchObject({
      status: 'answered',
      offerSentToTransporterIds: [],
      transporterId: null,
    });
    const updates = await db()
      .selectFrom('events')
      .select(['action', 'changes'])
      .where('entity', '=', 'freight')
      .where('entity_id', '=', declined.id)
      .orderBy('id')
      .execute();
    expect(updates.at(-1)?.changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'published', after: 'answered' }]),
    );
    // Offered again from answered; this time nobody answers by the deadline.
    await send({
      freightId: lapsed.id,
      transporterIds: [a],
      replyDeadlineDate: new Date(Date.now() + offset + 2 * HOUR).toISOString(),
    });
    expect((await freightOf(lapsed.id)).status).toBe('published');
    offset += 3 * HOUR;
    try {
      await expireOffers(env().app.services);
    } finally {
      offset -= 3 * HOUR;
    }
    expect(await freightOf(lapsed.id)).toMatchObject({ status: 'new', offerSentToTransporterIds: [] });
    const again = await send({ freightId: declined.id, transporterIds: [a] });
    expect(again.statusCode, again.body).toBe(201);
    expect((await freightOf(declined.id)).status).toBe('published');
  });

  it('tender waterfall: the next transporter gets it on reject and on expiry, each step an event', async () => {
    const f = await store();
    const a = await own();
    const b = await otherTransporter();
    const c = await otherTransporter();
    const res = await send({
      freightId: f.id,
      transporterIds: [b.id, a, c.id],
      waterfall: true,
      replyDeadlineDate: new Date(Date.now() + offset + 2 * HOUR).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.offers).toHaveLength(1);
    const first = res.data.offers[0]!;
    expect(first).toMatchObject({ transporterId: b.id, waterfallStep: 1, waterfallNext: [a, c.id] });
    // Nothing for the later ones yet.
    const mineBefore = await env().request(api.list, {
      as: 'transporter-manager',
      query: { freightId: f.id },
    });
    expect(mineBefore.data.result).toEqual([]);
    expect((await reject(first.id, b.manager)).statusCode).toBe(200);
    const second = (await env().request(api.list, { as: 'transporter-manager', query: { freightId: f.id } }))
      .data.result[0]!;
    expect(second).toMatchObject({ status: 'sent', waterfallStep: 2, waterfallNext: [c.id] });
    offset += 3 * HOUR;
    try {
      await expireOffers(env().app.services);
      const planner = (
        await env().request(api.list, { as: 'admin', query: { freightId: f.freightId, size: 10 } })
      ).data.result;
      expect(planner.map((o) => [o.transporterId, o.status, o.waterfallStep])).toEqual([
        [c.id, 'sent', 3],
        [a, 'rejected', 2],
        [b.id, 'rejectedByTransporter', 1],
      ]);
      const actions = (
        await db()
          .selectFrom('events')
          .select('action')
          .where('entity', '=', 'offer')
          .where('freight_id', '=', f.freightId)
          .orderBy('id')
          .execute()
      ).map((e) => e.action);
      expect(actions).toEqual([
        'offer_request_sent',
        'offer_request_rejected',
        'offer_waterfall_next',
        'offer_request_sent',
        'offer_expired',
        'offer_waterfall_next',
        'offer_request_sent',
      ]);
    } finally {
      offset -= 3 * HOUR;
    }
  });

  it('a freight that gets its transporter another way closes its open offers in the same transaction; a late answer is told why', async () => {
    const a = await own();
    const b = await otherTransporter();
    const offersOf = async (freightUuid: string) =>
      db()
        .selectFrom('offers')
        .select(['id', 'status', 'close_reason', 'transporter_id'])
        .where('freight_uuid', '=', freightUuid)
        .orderBy('created_at')
        .execute();
    const closingEvents = async (freightNumber: string) =>
      db()
        .selectFrom('events')
        .select(['action', 'entity_id', 'changes', 'transporter_id'])
        .where('freight_id', '=', freightNumber)
        .where('entity', '=', 'offer')
        .where('action', '=', 'offer_rejected')
        .execute();

    // 1. The planner sets a transporter: both open offers close (also the chosen one's), no waterfall step.
    const set = await store();
    const sent = await send({ freightId: set.id, transporterIds: [a, b.id] });
    expect(sent.statusCode, sent.body).toBe(201);
    // An edit that keeps the freight in tendering leaves them open.
    await env().request(FREIGHTS_API.comment, {
      as: 'logistics-manager',
      params: { id: set.id },
      payload: { comment: 'Rakodás 6-kor', __v: (await freightOf(set.id)).__v },
    });
    expect((await offersOf(set.id)).map((o) => o.status)).toEqual(['sent', 'sent']);
    const assigned = await env().request(FREIGHTS_API.setTransporter, {
      as: 'logistics-manager',
      params: { id: set.id },
      payload: { transporterId: b.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await offersOf(set.id)).toEqual([
      expect.objectContaining({ status: 'rejected', close_reason: 'transporterSet' }),
      expect.objectContaining({ status: 'rejected', close_reason: 'transporterSet' }),
    ]);
    const events = await closingEvents(set.freightId);
    expect(events.map((e) => e.entity_id).sort()).toEqual(sent.data.offers.map((o) => o.id).sort());
    expect(events.every((e) => JSON.stringify(e.changes).includes('transporterSet'))).toBe(true);
    const ours = sent.data.offers.find((o) => o.transporterId === a)!;
    const late = await accept(ours.id, 'transporter-manager');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('A fuvarhoz időközben fuvarozót rendeltek, az ajánlat lezárult!');
    const lateReject = await reject(ours.id, 'transporter-manager', { __v: 0 });
    expect(lateReject.statusCode).toBe(409);
    expect(lateReject.body).toContain('az ajánlat lezárult');
    // The freight keeps the planner's transporter.
    expect((await freightOf(set.id)).transporterId).toBe(b.id);

    // 2. A waterfall stops too: the next transporter never gets it.
    const fall = await store();
    const waterfall = await send({ freightId: fall.id, transporterIds: [a, b.id], waterfall: true });
    expect(waterfall.statusCode, waterfall.body).toBe(201);
    await env().request(FREIGHTS_API.setTransporter, {
      as: 'logistics-manager',
      params: { id: fall.id },
      payload: { transporterId: a },
    });
    await expireOffers(env().app.services);
    expect(await offersOf(fall.id)).toEqual([
      expect.objectContaining({ transporter_id: a, status: 'rejected', close_reason: 'transporterSet' }),
    ]);

    // 3. Leaving the offer stage (fixed on the organizer: scheduled) closes them: freightChanged.
    const stepped = await store({ status: 'answered' });
    const third = await send({ freightId: stepped.id, transporterIds: [a] });
    expect(third.statusCode, third.body).toBe(201);
    const now = await freightOf(stepped.id);
    const next = await env().request(ORGANIZER_API.fix, {
      as: 'logistics-manager',
      payload: { items: [{ kind: 'freight', id: stepped.id, __v: now.__v }], confirmed: true },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(await offersOf(stepped.id)).toEqual([
      expect.objectContaining({ status: 'rejected', close_reason: 'freightChanged' }),
    ]);
    const afterStep = await accept(third.data.offers[0]!.id, 'transporter-manager');
    expect(afterStep.statusCode).toBe(409);
    expect(afterStep.body).toContain('A fuvar állapota időközben megváltozott, az ajánlat lezárult!');

    // 4. Cancelling the freight closes them: freightCancelled.
    const cancelled = await store();
    const fourth = await send({ freightId: cancelled.id, transporterIds: [a, b.id] });
    expect(fourth.statusCode, fourth.body).toBe(201);
    const cancel = await env().request(FREIGHTS_API.cancel, {
      as: 'admin',
      payload: { freightIds: [cancelled.id] },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await offersOf(cancelled.id)).map((o) => [o.status, o.close_reason])).toEqual([
      ['rejected', 'freightCancelled'],
      ['rejected', 'freightCancelled'],
    ]);
    expect(await closingEvents(cancelled.freightId)).toHaveLength(2);
    const afterCancel = await accept(fourth.data.offers.find((o) => o.transporterId === b.id)!.id, b.manager);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.body).toContain('A fuvar időközben lemondásra került!');
  });

  it('a refused freight change closes no offer (one transaction)', async () => {
    const a = await own();
    const f = await store();
    const sent = await send({ freightId: f.id, transporterIds: [a] });
    expect(sent.statusCode, sent.body).toBe(201);
    // A stale version: the set-transporter is refused, its offer stays open.
    const stale = await env().request(FREIGHTS_API.setTransporter, {
      as: 'logistics-manager',
      params: { id: f.id },
      payload: { transporterId: a, __v: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const [offer] = await db()
      .selectFrom('offers')
      .select(['status'])
      .where('freight_uuid', '=', f.id)
      .execute();
    expect(offer?.status).toBe('sent');
  });
});
