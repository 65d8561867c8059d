import Collection from 'ol/Collection.js';
import Feature from 'ol/Feature.js';
import LineString from 'ol/geom/LineString.js';
import Point from 'ol/geom/Point.js';
import Translate from 'ol/interaction/Translate.js';
import VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import { useEffect, useRef } from 'react';
import 'ol/ol.css';
import { baseMapFeatures, hungaryMap } from './baseMap.ts';
import './map.css';
import { useLatest } from '../ui/useLatest.ts';

export interface MapMarker {
  id: string;
  label: string;
  coordinates: [number, number];
}

export interface RouteMapProps {
  markers: readonly MapMarker[];
  line?: [number, number][] | null;
  /** A click (or Enter at the centre) on the map: [lng, lat]. */
  onPick?: (lngLat: [number, number]) => void;
  /**
   * A marker dragged to a new point. Resolves true to keep it there; false (no address found
   * there) puts the marker back where the drag started. Without it markers do not move.
   */
  onMove?: (id: string, lngLat: [number, number]) => Promise<boolean>;
  label: string;
}

const markerStyle = (label: string) =>
  new Style({
    image: new CircleStyle({
      radius: 9,
      fill: new Fill({ color: '#c0392b' }),
      stroke: new Stroke({ color: '#fff', width: 2 }),
    }),
    text: new Text({ text: label, fill: new Fill({ color: '#fff' }), font: 'bold 11px sans-serif' }),
  });
const lineStyle = new Style({ stroke: new Stroke({ color: '#1f5fbf', width: 4 }) });
/**
 * OpenLayers map without any tile service: vector layers only (offline). Keyboard: the map element
 * is focusable; arrows pan and +/− zoom (OpenLayers' keyboard interactions), Enter picks the centre.
 */
export function RouteMap({ markers, line, onPick, onMove, label }: RouteMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const overlay = useRef(new VectorSource());
  const base = useRef(new VectorSource());
  const pick = useLatest(onPick);
  const moveRef = useLatest(onMove);
  // The markers that a drag may move (the route line stays put).
  const draggable = useRef(new Collection<Feature>());

  useEffect(() => {
    if (!target.current) return;
    const m = hungaryMap(target.current, [
      new VectorLayer({ source: base.current }),
      new VectorLayer({ source: overlay.current }),
    ]);
    m.on('click', (e) => pick.current?.(toLonLat(e.coordinate) as [number, number]));
    const translate = new Translate({ features: draggable.current });
    let dragStart: number[] | null = null;
    translate.on('translatestart', (e) => {
      dragStart = (e.features.item(0)?.getGeometry() as Point | undefined)?.getCoordinates() ?? null;
    });
    translate.on('translateend', (e) => {
      const feature = e.features.item(0);
      const geometry = feature?.getGeometry() as Point | undefined;
      const from = dragStart;
      if (!feature || !geometry || !from) return;
      const revert = () => geometry.setCoordinates(from);
      const handler = moveRef.current;
      if (!handler) return revert();
      handler(String(feature.getId()), toLonLat(geometry.getCoordinates()) as [number, number])
        .then((keep) => keep || revert())
        .catch(revert);
    });
    m.addInteraction(translate);
    // Focusable so OpenLayers' keyboard pan/zoom work; Enter picks the centre.
    const el = target.current;
    el.tabIndex = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      const centre = m.getView().getCenter();
      if (centre) pick.current?.(toLonLat(centre) as [number, number]);
    };
    el.addEventListener('keydown', onKey);
    // What the last complete frame shows (no animation under way): the zoom and the markers' pixels,
    // so a test waits for the map to have drawn a zoom or a marker's move instead of for a time.
    m.on('rendercomplete', () => {
      el.dataset.zoom = (m.getView().getZoom() ?? 0).toFixed(2);
      const points = overlay.current.getFeatures().map((f) => f.getGeometry());
      el.dataset.markers = JSON.stringify(
        points
          .filter((g): g is Point => g instanceof Point)
          .map((g) => m.getPixelFromCoordinate(g.getCoordinates()).map(Math.round)),
      );
    });
    map.current = m;
    return () => {
      el.removeEventListener('keydown', onKey);
      m.setTarget(undefined);
      map.current = null;
    };
  }, []);

  // The offline base layer (scripts/geo/buildBaseMap.ts): Hungary's outline, county labels, county seats.
  useEffect(() => {
    base.current.clear();
    base.current.addFeatures(baseMapFeatures());
  }, []);

  useEffect(() => {
    const src = overlay.current;
    src.clear();
    if (line && line.length > 1) {
      const f = new Feature(new LineString(line.map((c) => fromLonLat(c))));
      f.setStyle(lineStyle);
      src.addFeature(f);
    }
    draggable.current.clear();
    markers.forEach((mk) => {
      const f = new Feature(new Point(fromLonLat(mk.coordinates)));
      f.setId(mk.id);
      f.setStyle(markerStyle(mk.label));
      src.addFeature(f);
      if (moveRef.current) draggable.current.push(f);
    });
    const m = map.current;
    const extent = src.getExtent();
    if (m && markers.length > 1 && extent) {
      m.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 11, duration: 0 });
    } else if (m && markers.length === 1 && markers[0]) {
      // One point (a depot): keep it in view without changing the zoom the user chose.
      m.getView().setCenter(fromLonLat(markers[0].coordinates));
    }
  }, [markers, line]);

  return (
    <div ref={target} className="route-map" role="application" aria-label={label} data-testid="route-map" />
  );
}
