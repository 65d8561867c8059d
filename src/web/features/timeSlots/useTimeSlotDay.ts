import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import type { Depot } from '../../../core/sites/sites.schemas.ts';
import { TIME_SLOTS_API } from '../../../core/timeSlots/timeSlots.api.ts';
import {
  budapestDayAndMinute,
  type TimeSlotState,
  type TransporterPunctuality,
} from '../../../core/timeSlots/timeSlots.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { addDays } from './timeSlotGrid.ts';

/** Today in Budapest ('YYYY-MM-DD'). */
export const today = () => budapestDayAndMinute(new Date()).day;

/** How many closed days in a row the screen skips on arrival (a holiday week and its weekends). */
const SEEK_DAYS = 14;

/** A `?date=YYYY-MM-DD` of the address (a freight's day), else null. */
function dateParam(): string | null {
  const date = new URLSearchParams(window.location.search).get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/** The depot a `?depot=` short name of the address names (a freight's depot), else the first. */
function depotIndexOfParam(depots: readonly Depot[]): number {
  const shortName = new URLSearchParams(window.location.search).get('depot');
  return Math.max(
    0,
    depots.findIndex((d) => d.shortName === shortName),
  );
}

/**
 * The depot the screen shows: `?depot=` (a short name) when the address names one, else the first.
 * The day: `?date=` when the address names one (transport.timeSlots: a freight's day), else the first day from today the
 * depot is open (a closed today is skipped, issue 35, and again from today for the next depot; once
 * the user moves the day, the day is theirs). Also the active depots and the chosen one, the date, the depot's day
 * (docks, slots, bookings, waiting list) and, off the gate view, the transporters' no-show and
 * lateness record of the last 30 days. `refresh` reads the day and the record again after a write.
 */
export function useTimeSlotDay(gate: boolean) {
  const [depots, setDepots] = useState<Depot[] | null>(null);
  const [depotIndex, setDepotIndex] = useState(0);
  const [date, setDateNow] = useState(() => dateParam() ?? today());
  // The day is the user's (or the address's): no closed day is skipped any more.
  const chosen = useRef(dateParam() !== null);
  // Closed days skipped from today for the depot on show.
  const skipped = useRef(0);
  const setDate = useCallback((next: SetStateAction<string>) => {
    chosen.current = true;
    setDateNow(next);
  }, []);
  const [state, setState] = useState<TimeSlotState | null>(null);
  const [record, setRecord] = useState<TransporterPunctuality[]>([]);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    void callApi(SITES_API.depots)
      .then((answer) => {
        const active = asListResult<Depot>(answer).result.filter((d) => d.isActive);
        setDepotIndex(depotIndexOfParam(active));
        setDepots(active);
      })
      .catch(() => setDepots([]));
  }, []);
  const depot = depots?.[depotIndex] ?? null;
  // Another depot, the day not chosen: from today again, skipping the days that depot is closed.
  useEffect(() => {
    if (!depot || chosen.current) return;
    skipped.current = 0;
    setDateNow(today());
  }, [depot]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` reads the day again after a write
  useEffect(() => {
    if (!depot) return;
    let live = true;
    void callApi(TIME_SLOTS_API.state, { query: { depotShortName: depot.shortName, date } })
      .then((answer) => {
        if (!live) return;
        if (answer.timeSlots.length === 0 && !chosen.current && skipped.current < SEEK_DAYS) {
          skipped.current += 1;
          setState(null);
          setDateNow(addDays(date, 1));
          return;
        }
        setState(answer);
      })
      .catch(() => live && setState(null));
    return () => {
      live = false;
    };
  }, [depot, date, reload]);

  // The no-show and lateness record of the last 30 days (issue 18, beyond the anchors).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` reads it again after a write
  useEffect(() => {
    if (gate) return;
    let live = true;
    void callApi(TIME_SLOTS_API.punctuality, {
      query: { from: addDays(date, -30), to: date },
      errorMode: 'silent',
    })
      .then((answer) => live && setRecord(answer))
      .catch(() => live && setRecord([]));
    return () => {
      live = false;
    };
  }, [date, gate, reload]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);
  return { depots, depot, setDepotIndex, date, setDate, state, record, refresh };
}
