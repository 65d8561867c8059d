import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import type {
  TimeSlotBooking,
  TimeSlotState,
  TimeSlotWaiting,
} from '../../../core/timeSlots/timeSlots.schemas.ts';
import type { CommandId, ViewExtras } from '../../commands/commandTypes.ts';
import { setView } from '../../commands/terminalState.ts';
import type { SlotCell } from './timeSlotGrid.ts';
import { addDays } from './timeSlotGrid.ts';
import type { BookingActions } from './useBookingActions.ts';
import { today } from './useTimeSlotDay.ts';

interface CommandContext {
  gate: boolean;
  depotCount: number;
  state: TimeSlotState | null;
  /** The booking under the cursor (the gate: the arrival under it). */
  current: TimeSlotBooking | undefined;
  cell: SlotCell | undefined;
  waiting: { ref: RefObject<HTMLDivElement | null>; record: TimeSlotWaiting | undefined };
  setDate: Dispatch<SetStateAction<string>>;
  setDepotIndex: Dispatch<SetStateAction<number>>;
  focusGrid(): void;
  actions: BookingActions;
}

/** The command bar's buttons: the gate confirms arrivals; the planners book, move and remove. */
export const timeSlotCommandIds = (gate: boolean): CommandId[] =>
  gate
    ? [
        'timeSlots.confirmArrival',
        'timeSlots.undoArrival',
        'timeSlots.previousDay',
        'timeSlots.nextDay',
        'timeSlots.today',
        'timeSlots.nextDepot',
      ]
    : [
        'timeSlots.book',
        'timeSlots.move',
        'timeSlots.unbook',
        'timeSlots.previousDay',
        'timeSlots.nextDay',
        'timeSlots.today',
        'timeSlots.nextDepot',
        'timeSlots.focusWaiting',
      ];

/**
 * The view's actions for the commands of timeSlotCommands.ts (palette and keys of keymaps/default.json):
 * day and depot switching, the table and the waiting list, booking (from the waiting list when it
 * has the focus, else at the free cell), moving, removing and the gate's arrival.
 */
export function useTimeSlotCommands(c: CommandContext): void {
  const {
    gate,
    depotCount: count,
    state,
    current,
    cell,
    waiting,
    setDate,
    setDepotIndex,
    focusGrid,
    actions,
  } = c;
  const { confirmArrival, undoArrival, openBookAt, openBookFor, askUnbook, startMove } = actions;
  useEffect(() => {
    const extra: ViewExtras = {
      'timeSlots.previousDay': () => setDate((d) => addDays(d, -1)),
      'timeSlots.nextDay': () => setDate((d) => addDays(d, 1)),
      'timeSlots.today': () => setDate(today()),
      ...(count > 1 && {
        'timeSlots.previousDepot': () => setDepotIndex((i) => (i - 1 + count) % count),
        'timeSlots.nextDepot': () => setDepotIndex((i) => (i + 1) % count),
      }),
      'timeSlots.focusGrid': focusGrid,
      ...(state?.canConfirmArrival &&
        current && {
          'timeSlots.confirmArrival': () => void confirmArrival(current),
          ...(current.arrivedAt && { 'timeSlots.undoArrival': () => void undoArrival(current) }),
        }),
      ...(!gate && {
        'timeSlots.focusWaiting': () => waiting.ref.current?.focus(),
      }),
      ...(!gate &&
        state?.canBook && {
          'timeSlots.book': () => {
            if (waiting.ref.current?.contains(document.activeElement)) {
              if (waiting.record) openBookFor(waiting.record);
            } else openBookAt(cell);
          },
          ...(current && {
            'timeSlots.unbook': () => askUnbook(current),
            'timeSlots.move': () => startMove(current),
          }),
        }),
    };
    // Offered once a booking has the focus: the help lists them before that.
    const later = [
      ...(state?.canConfirmArrival ? ['timeSlots.confirmArrival', 'timeSlots.undoArrival'] : []),
      ...(!gate && state?.canBook ? ['timeSlots.unbook', 'timeSlots.move'] : []),
    ];
    setView({ id: 'timeSlots', actions: { extra, later } });
    return () => setView(null);
  }, [
    count,
    state,
    current,
    cell,
    gate,
    waiting.ref,
    waiting.record,
    setDate,
    setDepotIndex,
    focusGrid,
    confirmArrival,
    undoArrival,
    openBookAt,
    openBookFor,
    askUnbook,
    startMove,
  ]);
}
