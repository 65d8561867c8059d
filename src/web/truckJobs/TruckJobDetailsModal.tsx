import { type ReactNode, useState } from 'react';
import { RecordDetailsModal, type RecordDetailsModalProps } from '../grid/RecordDetailsModal.tsx';
import { actionLabel } from '../i18n/eventActionLabel.ts';
import { formatDateTime } from '../i18n/format.ts';
import { useT } from '../i18n/useT.ts';
import { type TruckJobDialogActions, useTruckJobDialogActions } from './truckJobDialogHost.ts';

/** What every truck job's details answer lists last: its events, newest first. */
interface WithEvents {
  events: readonly { id: string; action: string; createdAt: string; userName: string | null }[];
}

export interface TruckJobDetailsModalProps<D extends WithEvents>
  extends Omit<RecordDetailsModalProps<D>, 'reloadKey' | 'children'> {
  /** Counts the edit dialog's saves: each one reloads the panel. */
  saves?: number;
  /** Opens the edit dialog over the panel (F2, transport.edit). */
  onEdit(id: string): void;
  /** The class of the events list. */
  eventsClassName?: string;
  /** More of the edit dialog's keys the panel answers (Alt+K, Alt+PageDown/Up); `reload` shows their result. */
  actions?(reload: () => void): Omit<TruckJobDialogActions, 'edit'>;
  /** The kind's parts; `reload` loads the record again after a change made from inside the panel. */
  children(details: D, reload: () => void): ReactNode;
}

/**
 * The details panel of a freight or a pickup: the record's own parts (children), then its events.
 * It offers the edit dialog to the truck job commands (F2) and reloads after the dialog's saves or
 * a change made inside it (cargo split, waypoints). Esc closes it.
 */
export function TruckJobDetailsModal<D extends WithEvents>({
  id,
  saves = 0,
  onEdit,
  eventsClassName,
  actions,
  children,
  ...modal
}: TruckJobDetailsModalProps<D>) {
  const t = useT();
  const [reloads, setReloads] = useState(0);
  const reload = () => setReloads((n) => n + 1);
  useTruckJobDialogActions({ edit: () => onEdit(id), ...actions?.(reload) });
  return (
    <RecordDetailsModal<D> id={id} reloadKey={reloads + saves} {...modal}>
      {(details) => (
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
      )}
    </RecordDetailsModal>
  );
}
