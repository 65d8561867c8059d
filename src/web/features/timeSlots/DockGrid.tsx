import type { RefObject } from 'react';
import type { TimeSlotBooking, TimeSlotState } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { TimeSlotTable } from './TimeSlotTable.tsx';
import { rowLabel, type SlotCell } from './timeSlotGrid.ts';
import { bookingText, punctualityText, statusText } from './timeSlotTexts.ts';

interface DockGridProps {
  state: TimeSlotState;
  cells: SlotCell[][];
  cursor: { row: number; col: number };
  tableRef: RefObject<HTMLTableElement | null>;
  /** The booking being moved (its cells are marked). */
  moving: TimeSlotBooking | null;
  onKeyDown(e: React.KeyboardEvent): void;
  onCursor(row: number, col: number): void;
  /** Double click on a free cell: book it. */
  onBookAt(cell: SlotCell): void;
}

/** The day view: a row per slot start, a column per dock; a booking spans its width of slots. */
export function DockGrid({
  state,
  cells,
  cursor,
  tableRef,
  moving,
  onKeyDown,
  onCursor,
  onBookAt,
}: DockGridProps) {
  const t = useT();
  return (
    <TimeSlotTable
      tableRef={tableRef}
      className="ts-grid"
      label={t(screenTitleKey('/timeslots'))}
      testId="time-slots-grid"
      columns={[
        { key: 'slot', label: t('timeSlots.slot') },
        ...state.docks.map((d) => ({ key: d.id, label: d.name })),
      ]}
      onKeyDown={onKeyDown}
    >
      {cells.map((row, r) => (
        <tr key={state.timeSlots[r]}>
          <th scope="row">{rowLabel(state, state.timeSlots[r] as string)}</th>
          {row.map((c, col) => {
            const here = r === cursor.row && col === cursor.col;
            const dock = state.docks[col]?.name ?? '';
            return (
              <td
                key={c.dockId}
                tabIndex={here ? 0 : -1}
                data-cursor={here}
                data-testid={`slot-${dock}-${c.time}`}
                className={cellClass(c, moving)}
                title={c.kind === 'booked' ? bookingText(t, c.booking) : undefined}
                onClick={() => onCursor(r, col)}
                onDoubleClick={() => (c.kind === 'free' ? onBookAt(c) : undefined)}
              >
                <DockCell cell={c} />
              </td>
            );
          })}
        </tr>
      ))}
    </TimeSlotTable>
  );
}

/** A cell's classes: free, booked (freight or pickup, punctuality, first or continued row) or occupied; the moved booking. */
const cellClass = (c: SlotCell, moving: TimeSlotBooking | null): string =>
  `ts-cell ${c.kind} ${c.kind === 'booked' ? `${c.booking.kind} ${c.booking.punctuality ?? ''} ${c.first ? 'first' : 'cont'}` : ''} ${moving && c.kind === 'booked' && c.booking.id === moving.id ? 'moving' : ''}`;

/** What a cell shows: the booking on its first row (number, transporter, plate, status, punctuality), ⋮ below it, or "occupied". */
function DockCell({ cell: c }: { cell: SlotCell }) {
  const t = useT();
  if (c.kind === 'occupied') return <span className="ts-sub">{t('timeSlots.occupied')}</span>;
  if (c.kind !== 'booked') return null;
  if (!c.first) return <span className="ts-sub">⋮ {c.booking.number}</span>;
  return (
    <>
      <b>{c.booking.number}</b> {c.booking.transporterName ?? ''}
      <br />
      <span className="ts-sub">
        {c.booking.truckLicensePlateNumber ?? ''} · {statusText(t, c.booking)}
        {c.booking.punctuality ? ` · ${punctualityText(t, c.booking)}` : ''}
      </span>
    </>
  );
}
