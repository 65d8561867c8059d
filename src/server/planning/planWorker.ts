import { Worker } from 'node:worker_threads';
import type { PlanProgress, PlanResult } from '../../core/planner/planningModel.ts';
import type { PickupPlan } from '../../core/planner/planPickups.ts';
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
  | { type: 'progress'; progress: PlanProgress }
  | { type: 'freights'; result: PlanResult; stopped: boolean }
  | { type: 'pickups'; plan: PickupPlan; stopped: boolean }
  | { type: 'failed'; message: string };

export type PlanOutput = Extract<PlanReply, { type: 'freights' | 'pickups' }>;

/**
 * Solver time for a job of this many orders: a handful plans in a fraction of a second, 2,000 in
 * 20 s (10 ms per order between those bounds).
 */
export function planTimeLimitMs(orders: number): number {
  return Math.min(20_000, Math.max(150, orders * 10));
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
  onProgress: (p: PlanProgress) => void,
  options: { timeLimitMs?: number; seed?: number } = {},
): RunningPlan {
  const stopBuffer = new SharedArrayBuffer(4);
  const flag = new Int32Array(stopBuffer);
  const worker = new Worker(SHIM);
  const result = new Promise<PlanOutput>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      fn();
    };
    worker.on('message', (reply: PlanReply) => {
      if (reply.type === 'progress') onProgress(reply.progress);
      else if (reply.type === 'failed') settle(() => reject(new Error(reply.message)));
      else settle(() => resolve(reply));
    });
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) => settle(() => reject(new Error(`planning worker exited (${code})`))));
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
