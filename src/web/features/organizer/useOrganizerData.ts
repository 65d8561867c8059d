import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { addDays } from '../../../core/calendar/workdays.ts';
import type { OrganizerResponse } from '../../../core/organizer/organizer.schemas.ts';
import { errorAlertText } from '../../api/apiErrors.ts';
import { startOfWeek } from '../../i18n/format.ts';
import { refusalText } from '../../truckJobs/saveWithWarnings.ts';
import { fetchOrganizer } from './organizerApi.ts';

/** A refusal's text, or the generic alert for anything else (a network error). */
export function refusalTextOrGeneric(err: unknown): string {
  try {
    return refusalText(err);
  } catch {
    return errorAlertText(0, null);
  }
}

/**
 * The organizer's week: the week and depot from the URL (?week=YYYY-MM-DD&depot=SHORT), the answer
 * loaded for them, the status and error lines, and the reload after a write. `wantFocus` is set
 * when the keyboard should land on the focused card after the next render (arrival, reloads).
 */
export function useOrganizerData() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const week = startOfWeek(search.get('week') ?? new Date()) || startOfWeek(new Date());
  const depot = search.get('depot') ?? undefined;
  const [data, setData] = useState<OrganizerResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const wantFocus = useRef(true);

  const go = useCallback(
    (next: { week?: string; depot?: string | undefined }) => {
      const params = new URLSearchParams();
      params.set('week', next.week ?? week);
      const d = 'depot' in next ? next.depot : depot;
      if (d) params.set('depot', d);
      wantFocus.current = true;
      navigate(`/freight-organizer?${params.toString()}`, { replace: true });
    },
    [navigate, week, depot],
  );

  useEffect(() => {
    const ctl = new AbortController();
    setLoading(true);
    void reloads;
    fetchOrganizer({ from: week, to: addDays(week, 6), depot }, ctl.signal)
      .then((answer) => {
        // An answer for a week or depot the user has already left (its request aborted) is dropped.
        if (ctl.signal.aborted) return;
        setData(answer);
        setError(null);
        setLoading(false);
        // Per depot: the first depot until the user chooses (the URL keeps the choice).
        const first = answer.depots[0];
        if (depot === undefined && first) go({ depot: first.shortName });
      })
      .catch((err: unknown) => {
        if (ctl.signal.aborted) return;
        setLoading(false);
        setError(refusalTextOrGeneric(err));
      });
    return () => ctl.abort();
  }, [week, depot, reloads, go]);

  /** After a write: the status line says what happened, the week reloads and the focus returns. */
  const afterWrite = (text: string | null) => {
    if (text) setMessage(text);
    setError(null);
    wantFocus.current = true;
    setReloads((n) => n + 1);
  };
  /** A refused write: the error line says why and the week reloads. */
  const fail = (err: unknown) => {
    setError(refusalTextOrGeneric(err));
    wantFocus.current = true;
    setReloads((n) => n + 1);
  };

  return { navigate, week, depot, data, loading, error, message, wantFocus, go, afterWrite, fail };
}

/** What `useOrganizerData` gives. */
export type OrganizerData = ReturnType<typeof useOrganizerData>;
