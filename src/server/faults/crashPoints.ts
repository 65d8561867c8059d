/**
 * Named points where background work may die (issue 32: "kill -9 at any moment strands nothing").
 * Production code calls {@link crashPoint} at the boundaries of a job's phases; nothing happens
 * unless a test asked for a crash there:
 *
 * - `FAULT_CRASH_AT=<point>` in a server's environment: the process kills itself with SIGKILL on
 *   reaching the point (a real kill -9 at an exact phase; the API tests spawn servers with it);
 * - {@link onCrashPoint} in-process: the hook runs at the point and may throw a {@link SimulatedCrash}
 *   (the caller's transaction rolls back, the runner abandons the job as a dead instance would).
 */
export const CRASH_POINTS = [
  /** A planning job holds its orders (they are 'processing'), nothing planned yet. */
  'planning.claimed',
  /** Its input (orders, factories, fees…) is read. */
  'planning.input',
  /** The planner answered; nothing stored yet. */
  'planning.planned',
  /** Inside the storing transaction, the freights and order statuses written but not committed. */
  'planning.storing',
  /** A product upload's file is parsed, nothing saved. */
  'productLoad.parsed',
  /** Inside a product upload's storing transaction. */
  'productLoad.storing',
  /** An outbox round delivered its messages; the marks are not committed. */
  'outbox.delivered',
  /** A bill audit round priced a chunk; its writes are not done. */
  'billAudit.priced',
] as const;
export type CrashPointName = (typeof CRASH_POINTS)[number];

/** Thrown by a test's hook: the work "died" here. */
export class SimulatedCrash extends Error {
  constructor(readonly point: CrashPointName) {
    super(`simulated crash at ${point}`);
  }
}

type Hook = (point: CrashPointName, detail: { jobId?: string }) => void | Promise<void>;
const hooks = new Set<Hook>();

/** Runs `hook` at every crash point of this process; the answer removes it. */
export function onCrashPoint(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Marks a point where the work may die (see the file's comment); a no-op unless a test asked. */
export async function crashPoint(point: CrashPointName, detail: { jobId?: string } = {}): Promise<void> {
  if (process.env.FAULT_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
  for (const hook of hooks) await hook(point, detail);
}
