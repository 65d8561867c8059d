import { useMemo, useRef, useState } from 'react';
import type { TimeSlotBooking } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { ArrivalsTable } from './ArrivalsTable.tsx';
import { BookingDialogs } from './BookingDialogs.tsx';
import { DockGrid } from './DockGrid.tsx';
import { TimeSlotsToolbar } from './TimeSlotsToolbar.tsx';
import { type SlotCell, slotCells } from './timeSlotGrid.ts';
import { bookingText } from './timeSlotTexts.ts';
import { useBookingActions } from './useBookingActions.ts';
import { useSlotCursor } from './useSlotCursor.ts';
import { timeSlotCommandIds, useTimeSlotCommands } from './useTimeSlotCommands.ts';
import { useTimeSlotDay } from './useTimeSlotDay.ts';
import { WaitingList } from './WaitingList.tsx';
import './timeSlots.css';
import { isGateKeeper } from '../../../core/permissions/actions.ts';
import { ScreenSection } from '../../shell/ScreenFrame.tsx';

/**
 * /timeslots (Időkapu, issue 18): a depot's day as docks × slots, the waiting list beside it, booking,
 * moving and removing by keyboard; the entrance supervisor's gate view lists the day's arrivals by time
 * and confirms them (Alt+A). Day: [ ], depot: Shift+[ ], today: Alt+Home.
 */
export function TimeSlotsScreen() {
  const t = useT();
  const gate = isGateKeeper(useAccess().role);
  const { depots, depot, setDepotIndex, date, setDate, state, record, refresh } = useTimeSlotDay(gate);
  const [waitIndex, setWaitIndex] = useState(0);
  const waitingRef = useRef<HTMLDivElement>(null);

  const cells = useMemo(() => (state ? slotCells(state) : []), [state]);
  const arrivals = useMemo(
    () =>
      state ? [...state.bookings].sort((a, b) => a.time.localeCompare(b.time, 'en', { numeric: true })) : [],
    [state],
  );
  const { cursor, setCursor, tableRef, focusGrid, onTableKey } = useSlotCursor(
    gate ? arrivals.length : cells.length,
    gate ? 1 : (state?.docks.length ?? 0),
    state !== null,
  );
  const actions = useBookingActions({ state, depot, t, refresh, focusGrid });
  const cell: SlotCell | undefined = cells[cursor.row]?.[cursor.col];
  const current: TimeSlotBooking | undefined = gate
    ? arrivals[cursor.row]
    : cell?.kind === 'booked'
      ? cell.booking
      : undefined;

  // Esc drops a move; Enter drops the moved booking on a free cell, else books the free cell, else says the booking.
  const onTableKeys = (e: React.KeyboardEvent) =>
    onTableKey(e, (key) => {
      if (key === 'Escape' && actions.moving) actions.cancelMove();
      else if (key === 'Enter' && !gate) {
        if (actions.moving && cell?.kind === 'free') void actions.dropMove(cell);
        else if (cell?.kind === 'free') actions.openBookAt(cell);
        else if (current) actions.setMessage(bookingText(t, current));
      } else return false;
      return true;
    });
  useTimeSlotCommands({
    gate,
    depotCount: depots?.length ?? 0,
    state,
    current,
    cell,
    waiting: { ref: waitingRef, record: state?.waiting[waitIndex] },
    setDate,
    setDepotIndex,
    focusGrid,
    actions,
  });

  return (
    <ScreenSection
      titleId="ts-title"
      title={t(screenTitleKey('/timeslots'))}
      className={`ts-screen ${gate ? 'ts-gate' : ''}`}
      testId="time-slots"
      header={<CommandBar ids={timeSlotCommandIds(gate)} />}
    >
      {depots !== null && depots.length === 0 && <p className="screen-empty">{t('timeSlots.noDepots')}</p>}
      {depots && depot && (
        <TimeSlotsToolbar
          depots={depots}
          depot={depot}
          date={date}
          reservationsLeft={state?.reservationsLeft}
          gate={gate}
          onDepot={setDepotIndex}
        />
      )}
      <p
        className={`ts-message ${actions.moving ? 'moving' : ''}`}
        role="status"
        data-testid="time-slots-message"
      >
        {actions.message}
      </p>
      {state && state.timeSlots.length === 0 && <p className="screen-empty">{t('timeSlots.closed')}</p>}
      {state && state.docks.length === 0 && <p className="screen-empty">{t('timeSlots.noDocks')}</p>}
      <div className="ts-body">
        {state && gate && (
          <ArrivalsTable
            arrivals={arrivals}
            cursorRow={cursor.row}
            tableRef={tableRef}
            onKeyDown={onTableKeys}
            onCursor={(row) => setCursor({ row, col: 0 })}
          />
        )}
        {state && !gate && state.docks.length > 0 && state.timeSlots.length > 0 && (
          <DockGrid
            state={state}
            cells={cells}
            cursor={cursor}
            tableRef={tableRef}
            moving={actions.moving}
            onKeyDown={onTableKeys}
            onCursor={(row, col) => setCursor({ row, col })}
            onBookAt={actions.openBookAt}
          />
        )}
        {state && !gate && (
          <WaitingList
            waiting={state.waiting}
            index={waitIndex}
            listRef={waitingRef}
            setIndex={setWaitIndex}
            onBook={actions.openBookFor}
            onLeave={focusGrid}
            record={record}
          />
        )}
      </div>
      <BookingDialogs state={state} actions={actions} />
    </ScreenSection>
  );
}
