import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ERRORS } from '../../../src/core/products/products.errors.ts';
import { parseProductFileInWorker } from '../../../src/server/products/parseProductFileInWorker.ts';

const HEADER = 'itemId;name;unit;kgPerUnit;kgPerPallet;unitPerPallet;palletType';
const csv = (rows: number) => {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) lines.push(`X${i};${'n'.repeat(40)};db;1;1;1;EUR`);
  return new TextEncoder().encode(lines.join('\n')).buffer as ArrayBuffer;
};

describe('product sheet worker (node:worker_threads)', () => {
  it('parses a file off the main thread and reports progress', async () => {
    const file = readFileSync(new URL('../../fixtures/products/good.xlsx', import.meta.url));
    const progress: number[] = [];
    const parse = parseProductFileInWorker({ bytes: new Uint8Array(file).buffer, maxRows: 10 }, (done) =>
      progress.push(done),
    );
    const reply = await parse.result;
    expect(reply.type === 'result' && reply.products.map((p) => p.itemId)).toEqual([
      'FX-100',
      'FX-101',
      'FX-EXISTING',
    ]);
    expect(progress.at(-1)).toBe(3);
  });

  it('ends a worker that needs more memory than allowed with a message, not a crash', async () => {
    const parse = parseProductFileInWorker({ bytes: csv(200_000), maxRows: 300_000 }, () => {}, {
      maxHeapMb: 16,
    });
    expect(await parse.result).toEqual({ type: 'failed', message: PRODUCT_ERRORS.parseMemory.message });
  });

  it('stops on time-out and on cancel', async () => {
    const slow = parseProductFileInWorker({ bytes: csv(1000), maxRows: 2000 }, () => {}, {
      timeoutMs: 1,
    });
    expect(await slow.result).toEqual({ type: 'failed', message: PRODUCT_ERRORS.parseTimeout.message });
    const cancelled = parseProductFileInWorker({ bytes: csv(1000), maxRows: 2000 }, () => {});
    cancelled.terminate();
    expect(await cancelled.result).toEqual({ type: 'failed', message: 'cancelled' });
  });
});
