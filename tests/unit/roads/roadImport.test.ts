import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importRoads } from '../../../scripts/geo/importRoads.ts';
import { greatCircleMeters, type LngLat } from '../../../src/core/geo/distance.ts';
import { createRng } from '../../../src/core/planner/createRng.ts';
import { ChQuery } from '../../../src/core/roads/chQuery.ts';
import { dijkstraRoute } from '../../../src/core/roads/dijkstra.ts';
import { RoadEngine, type Snap } from '../../../src/core/roads/RoadEngine.ts';
import {
  ARC,
  arcMetricWeight,
  HIERARCHY_METRICS,
  type RoadGraph,
} from '../../../src/core/roads/roadGraph.ts';
import { buildRoadGraph, RoadImportError } from '../../../src/server/geo/roads/buildRoadGraph.ts';
import { readRoadGraph, writeRoadGraph } from '../../../src/server/geo/roads/roadGraphFile.ts';
import { writeTinyPbf } from '../../factories/osmPbf.factory.ts';
import { GEO_REFERENCE_DIR } from '../../support/geoReference.ts';

const GEO = GEO_REFERENCE_DIR;
const MONACO = path.join(GEO, 'monaco.osm.pbf');
const ANDORRA = path.join(GEO, 'andorra.osm.pbf');
const FAST = { method: 'FAST', motorway: true, ferry: false } as const;
const TRUCK_40T = { weightKg: 40_000, axleKg: 11_500, heightM: 4 };
const VAN = { weightKg: 2_000, axleKg: 1_000, heightM: 2.5 };

// Imports take seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const dir = mkdtempSync(path.join(tmpdir(), 'roads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Shape points of the longest edge of an OSM way, as [lng, lat]. */
function wayShape(g: RoadGraph, wayId: number): LngLat[] {
  let best: LngLat[] = [];
  for (let e = 0; e < g.edgeWay.length; e++) {
    if (g.edgeWay[e] !== wayId) continue;
    const pts: LngLat[] = [];
    for (let i = g.edgeFirst[e] as number; i < (g.edgeFirst[e + 1] as number); i++)
      pts.push([(g.shapeLon[i] as number) / 1e7, (g.shapeLat[i] as number) / 1e7]);
    if (pts.length > best.length) best = pts;
  }
  return best;
}

const snapAll = (e: RoadEngine, pts: readonly LngLat[]) =>
  pts.map((p) => {
    const s = e.snap(p, 1500);
    if (!s) throw new Error(`no road near ${p}`);
    return s;
  });

/**
 * The SHORT and ECONOMY hierarchies against plain Dijkstra on the same metric: node pairs drawn at
 * random from the main component (weights compared exactly), then snapped routes through the engine.
 */
function expectMetricHierarchiesMatchDijkstra(g: RoadGraph, seed: number): void {
  const rng = createRng(seed);
  const main: number[] = [];
  for (let v = 0; v < g.nodeCount; v++) if (g.mainComponent[v]) main.push(v);
  const plainEngine = new RoadEngine({ ...g, hierarchies: undefined });
  const engine = new RoadEngine(g);
  for (const metric of HIERARCHY_METRICS) {
    const ch = g.hierarchies?.[metric];
    expect(ch, metric).toBeTruthy();
    expect(engine.hasHierarchy(metric)).toBe(true);
    const query = new ChQuery(ch as NonNullable<typeof ch>);
    const cost = (a: number) => ((g.flags[a] as number) & ARC.notInCh ? null : arcMetricWeight(g, a, metric));
    let compared = 0;
    for (let k = 0; k < 60; k++) {
      const s = main[rng.int(main.length)] as number;
      const t = main[rng.int(main.length)] as number;
      const src = [{ node: s, weight: 0, length: 0 }];
      const dst = [{ node: t, weight: 0, length: 0 }];
      const viaCh = query.route(src, dst);
      const plain = dijkstraRoute(g, cost, src, dst);
      expect(viaCh?.weight, `${metric} ${s}→${t}`).toBe(plain?.weight);
      // The unpacked path is a real path of that weight.
      if (viaCh)
        expect(viaCh.arcs.reduce((sum, a) => sum + arcMetricWeight(g, a, metric), 0)).toBe(viaCh.weight);
      if (plain) compared++;
    }
    expect(compared).toBeGreaterThan(50);
    // Snapped points along random edges: the engine's hierarchy route = its plain search.
    const pts: LngLat[] = [];
    while (pts.length < 12) {
      const e = rng.int(g.edgeWay.length);
      const i = g.edgeFirst[e] as number;
      const p: LngLat = [(g.shapeLon[i] as number) / 1e7 + 0.0002, (g.shapeLat[i] as number) / 1e7 + 0.0002];
      if (engine.snap(p, 300)) pts.push(p);
    }
    const snaps = snapAll(engine, pts);
    for (let i = 1; i < snaps.length; i++) {
      const pair = [snaps[i - 1] as Snap, snaps[i] as Snap];
      const fast = engine.route(pair, { ...FAST, method: metric })?.legs[0];
      const slow = plainEngine.route(pair, { ...FAST, method: metric })?.legs[0];
      const weightOf = (l: typeof fast) =>
        metric === 'SHORT' ? l?.distanceMeter : (l?.durationSecond ?? 0) * 10 + (l?.distanceMeter ?? 0) / 2;
      if (metric === 'SHORT') expect(fast?.distanceMeter).toBe(slow?.distanceMeter);
      // ECONOMY: equal weight; rounding to whole seconds and metres leaves a few tenths.
      else expect(Math.abs((weightOf(fast) ?? 0) - (weightOf(slow) ?? 0))).toBeLessThanOrEqual(12);
    }
  }
}

