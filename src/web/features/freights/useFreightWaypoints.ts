import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FreightRouteFigures } from '../../../core/freights/freightWaypoints.schemas.ts';
import type { AddressFeature } from '../../api/location.api.ts';
import { useLatest } from '../../ui/useLatest.ts';
import {
  fetchOriginalWaypoints,
  fetchWaypoints,
  freightWaypointsHost,
  previewWaypoints,
  type StopRow,
  saveWaypoints,
  stopRow,
} from './freightWaypoints.ts';

/** The stops without their list keys: what the dirty check and the server compare. */
export const plainStops = (stops: readonly StopRow[]) => stops.map(({ key: _k, ...s }) => s);
const messageOf = (err: unknown): string | null =>
  (err as { name?: string }).name === 'AbortError' ? null : ((err as Error).message ?? null);

/**
 * The waypoint dialog's data: the stops loaded with their version, the figures of the list as it
 * stands (asked 300 ms after the last change), the view's move / remove / restore commands, adding
 * a stop found by address, and the save (a stale version offers a reload).
 */
export function useFreightWaypoints(freightId: string, onClose: (saved: boolean) => void) {
  const [version, setVersion] = useState<number | null>(null);
  const [original, setOriginal] = useState<StopRow[]>([]);
  const [stops, setStops] = useState<StopRow[]>([]);
  const [edited, setEdited] = useState(false);
  const [active, setActive] = useState(0);
  const [figures, setFigures] = useState<FreightRouteFigures | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const search = useRef<HTMLInputElement>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchWaypoints(freightId, signal).then((a) => {
        const rows = a.waypoints.map(stopRow);
        setVersion(a.__v);
        setOriginal(rows);
        setStops(rows);
        setEdited(a.edited);
        setFigures(a);
        setIssue(null);
        setStale(false);
      }),
    [freightId],
  );
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).catch((err: unknown) => setIssue(messageOf(err)));
    return () => abort.abort();
  }, [load]);

  // The figures of the list as it stands, 300 ms after the last change (the stored ones while unchanged).
  const changed = useMemo(
    () => JSON.stringify(plainStops(stops)) !== JSON.stringify(plainStops(original)),
    [stops, original],
  );
  useEffect(() => {
    if (!changed || stops.length === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      previewWaypoints(freightId, stops, abort.signal)
        .then((a) => {
          if (abort.signal.aborted) return;
          setFigures(a);
          setIssue(null);
        })
        .catch((err: unknown) => {
          const m = messageOf(err);
          if (m !== null) setIssue(m);
        });
    }, 300);
    setFigures(null);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [stops, changed, freightId]);

  /** Appends the stop found by the address search and chooses it. */
  const add = (f: AddressFeature) => {
    setStops((s) => [...s, stopRow({ orderIds: [], address: f.properties.label, point: f.geometry })]);
    setActive(stops.length);
  };

  const view = useLatest({ stops, active });
  useEffect(() => {
    freightWaypointsHost.setView({
      move: (by) => {
        const { stops: s, active: i } = view.current;
        const j = i + by;
        if (j < 0 || j >= s.length) return;
        const next = [...s];
        [next[i], next[j]] = [next[j] as StopRow, next[i] as StopRow];
        setStops(next);
        setActive(j);
      },
      remove: () => {
        const { stops: s, active: i } = view.current;
        if (s.length === 0) return;
        setStops(s.filter((_, k) => k !== i));
        setActive(Math.max(0, Math.min(i, s.length - 2)));
      },
      restore: () => {
        fetchOriginalWaypoints(freightId)
          .then((o) => {
            setStops(o.waypoints.map(stopRow));
            setActive(0);
          })
          .catch(() => undefined);
      },
      focusSearch: () => search.current?.focus(),
    });
    return () => freightWaypointsHost.setView(null);
  }, [freightId]);

  const save = async () => {
    if (version === null) return;
    setSaving(true);
    try {
      await saveWaypoints(freightId, version, stops);
      onClose(true);
    } catch (err) {
      setIssue(messageOf(err));
      setStale((err as { body?: { code?: string } }).body?.code === 'common.staleVersion');
    } finally {
      setSaving(false);
    }
  };

  return {
    original,
    stops,
    edited,
    active,
    setActive,
    figures,
    issue,
    stale,
    saving,
    search,
    add,
    save,
    reload: () => void load().catch(() => undefined),
  };
}
