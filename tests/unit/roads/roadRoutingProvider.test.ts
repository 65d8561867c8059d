import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LngLat } from '../../../src/core/geo/distance.ts';
import { buildRoadGraph } from '../../../src/server/geo/roads/buildRoadGraph.ts';
import { RoadRoutingProvider } from '../../../src/server/geo/roads/RoadRoutingProvider.ts';
import { writeRoadGraph } from '../../../src/server/geo/roads/roadGraphFile.ts';
import { GEO_REFERENCE_DIR } from '../../support/geoReference.ts';

const GEO = GEO_REFERENCE_DIR;
const dir = mkdtempSync(path.join(tmpdir(), 'roads-provider-'));
const FILE = path.join(dir, 'roads.graph');
const OPTIONS = { method: 'FAST', motorway: true, ferry: false } as const;
const MONACO: LngLat[] = [
  [7.4246, 43.7384],
  [7.4197, 43.7311],
];
const ANDORRA: LngLat[] = [
  [1.5209, 42.5078],
  [1.5331, 42.5562],
];
const BUDAPEST_SZEGED: LngLat[] = [
  [19.04, 47.5],
  [20.14, 46.25],
];

const write = (name: string, target: string) => {
  const { graph, summary } = buildRoadGraph(path.join(GEO, `${name}.osm.pbf`));
  writeRoadGraph(target, graph, { source: name, bbox: summary.bbox, summary: {} });
};

describe('RoadRoutingProvider', () => {
  const provider = new RoadRoutingProvider(FILE);
  beforeAll(() => write('monaco', FILE), 60_000);
  afterAll(() => {
    provider.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('routes on the graph in its worker, estimates outside it, and picks up a re-import while answering', async () => {
    const monaco = await provider.route(MONACO, OPTIONS);
    expect(monaco?.distanceSource).toBe('road');
    expect(monaco?.geometry.coordinates.length).toBeGreaterThan(5);
    expect((await provider.route(BUDAPEST_SZEGED, OPTIONS))?.distanceSource).toBe('estimate');
    const table = await provider.matrix([...MONACO, BUDAPEST_SZEGED[0] as LngLat], OPTIONS);
    expect(table?.distanceSource).toBe('estimate');
    expect(table?.distances[0]?.[1]).toBe(monaco?.legs[0]?.distanceMeter);

    // Re-import: Andorra replaces Monaco by rename (what geo:import does); calls keep being answered.
    write('andorra', `${FILE}.next`);
    renameSync(`${FILE}.next`, FILE);
    let answered = 0;
    for (;;) {
      const r = await provider.route(ANDORRA, OPTIONS);
      answered++;
      if (r?.distanceSource === 'road') break;
      // Until the new graph is loaded the old one answers: Andorra is outside Monaco (and Hungary).
      expect(r).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answered).toBeGreaterThan(0);
    expect(await provider.route(MONACO, OPTIONS)).toBeNull();
  }, 120_000);
});
