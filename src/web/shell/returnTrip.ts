import type { GridCellKey } from '../commands/commandTypes.ts';
import { commandContext } from '../commands/terminalState.ts';

/**
 * A record opened from another screen's row (a bill's freight, the map's or the organizer's freight
 * or pickup): its dialog's closing takes the user back to that screen, on the row it was opened
 * from, instead of leaving them on a list they never asked for. Only the history entry the trip
 * created counts: a user who moved on from there closes the dialog as on any other visit.
 */
interface Trip {
  id: number;
  /** The screen's address the trip left (path and query, as the browser shows it). */
  from: string;
  /** The row of its grid that had the focus, if a grid had it. */
  cell: GridCellKey | null;
}

const TRIP_STATE = 'returnTrip';
let trip: Trip | null = null;
let nextId = 1;
/** The row to focus when the screen the trip left is on show again. */
let back: { at: string; cell: GridCellKey } | null = null;
/**
 * From the dialog's closing until the browser has gone back: the closing dialog leaves the focus to
 * the arrival. Cleared by the history step itself, so it never outlives the trip.
 */
let returning = false;

const here = () => `${window.location.pathname}${window.location.search}`;

type Navigate = (to: string, options?: { state?: unknown }) => void;

/** Opens `to` (a screen with `?open=`) from the current screen, remembering where the user was. */
export function openFromOtherScreen(navigate: Navigate, to: string): void {
  trip = { id: nextId++, from: here(), cell: commandContext().grid?.focusedKey() ?? null };
  navigate(to, { state: { [TRIP_STATE]: trip.id } });
}

/**
 * The dialog a trip opened closes: true when it went back to where the trip started (the caller
 * then neither navigates nor moves the focus itself).
 */
export function returnFromTrip(): boolean {
  const current = trip;
  const state = window.history.state as Record<string, unknown> | null;
  if (!current || state?.[TRIP_STATE] !== current.id) return false;
  trip = null;
  back = current.cell ? { at: current.from, cell: current.cell } : null;
  returning = true;
  window.addEventListener(
    'popstate',
    () => {
      returning = false;
    },
    { once: true },
  );
  window.history.back();
  return true;
}

/** On arrival: the row a returning trip left from, once, when this is the screen it left. */
export function takeReturnCell(): GridCellKey | null {
  const found = back && back.at === here() ? back.cell : null;
  back = null;
  return found;
}

/** A trip is on its way back: the dialog that closed does not put the focus anywhere itself. */
export function returningFromTrip(): boolean {
  return returning;
}
