import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const P = ORDERS_PROCESSING_API;

describe.each(BACKENDS)('orders processing status [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('check-processing answers the idle status with every field of the spec', async () => {
    const res = await env().request(P.checkProcessing, { query: { jobId: 'abc' }, as: 'production-viewer' });
    expect(res.statusCode).toBe(200);
    // The seeded demo orders that are new (orders in status new wait for planning).
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from orders where status = 'new'`.execute(env().database.db);
    expect(json(res)).toEqual({
      isAutoProcessing: false,
      isLastManual: false,
      isProcessing: false,
      hasUserActiveProcessingJob: false,
      jobsInFrontOfThisOne: 0,
      lastProcessingStatus: 'idle',
      lastSmsResultCode: 0,
      newOrdersCount: rows[0]?.n,
      newPartialOrdersCount: 0,
      lastProcessingResultIds: [],
      // No job is queued or running (the queue's own tests follow jobs: planningJobs.test.ts).
      activeJobId: null,
      isCancelling: false,
      progress: null,
    });
  });

  it('is not for transporters (403) nor for anyone (401)', async () => {
    for (const as of ['transporter-manager', 'transporter-viewer']) {
      expect((await env().request(P.checkProcessing, { as })).statusCode).toBe(403);
    }
    expect((await env().request(P.checkProcessing)).statusCode).toBe(401);
  });

  it('rejects a too long jobId with 400', async () => {
    const res = await env().request(P.checkProcessing, { query: { jobId: 'j'.repeat(101) }, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ details: { jobId: expect.any(String) } });
  });

  it('stores the auto-processing switch, which check-processing then reports', async () => {
    const on = await env().request(P.setAutoProcessing, {
      as: 'logistics-manager',
      payload: { isAutoProcessing: true },
    });
    expect(on.statusCode).toBe(200);
    expect(json(on)).toEqual({ isAutoProcessing: true });
    expect(json(await env().request(P.autoProcessing, { as: 'admin' }))).toEqual({
      isAutoProcessing: true,
    });
    expect(json(await env().request(P.checkProcessing, { as: 'entrance-supervisor' }))).toMatchObject({
      isAutoProcessing: true,
    });
    await env().request(P.setAutoProcessing, { as: 'superadmin', payload: { isAutoProcessing: false } });
    expect(json(await env().request(P.autoProcessing, { as: 'admin' }))).toEqual({
      isAutoProcessing: false,
    });
  });

  it('keeps the switch to admins and the logistics manager, and validates it', async () => {
    for (const as of [
      'logistics-viewer',
      'production-manager',
      'transporter-manager',
      'entrance-supervisor',
    ]) {
      const res = await env().request(P.setAutoProcessing, { as, payload: { isAutoProcessing: true } });
      expect(res.statusCode).toBe(403);
    }
    for (const payload of [{}, { isAutoProcessing: 'true' }, { isAutoProcessing: 1 }]) {
      const res = await env().request(P.setAutoProcessing, { as: 'admin', payload });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ details: { isAutoProcessing: expect.any(String) } });
    }
    expect(json(await env().request(P.autoProcessing, { as: 'admin' }))).toEqual({
      isAutoProcessing: false,
    });
  });
});
