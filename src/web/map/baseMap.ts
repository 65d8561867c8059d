import Feature from 'ol/Feature.js';
import MultiPolygon from 'ol/geom/MultiPolygon.js';
import Point from 'ol/geom/Point.js';
import type BaseLayer from 'ol/layer/Base.js';
import OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import View from 'ol/View.js';
import baseMap from '../../core/geo/tables/hungary-base.json';

const outlineStyle = new Style({
  fill: new Fill({ color: '#fbfaf5' }),
  stroke: new Stroke({ color: '#7a6f5a', width: 2 }),
});
const countyStyle = (name: string) =>
  new Style({
    text: new Text({
      text: name,
      font: 'italic 12px sans-serif',
      fill: new Fill({ color: '#8a8170' }),
      offsetY: 14,
    }),
  });
const cityStyle = (name: string) =>
  new Style({
    image: new CircleStyle({ radius: 3, fill: new Fill({ color: '#555' }) }),
    text: new Text({
      text: name,
      offsetY: -10,
      font: '11px sans-serif',
      fill: new Fill({ color: '#333' }),
      stroke: new Stroke({ color: '#f2efe9', width: 3 }),
    }),
  });

/** The offline base layer's features (scripts/geo/buildBaseMap.ts): Hungary's outline, county labels, county seats. */
export function baseMapFeatures(): Feature[] {
  const out: Feature[] = [];
  const outline = new Feature(
    new MultiPolygon(
      (baseMap.outline.coordinates as number[][][][]).map((poly) =>
        poly.map((r) => r.map((c) => fromLonLat(c))),
      ),
    ),
  );
  outline.setStyle(outlineStyle);
  out.push(outline);
  for (const c of baseMap.counties) {
    const f = new Feature(new Point(fromLonLat(c.coordinates)));
    f.setStyle(countyStyle(c.code === 'BU' ? '' : c.name));
    out.push(f);
  }
  for (const c of baseMap.cities) {
    const f = new Feature(new Point(fromLonLat(c.coordinates)));
    f.setStyle(cityStyle(c.name));
    out.push(f);
  }
  return out;
}

const HUNGARY_CENTRE: [number, number] = [19.4, 47.15];

/**
 * A map of Hungary on `target` with the given layers (bottom first) and no tile service; the element
 * takes OpenLayers' keyboard pan and zoom. The caller makes it focusable and sets its target away on unmount.
 */
export function hungaryMap(target: HTMLElement, layers: BaseLayer[]): OlMap {
  return new OlMap({
    target,
    layers,
    view: new View({ center: fromLonLat(HUNGARY_CENTRE), zoom: 7.3 }),
    keyboardEventTarget: target,
  });
}
