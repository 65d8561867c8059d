import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExcelImportRequest } from '../../../../src/core/orders/import/excelImportProtocol.ts';
import {
  createExcelImportClient,
  IMPORT_WORKER_QUIET_MS,
} from '../../../../src/web/features/orders/import/excelImportClient.ts';

/** Stands in for the browser's Worker: records what it is sent, answers only when told to. */
class FakeWorker {
  static last: FakeWorker;
  readonly sent: ExcelImportRequest[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((e: unknown) => void)[]>();
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, fn: (e: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  postMessage(message: ExcelImportRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    for (const fn of this.listeners.get('message') ?? []) fn({ data });
  }
}

const parseRequest = () =>
  ({
    type: 'parse',
    data: new ArrayBuffer(8),
    ctx: {} as never,
    rules: null,
    rulesCtx: {} as never,
  }) as const;

// Issue 15 item 6: a truncated or hostile file can keep SheetJS busy for minutes; the browser's
// parse must end the worker and say so rather than show the progress for ever.
describe('Excel import client (the browser side of the import worker)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ends a worker that stays quiet and answers the parse with a timeout problem', async () => {
    const client = createExcelImportClient();
    const worker = FakeWorker.last;
    let outcome: unknown;
    void client
      .parse(parseRequest(), () => {})
      .then((o) => {
        outcome = o;
      });
    await vi.advanceTimersByTimeAsync(IMPORT_WORKER_QUIET_MS - 1);
    expect(outcome).toBeUndefined();
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.terminated).toBe(true);
    expect(outcome).toMatchObject({ type: 'result', ok: false, problem: 'timeout' });
    // An edit after the end is answered at once, never sent to the ended worker.
    expect(
      await client.edit({ type: 'edit', rowNumber: 2, field: 'orderId' as never, text: 'x' }),
    ).toMatchObject({
      ok: false,
      problem: 'timeout',
    });
    expect(worker.sent).toHaveLength(1);
  });

  it('keeps a worker that reports progress, however long the whole parse takes, and stops the clock after the answer', async () => {
    const client = createExcelImportClient();
    const worker = FakeWorker.last;
    const progress = vi.fn();
    const result = client.parse(parseRequest(), progress);
    const id = worker.sent[0]?.id;
    for (let done = 1; done <= 3; done++) {
      await vi.advanceTimersByTimeAsync(IMPORT_WORKER_QUIET_MS - 1000);
      worker.reply({ id, type: 'progress', phase: 'check', done, total: 3 });
    }
    const answer = {
      id,
      type: 'result',
      ok: true,
      sheetName: 'S',
      rows: [],
      truncatedCells: 0,
      unknownHeaders: [],
    };
    worker.reply(answer);
    expect(await result).toEqual(answer);
    expect(progress).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(IMPORT_WORKER_QUIET_MS * 2);
    expect(worker.terminated).toBe(false); // nothing asked: an idle worker keeps the rows for edits
  });
});
