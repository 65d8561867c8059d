import { useEffect, useMemo, useState } from 'react';
import { BASE_CONFIG_API } from '../../../core/baseConfig/baseConfig.api.ts';
import { OFFERS_API } from '../../../core/offers/offers.api.ts';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import type { Transporter } from '../../../core/transporters/transporters.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { showNotice } from '../../state/noticeState.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import './freightOffer.css';

export interface FreightOfferDialogProps {
  /** The freights offered: uuid and number. */
  freights: readonly { id: string; freightId: string }[];
  onSent(): void;
  onClose(): void;
}

interface OfferForm {
  /** Checked transporters in the order they were checked (a waterfall's order). */
  transporterIds: string[];
  deadline: string;
  comment: string;
  waterfall: boolean;
}

const HOUR_MS = 3_600_000;
/** A datetime-local value (local time, minutes) of a moment. */
const localInput = (at: Date) => {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

/**
 * Offer the selected freights to transporters (POST /api/transporters/offers): tick transporters
 * with Space (the order ticked is a waterfall's order), the reply deadline defaults to now plus base
 * config's transporterReplyDeadline hours, a comment for the transporters; Ctrl+S sends, Esc closes.
 */
export function FreightOfferDialog({ freights, onSent, onClose }: FreightOfferDialogProps) {
  const t = useT();
  const [transporters, setTransporters] = useState<Transporter[]>([]);
  const [original, setOriginal] = useState<OfferForm>({
    transporterIds: [],
    deadline: localInput(new Date(Date.now() + 24 * HOUR_MS)),
    comment: '',
    waterfall: false,
  });
  const [value, setValue] = useState<OfferForm>(original);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    callApi(TRANSPORTERS_API.list, { errorMode: 'silent', signal: abort.signal })
      .then((res) => setTransporters((Array.isArray(res) ? res : res.result).filter((tr) => tr.active)))
      .catch(() => setTransporters([]));
    callApi(BASE_CONFIG_API.get, { errorMode: 'silent', signal: abort.signal })
      .then((config) => {
        const hours = config.transporterReplyDeadline ?? 24;
        const next = (v: OfferForm) => ({
          ...v,
          deadline: localInput(new Date(Date.now() + hours * HOUR_MS)),
        });
        setOriginal(next);
        setValue(next);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  const deadlineOk = value.deadline !== '' && new Date(value.deadline).getTime() > Date.now();
  const valid = value.transporterIds.length > 0 && deadlineOk;
  const toggle = (id: string) =>
    setValue((v) => ({
      ...v,
      transporterIds: v.transporterIds.includes(id)
        ? v.transporterIds.filter((x) => x !== id)
        : [...v.transporterIds, id],
    }));
  const numbers = useMemo(() => freights.map((f) => f.freightId).join(', '), [freights]);
  const save = async () => {
    setSaving(true);
    setError('');
    try {
      const res = await callApi(OFFERS_API.send, {
        body: {
          freightIds: freights.map((f) => f.id),
          transporterIds: value.transporterIds,
          replyDeadlineDate: new Date(value.deadline).toISOString(),
          commentFromLogistics: value.comment,
          waterfall: value.waterfall,
        },
        errorMode: 'silent',
      });
      showNotice(res.message);
      onSent();
      onClose();
    } catch (err) {
      const body = (err as { body?: { message?: string; details?: Record<string, string> } }).body;
      const details = body?.details ? Object.keys(body.details).join(', ') : '';
      setError([body?.message ?? t('offers.sendFailed'), details].filter(Boolean).join(' '));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      open
      title={t('offers.sendTitle', { count: String(freights.length) })}
      original={original}
      value={value}
      valid={valid}
      saving={saving}
      onSave={save}
      onClose={onClose}
      saveLabel={t('offers.send')}
      testId="freight-offer-dialog"
    >
      <p className="offer-send-intro" tabIndex={-1} data-autofocus>
        {t('offers.sendIntro', { numbers })}
      </p>
      <fieldset className="offer-transporters">
        <legend>{t('offers.transporters')}</legend>
        {transporters.map((tr) => {
          const position = value.transporterIds.indexOf(tr.id);
          return (
            <label key={tr.id} className="offer-check">
              <input
                type="checkbox"
                name="transporter"
                value={tr.id}
                checked={position >= 0}
                onChange={() => toggle(tr.id)}
              />
              <span>
                {tr.companyName} ({tr.shortName})
              </span>
              {value.waterfall && position >= 0 && (
                <span className="offer-waterfall-step">
                  {t('offers.waterfallStep', { step: String(position + 1) })}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      <label className="offer-check">
        <input
          type="checkbox"
          checked={value.waterfall}
          onChange={(e) => setValue((v) => ({ ...v, waterfall: e.target.checked }))}
        />
        <span>{t('offers.waterfall')}</span>
      </label>
      <label className="input-field">
        <span>{t('offers.replyDeadline')}</span>
        <input
          type="datetime-local"
          value={value.deadline}
          onChange={(e) => setValue((v) => ({ ...v, deadline: e.target.value }))}
          aria-invalid={!deadlineOk}
        />
      </label>
      {!deadlineOk && <p className="input-error">{t('offers.deadlineInPast')}</p>}
      <label className="input-field">
        <span>{t('offers.commentFromLogistics')}</span>
        <textarea
          value={value.comment}
          maxLength={2000}
          rows={2}
          onChange={(e) => setValue((v) => ({ ...v, comment: e.target.value }))}
        />
      </label>
      {error && (
        <p className="input-error" role="alert">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
