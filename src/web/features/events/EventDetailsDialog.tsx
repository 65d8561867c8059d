import { useEffect, useState } from 'react';
import type { EventDoc } from '../../../core/events/events.schemas.ts';
import { pushDialog } from '../../commands/terminalState.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { actionLabel, entityLabel, fieldLabel, formatChangeValue, roleLabel } from './eventLabels.ts';
import { fetchEventDetails } from './eventsApi.ts';

export interface EventDetailsDialogProps {
  id: string;
  onClose(): void;
}

/** One event (GET /api/events/details/{id}): who, when, what, and every field before → after. Esc closes. */
export function EventDetailsDialog({ id, onClose }: EventDetailsDialogProps) {
  const t = useT();
  const [event, setEvent] = useState<EventDoc | null>(null);
  const [error, setError] = useState('');
  useEffect(() => pushDialog({ save: onClose, cancel: onClose }), [onClose]);
  useEffect(() => {
    const abort = new AbortController();
    fetchEventDetails(id, abort.signal)
      .then(setEvent)
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setError((err as { body?: { message?: string } }).body?.message ?? t('events.loadFailed'));
      });
    return () => abort.abort();
  }, [id, t]);
  const title = event
    ? t('events.detailsTitle', { entity: entityLabel(event.entity), action: actionLabel(event.action) })
    : t('events.details');
  return (
    <Modal open label={title} className="event-details" testId="event-details">
      {/* The title takes the focus, not the button: the Enter that opened the dialog must not close it. */}
      <h2 className="modal-title" tabIndex={-1} data-autofocus>
        {title}
      </h2>
      {!event && !error && <LoadingLine />}
      {error && (
        <p className="input-error" role="alert">
          {error}
        </p>
      )}
      {event && (
        <>
          <dl className="event-meta">
            <dt>{t('events.at')}</dt>
            <dd>{formatDateTime(event.at)}</dd>
            <dt>{t('events.user')}</dt>
            <dd>
              {event.username ?? '—'} ({roleLabel(event.role)})
            </dd>
            <dt>{t('events.entity')}</dt>
            <dd>
              {entityLabel(event.entity)} {event.entityId ?? ''}
            </dd>
          </dl>
          <table className="event-changes">
            <thead>
              <tr>
                <th scope="col">{t('events.field')}</th>
                <th scope="col">{t('events.before')}</th>
                <th scope="col">{t('events.after')}</th>
              </tr>
            </thead>
            <tbody>
              {event.changes.map((c) => (
                <tr key={c.field} data-field={c.field}>
                  <th scope="row">{fieldLabel(c.field)}</th>
                  <td className="event-before">{formatChangeValue(c.before)}</td>
                  <td className="event-after">
                    <span aria-hidden="true">→ </span>
                    {formatChangeValue(c.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {event.changes.length === 0 && <p className="screen-empty">{t('events.noChanges')}</p>}
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('events.close')}
        </button>
      </div>
    </Modal>
  );
}
