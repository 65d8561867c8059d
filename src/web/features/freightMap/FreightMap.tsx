import Feature from 'ol/Feature.js';
import LineString from 'ol/geom/LineString.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import RegularShape from 'ol/style/RegularShape.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import { useEffect, useRef } from 'react';
import 'ol/ol.css';
import type { MapFreight, MapSite } from '../../../core/organizer/organizer.schemas.ts';
import { baseMapFeatures, hungaryMap } from '../../map/baseMap.ts';
import '../../map/map.css';
import { useLatest } from '../../ui/useLatest.ts';

export interface FreightMapProps {
  freights: readonly MapFreight[];
  sites: readonly MapSite[];
  selectedId: string | null;
  colourOf(f: MapFreight): string;
  /** extended_visualization: pallets and fill rate on the routes. */
  figures: boolean;
  label: string;
  onSelect(id: string): void;
  /** Called after the routes were drawn, with the time it took (ms): the benchmark reads it. */
  onDrawn?(ms: number): void;
}

/** Above this many routes the stops are not numbered on every route (only on the selected one). */
const NUMBER_ALL_BELOW = 40;
const FIGURES_BELOW = 300;

const lineStyles = new Map<string, Style>();
const lineStyle = (colour: string) => {
  let s = lineStyles.get(colour);
  if (!s) {
    s = new Style({ stroke: new Stroke({ color: colour, width: 2.5 }) });
    lineStyles.set(colour, s);
  }
  return s;
};
const stopStyle = (n: number, colour: string, radius = 8) =>
  new Style({
    image: new CircleStyle({
      radius,
      fill: new Fill({ color: colour }),
      stroke: new Stroke({ color: '#fff', width: 2 }),
    }),
    text: new Text({ text: String(n), fill: new Fill({ color: '#fff' }), font: 'bold 10px sans-serif' }),
  });
