import { readFileSync } from 'node:fs';
import { type KyselyPlugin, sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { PLANNING_JOB_ERRORS } from '../../src/core/planningJobs/planningJobs.errors.ts';
import type { PlanningJobKind } from '../../src/core/planningJobs/planningJobs.schemas.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { refreshBillAudits } from '../../src/server/commands/freightBillAudit.commands.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { enqueueMessages } from '../../src/server/db/repositories/notifications.repository.ts';
import { claimNextJob, findPlanningJob } from '../../src/server/db/repositories/planningJobs.repository.ts';
import { type CrashPointName, onCrashPoint, SimulatedCrash } from '../../src/server/faults/crashPoints.ts';
import { processOutbox } from '../../src/server/notifications/outboxSender.ts';
import { recoverStaleJobs } from '../../src/server/planning/jobRecovery.ts';
import { drainQueue, runClaimedJob } from '../../src/server/planning/jobRunner.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { drainOutbox } from './support/drainOutbox.ts';
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
  const dieAt = async (
    point: CrashPointName,
    jobId: string,
    kinds: PlanningJobKind[] = ['freights', 'pickups'],
  ) => {
    let crashed = false;
    removeHook = onCrashPoint((at, detail) => {
      if (at === point && detail.jobId === jobId) {
        crashed = true;
        throw new SimulatedCrash(at);
      }
    });
    const row = await claimNextJob(db(), 'dead', kinds);
    expect(row?.id).toBe(jobId);
    await runClaimedJob(services(), row!, 'dead');
    removeHook();
    expect(crashed).toBe(true);
    await sql`update planning_jobs set heartbeat_at = now() - interval '1 minute' where id = ${jobId}`.execute(
      db(),
    );
  };
  const recover = ({ maxAttempts = 2 } = {}) =>
    recoverStaleJobs(services(), { staleAfterMs: 30_000, maxAttempts, liveInstanceIds: [] });
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

  it('a run that dies returns only once its heartbeat on the way has landed (none stamps the dead job later)', async () => {
    const { jobId } = await plan('freights', 2);
    // The first heartbeat sent once the run reached its crash point has its answer held until the
    // test lets it through (it holds the connection meanwhile); the run dies while it is held.
    const order: string[] = [];
    let armed = false;
    let heartbeatSent!: () => void;
    const sent = new Promise<void>((resolve) => {
      heartbeatSent = resolve;
    });
    let letThrough!: () => void;
    const gate = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    let heldQuery: unknown;
    const holdFirstHeartbeat: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (
          armed &&
          heldQuery === undefined &&
          node.kind === 'UpdateQueryNode' &&
          JSON.stringify(node).includes('"heartbeat_at"')
        ) {
          heldQuery = queryId;
          heartbeatSent();
        }
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        if (queryId === heldQuery) {
          await gate;
          order.push('heartbeat landed');
        }
        return result;
      },
    };
    let crashed = false;
    removeHook = onCrashPoint(async (at, detail) => {
      if (at !== 'planning.claimed' || detail.jobId !== jobId) return;
      armed = true;
      await sent;
      crashed = true;
      throw new SimulatedCrash(at);
    });
    const row = await claimNextJob(db(), 'dead', ['freights']);
    expect(row?.id).toBe(jobId);
    const gated = { ...services(), db: services().db.withPlugin(holdFirstHeartbeat) };
    const run = runClaimedJob(gated, row!, 'dead', { heartbeatMs: 1 }).then(() => order.push('run returned'));
    await vi.waitFor(() => expect(crashed).toBe(true), { timeout: 60_000, interval: 5 });
    // The crash's way out of the run is promises only: a few turns of the event loop settle it.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    letThrough();
    await run;
    removeHook();
    expect(order).toEqual(['heartbeat landed', 'run returned']);
    // The dead run's job goes back to the queue and ends, as after any crash.
    await sql`update planning_jobs set heartbeat_at = now() - interval '1 minute' where id = ${jobId}`.execute(
      db(),
    );
    expect((await recover()).resumed).toEqual([jobId]);
    await drainQueue(services());
    expect(await findPlanningJob(db(), jobId)).toMatchObject({ state: 'done' });
  });

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

  it('product upload: died after parsing and while storing, resumed, saved once', async () => {
    const file = readFileSync(new URL('../fixtures/products/good.xlsx', import.meta.url));
    const start = await env().request(PRODUCTS_API.upload, {
      as: 'admin',
      query: { fileName: 'termekek.xlsx' },
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      payload: file,
    });
    expect(start.statusCode, start.body).toBe(202);
    const jobId = start.data.id;
    for (const point of ['productLoad.parsed', 'productLoad.storing'] as const) {
      await dieAt(point, jobId, ['productLoad']);
      expect(
        await db().selectFrom('products').select('id').where('item_id', '=', 'FX-100').execute(),
      ).toEqual([]);
      expect((await recover({ maxAttempts: 3 })).resumed).toEqual([jobId]);
    }
    await drainQueue(services());
    const status = await env().request(PRODUCTS_API.loadStatus, { as: 'admin', params: { id: jobId } });
    expect(status.data).toMatchObject({ status: 'ready', saved: true, errors: [], total: 3 });
    const events = await db()
      .selectFrom('events')
      .select('id')
      .where('entity', '=', 'product')
      .where('action', '=', 'product_update')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('notification outbox: a sender that died after delivering leaves the messages pending; the next round sends them', async () => {
    const key = `crash-${Date.now()}`;
    await enqueueMessages(db(), [
      { channel: 'email', idempotencyKey: `${key}:1`, recipient: 'a@example.hu', subject: 's', body: 'b' },
      { channel: 'email', idempotencyKey: `${key}:2`, recipient: 'b@example.hu', subject: 's', body: 'b' },
    ]);
    const delivered: string[] = [];
    const deliver = async (m: { idempotencyKey: string }) => {
      delivered.push(m.idempotencyKey);
      return null;
    };
    removeHook = onCrashPoint((at) => {
      if (at === 'outbox.delivered') throw new SimulatedCrash(at);
    });
    await expect(processOutbox(db(), deliver)).rejects.toBeInstanceOf(SimulatedCrash);
    removeHook();
    const pending = () =>
      db()
        .selectFrom('notification_outbox')
        .select(['idempotency_key', 'state'])
        .where('idempotency_key', 'like', `${key}:%`)
        .orderBy('idempotency_key')
        .execute();
    expect((await pending()).map((r) => r.state)).toEqual(['pending', 'pending']);
    expect(await drainOutbox(db(), deliver, 2)).toEqual({ sent: 2, failed: 0 });
    expect((await pending()).map((r) => r.state)).toEqual(['sent', 'sent']);
    // At least once: the copies sent before the crash carry the same idempotency key.
    expect(delivered.filter((k) => k === `${key}:1`).length).toBeGreaterThanOrEqual(2);
  });

  it('bill audits: a round that died after pricing leaves the audits stale; the next round writes them', async () => {
    const [freight] = await insertFreights(db(), [newFreightValues({ status: 'finished' })]);
    const current = async () =>
      (
        await sql<{
          current: boolean;
        }>`select audit_version = version as current from freights where id = ${freight!.id}`.execute(db())
      ).rows[0]?.current;
    expect(await current()).toBeFalsy();
    removeHook = onCrashPoint((at) => {
      if (at === 'billAudit.priced') throw new SimulatedCrash(at);
    });
    await expect(refreshBillAudits(db())).rejects.toBeInstanceOf(SimulatedCrash);
    removeHook();
    expect(await current()).toBeFalsy();
    expect(await refreshBillAudits(db())).toBeGreaterThan(0);
    expect(await current()).toBe(true);
  });
});
