import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ROUTE_METHODS, type RouteMethod } from '../../../core/config/enums.ts';
import { kmLabel } from '../../../core/geo/distance.ts';
import { MAX_WAYPOINTS } from '../../../core/geo/routePlanner.schemas.ts';
import {
  EURO_CATEGORIES,
  type EuroCategory,
  FUEL_TYPES,
  type FuelType,
  VEHICLE_CATEGORIES,
  type VehicleCategory,
} from '../../../core/geo/vehicle.ts';
import { type AddressFeature, reverseGeocode } from '../../api/location.api.ts';
import { useAddressSearch } from '../../api/useAddressSearch.ts';
import { setView } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { RouteMap } from '../../map/RouteMap.tsx';
import { type PlannedRoute, planRoute } from './routePlanner.api.ts';
import './routePlanner.css';
import { ROUTE_PLANNER_VIEW } from './routePlannerCommands.ts';

interface WaypointRow {
  key: string;
  address: string;
  coordinates: [number, number];
}

const MAX_MESSAGE = `Maximum ${MAX_WAYPOINTS} waypoints can be planned.`;
const km = (m: number, estimated: boolean) =>
  kmLabel((m / 1000).toLocaleString('hu-HU', { maximumFractionDigits: 1 }), estimated);
const hm = (s: number) => `${Math.floor(s / 3600)} ó ${Math.round((s % 3600) / 60)} p`;
let seq = 0;

/**
 * /route-planner: waypoints by address autocomplete (from 2 characters, 300 ms debounce) or map
 * click/Enter, reorder with Alt+↑/↓ or by dragging, markers dragged on the map (back where they
 * were when no address is found there), remove with Delete, plan with Ctrl+Enter; result with
 * distance, duration, HU-GO toll, CO2 and weight-zone warnings (estimates of the built-in provider).
 */
