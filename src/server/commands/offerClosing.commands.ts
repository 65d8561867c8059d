import type { Kysely } from 'kysely';
import type { FreightStatus } from '../../core/config/enums.ts';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import type { OfferCloseReason } from '../../core/offers/offers.schemas.ts';
import { closeOpenOffersOf } from '../db/repositories/offers.repository.ts';
import type { Database } from '../db/schema.ts';
import { type EventInput, recordEvents } from '../events/recordEvent.ts';
import type { Actor } from '../policies/actor.ts';

/**
 * Offers of a freight that gets its transporter another way (issue 19): when a freight edit sets a
 * transporter, cancels the freight or moves it out of the offerable statuses (scheduled clears
 * offers and transporter, business.md §4, §5), its open offers close in the edit's transaction,
 * each with an `offer_rejected` event naming the reason; an answer after that is refused with it.
 */

/** The freight statuses an offer may be sent or accepted in (before a transporter is fixed). */
export const OFFERABLE_STATUSES: readonly FreightStatus[] = ['new', 'published', 'answered'];

/** An offer's event: stamped with the offer's transporter (their users see it) and the freight. */
export function offerEvent(
  action: string,
  row: { id: string; transporterId: string },
  freightNumber: string,
  before: object | null,
  after: object | null,
): EventInput {
  return {
    entity: 'offer',
    entityId: row.id,
    action,
    before,
    after,
    freightId: freightNumber,
    transporterId: row.transporterId,
  };
}

/** The event of an offer we closed (not its transporter): rejected, with the reason. */
export function offerClosedEvent(
  action: 'offer_rejected' | 'offer_expired',
  row: { id: string; transporterId: string; status: string },
  freightNumber: string,
  reason: OfferCloseReason,
): EventInput {
  return offerEvent(
    action,
    row,
    freightNumber,
    { status: row.status },
    { status: 'rejected', closeReason: reason },
  );
}

/** Why a freight's change closes its open offers, or null when they stay open. */
export function closingReason(before: Freight, after: Freight): OfferCloseReason | null {
  if (before.status === after.status && before.transporterId === after.transporterId) return null;
  if (after.status === 'cancelled') return 'freightCancelled';
  if (after.transporterId !== null) return 'transporterSet';
  if (!OFFERABLE_STATUSES.includes(after.status)) return 'freightChanged';
  return null;
}

/** Closes the freight's open offers when its change takes it out of tendering (inside the change's transaction). */
export async function closeOffersOfChangedFreight(
  trx: Kysely<Database>,
  actor: Actor,
  before: Freight,
  after: Freight,
  now: Date,
): Promise<void> {
  const reason = closingReason(before, after);
  if (!reason) return;
  const closed = await closeOpenOffersOf(trx, after.id, null, reason, now);
  await recordEvents(
    trx,
    actor,
    closed.map((offer) => offerClosedEvent('offer_rejected', offer, after.freightId, reason)),
  );
}
