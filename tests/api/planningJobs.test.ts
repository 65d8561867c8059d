import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import {
  PLANNING_JOB_ERRORS,
  PROCESSING_CANCELLED,
} from '../../src/core/planningJobs/planningJobs.errors.ts';
import type { PlanningJobResult } from '../../src/core/planningJobs/planningJobs.schemas.ts';
import { claimNextJob, findPlanningJob } from '../../src/server/db/repositories/planningJobs.repository.ts';
import { enqueueJob, type JobHandler, registerJobHandler } from '../../src/server/planning/jobQueue.ts';
import { recoverStaleJobs } from '../../src/server/planning/jobRecovery.ts';
import { drainQueue, startJobRunner } from '../../src/server/planning/jobRunner.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/** A promise the test settles by hand: a job's run waits on it instead of the test sleeping. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

interface TestJobOptions {
  [key: string]: unknown;
  /** The run stops after its first phase until the test lets it go on. */
  gate?: boolean;
  /** The run goes on until it sees a cancel (which only the heartbeat brings it). */
  untilCancelled?: boolean;
  fail?: boolean;
}

describe.each(BACKENDS)('planning queue [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  const services = () => env().app.services;
  // The run of a gated job: `reached` once it is inside, `proceed` lets it go on.
  const gates = new Map<
    string,
    { reached: ReturnType<typeof deferred>; proceed: ReturnType<typeof deferred> }
  >();
  const gateOf = (jobId: string) => {
    let g = gates.get(jobId);
    if (!g) {
      g = { reached: deferred(), proceed: deferred() };
      gates.set(jobId, g);
    }
    return g;
  };
  const ranBy: string[] = [];
  // A handler of the freights kind written for these tests: its commit and release leave marks in a
  // table of the test, in the transaction the queue gives them.
  const handler: JobHandler = {
    async run(ctx) {
      ctx.progress({ phase: 'planning', done: 0, total: 2 });
      const options = ctx.job.options as TestJobOptions;
      if (options.gate) {
        gateOf(ctx.job.id).reached.resolve();
        await gateOf(ctx.job.id).proceed.promise;
      }
      if (options.untilCancelled) {
        gateOf(ctx.job.id).reached.resolve();
        while (!ctx.cancelled()) await new Promise((r) => setTimeout(r, 10));
      }
      ctx.throwIfCancelled();
      if (options.fail) throw new Error('planner exploded');
      const result: PlanningJobResult = {
        freightIds: [`F-${ctx.job.id.slice(0, 4)}`],
        pickupIds: [],
        unplanned: [],
      };
      return {
        processingStatus: 'done',
        result,
        commit: async (trx) => {
          await sql`insert into test_job_marks (job_id, mark) values (${ctx.job.id}, 'commit')`.execute(trx);
        },
      };
    },
    async release(trx, job, reason) {
      await sql`insert into test_job_marks (job_id, mark) values (${job.id}, ${`release:${reason.status}`})`.execute(
        trx,
      );
    },
  };
  const testHandler: JobHandler = {
    ...handler,
    run: async (ctx) => {
      ranBy.push(ctx.job.id);
      return handler.run(ctx);
    },
  };
  let unregister = () => {};
  beforeAll(async () => {
    await sql`create table test_job_marks (job_id text not null, mark text not null)`.execute(db());
    unregister = registerJobHandler('freights', testHandler);
  });
  afterAll(() => unregister());

  const marksOf = async (jobId: string) =>
    (
      await sql<{ mark: string }>`select mark from test_job_marks where job_id = ${jobId}`.execute(db())
    ).rows.map((r) => r.mark);
  const enqueue = async (as: string, options: TestJobOptions = {}) =>
    enqueueJob(db(), {
      kind: 'freights',
      orderIds: ['O-1'],
      options,
      manual: true,
      requestedBy: await env().userId(as),
    });
  const status = (as: string, jobId?: string) =>
    env().request(ORDERS_PROCESSING_API.checkProcessing, { as, ...(jobId && { query: { jobId } }) });
  const cancel = (as: string, jobId: string) =>
    env().request(FREIGHTS_API.cancelProcessing, { as, payload: { jobId } });

  it('enqueue → claim → done: one job at a time, oldest first, result and status for check-processing', async () => {
    const first = await enqueue('logistics-manager');
    const second = await enqueue('logistics-manager');
    expect(first.jobsInFrontOfThisOne).toBe(0);
    expect(second.jobsInFrontOfThisOne).toBe(1);
    const queued = (await status('logistics-manager', second.jobId)).data;
    expect(queued).toMatchObject({
      isProcessing: true,
      hasUserActiveProcessingJob: true,
      jobsInFrontOfThisOne: 1,
      activeJobId: second.jobId,
      lastProcessingStatus: 'idle',
      progress: null,
    });
    expect((await status('admin')).data).toMatchObject({
      hasUserActiveProcessingJob: false,
      activeJobId: null,
    });

    expect(await drainQueue(services())).toBe(2);
    for (const { jobId } of [first, second]) {
      const row = await findPlanningJob(db(), jobId);
      expect(row).toMatchObject({ state: 'done', processingStatus: 'done', error: null, attempts: 1 });
      expect(row?.finishedAt).toBeInstanceOf(Date);
      expect(await marksOf(jobId)).toEqual(['commit']);
    }
    const done = (await status('logistics-manager', first.jobId)).data;
    expect(done).toMatchObject({
      isProcessing: false,
      isLastManual: true,
      hasUserActiveProcessingJob: false,
      jobsInFrontOfThisOne: 0,
      lastProcessingStatus: 'done',
      lastProcessingResultIds: [`F-${first.jobId.slice(0, 4)}`],
      activeJobId: null,
      isCancelling: false,
    });
    // Without jobId: the caller's last finished job.
    expect((await status('logistics-manager')).data.lastProcessingResultIds).toEqual([
      `F-${second.jobId.slice(0, 4)}`,
    ]);
    expect(await drainQueue(services())).toBe(0);
  });

  it('check-processing counts new and partial orders from the orders', async () => {
    const count = async (s: string) =>
      (await sql<{ n: number }>`select count(*)::int as n from orders where status = ${s}`.execute(db()))
        .rows[0]?.n;
    const some = await sql<{
      order_id: string;
    }>`select order_id from orders where status = 'new' limit 2`.execute(db());
    for (const r of some.rows)
      await sql`update orders set status = 'partial' where order_id = ${r.order_id}`.execute(db());
    const s = (await status('production-viewer')).data;
    expect(s.newOrdersCount).toBe(await count('new'));
    expect(s.newPartialOrdersCount).toBe(await count('partial'));
    expect(s.newPartialOrdersCount).toBeGreaterThanOrEqual(2);
    expect(s.lastSmsResultCode).toBe(0);
  });

  it('cancel of a queued job ends it at once and releases it in the same transaction', async () => {
    const { jobId } = await enqueue('logistics-viewer');
    const res = await cancel('logistics-viewer', jobId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ message: PLANNING_JOB_ERRORS.cancelled.message, jobId, state: 'cancelled' });
    expect(await findPlanningJob(db(), jobId)).toMatchObject({
      state: 'cancelled',
      processingStatus: 'idle',
      error: PROCESSING_CANCELLED,
    });
    expect(await marksOf(jobId)).toEqual(['release:idle']);
    expect(await drainQueue(services())).toBe(0);
    const again = await cancel('logistics-viewer', jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: PLANNING_JOB_ERRORS.jobFinished.code });
    const unknown = await cancel('admin', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: PLANNING_JOB_ERRORS.jobNotFound.code });
    expect((await cancel('admin', 'nope')).statusCode).toBe(404);
    expect((await cancel('admin', '')).statusCode).toBe(400);
  });

  it('cancel of a running job stops it between phases: it ends cancelled and writes nothing', async () => {
    const { jobId } = await enqueue('logistics-manager', { gate: true });
    const draining = drainQueue(services());
    await gateOf(jobId).reached.promise;
    const running = (await status('logistics-manager')).data;
    expect(running).toMatchObject({
      isProcessing: true,
      lastProcessingStatus: 'processing',
      activeJobId: jobId,
      isCancelling: false,
    });
    const res = await cancel('logistics-manager', jobId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ message: 'Tervezés megszakítása folyamatban...', jobId, state: 'cancelling' });
    expect((await status('logistics-manager')).data).toMatchObject({
      isCancelling: true,
      activeJobId: jobId,
    });
    gateOf(jobId).proceed.resolve();
    await draining;
    expect(await findPlanningJob(db(), jobId)).toMatchObject({
      state: 'cancelled',
      error: PROCESSING_CANCELLED,
    });
    expect(await marksOf(jobId)).toEqual(['release:idle']);
    expect((await status('logistics-manager')).data).toMatchObject({
      isProcessing: false,
      isCancelling: false,
    });
  });

  it('a job cancelled after its run finished is not committed', async () => {
    const { jobId } = await enqueue('logistics-manager', { gate: true });
    const draining = drainQueue(services());
    await gateOf(jobId).reached.promise;
    // The cancel lands in the row only (as from another instance): the run finishes, the end refuses.
    await sql`update planning_jobs set state = 'cancelling' where id = ${jobId}`.execute(db());
    // Whether the heartbeat shows the cancel to the run first or the end refuses the commit, the job
    // ends cancelled with nothing of it written.
    gateOf(jobId).proceed.resolve();
    await draining;
    expect(await findPlanningJob(db(), jobId)).toMatchObject({ state: 'cancelled' });
    expect(await marksOf(jobId)).toEqual(['release:idle']);
  });

  it("a runner's heartbeat stores progress and brings a cancel written by another instance to the run", async () => {
    const runner = startJobRunner(services(), { instanceId: 'runner-a', heartbeatMs: 50, pollMs: 20 });
    try {
      const { jobId } = await enqueue('logistics-manager', { untilCancelled: true });
      await gateOf(jobId).reached.promise;
      await expect
        .poll(async () => (await findPlanningJob(db(), jobId))?.progress)
        .toEqual({ phase: 'planning', done: 0, total: 2 });
      expect(await findPlanningJob(db(), jobId)).toMatchObject({ state: 'running', claimedBy: 'runner-a' });
      // Another instance's cancel: only the row changes; the run learns it from its heartbeat.
      await sql`update planning_jobs set state = 'cancelling' where id = ${jobId}`.execute(db());
      await expect.poll(async () => (await findPlanningJob(db(), jobId))?.state).toBe('cancelled');
      expect(await marksOf(jobId)).toEqual(['release:idle']);
    } finally {
      await runner.stop();
    }
  });

  it('a failed job is released and failed with its error text', async () => {
    const { jobId } = await enqueue('logistics-manager', { fail: true });
    expect(await drainQueue(services())).toBe(1);
    expect(await findPlanningJob(db(), jobId)).toMatchObject({
      state: 'failed',
      processingStatus: 'error',
      error: 'planner exploded',
    });
    expect(await marksOf(jobId)).toEqual(['release:error']);
    expect((await status('logistics-manager')).data.lastProcessingStatus).toBe('error');
  });

  it("a dead instance's job is resumed, and failed with its reason after the attempts limit", async () => {
    const { jobId } = await enqueue('logistics-manager');
    const recover = () =>
      recoverStaleJobs(services(), { staleAfterMs: 30_000, maxAttempts: 2, liveInstanceIds: ['alive'] });
    const dieWhileRunning = async () => {
      expect((await claimNextJob(db(), 'dead', ['freights']))?.id).toBe(jobId);
      // Its last heartbeat was a minute ago: the instance is gone.
      await sql`update planning_jobs set heartbeat_at = now() - interval '1 minute' where id = ${jobId}`.execute(
        db(),
      );
    };
    await dieWhileRunning();
    // A fresh heartbeat, or a live owner, is left alone.
    await sql`update planning_jobs set heartbeat_at = now() where id = ${jobId}`.execute(db());
    expect((await recover()).resumed).toEqual([]);
    await sql`update planning_jobs set heartbeat_at = now() - interval '1 minute', claimed_by = 'alive' where id = ${jobId}`.execute(
      db(),
    );
    expect((await recover()).resumed).toEqual([]);
    await sql`update planning_jobs set claimed_by = 'dead' where id = ${jobId}`.execute(db());

    expect(await recover()).toEqual({ resumed: [jobId], failed: [], cancelled: [] });
    expect(await findPlanningJob(db(), jobId)).toMatchObject({
      state: 'queued',
      claimedBy: null,
      attempts: 1,
    });
    expect(await marksOf(jobId)).toEqual([]);

    await dieWhileRunning();
    expect(await recover()).toEqual({ resumed: [], failed: [jobId], cancelled: [] });
    expect(await findPlanningJob(db(), jobId)).toMatchObject({
      state: 'failed',
      processingStatus: 'error',
      error: PLANNING_JOB_ERRORS.instanceDied.message,
      attempts: 2,
    });
    expect(await marksOf(jobId)).toEqual(['release:error']);

    // A job being cancelled when its instance died ends cancelled.
    const other = await enqueue('logistics-manager');
    await claimNextJob(db(), 'dead', ['freights']);
    await sql`update planning_jobs set state = 'cancelling', heartbeat_at = now() - interval '1 minute' where id = ${other.jobId}`.execute(
      db(),
    );
    expect(await recover()).toEqual({ resumed: [], failed: [], cancelled: [other.jobId] });
    expect(await findPlanningJob(db(), other.jobId)).toMatchObject({
      state: 'cancelled',
      error: PROCESSING_CANCELLED,
    });
  });

  it("cancel permissions: one's own job, or anyone's for admins and the logistics manager", async () => {
    for (const [as, code] of [
      ['production-manager', 403],
      ['entrance-supervisor', 403],
      ['transporter-manager', 403],
    ] as const) {
      const { jobId } = await enqueue('logistics-viewer');
      const res = await cancel(as, jobId);
      expect(res.statusCode, as).toBe(code);
      if (as !== 'transporter-manager') {
        expect(res.json()).toMatchObject({ code: PLANNING_JOB_ERRORS.notYourJob.code });
      }
      expect((await findPlanningJob(db(), jobId))?.state).toBe('queued');
      expect((await cancel('logistics-viewer', jobId)).statusCode).toBe(200);
    }
    for (const as of ['admin', 'superadmin', 'logistics-manager']) {
      const { jobId } = await enqueue('logistics-viewer');
      expect((await cancel(as, jobId)).statusCode, as).toBe(200);
    }
    const { jobId } = await enqueue('logistics-viewer');
    expect((await env().request(FREIGHTS_API.cancelProcessing, { payload: { jobId } })).statusCode).toBe(401);
    expect((await cancel('logistics-viewer', jobId)).statusCode).toBe(200);
  });

  it.skipIf(backend === 'pglite')(
    'two app instances on one PostgreSQL claim each of 20 jobs exactly once',
    async () => {
      const other = await env().extraApp();
      // The second app registered the real planning handlers on top of the test's: put it back on top.
      const again = registerJobHandler('freights', testHandler);
      onTestFinished(again);
      const ids = new Set<string>();
      for (let i = 0; i < 20; i += 1) ids.add((await enqueue('admin')).jobId);
      ranBy.length = 0;
      const [a, b] = await Promise.all([drainQueue(services()), drainQueue(other.services)]);
      expect(a + b).toBe(20);
      const ran = [...ranBy];
      expect(new Set(ran).size).toBe(20);
      expect(ran.length).toBe(20);
      expect([...ids].sort()).toEqual([...new Set(ran)].sort());
      for (const id of ids) expect((await marksOf(id)).filter((m) => m === 'commit')).toHaveLength(1);
    },
  );
});
