import { Worker } from 'node:worker_threads';
import type { PlanResult } from '../../core/planner/planningModel.ts';
import type { PickupPlan } from '../../core/planner/planPickups.ts';
import type { PlanningJobProgress } from '../../core/planningJobs/planningJobs.schemas.ts';
import type { PlanningInputData } from './planningInputData.ts';

const SHIM = new URL('./planThread.node.mjs', import.meta.url);

/** What the API thread sends the planning worker. */
export interface PlanRequest {
  kind: 'freights' | 'pickups';
  data: PlanningInputData;
  timeLimitMs: number;
  seed: number;
  /** One Int32: 1 = stop (set by the API thread, read by the search between iterations). */
  stop: SharedArrayBuffer;
}

export type PlanReply =
  | { type: 'progress'; progress: PlanningJobProgress }
  | { type: 'freights'; result: PlanResult; stopped: boolean }
  | { type: 'pickups'; plan: PickupPlan; stopped: boolean }
  | { type: 'failed'; message: string };

export type PlanOutput = Extract<PlanReply, { type: 'freights' | 'pickups' }>;

/**
 * Solver time for a job of this many orders: a handful plans in a fraction of a second, 2,000 in
 * 20 s (10 ms per order between those bounds), never less than the configured floor.
 */
export function planTimeLimitMs(orders: number, floorMs = 0): number {
  return Math.max(floorMs, Math.min(20_000, Math.max(150, orders * 10)));
}

// The idle planning thread, kept for the next job of this process.
let idle: Worker | null = null;

function startThread(): Worker {
  const worker = new Worker(SHIM);
  worker.once('exit', () => {
    if (idle === worker) idle = null;
  });
  return worker;
}

/**
 * Starts the planning thread ahead of the first job (an instance that runs a job runner), so the
 * seconds of loading its modules are not spent while a user waits.
 */
export function warmPlanningWorker(): void {
  if (idle) return;
  idle = startThread();
  idle.unref();
}

/** A plan running in its worker: the answer, and the switch that stops the search (cancel). */
export interface RunningPlan {
  result: Promise<PlanOutput>;
  stop(): void;
}

/**
 * Plans in a worker thread so the API thread keeps answering: progress comes back at least once a
 * second while the search runs; stop() ends the search (the answer then says `stopped`).
 */
export function planInWorker(
  kind: PlanRequest['kind'],
  data: PlanningInputData,
  onProgress: (p: PlanningJobProgress) => void,
  options: { timeLimitMs?: number; seed?: number } = {},
): RunningPlan {
  const stopBuffer = new SharedArrayBuffer(4);
  const flag = new Int32Array(stopBuffer);
  const worker = idle ?? startThread();
  idle = null;
  worker.ref();
  const result = new Promise<PlanOutput>((resolve, reject) => {
    let settled = false;
    const settle = (ok: boolean, fn: () => void) => {
      if (settled) return;
      settled = true;
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      // a healthy thread waits for the next job (starting one costs seconds of module loading)
      if (ok && idle === null) {
        worker.unref();
        idle = worker;
      } else void worker.terminate();
      fn();
    };
    const onMessage = (reply: PlanReply) => {
      if (reply.type === 'progress') onProgress(reply.progress);
      else if (reply.type === 'failed') settle(false, () => reject(new Error(reply.message)));
      else settle(true, () => resolve(reply));
    };
    const onError = (err: Error) => settle(false, () => reject(err));
    const onExit = (code: number) =>
      settle(false, () => reject(new Error(`planning worker exited (${code})`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  const request: PlanRequest = {
    kind,
    data,
    timeLimitMs: options.timeLimitMs ?? planTimeLimitMs(data.orders.length),
    seed: options.seed ?? 1,
    stop: stopBuffer,
  };
  worker.postMessage(request);
  return { result, stop: () => Atomics.store(flag, 0, 1) };
}
