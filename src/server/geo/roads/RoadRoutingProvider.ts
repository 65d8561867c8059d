import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { LngLat } from '../../../core/geo/distance.ts';
import type { ProviderRoute, RouteMatrix, RouteOptions, RoutingProvider } from '../../../core/geo/routing.ts';
import { EstimatorProvider } from '../estimator.ts';
import type { RoadReady, RoadReply, RoadRequest } from './roadThread.ts';

const SHIM = new URL('./roadThread.node.mjs', import.meta.url);

/** Farthest a point may lie from a truck road to be routed on the network (else: estimate). */
export const MAX_SNAP_METERS = 1500;
/** How often the graph file is checked for a re-import. */
const CHECK_EVERY_MS = 1000;

type Pending = { resolve: (r: RoadReply) => void; reject: (e: Error) => void };
// Distributes Omit over the request union (a plain Omit would merge its members).
type RoadRequestBody = RoadRequest extends infer R ? (R extends RoadRequest ? Omit<R, 'id'> : never) : never;

/** One loaded graph in its worker thread. */
class RoadThread {
  readonly ready: Promise<RoadReady>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  available = false;
  settled = false;

  constructor(file: string) {
    this.worker = new Worker(SHIM, { workerData: { file } });
    this.worker.unref();
    this.ready = new Promise<RoadReady>((resolve) => {
      this.worker.once('message', (m: RoadReady) => {
        this.available = m.type === 'ready';
        this.settled = true;
        resolve(m);
        this.worker.on('message', (r: RoadReply) => {
          const p = this.pending.get(r.id);
          if (!p) return;
          this.pending.delete(r.id);
          p.resolve(r);
        });
      });
      this.worker.once('error', (e) => {
        this.settled = true;
        resolve({ type: 'unavailable', message: e.message });
      });
    });
    this.worker.on('exit', () => {
      this.available = false;
      for (const p of this.pending.values()) p.reject(new Error('road routing worker stopped'));
      this.pending.clear();
    });
  }