describe('road import: Andorra', () => {
  let g: RoadGraph;
  let engine: RoadEngine;
  beforeAll(() => {
    const built = buildRoadGraph(ANDORRA);
    expect(built.summary.ways).toBeGreaterThan(500);
    expect(built.summary.nodes).toBeGreaterThan(1000);
    expect(built.summary.mainComponentNodes / built.summary.nodes).toBeGreaterThan(0.9);
    const file = path.join(dir, 'andorra.graph');
    writeRoadGraph(file, built.graph, { source: ANDORRA, bbox: built.summary.bbox, summary: {} });
    g = readRoadGraph(file).graph;
    engine = new RoadEngine(g);
  });

  // Andorra la Vella, Ordino, Sant Julià de Lòria, Canillo, Encamp, La Massana.
  const TOWNS: LngLat[] = [
    [1.5209, 42.5078],
    [1.5331, 42.5562],
    [1.4909, 42.4637],
    [1.5975, 42.5672],
    [1.5801, 42.5347],
    [1.5148, 42.545],
  ];

  it('routes on roads: longer than the straight line, with a road geometry, table = routes', () => {
    const snaps = snapAll(engine, TOWNS);
    for (const s of snaps) expect(s.distanceM).toBeLessThan(500);
    const table = engine.table(snaps);
    const n = TOWNS.length;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const leg = engine.route([snaps[i] as Snap, snaps[j] as Snap], FAST)?.legs[0];
        expect(leg).toBeTruthy();
        const meters = table.meters[i * n + j] as number;
        expect(Math.abs((leg?.distanceMeter ?? 0) - meters)).toBeLessThanOrEqual(1);
        expect(meters).toBeGreaterThan(greatCircleMeters(TOWNS[i] as LngLat, TOWNS[j] as LngLat));
        expect(leg?.geometry.length).toBeGreaterThan(10);
      }
    }
  });

  it('the hierarchy gives the same fastest routes as plain Dijkstra (Andorra has no motorway to leave out)', () => {
    const snaps = snapAll(engine, TOWNS);
    for (let i = 0; i < snaps.length; i++) {
      for (let j = 0; j < snaps.length; j++) {
        if (i === j) continue;
        const pair = [snaps[i] as Snap, snaps[j] as Snap];
        const ch = engine.route(pair, FAST)?.legs[0];
        const plain = engine.route(pair, { ...FAST, motorway: false })?.legs[0];
        expect(ch?.durationSecond).toBe(plain?.durationSecond);
        expect(ch?.distanceMeter).toBe(plain?.distanceMeter);
      }
    }
  });

  it('SHORT and ECONOMY run on hierarchies of their own metric, equal to plain Dijkstra', () => {
    expectMetricHierarchiesMatchDijkstra(g, 11);
  });

  it('SHORT is never longer than FAST, and ECONOMY lies between', () => {
    const snaps = snapAll(engine, [TOWNS[2] as LngLat, TOWNS[3] as LngLat]);
    const fast = engine.route(snaps, FAST)?.legs[0];
    const short = engine.route(snaps, { ...FAST, method: 'SHORT' })?.legs[0];
    const eco = engine.route(snaps, { ...FAST, method: 'ECONOMY' })?.legs[0];
    expect(short?.distanceMeter).toBeLessThanOrEqual(fast?.distanceMeter ?? 0);
    expect(eco?.distanceMeter).toBeLessThanOrEqual(fast?.distanceMeter ?? 0);
    expect(eco?.durationSecond).toBeLessThanOrEqual(short?.durationSecond ?? 0);
  });

  it('reports the 2.1 t Carretera dels Cortals as restricted for a 40 t truck, not for a van', () => {
    const cortals = wayShape(g, 32819142);
    const end = cortals[Math.floor(cortals.length / 2)] as LngLat;
    const snaps = snapAll(engine, [TOWNS[4] as LngLat, end]);
    const truck = engine.route(snaps, { ...FAST, limits: TRUCK_40T })?.legs[0];
    expect(truck?.restrictedSections).toContainEqual(
      expect.objectContaining({ wayId: 32819142, reason: 'maxweight', limit: 2.1 }),
    );
    const van = engine.route(snaps, { ...FAST, limits: VAN })?.legs[0];
    expect(van?.restrictedSections).toEqual([]);
    expect(van?.distanceMeter).toBe(truck?.distanceMeter);
  });

  it('snaps only near truck roads: a point far from any road is not placed', () => {
    expect(engine.snap([1.56, 42.6], 50)).toBeNull();
    expect(engine.snap([19.04, 47.5], 1500)).toBeNull();
  });
});

