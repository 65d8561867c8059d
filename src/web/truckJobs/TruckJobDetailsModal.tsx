import { type ReactNode, useRef, useState } from 'react';
import { RecordDetailsModal, type RecordDetailsModalProps } from '../grid/RecordDetailsModal.tsx';
import { actionLabel } from '../i18n/eventActionLabel.ts';
import { formatDateTime } from '../i18n/format.ts';
import { useT } from '../i18n/useT.ts';
import { showAlert } from '../state/alertState.ts';
import { refusalText, type SaveResult } from './saveWithWarnings.ts';
import { useTruckJobDialogActions } from './truckJobDialogHost.ts';
import { openTimeSlotsOf, type TruckJobPlace } from './truckJobTimeSlots.ts';

/** What every truck job's details answer lists last: its events, newest first. */
interface WithEvents {
  events: readonly { id: string; action: string; createdAt: string; userName: string | null }[];
}

/** What a freight's or pickup's details panel gets from its screen (and hands TruckJobDetailsModal). */
export interface TruckJobPanelProps {
  /** The record's uuid or number. */
  id: string;
  /** Counts the edit dialog's saves: each one reloads the panel. */
  saves?: number;
  /** Opens the edit dialog over the panel (F2, transport.edit; Alt+K with the comment focused). */
  onEdit(id: string, focus?: 'comment'): void;
  /** A status stepped from the panel (Alt+PageDown / Alt+PageUp): the list shows it too. */
  onSaved?(): void;
  onClose(): void;
}

export interface TruckJobDetailsModalProps<D extends WithEvents, R extends TruckJobPlace>
  extends Omit<RecordDetailsModalProps<D>, 'reloadKey' | 'children' | 'id' | 'onClose'>,
    TruckJobPanelProps {
  /** The record of the details (what a status step is sent at, what the time slots open on). */
  record(details: D): R;
  /** Steps the shown record's status (Alt+PageDown / Alt+PageUp); absent where the user may not. */
  stepStatus?(record: R, direction: 1 | -1): Promise<SaveResult<unknown>>;
  /** The class of the events list. */
  eventsClassName?: string;
  /** The kind's parts; `reload` loads the record again after a change made from inside the panel. */
  children(details: D, reload: () => void): ReactNode;
}

/**
 * The details panel of a freight or a pickup: the record's own parts (children), then its events.
 * It answers the edit dialog's keys (F2 edits, Alt+K edits the comment, Alt+PageDown / Alt+PageUp
 * step the status, Alt+I opens the time slots of its day) and reloads after the dialog's saves, its
 * own status steps or a change made inside it (cargo split, waypoints). Esc closes it.
 */
export function TruckJobDetailsModal<D extends WithEvents, R extends TruckJobPlace>({
  id,
  saves = 0,
  onEdit,
  record,
  stepStatus,
  onSaved,
  eventsClassName,
  children,
  ...modal
}: TruckJobDetailsModalProps<D, R>) {
  const t = useT();
  const [reloads, setReloads] = useState(0);
  const reload = () => setReloads((n) => n + 1);
  // The record as shown: status steps are sent at its version.
  const shown = useRef<R | null>(null);
  useTruckJobDialogActions({
    edit: () => onEdit(id),
    comment: () => onEdit(id, 'comment'),
    timeSlots: () => {
      if (shown.current) openTimeSlotsOf(shown.current);
    },
    ...(stepStatus && {
      step: (direction: 1 | -1) => {
        const current = shown.current;
        if (!current) return;
        void stepStatus(current, direction)
          .then((result) => {
            if (!result.saved) return;
            reload();
            onSaved?.();
          })
          .catch((err: unknown) => showAlert(refusalText(err)));
      },
    }),
  });
  return (
    <RecordDetailsModal<D> id={id} reloadKey={reloads + saves} {...modal}>
      {(details) => {
        shown.current = record(details);
        return (
          <>
            {children(details, reload)}
            <h3>{t('freights.events')}</h3>
            {details.events.length === 0 ? (
              <p className="screen-empty">{t('freights.noEvents')}</p>
            ) : (
              <ul className={eventsClassName}>
                {details.events.map((e) => (
                  <li key={e.id}>
                    {formatDateTime(e.createdAt)} {e.userName ?? ''} {actionLabel(e.action)}
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </RecordDetailsModal>
  );
}
