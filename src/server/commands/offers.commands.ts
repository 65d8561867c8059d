import type { Kysely } from 'kysely';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import { OFFER_ERRORS, type SendOffersResponse } from '../../core/offers/offers.api.ts';
import {
  type Offer,
  type OfferAnswerInput,
  type OfferCloseReason,
  type OfferCommentInput,
  OPEN_OFFER_STATUSES,
  type SendOffersInput,
} from '../../core/offers/offers.schemas.ts';
import { inGroup, ROLES } from '../../core/permissions/roles.ts';
import type { AppServices } from '../appServices.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import {
  activeTransporters,
  closeOpenOffersOf,
  findOfferRow,
  findOffers,
  insertOffers,
  latestOfferOf,
  lockFreightRow,
  lockOffer,
  markFreightsOffered,
  markOfferReceived,
  type OfferRow,
  openOfferPairs,
  openOffersPastDeadline,
  tenderState,
  updateOffer,
} from '../db/repositories/offers.repository.ts';
import {
  FREIGHT_RECORDS,
  findRecordsInScope,
  updateRecord,
} from '../db/repositories/truckJobRecords.repository.ts';
import type { Database } from '../db/schema.ts';
import { type EventInput, recordEvents } from '../events/recordEvent.ts';
import { conflict, forbidden, HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { allFreights, scopeOf } from '../queries/offers.queries.ts';
import { startLeasedTimer } from '../timers/leasedTimer.ts';
import { FREIGHT_JOB } from './freightJob.commands.ts';
import { OFFERABLE_STATUSES, offerClosedEvent, offerEvent } from './offerClosing.commands.ts';

/**
 * Offers (issue 19): planners offer freights to transporters, transporters accept or reject them
 * by a reply deadline, the first accept attaches the transporter to the freight. Every write and its
 * events run in ONE transaction. Accepts of one freight queue on the freight's row lock (taken
 * before the offer's), so of two transporters accepting at once exactly one wins and the other is
 * told (409 offers.takenByOther); the freight's UPDATE is version-checked besides.
 */

/** Who closes offers at their deadline in the event log (no person asked). */
export const OFFER_DEADLINE_ACTOR: Actor = {
  role: ROLES.ADMIN,
  userId: null,
  username: 'offer-deadline',
  transporterId: null,
  synthetic: true,
};

const HOUR_MS = 3_600_000;

async function lockedFreight(trx: Kysely<Database>, uuid: string): Promise<Freight | undefined> {
  if (!(await lockFreightRow(trx, uuid))) return undefined;
  const [freight] = await findRecordsInScope(trx, FREIGHT_RECORDS, allFreights, [uuid]);
  return freight;
}

/** Writes freight changes at the version read with the freight's own events; null when it moved on. */
async function changeFreight(
  trx: Kysely<Database>,
  freight: Freight,
  changes: Partial<Freight>,
  events: EventInput[],
): Promise<Freight | null> {
  const saved = await updateRecord(trx, FREIGHT_RECORDS, freight.id, freight.__v, changes);
  if (!saved) return null;
  events.push(...FREIGHT_JOB.events(freight, saved));
  return saved;
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/** The reply deadline of new offers: the one sent, else now + the base config's hours; never past (422). */
async function replyDeadline(services: AppServices, now: Date, sent: string | undefined): Promise<Date> {
  const config = await getBaseConfig(services.db);
  const deadline = sent
    ? new Date(sent)
    : new Date(now.getTime() + (config?.transporterReplyDeadline ?? 24) * HOUR_MS);
  if (deadline.getTime() <= now.getTime()) {
    throw new HttpError(422, OFFER_ERRORS.deadlineInPast, {
      replyDeadlineDate: OFFER_ERRORS.deadlineInPast.message,
    });
  }
  return deadline;
}

/**
 * Refuses offering the freights: one not found in the caller's scope (404), one not offerable
 * (taken or in another status, 422 by freight number), a pair already offered (409 `number/name`).
 */
async function assertOfferable(
  trx: Kysely<Database>,
  freightRefs: readonly string[],
  freights: readonly Freight[],
  recipients: readonly string[],
  names: ReadonlyMap<string, string>,
): Promise<void> {
  const found = new Set(freights.flatMap((f) => [f.id, f.freightId]));
  if (freightRefs.some((ref) => !found.has(ref.toLowerCase()) && !found.has(ref))) throw notFound();
  const refused = freights.filter((f) => !OFFERABLE_STATUSES.includes(f.status) || f.transporterId !== null);
  if (refused.length > 0) {
    throw new HttpError(
      422,
      OFFER_ERRORS.freightNotOfferable,
      Object.fromEntries(refused.map((f) => [f.freightId, OFFER_ERRORS.freightNotOfferable.message])),
    );
  }
  const taken = await openOfferPairs(
    trx,
    freights.map((f) => f.id),
    recipients,
  );
  if (taken.length > 0) {
    const numberOf = new Map(freights.map((f) => [f.id, f.freightId]));
    throw conflict(
      OFFER_ERRORS.alreadyOffered,
      Object.fromEntries(
        taken.map((p) => [
          `${numberOf.get(p.freightUuid)}/${names.get(p.transporterId)}`,
          OFFER_ERRORS.alreadyOffered.message,
        ]),
      ),
    );
  }
}

/** The events of sent offers: each freight's status and offered-to list, then one per offer row. */
function offersSentEvents(
  freights: readonly Freight[],
  marked: readonly { id: string; status: string; offerSentToTransporterIds: string[] }[],
  rows: readonly { freightUuid: string; transporterId: string; replyDeadlineDate: Date }[],
  inserted: readonly string[],
  queue: readonly string[],
): EventInput[] {
  const events: EventInput[] = [];
  const byId = new Map(freights.map((f) => [f.id, f]));
  for (const after of marked) {
    const before = byId.get(after.id) as Freight;
    events.push({
      entity: 'freight',
      entityId: after.id,
      action: 'updated',
      before: { status: before.status, offerSentToTransporterIds: before.offerSentToTransporterIds },
      after: { status: after.status, offerSentToTransporterIds: after.offerSentToTransporterIds },
      freightId: before.freightId,
      transporterId: before.transporterId,
    });
  }
  rows.forEach((row, i) => {
    const id = inserted[i] as string;
    const number = freights.find((f) => f.id === row.freightUuid)?.freightId ?? '';
    events.push(
      offerEvent('offer_request_sent', { id, transporterId: row.transporterId }, number, null, {
        transporterId: row.transporterId,
        replyDeadlineDate: row.replyDeadlineDate.toISOString(),
        ...(queue.length > 0 && { waterfallNext: [...queue] }),
      }),
    );
  });
  return events;
}

/** POST /api/transporters/offers: every freight to every transporter (or the first of a waterfall). */
export async function sendOffers(
  services: AppServices,
  actor: Actor,
  input: SendOffersInput,
): Promise<SendOffersResponse> {
  const now = services.now();
  const freightRefs = [
    ...new Set([...(input.freightIds ?? []), ...(input.freightId ? [input.freightId] : [])]),
  ];
  const transporterIds = [...new Set(input.transporterIds)];
  const deadline = await replyDeadline(services, now, input.replyDeadlineDate);
  const names = await activeTransporters(services.db, transporterIds);
  const unknown = transporterIds.filter((id) => !names.has(id));
  if (unknown.length > 0) throw notFound(OFFER_ERRORS.transporterNotFound);
  const recipients = input.waterfall ? transporterIds.slice(0, 1) : transporterIds;
  const queue = input.waterfall ? transporterIds.slice(1) : [];

  const ids = await services.db.transaction().execute(async (trx) => {
    const freights = await findRecordsInScope(trx, FREIGHT_RECORDS, allFreights, freightRefs);
    await assertOfferable(trx, freightRefs, freights, recipients, names);
    const rows = freights.flatMap((f) =>
      recipients.map((transporterId) => ({
        freightUuid: f.id,
        transporterId,
        replyDeadlineDate: deadline,
        commentFromLogistics: input.commentFromLogistics ?? '',
        waterfallNext: queue,
        waterfallStep: input.waterfall ? 1 : null,
        sentBy: actor.userId,
      })),
    );
    const inserted = await insertOffers(trx, rows);
    const marked = await markFreightsOffered(
      trx,
      freights.map((f) => ({ id: f.id, version: f.__v })),
      recipients,
      now,
    );
    if (marked.length !== freights.length) throw staleVersion();
    await recordEvents(trx, actor, offersSentEvents(freights, marked, rows, inserted, queue));
    return inserted;
  });
  return { message: OFFER_ERRORS.sent.message, offers: await findOffers(services.db, allFreights, ids) };
}

/**
 * GET /api/offers/details/{id}: a transporter user's first look marks a sent offer received, as a
 * read receipt that keeps the version (accept and reject check the `__v` the list gave).
 */
export async function offerDetails(services: AppServices, actor: Actor, id: string): Promise<Offer> {
  const [offer] = await findOffers(services.db, scopeOf(actor), [id]);
  if (!offer) throw notFound();
  if (actor.transporterId === null || offer.status !== 'sent') return offer;
  await services.db.transaction().execute(async (trx) => {
    const row = await lockOffer(trx, id);
    if (row?.status !== 'sent') return;
    await markOfferReceived(trx, id, services.now());
    await recordEvents(trx, actor, [
      offerEvent('offer_received', row, offer.freightId, { status: 'sent' }, { status: 'received' }),
    ]);
  });
  const [after] = await findOffers(services.db, scopeOf(actor), [id]);
  return after ?? offer;
}

/** The refusal of an answer to a closed offer: why it closed, in the transporter's words. */
function closedOffer(row: OfferRow, freight: Freight): HttpError {
  switch (row.closeReason) {
    case 'otherAccepted':
      return conflict(OFFER_ERRORS.takenByOther);
    case 'transporterSet':
      return conflict(OFFER_ERRORS.transporterSet);
    case 'freightCancelled':
      return conflict(OFFER_ERRORS.freightCancelled);
    case 'freightChanged':
      return conflict(OFFER_ERRORS.freightChanged);
    case 'expired':
      return conflict(OFFER_ERRORS.expired);
    default:
      // Closed before reasons were kept: another transporter holding the freight is the likely one.
      return freight.transporterId !== null && freight.transporterId !== row.transporterId
        ? conflict(OFFER_ERRORS.takenByOther)
        : conflict(OFFER_ERRORS.notOpen);
  }
}

/** The offer the caller answers, locked behind its freight: checks scope, version, status and deadline. */
async function answerable(
  trx: Kysely<Database>,
  services: AppServices,
  actor: Actor,
  id: string,
  body: OfferAnswerInput,
): Promise<{ row: OfferRow; freight: Freight }> {
  const seen = await findOfferRow(trx, scopeOf(actor), id);
  if (!seen) throw notFound();
  const freight = await lockedFreight(trx, seen.freightUuid);
  const row = await lockOffer(trx, id);
  if (!freight || !row) throw notFound();
  if (!OPEN_OFFER_STATUSES.includes(row.status)) throw closedOffer(row, freight);
  if (body.__v !== undefined && body.__v !== row.version) throw staleVersion();
  if (row.replyDeadlineDate.getTime() <= services.now().getTime()) throw conflict(OFFER_ERRORS.expired);
  if (freight.status === 'cancelled') throw conflict(OFFER_ERRORS.freightCancelled);
  if (freight.transporterId !== null && freight.transporterId !== row.transporterId) {
    throw conflict(OFFER_ERRORS.takenByOther);
  }
  return { row, freight };
}

function refuseNonManagers(actor: Actor): void {
  if (actor.role !== ROLES.TRANSPORTER_MANAGER || actor.transporterId === null) throw forbidden();
}

/** What an answer's act works on: the offer and its freight as they stand (answerable), in one transaction. */
interface OfferAnswering {
  trx: Kysely<Database>;
  row: OfferRow;
  freight: Freight;
  now: Date;
  id: string;
  actor: Actor;
  body: OfferAnswerInput;
}

/**
 * A transporter manager's answer to an offer as a command: `act` runs in one transaction on the
 * offer and its freight as they stand; the command answers the offer as the caller now sees it.
 */
function offerAnswer(act: (answering: OfferAnswering) => Promise<void>) {
  return async (services: AppServices, actor: Actor, id: string, body: OfferAnswerInput): Promise<Offer> => {
    refuseNonManagers(actor);
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const offer = await answerable(trx, services, actor, id, body);
      await act({ trx, ...offer, now, id, actor, body });
    });
    return (await findOffers(services.db, scopeOf(actor), [id]))[0] as Offer;
  };
}