export function RoutePlannerScreen() {
  const t = useT();
  const [query, setQuery] = useState('');
  // No suggestion is highlighted on arrival: ↓ highlights the first, Enter alone picks the first.
  const [active, setActive] = useState(-1);
  // Autocomplete: from 2 characters, 300 ms after the last key (business.md §5).
  const [options, setOptions] = useAddressSearch(query, () => setActive(-1));
  const [waypoints, setWaypoints] = useState<WaypointRow[]>([]);
  const [method, setMethod] = useState<RouteMethod>('FAST');
  const [motorway, setMotorway] = useState(true);
  const [ferry, setFerry] = useState(false);
  const [keepOrder, setKeepOrder] = useState(true);
  const [fixFirst, setFixFirst] = useState(true);
  const [fixLast, setFixLast] = useState(true);
  const [axleWeight, setAxleWeight] = useState(11500);
  const [vehicleCategory, setVehicleCategory] = useState<VehicleCategory>('J4');
  const [euroCategory, setEuroCategory] = useState<EuroCategory>('EURO6');
  const [fuel, setFuel] = useState<FuelType>('DIESEL');
  const [consumption, setConsumption] = useState(30);
  const [weight, setWeight] = useState(40000);
  const [result, setResult] = useState<PlannedRoute | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const addWaypoint = (address: string, coordinates: [number, number]) => {
    if (waypoints.length >= MAX_WAYPOINTS) {
      setError(MAX_MESSAGE);
      return;
    }
    setError(null);
    setResult(null);
    setWaypoints((w) => [...w, { key: `w${++seq}`, address, coordinates }]);
  };

  const pickOption = (f: AddressFeature | undefined) => {
    if (!f) return;
    addWaypoint(f.properties.label, f.geometry.coordinates);
    setQuery('');
    setOptions([]);
    input.current?.focus();
  };

  const pickOnMap = async ([lng, lat]: [number, number]) => {
    try {
      const f = await reverseGeocode(lng, lat);
      addWaypoint(f.properties.label, [lng, lat]);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  // A marker dragged on the map takes the address found there; with none found it goes back.
  const moveOnMap = async (key: string, [lng, lat]: [number, number]): Promise<boolean> => {
    try {
      const f = await reverseGeocode(lng, lat);
      setWaypoints((w) =>
        w.map((x) => (x.key === key ? { ...x, address: f.properties.label, coordinates: [lng, lat] } : x)),
      );
      setResult(null);
      setError(null);
      return true;
    } catch (err) {
      setError((err as Error).message);
      return false;
    }
  };
  // Drag and drop in the list: the dragged waypoint takes the place of the one it is dropped on.
  const dragged = useRef<number | null>(null);
  const dropOn = (index: number) => {
    const from = dragged.current;
    dragged.current = null;
    if (from === null || from === index) return;
    setWaypoints((w) => {
      const next = [...w];
      const [item] = next.splice(from, 1);
      if (item) next.splice(index, 0, item);
      return next;
    });
    setResult(null);
  };

  const move = (index: number, by: -1 | 1) => {
    setWaypoints((w) => {
      const j = index + by;
      if (j < 0 || j >= w.length) return w;
      const next = [...w];
      [next[index], next[j]] = [next[j] as WaypointRow, next[index] as WaypointRow];
      return next;
    });
    setResult(null);
  };
  const remove = (index: number) => {
    setWaypoints((w) => w.filter((_, i) => i !== index));
    setResult(null);
  };

  const plan = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await planRoute({
        waypoints: waypoints.map((w) => ({
          address: w.address,
          geometry: { type: 'Point', coordinates: w.coordinates },
        })),
        method,
        motorway,
        ferry,
        keepOrder,
        fixFirst,
        fixLast,
        vehicleCategory,
        euroCategory,
        fuel,
        consumption,
        weight,
        axleWeight,
      });
      setResult(r);
      if (!keepOrder) setWaypoints((w) => r.waypointOrder.map((i) => w[i] as WaypointRow));
    } catch (err) {
      setResult(null);
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // Commands of the registry (routePlannerCommands.ts): Ctrl+Enter plans, Alt+C address, Alt+M map.
  const screenRef = useRef<HTMLElement>(null);
  const planRef = useRef(plan);
  planRef.current = plan;
  useEffect(() => {
    setView({
      id: ROUTE_PLANNER_VIEW,
      actions: {
        extra: {
          'routePlanner.plan': () => void planRef.current(),
          'routePlanner.focusAddress': () => input.current?.focus(),
          'routePlanner.focusMap': () => screenRef.current?.querySelector<HTMLElement>('.route-map')?.focus(),
        },
      },
    });
    return () => setView(null);
  }, []);

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length > 0) {
      e.preventDefault();
      setActive((a) => Math.min(options.length - 1, a + 1));
    } else if (e.key === 'ArrowUp' && options.length > 0) {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && options.length > 0) {
      e.preventDefault();
      pickOption(options[Math.max(0, active)]);
    } else if (e.key === 'Escape' && options.length > 0) {
      e.preventDefault();
      e.stopPropagation();
      setOptions([]);
    }
  };

  const onRowKey = (e: KeyboardEvent, index: number) => {
    if (e.altKey && e.key === 'ArrowUp') {
      e.preventDefault();
      move(index, -1);
    } else if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      move(index, 1);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      remove(index);
    }
  };

  const markers = useMemo(
    () => waypoints.map((w, i) => ({ id: w.key, label: String(i + 1), coordinates: w.coordinates })),
    [waypoints],
  );

  return (
    <section
      ref={screenRef}
      className="screen route-planner"
      aria-labelledby="screen-title"
      data-testid="screen"
      data-path="/route-planner"
    >
      <header className="screen-header">
        <h1 id="screen-title">{t('routePlanner.title')}</h1>
      </header>
      <div className="rp-body">
        <div className="rp-side">
          <label className="rp-field rp-search">
            <span>{t('routePlanner.address')}</span>
            <input
              ref={input}
              role="combobox"
              aria-expanded={options.length > 0}
              aria-controls="rp-options"
              aria-activedescendant={options.length > 0 && active >= 0 ? `rp-opt-${active}` : undefined}
              aria-describedby="rp-hint"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onInputKey}
            />
          </label>
          <small id="rp-hint">{t('routePlanner.addressHint')}</small>
          {options.length > 0 && (
            <div id="rp-options" role="listbox" className="rp-options">
              {options.map((o, i) => (
                <div
                  key={o.id}
                  id={`rp-opt-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pickOption(o);
                  }}
                >
                  {o.properties.label}
                </div>
              ))}
            </div>
          )}

          <h2>{t('routePlanner.waypoints')}</h2>
          {waypoints.length === 0 ? (
            <p className="rp-empty">{t('routePlanner.noWaypoints')}</p>
          ) : (
            <ol className="rp-waypoints" aria-label={t('routePlanner.waypoints')}>
              {waypoints.map((w, i) => (
                <li
                  key={w.key}
                  data-testid="waypoint"
                  draggable
                  onDragStart={(e) => {
                    dragged.current = i;
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault();
                    dropOn(i);
                  }}
                >
                  <span className="rp-wp-label">{w.address}</span>
                  <button
                    type="button"
                    onKeyDown={(e) => onRowKey(e, i)}
                    onClick={() => move(i, -1)}
                    aria-label={`${t('routePlanner.moveUp')}: ${w.address}`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    onKeyDown={(e) => onRowKey(e, i)}
                    onClick={() => move(i, 1)}
                    aria-label={`${t('routePlanner.moveDown')}: ${w.address}`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    onKeyDown={(e) => onRowKey(e, i)}
                    onClick={() => remove(i)}
                    aria-label={`${t('routePlanner.remove')}: ${w.address}`}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
          )}

          <div className="rp-options-grid">
            <label className="rp-field">
              <span>{t('routePlanner.method')}</span>
              <select value={method} onChange={(e) => setMethod(e.target.value as RouteMethod)}>
                {ROUTE_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`routePlanner.method${m}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="rp-check">
              <input type="checkbox" checked={motorway} onChange={(e) => setMotorway(e.target.checked)} />
              {t('routePlanner.motorway')}
            </label>
            <label className="rp-check">
              <input type="checkbox" checked={ferry} onChange={(e) => setFerry(e.target.checked)} />
              {t('routePlanner.ferry')}
            </label>
            <label className="rp-check">
              <input type="checkbox" checked={keepOrder} onChange={(e) => setKeepOrder(e.target.checked)} />
              {t('routePlanner.keepOrder')}
            </label>
            <label className="rp-check">
              <input
                type="checkbox"
                checked={fixFirst}
                disabled={keepOrder}
                onChange={(e) => setFixFirst(e.target.checked)}
              />
              {t('routePlanner.fixFirst')}
            </label>
            <label className="rp-check">
              <input
                type="checkbox"
                checked={fixLast}
                disabled={keepOrder}
                onChange={(e) => setFixLast(e.target.checked)}
              />
              {t('routePlanner.fixLast')}
            </label>
            <label className="rp-field">
              <span>{t('routePlanner.vehicleCategory')}</span>
              <select
                value={vehicleCategory}
                onChange={(e) => setVehicleCategory(e.target.value as VehicleCategory)}
              >
                {VEHICLE_CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label className="rp-field">
              <span>{t('routePlanner.euroCategory')}</span>
              <select value={euroCategory} onChange={(e) => setEuroCategory(e.target.value as EuroCategory)}>
                {EURO_CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label className="rp-field">
              <span>{t('routePlanner.fuel')}</span>
              <select value={fuel} onChange={(e) => setFuel(e.target.value as FuelType)}>
                {FUEL_TYPES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label className="rp-field">
              <span>{t('routePlanner.consumption')}</span>
              <input
                type="number"
                min={1}
                value={consumption}
                onChange={(e) => setConsumption(Number(e.target.value) || 0)}
              />
            </label>
            <label className="rp-field">
              <span>{t('routePlanner.weight')}</span>
              <input
                type="number"
                min={1}
                value={weight}
                onChange={(e) => setWeight(Number(e.target.value) || 0)}
              />
            </label>
            <label className="rp-field">
              <span>{t('routePlanner.axleWeight')}</span>
              <input
                type="number"
                min={1}
                value={axleWeight}
                onChange={(e) => setAxleWeight(Number(e.target.value) || 0)}
              />
            </label>
          </div>
          <button type="button" className="rp-plan" onClick={() => void plan()} disabled={busy}>
            {t('routePlanner.plan')} (Ctrl+Enter)
          </button>

          {error && (
            <p role="alert" className="rp-error">
              {error}
            </p>
          )}
          {result && (
            <section aria-label={t('routePlanner.result')} className="rp-result" data-testid="route-result">
              <dl>
                <dt>{t('routePlanner.distance')}</dt>
                <dd data-testid="rp-distance">
                  {km(result.distanceMeter, result.distanceSource !== 'road')}
                </dd>
                <dt>{t('routePlanner.duration')}</dt>
                <dd data-testid="rp-duration">{hm(result.durationSecond)}</dd>
                <dt>{t('routePlanner.toll')}</dt>
                <dd data-testid="rp-toll">{`${result.tariff.total.toLocaleString('hu-HU')} Ft`}</dd>
                <dt>{t('routePlanner.co2')}</dt>
                <dd data-testid="rp-co2">{`${result.cO2Emission.kg.toLocaleString('hu-HU')} kg`}</dd>
              </dl>
              {result.legality.warnings.map((w) => (
                <p key={w} className="rp-warning" role="status">
                  {w}
                </p>
              ))}
              {result.estimated && <p className="rp-note">{t('routePlanner.estimate')}</p>}
            </section>
          )}
        </div>
        <div className="rp-map">
          <RouteMap
            markers={markers}
            line={result?.geometry.coordinates ?? null}
            onPick={(p) => void pickOnMap(p)}
            onMove={moveOnMap}
            label={`${t('routePlanner.map')}: ${t('routePlanner.mapHint')}`}
          />
        </div>
      </div>
    </section>
  );
}
