import type { RefObject } from 'react';
import type { TimeSlotBooking } from '../../../core/timeSlots/timeSlots.schemas.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { TimeSlotTable } from './TimeSlotTable.tsx';
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

const ARRIVAL_COLUMNS = [
  'timeSlots.slot',
  'timeSlots.dock',
  'timeSlots.freight',
  'timeSlots.transporter',
  'timeSlots.plate',
  'timeSlots.status',
  'timeSlots.arrivedAt',
] as const satisfies readonly MessageKey[];

/** The entrance supervisor's gate view: the day's arrivals by time, each with its arrival and punctuality. */
export function ArrivalsTable({ arrivals, cursorRow, tableRef, onKeyDown, onCursor }: ArrivalsTableProps) {
  const t = useT();
  return (
    <TimeSlotTable
      tableRef={tableRef}
      className="ts-arrivals"
      label={t('timeSlots.arrivals')}
      testId="time-slots-arrivals"
      columns={ARRIVAL_COLUMNS.map((key) => ({ key, label: t(key) }))}
      onKeyDown={onKeyDown}
    >
      {arrivals.length === 0 && (
        <tr>
          <td colSpan={ARRIVAL_COLUMNS.length} className="screen-empty">
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
    </TimeSlotTable>
  );
}
