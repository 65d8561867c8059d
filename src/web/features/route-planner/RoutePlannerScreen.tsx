import { useEffect, useMemo, useRef } from 'react';
import { setView } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { RouteMap } from '../../map/RouteMap.tsx';
import { ScreenFrame } from '../../shell/ScreenFrame.tsx';
import { AddressSearch } from './AddressSearch.tsx';
import { RouteOptionsForm } from './RouteOptionsForm.tsx';
import { RouteResult } from './RouteResult.tsx';
import './routePlanner.css';
import { ROUTE_PLANNER_VIEW } from './routePlannerCommands.ts';
import { useRoutePlanner } from './useRoutePlanner.ts';
import { WaypointList } from './WaypointList.tsx';

/**
 * /route-planner: waypoints by address autocomplete (from 2 characters, 300 ms debounce) or map
 * click/Enter, reorder with Alt+↑/↓ or by dragging, markers dragged on the map (back where they
 * were when no address is found there), remove with Delete, plan with Ctrl+Enter; result with
 * distance, duration, HU-GO toll, CO2 and weight-zone warnings (estimates of the built-in provider).
 * The data live in useRoutePlanner; the parts are AddressSearch, WaypointList, RouteOptionsForm,
 * RouteResult and the map.
 */
export function RoutePlannerScreen() {
  const t = useT();
  const planner = useRoutePlanner();
  const { waypoints, result, error, busy, planRef } = planner;
  const input = useRef<HTMLInputElement>(null);

  // Commands of the registry (routePlannerCommands.ts): Ctrl+Enter plans, Alt+C address, Alt+M map.
  const screenRef = useRef<HTMLElement>(null);
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
  }, [planRef]);

  const markers = useMemo(
    () => waypoints.map((w, i) => ({ id: w.key, label: String(i + 1), coordinates: w.coordinates })),
    [waypoints],
  );

  return (
    <ScreenFrame path="/route-planner" className="route-planner" sectionRef={screenRef}>
      <div className="rp-body">
        <div className="rp-side">
          <AddressSearch
            inputRef={input}
            onPick={(f) => planner.addWaypoint(f.properties.label, f.geometry.coordinates)}
          />
          <h2>{t('routePlanner.waypoints')}</h2>
          <WaypointList
            waypoints={waypoints}
            move={planner.move}
            moveTo={planner.moveTo}
            remove={planner.remove}
          />
          <RouteOptionsForm options={planner.options} setOption={planner.setOption} />
          <button type="button" className="rp-plan" onClick={() => void planner.plan()} disabled={busy}>
            {t('routePlanner.plan')} (Ctrl+Enter)
          </button>
          {error && (
            <p role="alert" className="rp-error">
              {error}
            </p>
          )}
          {result && <RouteResult result={result} />}
        </div>
        <div className="rp-map">
          <RouteMap
            markers={markers}
            line={result?.geometry.coordinates ?? null}
            onPick={(p) => void planner.pickOnMap(p)}
            onMove={planner.moveOnMap}
            label={`${t('routePlanner.map')}: ${t('routePlanner.mapHint')}`}
          />
        </div>
      </div>
    </ScreenFrame>
  );
}
