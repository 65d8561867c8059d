import type { RefObject } from 'react';
import type { TimeSlotBooking } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { punctualityText, recordTitle, statusText } from './timeSlotTexts.ts';

interface ArrivalsTableProps {
  arrivals: readonly TimeSlotBooking[];
  cursorRow: number;
  tableRef: RefObject<HTMLTableElement | null>;
  onKeyDown(e: React.KeyboardEvent): void;
  onCursor(row: number): void;
}

const arrivedTime = (at: string) =>
  new Date(at).toLocaleTimeString('hu-HU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Budapest',
  });

/** The entrance supervisor's gate view: the day's arrivals by time, each with its arrival and punctuality. */
export function ArrivalsTable({ arrivals, cursorRow, tableRef, onKeyDown, onCursor }: ArrivalsTableProps) {
  const t = useT();
  return (
    <table
      ref={tableRef}
      className="ts-arrivals"
      aria-label={t('timeSlots.arrivals')}
      data-testid="time-slots-arrivals"
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          <th>{t('timeSlots.slot')}</th>
          <th>{t('timeSlots.dock')}</th>
          <th>{t('timeSlots.freight')}</th>
          <th>{t('timeSlots.transporter')}</th>
          <th>{t('timeSlots.plate')}</th>
          <th>{t('timeSlots.status')}</th>
          <th>{t('timeSlots.arrivedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {arrivals.length === 0 && (
          <tr>
            <td colSpan={7} className="screen-empty">
              {t('timeSlots.arrivalsEmpty')}
            </td>
          </tr>
        )}
        {arrivals.map((b, i) => (
          <tr
            key={b.id}
            tabIndex={i === cursorRow ? 0 : -1}
            data-cursor={i === cursorRow}
            aria-selected={i === cursorRow}
            className={`ts-arrival ${b.punctuality ?? ''} ${b.arrivedAt ? 'arrived' : ''}`}
            data-testid={`arrival-${b.number}`}
            onClick={() => onCursor(i)}
          >
            <td>{b.label}</td>
            <td>{b.dockName}</td>
            <td>{recordTitle(t, b)}</td>
            <td>{b.transporterName ?? ''}</td>
            <td>{b.truckLicensePlateNumber ?? ''}</td>
            <td>{statusText(t, b)}</td>
            <td>
              {b.arrivedAt ? arrivedTime(b.arrivedAt) : ''}{' '}
              <span className="ts-punctuality">{punctualityText(t, b)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
