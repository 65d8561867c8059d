import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRUCK_SPEEDS,
  parseMetres,
  parseTonnes,
  truckWayAttributes,
} from '../../../src/core/roads/truckProfile.ts';

describe('truck profile from OSM tags', () => {
  it('reads weight and height limits in the units mappers use', () => {
    expect(parseTonnes('7.5')).toBe(7.5);
    expect(parseTonnes('3500 kg')).toBe(3.5);
    expect(parseTonnes('12,5 t')).toBe(12.5);
    expect(parseTonnes('none')).toBe(0);
    expect(parseMetres('4.2 m')).toBe(4.2);
    expect(parseMetres('13\'6"')).toBeCloseTo(4.11, 2);
    expect(parseMetres('default')).toBe(0);
  });

  it('keeps drivable classes, drops footways, private and parking aisles, and reads one-ways', () => {
    expect(truckWayAttributes({ highway: 'footway' })).toBeNull();
    expect(truckWayAttributes({ highway: 'residential', access: 'private' })).toBeNull();
    expect(
      truckWayAttributes({ highway: 'residential', access: 'private', hgv: 'destination' }),
    ).not.toBeNull();
    expect(truckWayAttributes({ highway: 'service', service: 'parking_aisle' })).toBeNull();
    expect(truckWayAttributes({ highway: 'primary', oneway: 'yes' })?.oneway).toBe(1);
    expect(truckWayAttributes({ highway: 'primary', oneway: '-1' })?.oneway).toBe(-1);
    expect(truckWayAttributes({ highway: 'motorway' })?.oneway).toBe(1);
    expect(truckWayAttributes({ highway: 'tertiary', junction: 'roundabout' })?.oneway).toBe(1);
    expect(truckWayAttributes({ highway: 'motorway', oneway: 'no' })?.oneway).toBe(0);
  });

  it('marks hgv=no, tolls, ferries and limits; maxspeed lowers the class speed, overrides replace it', () => {
    const a = truckWayAttributes({
      highway: 'secondary',
      hgv: 'no',
      toll: 'yes',
      maxweight: '7.5',
      maxspeed: '30',
    });
    expect(a).toMatchObject({ hgvNo: true, toll: true, maxWeight: 7.5, speedKmh: 30 });
    expect(truckWayAttributes({ route: 'ferry' })).toBeNull();
    expect(truckWayAttributes({ route: 'ferry', motor_vehicle: 'yes' })).toMatchObject({ ferry: true });
    expect(truckWayAttributes({ highway: 'motorway' })?.speedKmh).toBe(80);
    expect(
      truckWayAttributes({ highway: 'motorway' }, { ...DEFAULT_TRUCK_SPEEDS, motorway: 70 })?.speedKmh,
    ).toBe(70);
  });
});
