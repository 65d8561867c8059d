import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { PLANNING_JOB_ERRORS } from '../../src/core/planningJobs/planningJobs.errors.ts';
import { claimNextJob, findPlanningJob } from '../../src/server/db/repositories/planningJobs.repository.ts';
import { type CrashPointName, onCrashPoint, SimulatedCrash } from '../../src/server/faults/crashPoints.ts';
import { recoverStaleJobs } from '../../src/server/planning/jobRecovery.ts';
import { drainQueue, runClaimedJob } from '../../src/server/planning/jobRunner.ts';
import { createPlanningSite, plannableOrder, storeOrders } from './support/planningSite.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/**
 * Issue 32 item 1: a job whose instance dies at any phase strands nothing. The instance "dies" at a
 * crash point (src/server/faults/crashPoints.ts): the hook throws inside the job's work, its open
 * transaction rolls back, the runner writes nothing more and its heartbeat stops — what the database
 * sees of a kill -9 (tests/api/instances.test.ts kills real server processes).
 */
const PLANNING_PHASES: CrashPointName[] = [
  'planning.claimed',
  'planning.input',
  'planning.planned',
  'planning.storing',
];

describe.each(BACKENDS)('jobs survive a crash at every phase [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  const services = () => env().app.services;
  let removeHook = () => {};
  afterEach(() => removeHook());
  beforeAll(() => createPlanningSite(db()));

  /** The job's run dies at `point` on an instance named 'dead', whose heartbeat then goes stale. */
  const dieAt = async (point: CrashPointName, jobId: string) => {
    let crashed = false;
    removeHook = onCrashPoint((at, detail) => {
      if (at === point && detail.jobId === jobId) {
        crashed = true;
        throw new SimulatedCrash(at);
      }
    });
    const row = await claimNextJob(db(), 'dead', ['freights', 'pickups']);
    expect(row?.id).toBe(jobId);
    await runClaimedJob(services(), row!, 'dead');
    removeHook();
    expect(crashed).toBe(true);
    await sql`update planning_jobs set heartbeat_at = now() - interval '1 minute' where id = ${jobId}`.execute(
      db(),
    );
  };
  const recover = () =>
    recoverStaleJobs(services(), { staleAfterMs: 30_000, maxAttempts: 2, liveInstanceIds: [] });
  const ordersOf = async (ids: string[]) =>
    db()
      .selectFrom('orders')
      .select(['order_id', 'status', 'planning_job_id', 'processing_status', 'processing_reason'])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .execute();
  const carriersOf = async (kind: 'freights' | 'pickups', ids: string[]) =>
    kind === 'freights'
      ? db()
          .selectFrom('freight_orders')
          .select(['order_id', 'freight_uuid as record'])
          .where('order_id', 'in', ids)
          .execute()
      : db()
          .selectFrom('pickup_orders')
          .select(['order_id', 'pickup_uuid as record'])
          .where('order_id', 'in', ids)
          .execute();
  const plan = async (kind: 'freights' | 'pickups', n: number) => {
    const ids = await storeOrders(
      db(),
      Array.from({ length: n }, () => plannableOrder(kind === 'pickups' ? { type: 'pickup' } : {})),
    );
    const api = kind === 'freights' ? FREIGHTS_API : PICKUPS_API;
    const res = await env().request(api.processOrders, { as: 'admin', payload: { orderIds: ids } });
    expect(res.statusCode, res.body).toBe(202);
    return { ids, jobId: res.data.jobId as string };
  };

  for (const kind of ['freights', 'pickups'] as const) {
    for (const point of PLANNING_PHASES) {
      it(`${kind}: died at ${point}, resumed by another instance, every order planned once`, async () => {
        const { ids, jobId } = await plan(kind, 4);
        await dieAt(point, jobId);
        // The dead run's claim holds the orders; nothing of its result was stored.
        expect(new Set((await ordersOf(ids)).map((o) => o.status))).toEqual(new Set(['processing']));
        expect(await carriersOf(kind, ids)).toEqual([]);

        expect((await recover()).resumed).toEqual([jobId]);
        await drainQueue(services());
        const job = await findPlanningJob(db(), jobId);
        expect(job).toMatchObject({ state: 'done', processingStatus: 'done', attempts: 2 });
        const orders = await ordersOf(ids);
        expect(orders.map((o) => [o.status, o.planning_job_id])).toEqual(ids.map(() => ['processed', null]));
        // Each order on exactly one record: the dead run left no half-written copy.
        const carriers = await carriersOf(kind, ids);
        expect(carriers.map((c) => c.order_id).sort()).toEqual([...ids].sort());
      });
    }

    it(`${kind}: died twice, the job fails and every order is back where it was, with the reason`, async () => {
      const { ids, jobId } = await plan(kind, 3);
      await dieAt('planning.input', jobId);
      expect((await recover()).resumed).toEqual([jobId]);
      await dieAt('planning.storing', jobId);
      expect((await recover()).failed).toEqual([jobId]);
      expect(await findPlanningJob(db(), jobId)).toMatchObject({
        state: 'failed',
        error: PLANNING_JOB_ERRORS.instanceDied.message,
      });
      expect(await ordersOf(ids)).toEqual(
        ids.map((id) => ({
          order_id: id,
          status: 'new',
          planning_job_id: null,
          processing_status: 'error',
          processing_reason: PLANNING_JOB_ERRORS.instanceDied.message,
        })),
      );
      expect(await carriersOf(kind, ids)).toEqual([]);
      const events = await db()
        .selectFrom('events')
        .select(['entity_id', 'changes'])
        .where('entity_id', 'in', ids)
        .orderBy('id')
        .execute();
      const last = events.filter((e) => e.entity_id === ids[0]).at(-1);
      expect(JSON.stringify(last?.changes)).toContain(PLANNING_JOB_ERRORS.instanceDied.message);
    });
  }
});