describe('road import: Monaco', () => {
  let g: RoadGraph;
  let engine: RoadEngine;
  let restrictions = 0;
  beforeAll(() => {
    const built = buildRoadGraph(MONACO);
    restrictions = built.summary.restrictions.applied;
    g = built.graph;
    engine = new RoadEngine(g);
  });

  it('SHORT and ECONOMY run on hierarchies of their own metric, equal to plain Dijkstra', () => {
    expectMetricHierarchiesMatchDijkstra(g, 12);
  });

  it('starts beside a dual carriageway on a nearby edge heading the right way, not on the nearest carriageway', () => {
    // 25 m north of the Route de la Moyenne Corniche (M 6007): the nearest carriageway (way
    // 151945348, one-way) leads away from Monaco; the other one (319406998, 34 m) and the
    // junction with the M 37 (45 m) lead towards it.
    const beside: LngLat = [7.391481, 43.72513];
    const centre: LngLat = [7.41293, 43.73081];
    const [s, t] = snapAll(engine, [beside, centre]) as [Snap, Snap];
    expect(g.edgeWay[s.edge]).toBe(151945348);
    expect(s.distanceM).toBeLessThan(30);
    expect(s.alternatives?.map((a) => g.edgeWay[a.edge])).toContain(319406998);
    const out = engine.route([s, t], FAST)?.legs[0];
    // On the nearest carriageway the truck would drive ≈ 4.0 km (on and back); on the other ≈ 2.3 km.
    expect(out?.distanceMeter).toBeLessThan(3000);
    const round = (p: readonly number[]) => p.map((x) => Math.round(x * 1e6) / 1e6);
    expect(s.alternatives?.map((a) => round(a.point))).toContainEqual(out?.geometry[0]);
    const table = engine.table([s, t]);
    expect(Math.abs((table.meters[1] as number) - (out?.distanceMeter ?? 0))).toBeLessThanOrEqual(1);
    // Arriving, the nearest carriageway is the right one.
    const back = engine.route([t, s], FAST)?.legs[0];
    expect(back?.distanceMeter).toBeLessThan(3000);
  });

  it('drives Rue des Remparts only one way (one-way street)', () => {
    const shape = wayShape(g, 4227157);
    const a = shape[1] as LngLat;
    const b = shape[shape.length - 2] as LngLat;
    const [sa, sb] = snapAll(engine, [a, b]) as [Snap, Snap];
    const along = engine.route([sa, sb], FAST)?.legs[0];
    const against = engine.route([sb, sa], FAST)?.legs[0];
    expect(along?.distanceMeter).toBeLessThan(250);
    expect(against?.distanceMeter).toBeGreaterThan((along?.distanceMeter ?? 0) + 100);
  });

  it('applies the tagged turn restrictions and routes around the 10 t Avenue du Général De Gaulle', () => {
    expect(restrictions).toBeGreaterThan(10);
    const shape = wayShape(g, 23009810);
    const [sa, sb] = snapAll(engine, [shape[1] as LngLat, shape[shape.length - 2] as LngLat]) as [Snap, Snap];
    const van = engine.route([sa, sb], { ...FAST, limits: VAN })?.legs[0];
    const truck = engine.route([sa, sb], { ...FAST, limits: TRUCK_40T })?.legs[0];
    expect(van?.restrictedSections).toEqual([]);
    // The truck either finds a legal way round (longer) or is told about the 10 t section.
    const told = truck?.restrictedSections.some((r) => r.wayId === 23009810 && r.reason === 'maxweight');
    expect(told || (truck?.durationSecond ?? 0) > (van?.durationSecond ?? 0)).toBe(true);
  });
});

describe('road import: bad input', () => {
  const out = path.join(dir, 'kept.graph');
  beforeAll(() => {
    expect(importRoads([ANDORRA, '--out', out])).toBe(0);
  });
  const refused = (file: string) => {
    const before = readFileSync(out);
    expect(importRoads([file, '--out', out])).toBe(1);
    expect(readFileSync(out).equals(before)).toBe(true);
  };

  it('refuses an empty, a truncated and a non-OSM file and keeps the old graph', () => {
    const empty = path.join(dir, 'empty.osm.pbf');
    writeTinyPbf(empty, [], []);
    refused(empty);
    const zero = path.join(dir, 'zero.osm.pbf');
    writeFileSync(zero, '');
    refused(zero);
    const cut = path.join(dir, 'cut.osm.pbf');
    writeFileSync(cut, readFileSync(ANDORRA).subarray(0, 100_000));
    refused(cut);
    refused(path.join(GEO, 'HU.txt'));
  });

  it('refuses an extract without a truck road (footways only)', () => {
    const file = path.join(dir, 'paths.osm.pbf');
    writeTinyPbf(
      file,
      [
        { id: 1, lat: 47.5, lon: 19.0 },
        { id: 2, lat: 47.501, lon: 19.001 },
      ],
      [{ id: 10, refs: [1, 2], tags: { highway: 'footway' } }],
    );
    expect(() => buildRoadGraph(file)).toThrow(RoadImportError);
    refused(file);
  });
});