  ask(req: RoadRequestBody): Promise<RoadReply> {
    const id = this.next++;
    return new Promise<RoadReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  stop(): void {
    void this.worker.terminate();
  }
}

const signature = (file: string): string | null => {
  try {
    const s = statSync(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
};

/**
 * Routing on the imported road graph (routes, tables; worker thread), with the estimator for
 * points outside it or when nothing is imported: every answer says which (`distanceSource`).
 * A re-import is picked up while the server runs: the new graph loads in a new thread, the old
 * one answers until it is ready.
 */
export class RoadRoutingProvider implements RoutingProvider {
  readonly id = 'osm-roads';
  readonly estimated = false;
  readonly estimator = new EstimatorProvider();
  private thread: RoadThread | null = null;
  private loading: RoadThread | null = null;
  private loadedSignature: string | null = null;
  private checkedAt = 0;

  constructor(readonly file: string) {}

  /** The ready thread of the current graph file, or null (no graph: estimate). */
  private async current(): Promise<RoadThread | null> {
    const now = Date.now();
    if (now - this.checkedAt >= CHECK_EVERY_MS || (!this.thread && !this.loading)) {
      this.checkedAt = now;
      const sig = signature(this.file);
      if (sig !== this.loadedSignature) {
        this.loadedSignature = sig;
        this.loading?.stop();
        this.loading = sig ? new RoadThread(this.file) : null;
        if (!sig) {
          this.thread?.stop();
          this.thread = null;
        }
      }
    }
    const loading = this.loading;
    if (loading) {
      // The first graph is waited for; a re-imported one takes over once loaded, the old one
      // answering meanwhile.
      if (!this.thread) await loading.ready;
      if (loading.settled && this.loading === loading) {
        this.thread?.stop();
        this.thread = loading.available ? loading : null;
        if (!loading.available) loading.stop();
        this.loading = null;
      }
    }
    return this.thread?.available ? this.thread : null;
  }

  /** Whether a graph is loaded and its size (for status answers and tests). */
  async status(): Promise<{ loaded: boolean }> {
    return { loaded: (await this.current()) !== null };
  }

  async route(points: readonly LngLat[], options: RouteOptions): Promise<ProviderRoute | null> {
    const thread = points.length >= 2 ? await this.current() : null;
    if (!thread) return this.estimator.route(points, options);
    const reply = await thread.ask({
      type: 'route',
      points: points.map((p) => [p[0], p[1]]),
      options: {
        method: options.method,
        motorway: options.motorway,
        ferry: options.ferry,
        limits: options.limits,
      },
      maxSnapM: MAX_SNAP_METERS,
    });
    if (reply.type === 'failed') throw new Error(reply.message);
    if (reply.type !== 'route') throw new Error('unexpected road worker reply');
    if (reply.unsnapped.length > 0) return this.estimator.route(points, options);
    if (!reply.answer) return null;
    const legs = reply.answer.legs;
    const coordinates: [number, number][] = [];
    for (const l of legs)
      for (const p of l.geometry) {
        const last = coordinates.at(-1);
        if (!last || last[0] !== p[0] || last[1] !== p[1]) coordinates.push(p);
      }
    return {
      distanceMeter: legs.reduce((s, l) => s + l.distanceMeter, 0),
      durationSecond: legs.reduce((s, l) => s + l.durationSecond, 0),
      geometry: { type: 'LineString', coordinates },
      legs: legs.map((l) => ({
        distanceMeter: l.distanceMeter,
        durationSecond: l.durationSecond,
        motorwayShare: l.distanceMeter > 0 ? l.motorwayMeter / l.distanceMeter : 0,
        tollShare: l.distanceMeter > 0 ? l.tollMeter / l.distanceMeter : 0,
      })),
      estimated: false,
      provider: this.id,
      distanceSource: 'road',
      snapDistancesMeter: reply.answer.snaps.map((s) => s.distanceM),
      restrictedSections: legs.flatMap((l) => l.restrictedSections),
    };
  }

  /**
   * Table of the fastest truck paths (metres, seconds); cells with a point off the network are
   * estimated (then the whole answer says `estimate`); Infinity where the network has no path.
   */
  async matrix(points: readonly LngLat[], options: RouteOptions): Promise<RouteMatrix | null> {
    const thread = points.length > 0 ? await this.current() : null;
    if (!thread) return this.estimator.matrix(points, options);
    const reply = await thread.ask({
      type: 'table',
      points: points.map((p) => [p[0], p[1]]),
      maxSnapM: MAX_SNAP_METERS,
    });
    if (reply.type === 'failed') throw new Error(reply.message);
    if (reply.type !== 'table') throw new Error('unexpected road worker reply');
    const n = points.length;
    const distances: number[][] = [];
    const durations: number[][] = [];
    let allRoad = true;
    for (let i = 0; i < n; i++) {
      const d: number[] = [];
      const t: number[] = [];
      for (let j = 0; j < n; j++) {
        if (i === j) {
          d.push(0);
          t.push(0);
        } else if (reply.snapped[i] && reply.snapped[j]) {
          d.push(Math.round(reply.meters[i * n + j] as number));
          t.push(Math.round(reply.seconds[i * n + j] as number));
        } else {
          allRoad = false;
          const l = this.estimator.leg(points[i] as LngLat, points[j] as LngLat, options);
          d.push(Math.round(l.distanceMeter));
          t.push(Math.round(l.durationSecond));
        }
      }
      distances.push(d);
      durations.push(t);
    }
    return { distances, durations, estimated: !allRoad, distanceSource: allRoad ? 'road' : 'estimate' };
  }

  /** Stops the worker threads (tests, shutdown). */
  close(): void {
    this.thread?.stop();
    this.loading?.stop();
    this.thread = null;
    this.loading = null;
    this.loadedSignature = null;
  }
}

const providers = new Map<string, RoadRoutingProvider>();

/** The process's road routing provider over a graph file (one worker per file). */
export function roadRoutingFor(file: string): RoadRoutingProvider {
  let p = providers.get(file);
  if (!p) {
    p = new RoadRoutingProvider(file);
    providers.set(file, p);
  }
  return p;
}
