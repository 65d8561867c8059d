import { afterAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/server/appServices.ts';
import { createTokenService } from '../../src/server/auth/tokens.ts';
import { BILL_AUDIT_TIMER } from '../../src/server/commands/freightBillAudit.commands.ts';
import { processOrders } from '../../src/server/commands/freightPlanning.commands.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { findPlanningJob } from '../../src/server/db/repositories/planningJobs.repository.ts';
import { timerLeaseOf } from '../../src/server/db/repositories/timerLeases.repository.ts';
import { OUTBOX_TIMER } from '../../src/server/notifications/outboxSender.ts';
import { planningActor } from '../../src/server/planning/planningActor.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess.ts';
import { TEST_DEMO_PASSWORD, TEST_JWT_SECRET } from './support/constants.ts';
import { createPlanningSite, plannableOrder, storeOrders } from './support/planningSite.ts';
import { BACKENDS, clonePostgresDatabase } from './support/testDatabase.ts';
import { testConfig } from './support/testEnv.ts';

/**
 * Polls `check` until it answers true (the test's own time-out bounds it; nothing asserts on time);
 * says every 30 s what it still waits for, so a slow run shows where it stands.
 */
async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  let said = started;
  while (!(await check())) {
    await new Promise((r) => setTimeout(r, 100));
    if (Date.now() - said >= 30_000) {
      said = Date.now();
      console.log(`instances.test: still waiting for ${what} (${Math.round((said - started) / 1000)} s)`);
    }
  }
}

const hasPostgres = BACKENDS.includes('postgres');
if (!hasPostgres)
  console.log('instances.test.ts skipped: TEST_PG_URL is not set (two API processes need one PostgreSQL)');

/**
 * Issue 32 items 1 and 5: two real server processes (`tsx src/server/main.ts`) on one PostgreSQL.
 * Instance A runs a long planning job and holds the timers' leases; B claims the jobs queued
 * meanwhile (each job claimed once); A is killed with SIGKILL mid-planning; B resumes A's job (every
 * order planned once, none stranded) and takes over the timers.
 */
describe.skipIf(!hasPostgres)('two API instances on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await database?.close();
  });

  it('one claim per job; a killed instance’s job is resumed by the other with no stranded order; timers move', async () => {
    const { url, handle } = await clonePostgresDatabase();
    database = handle;
    const db = handle.db;
    await createPlanningSite(db);
    const services: AppServices = {
      config: testConfig({ databaseUrl: url }),
      db,
      tokens: createTokenService(TEST_JWT_SECRET, 900),
      now: () => new Date(),
      pingTimeoutMs: 3000,
    };
    const actor = await planningActor(db, null);
    const enqueue = async (n: number) => {
      const ids = await storeOrders(
        db,
        Array.from({ length: n }, () => plannableOrder()),
      );
      const { jobId } = await processOrders(services, actor, 'freights', { orderIds: ids, options: {} });
      return { ids, jobId };
    };
    const ordersOf = (ids: string[]) =>
      db
        .selectFrom('orders')
        .select(['order_id', 'status', 'planning_job_id'])
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .execute();
    const freightLinksOf = async (ids: string[]) =>
      (await db.selectFrom('freight_orders').select('order_id').where('order_id', 'in', ids).execute())
        .map((r) => r.order_id)
        .sort();
    const env = {
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      JOB_STALE_SECONDS: '3',
    };
    const ofProcess = (s: ServerProcess, holder: string | null | undefined) =>
      holder?.includes(`:${s.child.pid}:`) ?? false;

    // A plans for a long time (a planning floor), so it is surely mid-planning when it is killed.
    const a = await startServerProcess({
      ...env,
      PORT: String(await freePort()),
      PLANNING_MIN_SECONDS: '300',
    });
    servers.push(a);
    await a.ready;
    const long = await enqueue(6);
    await waitFor('A planning', async () => {
      const job = await findPlanningJob(db, long.jobId);
      // Past reading its input: the planner's own phases ('planning', 'factory PLF', …), not yet saving.
      const phase = job?.progress?.phase;
      return (
        job?.state === 'running' &&
        ofProcess(a, job.claimedBy) &&
        !!phase &&
        phase !== 'input' &&
        phase !== 'saving'
      );
    });
    await waitFor('A holding the timers', async () =>
      (await Promise.all([BILL_AUDIT_TIMER, OUTBOX_TIMER].map((t) => timerLeaseOf(db, t)))).every(
        (l) => l?.valid && ofProcess(a, l.holder),
      ),
    );

    const b = await startServerProcess({ ...env, PORT: String(await freePort()) });
    servers.push(b);
    await b.ready;
    // Jobs queued while A is busy: B takes each once.
    const small = await Promise.all([1, 2, 3, 4].map(() => enqueue(2)));
    await waitFor('the small jobs', async () =>
      (await Promise.all(small.map((s) => findPlanningJob(db, s.jobId)))).every((j) => j?.state === 'done'),
    );
    for (const s of small) {
      expect(await findPlanningJob(db, s.jobId)).toMatchObject({ state: 'done', attempts: 1 });
      expect(await freightLinksOf(s.ids)).toEqual([...s.ids].sort());
    }
    expect(ofProcess(b, (await findPlanningJob(db, small[0]!.jobId))?.claimedBy)).toBe(true);

    // kill -9 of the instance running the long job, mid-planning.
    expect((await findPlanningJob(db, long.jobId))?.state).toBe('running');
    a.child.kill('SIGKILL');
    await a.exited;
    await waitFor('the resumed job', async () => (await findPlanningJob(db, long.jobId))?.state === 'done');
    const resumed = await findPlanningJob(db, long.jobId);
    expect(resumed).toMatchObject({ state: 'done', attempts: 2 });
    expect(ofProcess(b, resumed?.claimedBy)).toBe(true);
    expect((await ordersOf(long.ids)).map((o) => [o.status, o.planning_job_id])).toEqual(
      long.ids.map(() => ['processed', null]),
    );
    expect(await freightLinksOf(long.ids)).toEqual([...long.ids].sort());
    const stranded = await db
      .selectFrom('orders')
      .select('order_id')
      .where('status', 'in', ['waitingForProcessing', 'processing'])
      .execute();
    expect(stranded).toEqual([]);

    // The dead holder's timer leases run out and B's ticks take them.
    await waitFor('B holding the timers', async () =>
      (await Promise.all([BILL_AUDIT_TIMER, OUTBOX_TIMER].map((t) => timerLeaseOf(db, t)))).every(
        (l) => l?.valid && ofProcess(b, l.holder),
      ),
    );
  }, 400_000);
});
