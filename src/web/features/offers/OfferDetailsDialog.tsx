import { useCallback, useEffect, useState } from 'react';
import type { Offer } from '../../../core/offers/offers.schemas.ts';
import { isOfferOpen } from '../../../core/offers/offers.schemas.ts';
import { formatDate, formatDateTime } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { DetailsModal, refusalMessage, useDetailsLoad } from '../../ui/DetailsModal.tsx';
import {
  commentOffer,
  fetchOffer,
  offerCloseReasonLabel,
  offerStatusLabel,
  timeLeftText,
} from './offersApi.ts';

export interface OfferDetailsDialogProps {
  id: string;
  /** The transporter manager answers and comments. */
  canAnswer: boolean;
  onAnswer(offer: Offer, accept: boolean): void;
  /** The offer as read (a first look moves it to received: a new version). */
  onLoaded(offer: Offer): void;
  onClose(): void;
}

/** One offer (GET /api/offers/details/{id}) with a live countdown; the transporter manager accepts, rejects, comments. Esc closes. */
export function OfferDetailsDialog({ id, canAnswer, onAnswer, onLoaded, onClose }: OfferDetailsDialogProps) {
  const t = useT();
  const [comment, setComment] = useState('');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchOffer(id, signal).then((o) => {
        onLoaded(o);
        setComment(o.comment);
        return o;
      }),
    [id, onLoaded],
  );
  const state = useDetailsLoad(load, t('offers.loadFailed'));
  const { data: offer, setData: setOffer, setError } = state;
  const open = offer !== null && isOfferOpen(offer, now);
  const title = offer ? t('offers.detailsTitle', { freightId: offer.freightId }) : t('offers.details');
  return (
    // The answer and comment buttons stand with the close button, under the loaded offer.
    <DetailsModal title={title} name="offer-details" state={state} onClose={onClose} actions={null}>
      {offer && (
        <>
          <dl className="event-meta">
            <dt>{t('offers.col.status')}</dt>
            <dd data-testid="offer-status">{offerStatusLabel(offer.status)}</dd>
            {offer.closeReason && (
              <>
                <dt>{t('offers.col.closeReason')}</dt>
                <dd data-testid="offer-close-reason">{offerCloseReasonLabel(offer.closeReason)}</dd>
              </>
            )}
            <dt>{t('offers.col.transporterName')}</dt>
            <dd>{offer.transporterName}</dd>
            <dt>{t('offers.replyDeadline')}</dt>
            <dd>
              {formatDateTime(offer.replyDeadlineDate)}
              {open && (
                <strong data-testid="offer-countdown"> ({timeLeftText(offer.replyDeadlineDate, now)})</strong>
              )}
            </dd>
            <dt>{t('offers.col.factoryShortName')}</dt>
            <dd>{offer.freight.factoryShortName}</dd>
            <dt>{t('offers.col.deliveryDate')}</dt>
            <dd>{offer.freight.deliveryDate ? formatDate(offer.freight.deliveryDate) : '—'}</dd>
            <dt>{t('offers.col.truckType')}</dt>
            <dd>{offer.freight.truckType ?? '—'}</dd>
            <dt>{t('offers.col.cities')}</dt>
            <dd>{offer.freight.cities.join(' → ') || '—'}</dd>
            <dt>{t('offers.col.load')}</dt>
            <dd>
              {t('offers.loadText', {
                pallets: String(offer.freight.pallets),
                kg: String(offer.freight.kg),
                km: String(Math.round(offer.freight.distanceKm)),
              })}
            </dd>
            {offer.freight.freightCost !== null && (
              <>
                <dt>{t('offers.freightCost')}</dt>
                <dd>{offer.freight.freightCost.toLocaleString('hu-HU')} Ft</dd>
              </>
            )}
            <dt>{t('offers.col.commentFromLogistics')}</dt>
            <dd>{offer.commentFromLogistics || '—'}</dd>
            {offer.waterfallStep !== null && (
              <>
                <dt>{t('offers.col.waterfall')}</dt>
                <dd>
                  {t('offers.waterfallAt', {
                    step: String(offer.waterfallStep),
                    left: String(offer.waterfallNext.length),
                  })}
                </dd>
              </>
            )}
          </dl>
          {canAnswer && (
            <label className="input-field">
              <span>{t('offers.col.comment')}</span>
              <textarea
                value={comment}
                maxLength={2000}
                rows={2}
                onChange={(e) => setComment(e.target.value)}
              />
            </label>
          )}
          <div className="modal-actions">
            {canAnswer && open && (
              <>
                <button type="button" className="btn btn-primary" onClick={() => onAnswer(offer, true)}>
                  {t('offers.accept')}
                </button>
                <button type="button" className="btn" onClick={() => onAnswer(offer, false)}>
                  {t('offers.reject')}
                </button>
              </>
            )}
            {canAnswer && (
              <button
                type="button"
                className="btn"
                disabled={comment === offer.comment}
                onClick={() =>
                  void commentOffer(offer, comment)
                    .then(setOffer)
                    .catch((err: unknown) => setError(refusalMessage(err, t('offers.loadFailed'))))
                }
              >
                {t('offers.saveComment')}
              </button>
            )}
            <button type="button" className="btn" onClick={onClose}>
              {t('dialog.close')}
            </button>
          </div>
        </>
      )}
    </DetailsModal>
  );
}
