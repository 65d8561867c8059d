import Worker from 'web-worker';
import type { ProductSheetReply, ProductSheetRequest } from '../../core/products/productLoad.schemas.ts';

const SHIM = new URL('../../../workers/productSheet.worker.node.mjs', import.meta.url);

/** A parse running in its own worker: the answer, and a way to stop it (cancel). */
export interface SheetParse {
  result: Promise<ProductSheetReply>;
  terminate(): void;
}

/** Why a parse ended without an answer (Hungarian, shown as the job's message). */
export const PARSE_TIMEOUT_MESSAGE = 'A fájl feldolgozása túl sokáig tartott, a betöltés leállt!';
export const PARSE_CRASH_MESSAGE = 'A fájl feldolgozása közben hiba történt!';

/**
 * Parses and validates an upload with SheetJS in a worker thread (workers/productSheet.worker.ts),
 * so a large or hostile file never blocks the request thread. One worker per file, ended afterwards.
 */
export function parseProductFileInWorker(
  request: ProductSheetRequest,
  onProgress: (done: number, total: number) => void,
  timeoutMs = 120_000,
): SheetParse {
  const worker = new Worker(SHIM, { type: 'module' });
  let settle: (reply: ProductSheetReply) => void = () => {};
  const result = new Promise<ProductSheetReply>((resolve) => {
    settle = (reply) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(reply);
    };
  });
  const timer = setTimeout(() => settle({ type: 'failed', message: PARSE_TIMEOUT_MESSAGE }), timeoutMs);
  worker.addEventListener('message', (event: MessageEvent<ProductSheetReply>) => {
    const reply = event.data;
    if (reply.type === 'progress') onProgress(reply.done, reply.total);
    else settle(reply);
  });
  worker.addEventListener('error', () => settle({ type: 'failed', message: PARSE_CRASH_MESSAGE }));
  worker.postMessage(request, [request.bytes]);
  return {
    result,
    terminate: () => settle({ type: 'failed', message: 'cancelled' }),
  };
}
