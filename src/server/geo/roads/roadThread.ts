import { parentPort, workerData } from 'node:worker_threads';
import {
  RoadEngine,
  type RoadQueryOptions,
  type RoadRouteAnswer,
  type Snap,
} from '../../../core/roads/RoadEngine.ts';
import { readRoadGraph } from './roadGraphFile.ts';

/** Requests the API thread sends the road worker. */
export type RoadRequest =
  | { id: number; type: 'route'; points: [number, number][]; options: RoadQueryOptions; maxSnapM: number }
  | { id: number; type: 'table'; points: [number, number][]; maxSnapM: number };

export type RoadReply =
  | { id: number; type: 'route'; answer: RoadRouteAnswer | null; unsnapped: number[] }
  | { id: number; type: 'table'; meters: Float64Array; seconds: Float64Array; snapped: boolean[] }
  | { id: number; type: 'failed'; message: string };

export type RoadReady =
  | { type: 'ready'; nodes: number; bbox: [number, number, number, number] }
  | { type: 'unavailable'; message: string };

// The body of the road routing worker (started by RoadRoutingProvider through roadThread.node.mjs):
// loads the graph once, then answers snapping, routes and tables one request at a time.
let engine: RoadEngine | null = null;
try {
  const { graph, header } = readRoadGraph((workerData as { file: string }).file);
  engine = new RoadEngine(graph);
  parentPort?.postMessage({ type: 'ready', nodes: graph.nodeCount, bbox: header.bbox } satisfies RoadReady);
} catch (e) {
  parentPort?.postMessage({ type: 'unavailable', message: (e as Error).message } satisfies RoadReady);
}

parentPort?.on('message', (req: RoadRequest) => {
  try {
    if (!engine) throw new Error('no road graph loaded');
    const e = engine;
    const snaps = req.points.map((p) => e.snap(p, req.maxSnapM));
    if (req.type === 'route') {
      const unsnapped = snaps.flatMap((s, i) => (s ? [] : [i]));
      const answer = unsnapped.length > 0 ? null : e.route(snaps as Snap[], req.options);
      parentPort?.postMessage({ id: req.id, type: 'route', answer, unsnapped } satisfies RoadReply);
      return;
    }
    // Unsnapped points: a table over the snapped ones, unsnapped cells left at Infinity.
    const idx = snaps.flatMap((s, i) => (s ? [i] : []));
    const sub = e.table(idx.map((i) => snaps[i] as Snap));
    const n = req.points.length;
    const meters = new Float64Array(n * n).fill(Number.POSITIVE_INFINITY);
    const seconds = new Float64Array(n * n).fill(Number.POSITIVE_INFINITY);
    idx.forEach((i, a) => {
      idx.forEach((j, b) => {
        meters[i * n + j] = sub.meters[a * idx.length + b] as number;
        seconds[i * n + j] = sub.seconds[a * idx.length + b] as number;
      });
    });
    parentPort?.postMessage(
      {
        id: req.id,
        type: 'table',
        meters,
        seconds,
        snapped: snaps.map((s) => s !== null),
      } satisfies RoadReply,
      [meters.buffer, seconds.buffer],
    );
  } catch (err) {
    parentPort?.postMessage({
      id: req.id,
      type: 'failed',
      message: (err as Error).message,
    } satisfies RoadReply);
  }
});
