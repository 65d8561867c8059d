import { useCallback } from 'react';
import { formatDateTime } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { DetailsModal, useDetailsLoad } from '../../ui/DetailsModal.tsx';
import { TableHead } from '../../ui/TableHead.tsx';
import { actionLabel, entityLabel, fieldLabel, formatChangeValue, roleLabel } from './eventLabels.ts';
import { fetchEventDetails } from './eventsApi.ts';

export interface EventDetailsDialogProps {
  id: string;
  onClose(): void;
}

/** One event (GET /api/events/details/{id}): who, when, what, and every field before → after. Esc closes. */
export function EventDetailsDialog({ id, onClose }: EventDetailsDialogProps) {
  const t = useT();
  const load = useCallback((signal: AbortSignal) => fetchEventDetails(id, signal), [id]);
  const state = useDetailsLoad(load, t('events.loadFailed'));
  const event = state.data;
  const title = event
    ? t('events.detailsTitle', { entity: entityLabel(event.entity), action: actionLabel(event.action) })
    : t('events.details');
  return (
    <DetailsModal title={title} name="event-details" state={state} onClose={onClose}>
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
            <TableHead labels={[t('events.field'), t('events.before'), t('events.after')]} />
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
    </DetailsModal>
  );
}
