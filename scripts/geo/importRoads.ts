/**
 * The road half of `npm run geo:import -- <extract.osm.pbf> [--speeds speeds.json] [--out file]`:
 * builds the truck road graph from an OpenStreetMap extract and writes it where the server reads
 * it (ROAD_GRAPH, default <DATA_DIR>/../roads.graph), replacing the old one atomically. Bad input
 * is refused with a message and leaves the old graph in force.
 */
import { readFileSync } from 'node:fs';
import type { RoadClass } from '../../src/core/roads/roadGraph.ts';
import { loadConfigOrExit } from '../../src/server/config.ts';
import { buildRoadGraph, RoadImportError } from '../../src/server/geo/roads/buildRoadGraph.ts';
import { writeRoadGraph } from '../../src/server/geo/roads/roadGraphFile.ts';

/** Runs the import; returns the process exit code. */
export function importRoads(args: string[]): number {
  const file = args[0] as string;
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const speedsFile = opt('--speeds');
  const speeds = speedsFile
    ? (JSON.parse(readFileSync(speedsFile, 'utf8')) as Partial<Record<RoadClass, number>>)
    : undefined;
  const out = opt('--out') ?? (loadConfigOrExit().roadGraphFile as string);
  let lastLine = '';
  const tty = process.stderr.isTTY;
  const progress = (phase: string, done: number, total: number) => {
    const line = `${phase}: ${Math.floor((done / Math.max(1, total)) * 100)} %`;
    if (line === lastLine) return;
    lastLine = line;
    if (tty) process.stderr.write(`\r${line}   `);
    else if (done === total) process.stderr.write(`${line}\n`);
  };
  try {
    const { graph, summary } = buildRoadGraph(file, { speeds, progress });
    const bytes = writeRoadGraph(out, graph, {
      source: file,
      bbox: summary.bbox,
      summary: summary as unknown as Record<string, unknown>,
    });
    if (tty) process.stderr.write('\n');
    console.log(
      `${out}: ${summary.ways} truck ways → ${summary.nodes} nodes, ${summary.edges} edges, ${summary.arcs} arcs ` +
        `(+${summary.shortcuts} shortcuts; SHORT +${summary.metricShortcuts.SHORT}, ECONOMY +${summary.metricShortcuts.ECONOMY}), ` +
        `${summary.restrictions.applied} turn restrictions ` +
        `(${summary.restrictions.skipped} skipped), largest connected part ${summary.mainComponentNodes} nodes; ` +
        `${summary.seconds.toFixed(1)} s, peak ${summary.peakRssMb} MB, file ${(bytes / 1048576).toFixed(1)} MB`,
    );
    return 0;
  } catch (e) {
    if (tty) process.stderr.write('\n');
    if (e instanceof RoadImportError || (e as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`Road import refused, the previous graph stays in force: ${(e as Error).message}`);
      return 1;
    }
    throw e;
  }
}
