import { type ListCall, type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { OFFERS_API } from '../../../core/offers/offers.api.ts';
import { type Offer, offerTimeLeftMs } from '../../../core/offers/offers.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { type GridAdapter, VERSIONED_ROWS } from '../../grid/gridTypes.ts';
import { formatDate, formatDateTime } from '../../i18n/format.ts';
import { type MessageKey, translate as t } from '../../i18n/i18n.ts';

/** A grid row of /offers: the offer with its freight's facts as shown. */
export interface OfferRow {
  id: string;
  __v: number;
  freightId: string;
  transporterName: string;
  status: string;
  /** Why the offer closed without the transporter's answer (its stored code; the column shows the label). */
  closeReason: string;
  replyDeadlineDate: string;
  timeLeft: string;
  factoryShortName: string;
  deliveryDate: string;
  truckType: string;
  cities: string;
  pallets: number;
  kg: number;
  commentFromLogistics: string;
  comment: string;
  waterfall: string;
  doc: Offer;
}

/** "2 nap 3 óra", "3 óra 12 perc", "12 perc", or "lejárt" (expired). */
export function timeLeftText(deadline: string, now: Date): string {
  const ms = offerTimeLeftMs(deadline, now);
  if (ms <= 0) return t('offers.expired');
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return t('offers.leftDays', { days: String(days), hours: String(hours) });
  if (hours > 0) return t('offers.leftHours', { hours: String(hours), minutes: String(mins) });
  return t('offers.leftMinutes', { minutes: String(mins) });
}

/** The status's label. */
export const offerStatusLabel = (status: string): string => t(`offers.status.${status}` as MessageKey);

/** Why a closed offer closed, in words ('' while open or answered by the transporter). */
export const offerCloseReasonLabel = (reason: string | null): string =>
  reason ? t(`offers.closeReasons.${reason}` as MessageKey) : '';

function toRow(doc: Offer, now: Date): OfferRow {
  const open = doc.status === 'sent' || doc.status === 'received';
  return {
    id: doc.id,
    __v: doc.__v,
    freightId: doc.freightId,
    transporterName: doc.transporterName,
    status: doc.status,
    closeReason: doc.closeReason ?? '',
    replyDeadlineDate: formatDateTime(doc.replyDeadlineDate),
    timeLeft: open ? timeLeftText(doc.replyDeadlineDate, now) : '',
    factoryShortName: doc.freight.factoryShortName,
    deliveryDate: doc.freight.deliveryDate ? formatDate(doc.freight.deliveryDate) : '',
    truckType: doc.freight.truckType ?? '',
    cities: doc.freight.cities.join(' → '),
    pallets: doc.freight.pallets,
    kg: doc.freight.kg,
    commentFromLogistics: doc.commentFromLogistics,
    comment: doc.comment,
    waterfall:
      doc.waterfallStep === null
        ? ''
        : t('offers.waterfallAt', {
            step: String(doc.waterfallStep),
            left: String(doc.waterfallNext.length),
          }),
    doc,
  };
}

/** The read-only adapter of /offers; `openOnly()` is read at every list call. */
export function offersAdapter(openOnly: () => boolean): GridAdapter<OfferRow> {
  return {
    entity: 'offers',
    liveEntity: 'offers',
    ...VERSIONED_ROWS,
    list: async (call: ListCall, signal: AbortSignal): Promise<ListResult<OfferRow>> => {
      const res = await callApi(OFFERS_API.list, {
        query: { ...toListQuery(call), ...(openOnly() && { open: 'true' }) },
        signal,
      });
      const now = new Date();
      return { ...res, result: res.result.map((doc) => toRow(doc, now)) };
    },
    saveBatch: () => Promise.reject(new Error('Offers are answered, not edited.')),
  };
}

/** One offer (a transporter's first look marks it received). */
export const fetchOffer = (id: string, signal?: AbortSignal): Promise<Offer> =>
  callApi(OFFERS_API.details, { params: { id }, signal, errorMode: 'silent' });

/** Accepts or rejects an offer at the version read; the server's refusal is shown by the api client. */
export const answerOffer = (
  offer: { id: string; __v: number },
  accept: boolean,
  comment?: string,
): Promise<Offer> =>
  callApi(accept ? OFFERS_API.accept : OFFERS_API.reject, {
    params: { id: offer.id },
    body: { __v: offer.__v, ...(comment !== undefined && { comment }) },
  });

/** Saves the caller's comment on the offer at the version read (409 when it changed meanwhile). */
export const commentOffer = (offer: Offer, comment: string): Promise<Offer> =>
  callApi(OFFERS_API.comment, {
    body: { freightId: offer.freightUuid, transporterId: offer.transporterId, comment, __v: offer.__v },
    errorMode: 'silent',
  });
