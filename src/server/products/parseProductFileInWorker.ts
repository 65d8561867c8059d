import { Worker } from 'node:worker_threads';
import type { ProductSheetReply, ProductSheetRequest } from '../../core/products/productLoad.schemas.ts';
import { PRODUCT_ERRORS } from '../../core/products/products.errors.ts';

const SHIM = new URL('../../../workers/productSheet.worker.node.mjs', import.meta.url);

/** A parse running in its own worker: the answer, and a way to stop it (cancel). */
export interface SheetParse {
  result: Promise<ProductSheetReply>;
  terminate(): void;
}

/** Limits of one parse: wall time and the worker's heap (a 10 MB .xlsx may unpack to gigabytes). */
export interface ParseLimits {
  timeoutMs: number;
  maxHeapMb: number;
}
// With the unpacked size and rows bounded before parsing, a full 100,000-row file takes well under a minute.
const DEFAULT_LIMITS: ParseLimits = { timeoutMs: 60_000, maxHeapMb: 768 };

/**
 * Parses and validates an upload with SheetJS in a worker thread (workers/productSheet.worker.ts),
 * so a large or hostile file never blocks or exhausts the request thread. One worker per file,
 * ended afterwards.
 */
export function parseProductFileInWorker(
  request: ProductSheetRequest,
  onProgress: (done: number, total: number) => void,
  limits: Partial<ParseLimits> = {},
): SheetParse {
  const { timeoutMs, maxHeapMb } = { ...DEFAULT_LIMITS, ...limits };
  const worker = new Worker(SHIM, { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
  let settled = false;
  let settle: (reply: ProductSheetReply) => void = () => {};
  const result = new Promise<ProductSheetReply>((resolve) => {
    settle = (reply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reply);
    };
  });
  const timer = setTimeout(
    () => settle({ type: 'failed', message: PRODUCT_ERRORS.parseTimeout.message }),
    timeoutMs,
  );
  worker.on('message', (reply: ProductSheetReply) => {
    if (reply.type === 'progress') onProgress(reply.done, reply.total);
    else settle(reply);
  });
  worker.on('error', (err: Error & { code?: string }) =>
    settle({
      type: 'failed',
      message:
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? PRODUCT_ERRORS.parseMemory.message
          : PRODUCT_ERRORS.parseCrash.message,
    }),
  );
  worker.on('exit', () => settle({ type: 'failed', message: PRODUCT_ERRORS.parseCrash.message }));
  worker.postMessage(request, [request.bytes]);
  return {
    result,
    terminate: () => settle({ type: 'failed', message: 'cancelled' }),
  };
}
