import { ROAD_CLASSES, type RoadClass } from './roadGraph.ts';

/**
 * Truck speeds per road class in km/h (a 40 t articulated truck's typical average, never above
 * the Hungarian truck limits of 80 / 70 / 50 km/h; DOMAIN.md). A way's `maxspeed` lowers it.
 * Override with `npm run geo:import -- extract.osm.pbf --speeds speeds.json` (a partial map).
 */
export const DEFAULT_TRUCK_SPEEDS: Record<RoadClass, number> = {
  motorway: 80,
  motorway_link: 45,
  trunk: 70,
  trunk_link: 40,
  primary: 60,
  primary_link: 35,
  secondary: 55,
  secondary_link: 30,
  tertiary: 45,
  tertiary_link: 25,
  unclassified: 35,
  residential: 25,
  living_street: 10,
  service: 15,
  road: 25,
  ferry: 15,
};

export interface WayAttributes {
  roadClass: number;
  speedKmh: number;
  /** 1: only along the way, -1: only against it, 0: both. */
  oneway: 1 | -1 | 0;
  motorway: boolean;
  ferry: boolean;
  toll: boolean;
  hgvNo: boolean;
  /** t, t, m; 0 = none. */
  maxWeight: number;
  maxAxle: number;
  maxHeight: number;
}

const NO = new Set(['no', 'private', 'agricultural', 'forestry', 'delivery_no']);
const YES = new Set(['yes', 'designated', 'destination', 'permissive', 'delivery']);

/** Tonnes from a weight tag ("7.5", "7.5 t", "3500 kg", "none"); 0 when none or unreadable. */
export function parseTonnes(v: string | undefined): number {
  if (!v) return 0;
  const m = /^\s*([0-9]+(?:[.,][0-9]+)?)\s*(t|kg|st|lbs)?\s*$/i.exec(v);
  if (!m) return 0;
  const x = Number.parseFloat((m[1] as string).replace(',', '.'));
  const unit = (m[2] ?? 't').toLowerCase();
  if (unit === 'kg') return x / 1000;
  if (unit === 'st') return x * 0.907;
  if (unit === 'lbs') return x * 0.000454;
  return x;
}

/** Metres from a height tag ("4", "4.2 m", "13'6\""); 0 when none or unreadable. */
export function parseMetres(v: string | undefined): number {
  if (!v) return 0;
  const feet = /^\s*([0-9]+)\s*'\s*(?:([0-9]+)\s*")?\s*$/.exec(v);
  if (feet) return Number(feet[1]) * 0.3048 + Number(feet[2] ?? 0) * 0.0254;
  const m = /^\s*([0-9]+(?:[.,][0-9]+)?)\s*(m)?\s*$/i.exec(v);
  return m ? Number.parseFloat((m[1] as string).replace(',', '.')) : 0;
}

function parseSpeed(v: string | undefined): number {
  if (!v) return 0;
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(mph)?\s*$/i.exec(v);
  if (!m) return 0;
  return Number(m[1]) * (m[2] ? 1.609 : 1);
}

/**
 * What a truck may do on an OSM way, or null when the way is not for trucks at all (not a
 * drivable highway class, access no/private without a truck exception, a ferry not for vehicles).
 */
export function truckWayAttributes(
  tags: Record<string, string>,
  speeds: Record<RoadClass, number> = DEFAULT_TRUCK_SPEEDS,
): WayAttributes | null {
  const ferry = tags.route === 'ferry';
  const cls = ferry ? 'ferry' : tags.highway;
  const roadClass = ROAD_CLASSES.indexOf(cls as RoadClass);
  if (roadClass < 0) return null;
  if (tags.area === 'yes') return null;
  const truckAccess = tags.hgv ?? tags.goods ?? tags.motor_vehicle ?? tags.vehicle ?? tags.access;
  if (ferry && !YES.has(tags.hgv ?? tags.motor_vehicle ?? tags.motorcar ?? 'no')) return null;
  if (!ferry && truckAccess !== undefined && NO.has(truckAccess) && tags.hgv === undefined) return null;
  if (tags.highway === 'service' && (tags.service === 'parking_aisle' || tags.service === 'drive-through'))
    return null;
  const hgvNo = tags.hgv !== undefined && NO.has(tags.hgv);
  const motorway = cls === 'motorway' || cls === 'motorway_link' || tags.motorroad === 'yes';
  let oneway: 1 | -1 | 0 = 0;
  const ow = tags.oneway;
  if (ow === 'yes' || ow === '1' || ow === 'true') oneway = 1;
  else if (ow === '-1' || ow === 'reverse') oneway = -1;
  else if (ow !== 'no' && (tags.junction === 'roundabout' || cls === 'motorway' || cls === 'motorway_link'))
    oneway = 1;
  const classSpeed = speeds[cls as RoadClass];
  const maxspeed = parseSpeed(tags['maxspeed:hgv'] ?? tags.maxspeed);
  const speedKmh = maxspeed > 0 ? Math.min(classSpeed, maxspeed) : classSpeed;
  return {
    roadClass,
    speedKmh: Math.max(1, speedKmh),
    oneway,
    motorway,
    ferry,
    toll: tags.toll === 'yes' || tags['toll:hgv'] === 'yes' || tags['toll:N3'] === 'yes',
    hgvNo,
    maxWeight: parseTonnes(tags['maxweight:hgv'] ?? tags.maxweight),
    maxAxle: parseTonnes(tags.maxaxleload),
    maxHeight: parseMetres(tags['maxheight:physical'] ?? tags.maxheight),
  };
}
