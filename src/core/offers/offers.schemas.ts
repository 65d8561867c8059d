import { z } from 'zod';
import { OFFER_STATUSES, type OfferStatus } from '../config/enums.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import type { OFFER_CLOSE_REASONS, offerAnswer, offerFreightSummaryAnswer } from './offers.answers.ts';

/** Offer statuses (business.md §4): core/config/enums.ts holds the list. */
export { OFFER_STATUSES, type OfferStatus };

/** Statuses in which a transporter may still answer. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['sent', 'received'];

export type OfferCloseReason = (typeof OFFER_CLOSE_REASONS)[number];

/** Whether an offer can still be answered at `now` (open status and the reply deadline not passed). */
export function isOfferOpen(offer: { status: OfferStatus; replyDeadlineDate: string }, now: Date): boolean {
  return OPEN_OFFER_STATUSES.includes(offer.status) && Date.parse(offer.replyDeadlineDate) > now.getTime();
}

/** Milliseconds left to answer (0 once the deadline passed). */
export function offerTimeLeftMs(replyDeadlineDate: string, now: Date): number {
  return Math.max(0, Date.parse(replyDeadlineDate) - now.getTime());
}

/** The freight as an offer shows it (what a transporter needs to decide). */
export type OfferFreightSummary = z.output<typeof offerFreightSummaryAnswer>;

/** An offer (business.md §3): a freight offered to one transporter. */
export type Offer = z.output<typeof offerAnswer>;

const idText = z.string().trim().min(1).max(64);

/**
 * POST /api/transporters/offers (business.md §7): `freightId` (the spec's field) or `freightIds`
 * (several at once: the planner's selection), `transporterIds`, `replyDeadlineDate` (default: now
 * plus base config's transporterReplyDeadline hours), `commentFromLogistics`. `waterfall: true`
 * offers to the first transporter only; on a reject or expiry the next one gets it.
 */
export const sendOffersSchema = z
  .object({
    transporterIds: z.array(z.uuid()).min(1).max(100),
    freightId: idText.optional(),
    freightIds: z.array(idText).min(1).max(1000).optional(),
    replyDeadlineDate: z.iso.datetime({ offset: true }).optional(),
    commentFromLogistics: z.string().max(2000).optional(),
    waterfall: z.boolean().optional(),
  })
  .refine((b) => b.freightId !== undefined || b.freightIds !== undefined, {
    message: COMMON_ERRORS.required.message,
    path: ['freightId'],
  });
export type SendOffersInput = z.infer<typeof sendOffersSchema>;

/**
 * PUT /api/offers/comment: the transporter's comment (transporter users) or the logistics comment
 * (editors) on the newest offer of the freight to the transporter; `__v` is that offer's version as
 * read (409 when it moved on; the spec's body has none, so it is checked when sent).
 */
export const offerCommentSchema = z.object({
  freightId: idText,
  transporterId: z.uuid(),
  comment: z.string().max(2000),
  __v: z.number().int().nonnegative().optional(),
});
export type OfferCommentInput = z.infer<typeof offerCommentSchema>;

/** POST /accept/{id} and /reject/{id}: the offer as read (`__v` checked when sent), optional comment. */
export const offerAnswerSchema = z.looseObject({
  __v: z.number().int().nonnegative().optional(),
  comment: z.string().max(2000).optional(),
});
export type OfferAnswerInput = z.infer<typeof offerAnswerSchema>;

/** GET /api/offers: `open=true` only answerable ones; `freightId` one freight's offers (planners). */
export const offerListFiltersSchema = z.object({
  open: z.enum(['true', 'false']).optional(),
  freightId: idText.optional(),
});
