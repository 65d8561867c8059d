import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/planner/createRng.ts';
import { ChQuery } from '../../src/core/roads/chQuery.ts';
import { ARC, type RoadGraph } from '../../src/core/roads/roadGraph.ts';
import { buildRoadGraph } from '../../src/server/geo/roads/buildRoadGraph.ts';
import { GEO_REFERENCE_DIR } from '../support/geoReference.ts';

const GEO = GEO_REFERENCE_DIR;
const PG_URL = process.env.TEST_PG_URL;

/**
 * The PostgreSQL path's cross-check (issue 37): the Andorra graph loaded into pgRouting (Debian's
 * postgresql-15-pgrouting, installed by .ci/run) gives the same shortest times (our FAST hierarchy) and
 * the same shortest distances (our SHORT hierarchy, on length) within 0.1 %. Runs where PostgreSQL runs.
 */
describe.skipIf(!PG_URL)('pgRouting cross-check on Andorra', () => {
  const client = new pg.Client({ connectionString: PG_URL });
  let g: RoadGraph;
  const table = `road_arcs_${process.pid}`;
  beforeAll(async () => {
    g = buildRoadGraph(path.join(GEO, 'andorra.osm.pbf')).graph;
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pgrouting CASCADE');
    await client.query(
      `CREATE TEMP TABLE ${table} (id bigint, source bigint, target bigint, time_ds double precision, length_dm double precision)`,
    );
    const ids: number[] = [];
    const src: number[] = [];
    const dst: number[] = [];
    const time: number[] = [];
    const length: number[] = [];
    for (let u = 0; u < g.nodeCount; u++)
      for (let a = g.first[u] as number; a < (g.first[u + 1] as number); a++) {
        if ((g.flags[a] as number) & ARC.notInCh) continue;
        ids.push(a + 1);
        src.push(u + 1);
        dst.push((g.head[a] as number) + 1);
        time.push(g.time[a] as number);
        length.push(g.length[a] as number);
      }
    await client.query(
      `INSERT INTO ${table} SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::float8[], $5::float8[])`,
      [ids, src, dst, time, length],
    );
  }, 60_000);
  afterAll(async () => {
    await client.end();
  });

  it('gives the same shortest times and distances for random node pairs', async () => {
    const query = new ChQuery(g.ch);
    const shortCh = g.hierarchies?.SHORT;
    if (!shortCh) throw new Error('the import built no SHORT hierarchy');
    const short = new ChQuery(shortCh);
    const rng = createRng(37);
    const main: number[] = [];
    for (let v = 0; v < g.nodeCount; v++) if (g.mainComponent[v]) main.push(v);
    const at = (node: number) => [{ node, weight: 0, length: 0 }];
    let compared = 0;
    for (let k = 0; k < 30; k++) {
      const s = main[rng.int(main.length)] as number;
      const t = main[rng.int(main.length)] as number;
      if (s === t) continue;
      const byTime = query.route(at(s), at(t));
      const byLength = short.route(at(s), at(t));
      const pgCost = async (column: string) => {
        const r = await client.query(
          `SELECT agg_cost FROM pgr_dijkstra('SELECT id, source, target, ${column} AS cost FROM ${table}', $1::bigint, $2::bigint, true) WHERE edge = -1`,
          [s + 1, t + 1],
        );
        return Number(r.rows[0]?.agg_cost);
      };
      const pgTime = await pgCost('time_ds');
      const pgLength = await pgCost('length_dm');
      expect(Math.abs((byTime?.weight ?? 0) - pgTime) / pgTime).toBeLessThanOrEqual(0.001);
      expect(Math.abs((byLength?.weight ?? 0) - pgLength) / pgLength).toBeLessThanOrEqual(0.001);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