/** The offer answered (accepted or rejected) with the transporter's comment, at the version read (409 else). */
async function markAnswered(
  trx: Kysely<Database>,
  row: OfferRow,
  status: 'accepted' | 'rejectedByTransporter',
  body: OfferAnswerInput,
  now: Date,
): Promise<void> {
  const ok = await updateOffer(
    trx,
    row.id,
    row.version,
    {
      status,
      answeredAt: now,
      waterfallNext: [],
      ...(body.comment !== undefined && { comment: body.comment }),
    },
    now,
  );
  if (!ok) throw staleVersion();
}

/** POST /api/offers/accept/{id}: the transporter takes the freight; the freight's other open offers close. */
export const acceptOffer = offerAnswer(async ({ trx, row, freight, now, id, actor, body }) => {
  if (!OFFERABLE_STATUSES.includes(freight.status)) throw conflict(OFFER_ERRORS.freightNotOfferable);
  const events: EventInput[] = [];
  const saved = await changeFreight(
    trx,
    freight,
    { transporterId: row.transporterId, status: 'accepted' },
    events,
  );
  if (!saved) throw conflict(OFFER_ERRORS.takenByOther);
  await markAnswered(trx, row, 'accepted', body, now);
  events.push(
    offerEvent('offer_sent', row, freight.freightId, { status: row.status }, { status: 'accepted' }),
  );
  const closed = await closeOpenOffersOf(trx, freight.id, id, 'otherAccepted', now);
  events.push(
    ...closed.map((other) => offerClosedEvent('offer_rejected', other, freight.freightId, 'otherAccepted')),
  );
  await recordEvents(trx, actor, events);
});

