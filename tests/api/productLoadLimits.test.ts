import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_UPLOAD_MAX_ERRORS } from '../../src/core/products/productLoad.schemas.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { PRODUCT_ERRORS } from '../../src/core/products/products.errors.ts';
import { SHEET_MESSAGES } from '../../workers/parseProductSheet.ts';
import { lyingZipBomb, zipBomb } from '../unit/files/zipBomb.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('product upload limits [%s]', (backend) => {
  const env = useTestEnv(backend, {}, { jobRunner: { pollMs: 20 } });

  /** Uploads a file and polls its status until the job ends: the last status answer and the time taken. */
  async function load(bytes: Uint8Array, fileName: string) {
    const started = performance.now();
    const start = await env().request(PRODUCTS_API.upload, {
      as: 'admin',
      query: { fileName },
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(bytes),
    });
    expect(start.statusCode, start.body).toBe(202);
    for (;;) {
      const status = await env().request(PRODUCTS_API.loadStatus, {
        as: 'admin',
        params: { id: start.data.id },
      });
      if (status.data.status === 'ready') return { status, ms: performance.now() - started };
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('refuses a zip bomb from its directory, quickly, with the Hungarian message', async () => {
    const { status, ms } = await load(zipBomb(), 'bomba.xlsx');
    expect(status.data).toMatchObject({ saved: false, message: PRODUCT_ERRORS.parseMemory.message });
    // Unpacking it took seconds and gigabytes; the directory is read in a moment (worker start included).
    // The time is printed, not asserted: a busy machine would make any limit fail on its own.
    console.info(`zip bomb refused after ${Math.round(ms)} ms`);
  });

  it('refuses a zip bomb whose directory understates its parts, with the same message', async () => {
    const { status } = await load(lyingZipBomb(), 'hazug.xlsx');
    expect(status.data).toMatchObject({ saved: false, message: PRODUCT_ERRORS.parseMemory.message });
  });

  it('a truncated .xlsx fails at once as unreadable', async () => {
    const good = readFileSync(new URL('../fixtures/products/good.xlsx', import.meta.url));
    const { status } = await load(good.subarray(0, 300), 'csonka.xlsx');
    expect(status.data).toMatchObject({ saved: false, message: SHEET_MESSAGES.unreadable });
  });

  it('keeps the status answer small: at most the first refused cells of a bad file', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => `A-${i};Név;db;-1;-1;-1;XXX`);
    const csv = ['itemId;name;unit;kgPerUnit;kgPerPallet;unitPerPallet;palletType', ...rows].join('\n');
    const { status } = await load(new TextEncoder().encode(csv), 'hibas.csv');
    expect(status.data.saved).toBe(false);
    expect(status.data.errors).toHaveLength(PRODUCT_UPLOAD_MAX_ERRORS);
    expect(status.data.total).toBe(600);
    expect(status.body.length).toBeLessThan(300_000);
  });
});