const siteStyle = (site: MapSite) =>
  new Style({
    image:
      site.kind === 'depot'
        ? new RegularShape({
            points: 4,
            radius: 9,
            angle: Math.PI / 4,
            fill: new Fill({ color: '#222' }),
            stroke: new Stroke({ color: '#fff', width: 2 }),
          })
        : new RegularShape({
            points: 3,
            radius: 8,
            fill: new Fill({ color: '#8a4b08' }),
            stroke: new Stroke({ color: '#fff', width: 1.5 }),
          }),
    text: new Text({
      text: site.shortName,
      offsetY: site.kind === 'depot' ? 16 : -16,
      font: 'bold 11px sans-serif',
      fill: new Fill({ color: '#222' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  });
const figureStyle = (text: string) =>
  new Style({
    text: new Text({
      text,
      offsetY: -12,
      font: '10px sans-serif',
      fill: new Fill({ color: '#222' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  });

/** The points a freight is drawn along: its stored route line, else its stops. */
const pathOf = (f: MapFreight): [number, number][] => f.line ?? f.stops.map((s) => s.coordinates);
export const figuresText = (f: MapFreight) =>
  `${Math.round(f.pallets)} rl${f.fillRate === null ? '' : ` · ${Math.round(f.fillRate * 100)}%`}`;

/**
 * The freights on the OpenLayers map over the offline base layer: one route per freight in its
 * colour, depots (squares) and factories (triangles) marked, the selected freight on top with its
 * stops numbered. Keyboard: the map is focusable (arrows pan, +/− zoom); a click picks a route.
 */
export function FreightMap({
  freights,
  sites,
  selectedId,
  colourOf,
  figures,
  label,
  onSelect,
  onDrawn,
}: FreightMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const routes = useRef(new VectorSource());
  const marks = useRef(new VectorSource());
  const chosen = useRef(new VectorSource());
  const select = useLatest(onSelect);
  const drawn = useLatest(onDrawn);

  useEffect(() => {
    if (!target.current) return;
    const base = new VectorSource({ features: baseMapFeatures() });
    const m = hungaryMap(target.current, [
      new VectorLayer({ source: base }),
      new VectorLayer({ source: routes.current, updateWhileInteracting: false }),
      new VectorLayer({ source: marks.current }),
      new VectorLayer({ source: chosen.current }),
    ]);
    m.on('click', (e) => {
      const hit = m.forEachFeatureAtPixel(e.pixel, (f) => (f.get('freightId') ? f : undefined), {
        hitTolerance: 4,
      });
      const id = hit?.get('freightId');
      if (typeof id === 'string') select.current(id);
    });
    target.current.tabIndex = 0;
    map.current = m;
    return () => {
      m.setTarget(undefined);
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const started = performance.now();
    const src = routes.current;
    src.clear();
    const features: Feature[] = [];
    const numberAll = freights.length < NUMBER_ALL_BELOW;
    for (const f of freights) {
      const path = pathOf(f);
      if (path.length === 0) continue;
      const colour = colourOf(f);
      const geometry =
        path.length > 1
          ? new LineString(path.map((c) => fromLonLat(c)))
          : new Point(fromLonLat(path[0] as [number, number]));
      const feature = new Feature({ geometry, freightId: f.id });
      feature.setStyle(path.length > 1 ? lineStyle(colour) : stopStyle(1, colour, 5));
      features.push(feature);
      if (numberAll) {
        f.stops.forEach((s, i) => {
          const stop = new Feature({ geometry: new Point(fromLonLat(s.coordinates)), freightId: f.id });
          stop.setStyle(stopStyle(i + 1, colour, 7));
          features.push(stop);
        });
      }
      const end = path[path.length - 1];
      if (figures && freights.length < FIGURES_BELOW && end) {
        const label = new Feature({ geometry: new Point(fromLonLat(end)) });
        label.setStyle(figureStyle(figuresText(f)));
        features.push(label);
      }
    }
    src.addFeatures(features);
    const m = map.current;
    const extent = src.getExtent();
    if (m && features.length > 0 && extent && Number.isFinite(extent[0])) {
      m.getView().fit(extent, { padding: [30, 30, 30, 30], maxZoom: 10, duration: 0 });
    }
    if (m && features.length > 0)
      m.once('rendercomplete', () => drawn.current?.(performance.now() - started));
    m?.render();
  }, [freights, colourOf, figures]);

  useEffect(() => {
    const src = marks.current;
    src.clear();
    src.addFeatures(
      sites.map((s) => {
        const f = new Feature({ geometry: new Point(fromLonLat(s.coordinates)) });
        f.setStyle(siteStyle(s));
        return f;
      }),
    );
  }, [sites]);

  useEffect(() => {
    const src = chosen.current;
    src.clear();
    const f = freights.find((x) => x.id === selectedId);
    if (!f) return;
    const colour = colourOf(f);
    const path = pathOf(f);
    if (path.length > 1) {
      const line = new Feature(new LineString(path.map((c) => fromLonLat(c))));
      line.setStyle([
        new Style({ stroke: new Stroke({ color: '#ffffff', width: 9 }) }),
        new Style({ stroke: new Stroke({ color: colour, width: 5 }) }),
      ]);
      src.addFeature(line);
    }
    f.stops.forEach((s, i) => {
      const stop = new Feature(new Point(fromLonLat(s.coordinates)));
      stop.setStyle(stopStyle(i + 1, colour));
      src.addFeature(stop);
    });
    const extent = src.getExtent();
    if (map.current && extent && Number.isFinite(extent[0])) {
      map.current.getView().fit(extent, { padding: [60, 60, 60, 60], maxZoom: 10, duration: 0 });
    }
  }, [selectedId, freights, colourOf]);

  return (
    <div
      ref={target}
      className="route-map freight-map"
      role="application"
      aria-label={label}
      data-testid="freight-map"
      data-route-count={freights.length}
    />
  );
}