/**
 * A freight's tender after one of its offers closed unaccepted (the transporter rejected it, or its
 * deadline passed): the waterfall's next transporter gets its turn, the closed offer's transporter
 * leaves `offerSentToTransporterIds`, and with no open offer left a published freight becomes
 * `answered` when a transporter answered (rejected) it, else `new` again (issue 35: a freight is
 * published only while an offer is open). One version-checked freight write with its events.
 */
async function settleTender(
  trx: Kysely<Database>,
  row: OfferRow,
  freight: Freight,
  now: Date,
  events: EventInput[],
): Promise<void> {
  const current = await nextInWaterfall(trx, row, freight, now, events);
  if (current.transporterId !== null || !OFFERABLE_STATUSES.includes(current.status)) return;
  const state = await tenderState(trx, current.id);
  const listed = current.offerSentToTransporterIds.filter((t) => t !== row.transporterId);
  const changes: Partial<Freight> = {};
  if (listed.length !== current.offerSentToTransporterIds.length) changes.offerSentToTransporterIds = listed;
  if (state.open === 0 && current.status === 'published') {
    changes.status = state.answered > 0 ? 'answered' : 'new';
  }
  if (Object.keys(changes).length === 0) return;
  if (!(await changeFreight(trx, current, changes, events))) throw staleVersion();
}

