import { useCallback, useState } from 'react';
import type { Depot } from '../../../core/sites/sites.schemas.ts';
import { TIME_SLOTS_API } from '../../../core/timeSlots/timeSlots.api.ts';
import {
  slotLabel,
  type TimeSlotBooking,
  type TimeSlotState,
  type TimeSlotWaiting,
} from '../../../core/timeSlots/timeSlots.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { TranslateFn } from '../../i18n/useT.ts';
import type { PickerChoice, PickerRequest } from './TimeSlotPicker.tsx';
import type { SlotCell } from './timeSlotGrid.ts';
import { useArrivalActions } from './useArrivalActions.ts';

interface BookingContext {
  state: TimeSlotState | null;
  depot: Depot | null;
  t: TranslateFn;
  /** Reads the day again (after every write, whatever its outcome). */
  refresh(): void;
  focusGrid(): void;
}

/** Sets or clears the time slot of a freight or a pickup at the version the screen read. */
const setTimeSlot = (
  b: { kind: 'freight' | 'pickup'; id: string; __v: number },
  body: { dockId: string | null; time: string | null; timeSlotWidth?: number },
) =>
  callApi(b.kind === 'freight' ? TIME_SLOTS_API.freightSetTimeSlot : TIME_SLOTS_API.pickupSetTimeSlot, {
    params: { id: b.id, version: String(b.__v) },
    body,
  });

/**
 * The writes of the time-slot screen and their dialogs: booking through the picker (for a waiting
 * record or a free cell), moving a booking to a free cell, removing one after Igen, confirming an
 * arrival (useArrivalActions). Each says what it did in the status line; a refused write leaves the server's alert and
 * the day is read again.
 */
export function useBookingActions({ state, depot, t, refresh, focusGrid }: BookingContext) {
  const [moving, setMoving] = useState<TimeSlotBooking | null>(null);
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const [unbook, setUnbook] = useState<TimeSlotBooking | null>(null);
  const [message, setMessage] = useState('');

  /** Writes, says what was done on success, reads the day again either way. */
  const run = useCallback(
    async (write: () => Promise<unknown>, done: () => string) => {
      try {
        await write();
        setMessage(done());
      } catch {
        // The alert shows the server's message; the day is read again.
      }
      refresh();
    },
    [refresh],
  );
  const placed = useCallback(
    (
      key: 'timeSlots.booked' | 'timeSlots.moved',
      number: string,
      dockId: string,
      time: string,
      width: number,
    ) =>
      t(key, {
        number,
        dock: state?.docks.find((d) => d.id === dockId)?.name ?? '',
        label: slotLabel(time, state?.lengthOfTimeSlot ?? 0, width),
      }),
    [state, t],
  );

  const book = useCallback(
    async (choice: PickerChoice) => {
      setPicker(null);
      if (!state) return;
      const { record, dockId, time, timeSlotWidth } = choice;
      await run(
        () => setTimeSlot(record, { dockId, time, timeSlotWidth }),
        () => placed('timeSlots.booked', record.number, dockId, time, timeSlotWidth),
      );
    },
    [state, run, placed],
  );

  const dropMove = useCallback(
    async (target: SlotCell) => {
      if (!moving || !state) return;
      const b = moving;
      setMoving(null);
      await run(
        () => setTimeSlot(b, { dockId: target.dockId, time: target.time, timeSlotWidth: b.timeSlotWidth }),
        () => placed('timeSlots.moved', b.number, target.dockId, target.time, b.timeSlotWidth),
      );
    },
    [moving, state, run, placed],
  );

  const removeBooking = useCallback(async () => {
    const b = unbook;
    setUnbook(null);
    if (!b) return;
    await run(
      () => setTimeSlot(b, { dockId: null, time: null }),
      () => t('timeSlots.unbooked', { number: b.number }),
    );
    focusGrid();
  }, [unbook, t, run, focusGrid]);

  const arrivals = useArrivalActions({ state, t, refresh, focusGrid, run, setMessage });

  const openBookFor = useCallback(
    (w: TimeSlotWaiting) => {
      if (!state || !depot) return;
      if (!state.canBook) return setMessage(t('timeSlots.notBookable'));
      setPicker({ mode: 'place', record: w, depotShortName: depot.shortName, date: state.date });
    },
    [state, depot, t],
  );
  const openBookAt = useCallback(
    (c: SlotCell | undefined) => {
      if (!state) return;
      if (!state.canBook) return setMessage(t('timeSlots.notBookable'));
      // Alt+B never passes in silence: a closed day, or the cursor not on a free cell, is said.
      if (state.timeSlots.length === 0) return setMessage(t('timeSlots.closed'));
      if (c?.kind !== 'free') return setMessage(t('timeSlots.bookNeedsFreeCell'));
      const dockName = state.docks.find((d) => d.id === c.dockId)?.name ?? '';
      setPicker({ mode: 'record', dockId: c.dockId, dockName, time: c.time, waiting: state.waiting });
    },
    [state, t],
  );

  const startMove = useCallback(
    (b: TimeSlotBooking) => {
      setMoving(b);
      setMessage(t('timeSlots.moving', { number: b.number }));
    },
    [t],
  );
  const cancelMove = useCallback(() => {
    setMoving(null);
    setMessage('');
  }, []);
  const closePicker = useCallback(() => setPicker(null), []);
  const keepBooking = useCallback(() => setUnbook(null), []);

  return {
    moving,
    picker,
    unbook,
    message,
    setMessage,
    book,
    dropMove,
    removeBooking,
    ...arrivals,
    openBookFor,
    openBookAt,
    startMove,
    cancelMove,
    askUnbook: setUnbook,
    closePicker,
    keepBooking,
  };
}

/** What the screen's parts get of the booking actions. */
export type BookingActions = ReturnType<typeof useBookingActions>;
