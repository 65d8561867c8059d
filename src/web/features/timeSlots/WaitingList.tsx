import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { TimeSlotWaiting, TransporterPunctuality } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { PunctualityTable } from '../../truckJobs/PunctualityTable.tsx';
import { recordTitle, statusText } from './timeSlotTexts.ts';

interface WaitingListProps {
  waiting: readonly TimeSlotWaiting[];
  index: number;
  listRef: RefObject<HTMLDivElement | null>;
  setIndex: Dispatch<SetStateAction<number>>;
  /** Enter or double click: book the record. */
  onBook(w: TimeSlotWaiting): void;
  /** Esc: back to the table. */
  onLeave(): void;
  /** The transporters' punctuality of the last 30 days, below the list. */
  record: TransporterPunctuality[];
}

/** The records of the day waiting for a slot (↑/↓, Enter books, Esc back to the table), and the punctuality record. */
export function WaitingList({
  waiting,
  index,
  listRef,
  setIndex,
  onBook,
  onLeave,
  record,
}: WaitingListProps) {
  const t = useT();
  const onKeyDown = (e: React.KeyboardEvent) => {
    const n = waiting.length;
    if (e.key === 'ArrowDown') setIndex((i) => Math.min(n - 1, i + 1));
    else if (e.key === 'ArrowUp') setIndex((i) => Math.max(0, i - 1));
    else if (e.key === 'Enter') {
      const w = waiting[index];
      if (w) onBook(w);
    } else if (e.key === 'Escape') onLeave();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <aside className="ts-waiting" aria-labelledby="ts-waiting-title">
      <h2 id="ts-waiting-title">
        {t('timeSlots.waiting')} ({waiting.length})
      </h2>
      {/* The list stays on the page when it empties: booking its last record must not drop the
          focus (back on the list after the picker) to the page body. */}
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-label={t('timeSlots.waiting')}
        aria-activedescendant={waiting.length > 0 ? `ts-wait-${index}` : undefined}
        data-testid="time-slots-waiting"
        onKeyDown={onKeyDown}
      >
        {waiting.length === 0 ? (
          // A listbox holds options even when empty (axe aria-required-children): the note is one, unavailable.
          <div
            className="screen-empty"
            role="option"
            tabIndex={-1}
            aria-disabled="true"
            aria-selected="false"
          >
            {t('timeSlots.waitingEmpty')}
          </div>
        ) : (
          waiting.map((w, i) => (
            <div
              key={w.id}
              id={`ts-wait-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === index}
              onClick={() => setIndex(i)}
              onDoubleClick={() => onBook(w)}
            >
              <b>{recordTitle(t, w)}</b>
              <span className="ts-sub">
                {[
                  w.transporterName,
                  w.truckLicensePlateNumber,
                  statusText(t, w),
                  t('timeSlots.pallets', { n: w.pallets }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
          ))
        )}
      </div>
      <h2 className="ts-record-title">{t('timeSlots.punctualityTitle')}</h2>
      <PunctualityTable rows={record} testId="time-slots-punctuality" />
    </aside>
  );
}