/** The next transporter of a waterfall gets the freight (its own event); answers the freight as it is then. */
async function nextInWaterfall(
  trx: Kysely<Database>,
  row: OfferRow,
  freight: Freight,
  now: Date,
  events: EventInput[],
): Promise<Freight> {
  const [next, ...rest] = row.waterfallNext;
  if (!next || freight.transporterId !== null || !OFFERABLE_STATUSES.includes(freight.status)) return freight;
  const names = await activeTransporters(trx, [next]);
  if (!names.has(next)) {
    // An inactive transporter is passed over: the one after it gets the turn.
    return nextInWaterfall(trx, { ...row, waterfallNext: rest }, freight, now, events);
  }
  const span = Math.max(HOUR_MS, row.replyDeadlineDate.getTime() - row.createdAt.getTime());
  const taken = await openOfferPairs(trx, [freight.id], [next]);
  if (taken.length > 0) return freight;
  const [id] = await insertOffers(trx, [
    {
      freightUuid: freight.id,
      transporterId: next,
      replyDeadlineDate: new Date(now.getTime() + span),
      commentFromLogistics: '',
      waterfallNext: rest,
      waterfallStep: (row.waterfallStep ?? 1) + 1,
      sentBy: null,
    },
  ]);
  const saved = await changeFreight(
    trx,
    freight,
    { offerSentToTransporterIds: union(freight.offerSentToTransporterIds, [next]) },
    events,
  );
  if (!saved) throw staleVersion();
  events.push(
    offerEvent('offer_waterfall_next', { id: id as string, transporterId: next }, freight.freightId, null, {
      previousOfferId: row.id,
      step: (row.waterfallStep ?? 1) + 1,
      waterfallNext: rest,
    }),
    offerEvent('offer_request_sent', { id: id as string, transporterId: next }, freight.freightId, null, {
      transporterId: next,
      replyDeadlineDate: new Date(now.getTime() + span).toISOString(),
    }),
  );
  return saved;
}

