import { useRef, useState } from 'react';
import type { FreightRouteFigures } from '../../../core/freights/freightWaypoints.schemas.ts';
import { kmLabel } from '../../../core/geo/distance.ts';
import type { AddressFeature } from '../../api/location.api.ts';
import { useAddressSearch } from '../../api/useAddressSearch.ts';
import { useT } from '../../i18n/useT.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { freightWaypointsHost, type StopRow } from './freightWaypoints.ts';
import { plainStops, useFreightWaypoints } from './useFreightWaypoints.ts';
import './freightWaypoints.css';

export interface FreightWaypointsDialogProps {
  /** The freight's number. */
  freightId: string;
  onClose(saved: boolean): void;
}

const num = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined ? '—' : n.toLocaleString('hu-HU', { maximumFractionDigits: digits });

/**
 * The waypoint edit dialog (business.md §2, issue 14 item 5): the stops in driving order — ↑/↓
 * choose one, Alt+↑/↓ move it, Delete removes it, a stop is added by address search (from 2
 * characters, 300 ms after the last key: the route planner's useAddressSearch), Alt+U puts the planner's
 * original list back. Every change asks the server for the new distance, duration and cost; Ctrl+S
 * saves with the version read, a stale version shows the server's message and a reload.
 */
export function FreightWaypointsDialog({ freightId, onClose }: FreightWaypointsDialogProps) {
  const t = useT();
  const w = useFreightWaypoints(freightId, onClose);
  const list = useRef<HTMLDivElement>(null);
  return (
    <FormDialog
      open
      title={t('freightWaypoints.title', { id: freightId })}
      original={plainStops(w.original)}
      value={plainStops(w.stops)}
      valid={w.issue === null && w.figures !== null && w.stops.length > 0}
      saving={w.saving}
      onSave={w.save}
      onClose={() => onClose(false)}
      testId="freight-waypoints-dialog"
    >
      <p className="muted">{t('freightWaypoints.keys')}</p>
      {w.edited && <p className="muted">{t('freightWaypoints.edited')}</p>}
      <WaypointList listRef={list} stops={w.stops} active={w.active} setActive={w.setActive} />
      <WaypointSearch
        inputRef={w.search}
        onPick={(f, byKey) => {
          w.add(f);
          if (byKey) list.current?.focus();
        }}
      />
      <WaypointFigures figures={w.figures} />
      {w.issue && (
        <p className="input-error" role="alert">
          {w.issue}{' '}
          {w.stale && (
            <button type="button" className="btn" onClick={w.reload}>
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

/** The stops in driving order; ↑/↓ choose one (the view's commands move and remove it). */
function WaypointList({
  listRef,
  stops,
  active,
  setActive,
}: {
  listRef: React.RefObject<HTMLDivElement | null>;
  stops: readonly StopRow[];
  active: number;
  setActive: React.Dispatch<React.SetStateAction<number>>;
}) {
  const t = useT();
  return (
    <div
      ref={listRef}
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
  );
}

/** The address search that adds a stop: ↑/↓ choose a hit, Enter (or a click) adds it. */
function WaypointSearch({
  inputRef,
  onPick,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** `byKey`: chosen with Enter, so the keyboard goes back to the list. */
  onPick(f: AddressFeature, byKey: boolean): void;
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [option, setOption] = useState(0);
  const [options, setOptions] = useAddressSearch(query, () => setOption(0));
  const add = (f: AddressFeature | undefined, byKey: boolean) => {
    if (!f) return;
    onPick(f, byKey);
    setQuery('');
    setOptions([]);
  };
  return (
    <>
      <label className="fw-search">
        {t('freightWaypoints.search')}
        <input
          ref={inputRef}
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
              add(options[option], true);
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
                add(f, false);
              }}
            >
              {f.properties.label}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** Distance, duration and cost of the list as it stands ("…" while the server is asked). */
function WaypointFigures({ figures }: { figures: FreightRouteFigures | null }) {
  const t = useT();
  return (
    <dl className="freight-meta" data-testid="freight-waypoint-figures">
      <dt>{t('freightWaypoints.distance')}</dt>
      <dd>{figures ? kmLabel(num(figures.distanceKm), figures.distanceSource !== 'road') : '…'}</dd>
      <dt>{t('freightWaypoints.duration')}</dt>
      <dd>{figures ? t('freightWaypoints.minutes', { min: num(figures.durationMin, 0) }) : '…'}</dd>
      <dt>{t('freightWaypoints.cost')}</dt>
      <dd>{figures ? num(figures.freightCost, 0) : '…'}</dd>
    </dl>
  );
}
