import { useState } from 'react';
import { withParams } from '../../../core/errors/catalogue.ts';
import { GEO_ERRORS } from '../../../core/geo/geo.schemas.ts';
import { MAX_WAYPOINTS } from '../../../core/geo/routePlanner.schemas.ts';
import { reverseGeocode } from '../../api/location.api.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { type PlanInput, type PlannedRoute, planRoute } from './routePlanner.api.ts';

export interface WaypointRow {
  key: string;
  address: string;
  coordinates: [number, number];
}

/** The planning options of the form (method, vehicle, toll inputs). */
export type RouteOptions = Omit<PlanInput, 'waypoints'>;

const DEFAULT_OPTIONS: RouteOptions = {
  method: 'FAST',
  motorway: true,
  ferry: false,
  keepOrder: true,
  fixFirst: true,
  fixLast: true,
  axleWeight: 11500,
  vehicleCategory: 'J4',
  euroCategory: 'EURO6',
  fuel: 'DIESEL',
  consumption: 30,
  weight: 40000,
};

export type SetRouteOption = <K extends keyof RouteOptions>(key: K, value: RouteOptions[K]) => void;

const MAX_MESSAGE = withParams(GEO_ERRORS.maxWaypoints, { maxWaypointsLength: MAX_WAYPOINTS }).message;
let seq = 0;

/**
 * The route planner's data: the waypoints (added, moved, reordered, removed), the options, and the
 * planned route with its error and busy state. Any change of the waypoints drops the last result.
 */
export function useRoutePlanner() {
  const [waypoints, setWaypoints] = useState<WaypointRow[]>([]);
  const [options, setOptions] = useState<RouteOptions>(DEFAULT_OPTIONS);
  const [result, setResult] = useState<PlannedRoute | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setOption: SetRouteOption = (key, value) => setOptions((o) => ({ ...o, [key]: value }));

  const addWaypoint = (address: string, coordinates: [number, number]) => {
    if (waypoints.length >= MAX_WAYPOINTS) {
      setError(MAX_MESSAGE);
      return;
    }
    setError(null);
    setResult(null);
    setWaypoints((w) => [...w, { key: `w${++seq}`, address, coordinates }]);
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
  const moveTo = (from: number, index: number) => {
    if (from === index) return;
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
        ...options,
      });
      setResult(r);
      if (!options.keepOrder) setWaypoints((w) => r.waypointOrder.map((i) => w[i] as WaypointRow));
    } catch (err) {
      setResult(null);
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // The latest plan for the registry's command, which is bound once.
  const planRef = useLatest(plan);

  return {
    waypoints,
    options,
    setOption,
    result,
    error,
    busy,
    addWaypoint,
    pickOnMap,
    moveOnMap,
    moveTo,
    move,
    remove,
    plan,
    planRef,
  };
}
