import { parentPort } from 'node:worker_threads';
import { buildCalendar } from '../../core/calendar/workdays.ts';
import { planFreights } from '../../core/planner/planFreights.ts';
import type { PlanProgress } from '../../core/planner/planningModel.ts';
import { planPickups } from '../../core/planner/planPickups.ts';
import { toPlanningInput } from './planningInputData.ts';
import type { PlanReply, PlanRequest } from './planWorker.ts';

/** Progress goes out at most this often (and at least once a second while the search runs). */
const PROGRESS_EVERY_MS = 250;

// The body of the planning worker (started by planWorker.ts through planThread.node.mjs).
parentPort?.once('message', (req: PlanRequest) => {
  const stop = new Int32Array(req.stop);
  let last: PlanProgress = { phase: 'start', done: 0, total: req.data.orders.length };
  let sentAt = 0;
  const post = (reply: PlanReply) => parentPort?.postMessage(reply);
  const send = (force = false) => {
    const now = Date.now();
    if (!force && now - sentAt < PROGRESS_EVERY_MS) return;
    sentAt = now;
    post({ type: 'progress', progress: last });
  };
  // The search polls shouldStop every iteration: it reads the cancel flag the API thread sets
  // (the thread is busy, so a message would wait) and is the tick that keeps progress flowing.
  const shouldStop = () => {
    send();
    return Atomics.load(stop, 0) === 1;
  };
  try {
    send(true);
    if (req.kind === 'pickups') {
      const { data } = req;
      const plan = planPickups(
        data.orders,
        data.vehicleTypes,
        buildCalendar(data.calendarOverrides),
        data.settings,
      );
      post({ type: 'pickups', plan, stopped: Atomics.load(stop, 0) === 1 });
      return;
    }
    const result = planFreights(toPlanningInput(req.data), {
      seed: req.seed,
      timeLimitMs: req.timeLimitMs,
      shouldStop,
      onProgress: (p) => {
        last = p;
        send();
      },
    });
    post({ type: 'freights', result, stopped: Atomics.load(stop, 0) === 1 });
  } catch (err) {
    post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
});