/** POST /api/offers/reject/{id}: the transporter declines; a waterfall moves on to the next one. */
export const rejectOffer = offerAnswer(async ({ trx, row, freight, now, actor, body }) => {
  await markAnswered(trx, row, 'rejectedByTransporter', body, now);
  const events = [
    offerEvent(
      'offer_request_rejected',
      row,
      freight.freightId,
      { status: row.status },
      { status: 'rejectedByTransporter' },
    ),
  ];
  await settleTender(trx, row, freight, now, events);
  await recordEvents(trx, actor, events);
});

/** PUT /api/offers/comment: a transporter user's comment on their newest offer, or the planner's comment. */
export async function commentOffer(
  services: AppServices,
  actor: Actor,
  input: OfferCommentInput,
): Promise<Offer> {
  const transporterUser = actor.transporterId !== null;
  if (transporterUser && input.transporterId !== actor.transporterId) throw notFound(OFFER_ERRORS.noOffer);
  if (transporterUser && actor.role !== ROLES.TRANSPORTER_MANAGER) throw forbidden();
  if (!transporterUser && !inGroup(actor.role, 'editorRoles')) throw forbidden();
  const [freight] = await findRecordsInScope(services.db, FREIGHT_RECORDS, allFreights, [input.freightId]);
  if (!freight) throw notFound();
  const offer = await latestOfferOf(services.db, freight.id, input.transporterId);
  if (!offer) throw notFound(OFFER_ERRORS.noOffer);
  if (input.__v !== undefined && input.__v !== offer.__v) throw staleVersion();
  const field = transporterUser ? 'comment' : 'commentFromLogistics';
  await services.db.transaction().execute(async (trx) => {
    const ok = await updateOffer(trx, offer.id, offer.__v, { [field]: input.comment }, services.now());
    if (!ok) throw staleVersion();
    await recordEvents(trx, actor, [
      offerEvent('updated', offer, freight.freightId, { [field]: offer[field] }, { [field]: input.comment }),
    ]);
  });
  return (await findOffers(services.db, scopeOf(actor), [offer.id]))[0] as Offer;
}

/**
 * The expiry tick: open offers past their deadline close (rejected, reason expired) with an
 * `offer_expired` event, and a waterfall hands the freight to its next transporter. Safe with
 * several instances (rows another holds are skipped). Answers how many offers it closed.
 */
export async function expireOffers(services: AppServices, limit = 500): Promise<number> {
  const now = services.now();
  return services.db.transaction().execute(async (trx) => {
    const due = await openOffersPastDeadline(trx, now, limit);
    const events: EventInput[] = [];
    const reason: OfferCloseReason = 'expired';
    for (const row of due) {
      const freight = await lockedFreight(trx, row.freightUuid);
      if (!freight) continue;
      if (
        !(await updateOffer(
          trx,
          row.id,
          row.version,
          { status: 'rejected', closeReason: reason, waterfallNext: [] },
          now,
        ))
      )
        continue;
      events.push(offerClosedEvent('offer_expired', row, freight.freightId, reason));
      await settleTender(trx, row, freight, now, events);
    }
    await recordEvents(trx, OFFER_DEADLINE_ACTOR, events);
    return due.length;
  });
}

/** How often an app closes offers whose deadline passed. */
export const OFFER_EXPIRY_TICK_MS = 30_000;

/** The expiry tick's row in timer_leases. */
export const OFFER_EXPIRY_TIMER = 'offerExpiry';

/**
 * Starts this app's expiry tick; the answer stops it. With several instances on one database only
 * the holder of the timer's lease closes offers (timers/leasedTimer.ts).
 */
export function startOfferExpiry(
  services: AppServices,
  everyMs = OFFER_EXPIRY_TICK_MS,
  leaseMs?: number,
): () => Promise<void> {
  const timer = startLeasedTimer(services.db, {
    name: OFFER_EXPIRY_TIMER,
    everyMs,
    ...(leaseMs !== undefined && { leaseMs }),
    run: () => expireOffers(services),
    log: (err) => console.error('offers: expiry tick failed', err),
  });
  return timer.stop;
}
