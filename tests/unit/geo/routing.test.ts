import { describe, expect, it } from 'vitest';
import { co2EmissionKg } from '../../../src/core/geo/co2.ts';
import type { LngLat } from '../../../src/core/geo/distance.ts';
import { computeToll, type TollRateTable } from '../../../src/core/geo/tolls.ts';
import {
  ESTIMATOR_TABLE,
  EstimatorProvider,
  TRUCK_SPEED_LIMIT_KMH,
} from '../../../src/server/geo/estimator.ts';
import tolls from '../../../src/server/geo/tables/hugo-tolls.json' with { type: 'json' };

const BUDAPEST: LngLat = [19.0404, 47.4984];
const SZEGED: LngLat = [20.1414, 46.253];
const GYOR: LngLat = [17.6504, 47.6875];
const FAST = { method: 'FAST', motorway: true, ferry: false } as const;

describe('routing estimator', () => {
  const p = new EstimatorProvider();

  it('keeps every band within the Hungarian truck limits and with detour 1.2–1.5', () => {
    for (const b of ESTIMATOR_TABLE.bands) {
      expect(b.speedKmh).toBeLessThanOrEqual(TRUCK_SPEED_LIMIT_KMH);
      expect(b.detour).toBeGreaterThanOrEqual(1.2);
      expect(b.detour).toBeLessThanOrEqual(1.5);
    }
  });

  it('estimates Budapest–Szeged near the road distance (about 170–200 km, 2–3 h) and says it is an estimate', async () => {
    const r = await p.route([BUDAPEST, SZEGED], FAST);
    expect(r?.estimated).toBe(true);
    expect(r?.distanceMeter).toBeGreaterThan(170_000);
    expect(r?.distanceMeter).toBeLessThan(210_000);
    expect(r?.durationSecond).toBeGreaterThan(2 * 3600);
    expect(r?.durationSecond).toBeLessThan(3.2 * 3600);
    expect(r?.legs).toHaveLength(1);
    expect(r?.geometry.coordinates).toEqual([[...BUDAPEST], [...SZEGED]]);
  });

  it('is slower without motorways, shorter for SHORT, and has no route outside its area', async () => {
    const fast = await p.route([BUDAPEST, GYOR], FAST);
    const slow = await p.route([BUDAPEST, GYOR], { ...FAST, motorway: false });
    const short = await p.route([BUDAPEST, GYOR], { ...FAST, method: 'SHORT' });
    expect(slow?.durationSecond).toBeGreaterThan(fast?.durationSecond as number);
    expect(short?.distanceMeter).toBeLessThan(fast?.distanceMeter as number);
    expect(await p.route([BUDAPEST, [2.35, 48.85]], FAST)).toBeNull();
  });

  it('answers a matrix for many points at once, consistent with single legs', async () => {
    const m = await p.matrix([BUDAPEST, SZEGED, GYOR], FAST);
    const single = await p.route([SZEGED, GYOR], FAST);
    expect(m?.distances[1]?.[2]).toBe(single?.distanceMeter);
    expect(m?.distances[0]?.[0]).toBe(0);
    expect(m?.estimated).toBe(true);
  });
});

describe('toll and CO2 from data', () => {
  const table = tolls as TollRateTable;
  it('charges more for dirtier and heavier vehicles, nothing on untolled roads', () => {
    const base = { motorwayMeters: 100_000, mainRoadMeters: 50_000 };
    const e6 = computeToll(table, { ...base, category: 'J4', euro: 'EURO6' });
    const e3 = computeToll(table, { ...base, category: 'J4', euro: 'EURO3' });
    const j2 = computeToll(table, { ...base, category: 'J2', euro: 'EURO6' });
    expect(e3.total).toBeGreaterThan(e6.total);
    expect(e6.total).toBeGreaterThan(j2.total);
    expect(e6.total).toBe(e6.infrastructure + e6.externalCosts);
    expect(
      computeToll(table, { category: 'J4', euro: 'EURO6', motorwayMeters: 0, mainRoadMeters: 0 }).total,
    ).toBe(0);
  });
  it('computes CO2 as distance × consumption × factor (diesel 2.67 kg/l)', () => {
    expect(co2EmissionKg(100_000, 30, 'DIESEL')).toBe(80.1);
    expect(co2EmissionKg(0, 30, 'DIESEL')).toBe(0);
  });
});
