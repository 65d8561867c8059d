import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FreightRouteFigures } from '../../../core/freights/freightWaypoints.schemas.ts';
import { kmLabel } from '../../../core/geo/distance.ts';
import type { AddressFeature } from '../../api/location.api.ts';
import { useAddressSearch } from '../../api/useAddressSearch.ts';
import { useT } from '../../i18n/useT.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import {
  fetchOriginalWaypoints,
  fetchWaypoints,
  freightWaypointsHost,
  previewWaypoints,
  type StopRow,
  saveWaypoints,
  stopRow,
} from './freightWaypoints.ts';
import './freightWaypoints.css';

export interface FreightWaypointsDialogProps {
  /** The freight's number. */
  freightId: string;
  onClose(saved: boolean): void;
}

const num = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined ? '—' : n.toLocaleString('hu-HU', { maximumFractionDigits: digits });
const plain = (stops: readonly StopRow[]) => stops.map(({ key: _k, ...s }) => s);
const messageOf = (err: unknown): string | null =>
  (err as { name?: string }).name === 'AbortError' ? null : ((err as Error).message ?? null);

/**
 * The waypoint edit dialog (business.md §2, issue 14 item 5): the stops in driving order — ↑/↓
 * choose one, Alt+↑/↓ move it, Delete removes it, a stop is added by address search (from 2
 * characters, 300 ms after the last key: the route planner's useAddressSearch), Alt+U puts the planner's
 * original list back. Every change asks the server for the new distance, duration and cost; Ctrl+S
 * saves with the version read, a stale version shows the server's message and a reload.
 */
export function FreightWaypointsDialog({ freightId, onClose }: FreightWaypointsDialogProps) {
  const t = useT();
  const [version, setVersion] = useState<number | null>(null);
  const [original, setOriginal] = useState<StopRow[]>([]);
  const [stops, setStops] = useState<StopRow[]>([]);
  const [edited, setEdited] = useState(false);
  const [active, setActive] = useState(0);
  const [figures, setFigures] = useState<FreightRouteFigures | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [query, setQuery] = useState('');
  const [option, setOption] = useState(0);
  const [options, setOptions] = useAddressSearch(query, () => setOption(0));
  const list = useRef<HTMLDivElement>(null);
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
    () => JSON.stringify(plain(stops)) !== JSON.stringify(plain(original)),
    [stops, original],
  );
  useEffect(() => {
    if (!changed || stops.length === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      previewWaypoints(freightId, stops, abort.signal)
        .then((a) => {
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

  const add = (f: AddressFeature | undefined) => {
    if (!f) return;
    setStops((s) => [...s, stopRow({ orderIds: [], address: f.properties.label, point: f.geometry })]);
    setActive(stops.length);
    setQuery('');
    setOptions([]);
  };

  const view = useRef({ stops, active });
  view.current = { stops, active };
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

  return (
    <FormDialog
      open
      title={t('freightWaypoints.title', { id: freightId })}
      original={plain(original)}
      value={plain(stops)}
      valid={issue === null && figures !== null && stops.length > 0}
      saving={saving}
      onSave={save}
      onClose={() => onClose(false)}
      testId="freight-waypoints-dialog"
    >
      <p className="muted">{t('freightWaypoints.keys')}</p>
      {edited && <p className="muted">{t('freightWaypoints.edited')}</p>}
      <div
        ref={list}
        className="fw-stops"
        role="listbox"
        tabIndex={0}
        data-autofocus
        aria-label={t('freightWaypoints.stops')}
        aria-activedescendant={stops[active] ? `fw-${stops[active].key}` : undefined}
        data-testid="freight-waypoint-list"
        onKeyDown={(e) => {
          if (e.altKey || e.ctrlKey || e.metaKey) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(0, Math.min(stops.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))));
          }
        }}
      >
        {stops.map((s, i) => (
          <div
            key={s.key}
            id={`fw-${s.key}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={() => setActive(i)}
          >
            <span className="fw-no">{i + 1}.</span> {s.address}{' '}
            <span className="muted">
              ({s.orderIds.length > 0 ? s.orderIds.join(', ') : t('freightWaypoints.noOrders')})
            </span>
          </div>
        ))}
      </div>
      <label className="fw-search">
        {t('freightWaypoints.search')}
        <input
          ref={search}
          value={query}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls="fw-options"
          placeholder={t('freightWaypoints.searchHint')}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              setOption((i) =>
                Math.max(0, Math.min(options.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))),
              );
            } else if (e.key === 'Enter' && options.length > 0) {
              e.preventDefault();
              add(options[option]);
              list.current?.focus();
            }
          }}
        />
      </label>
      {options.length > 0 && (
        <div id="fw-options" className="fw-options" role="listbox">
          {options.map((f, i) => (
            <div
              key={f.id}
              role="option"
              tabIndex={-1}
              aria-selected={i === option}
              onMouseDown={(e) => {
                e.preventDefault();
                add(f);
              }}
            >
              {f.properties.label}
            </div>
          ))}
        </div>
      )}
      <dl className="freight-meta" data-testid="freight-waypoint-figures">
        <dt>{t('freightWaypoints.distance')}</dt>
        <dd>{figures ? kmLabel(num(figures.distanceKm), figures.distanceSource !== 'road') : '…'}</dd>
        <dt>{t('freightWaypoints.duration')}</dt>
        <dd>{figures ? t('freightWaypoints.minutes', { min: num(figures.durationMin, 0) }) : '…'}</dd>
        <dt>{t('freightWaypoints.cost')}</dt>
        <dd>{figures ? num(figures.freightCost, 0) : '…'}</dd>
      </dl>
      {issue && (
        <p className="input-error" role="alert">
          {issue}{' '}
          {stale && (
            <button type="button" className="btn" onClick={() => void load().catch(() => undefined)}>
              {t('freightWaypoints.reload')}
            </button>
          )}
        </p>
      )}
      <button type="button" className="btn" onClick={() => freightWaypointsHost.view()?.restore()}>
        {t('freightWaypoints.restore')} (Alt+U)
      </button>
    </FormDialog>
  );
}
