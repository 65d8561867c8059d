import type {
  ExcelImportFailure,
  ExcelImportProgress,
  ExcelImportRequest,
  ExcelImportResponse,
  ExcelImportResult,
} from '../../../../core/orders/import/excelImportProtocol.ts';

type Outcome = ExcelImportResult | ExcelImportFailure;
type Pending = { resolve(o: Outcome): void; progress?: (p: ExcelImportProgress) => void };
/** A request without its id (the client numbers them). */
type Request = ExcelImportRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * The Excel import worker (workers/excelImport.worker.ts) of one import view: SheetJS parsing and
 * the row checks never run on the main thread. The worker keeps the file's rows for the edits.
 */
export function createExcelImportClient() {
  const worker = new Worker(new URL('../../../../../workers/excelImport.worker.ts', import.meta.url), {
    type: 'module',
  });
  const pending = new Map<number, Pending>();
  let next = 1;
  const failAll = (error: string) => {
    for (const [id, p] of pending)
      p.resolve({ id, type: 'result', ok: false, problem: 'internal', errors: [error] });
    pending.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<ExcelImportResponse>) => {
    const m = event.data;
    const p = pending.get(m.id);
    if (!p) return;
    if (m.type === 'progress') p.progress?.(m);
    else {
      pending.delete(m.id);
      p.resolve(m);
    }
  });
  worker.addEventListener('error', (e) => failAll(e.message || 'worker error'));
  const send = (request: Request, progress?: Pending['progress'], transfer: Transferable[] = []) =>
    new Promise<Outcome>((resolve) => {
      const id = next++;
      pending.set(id, { resolve, ...(progress && { progress }) });
      worker.postMessage({ ...request, id }, transfer);
    });
  return {
    parse: (request: Extract<Request, { type: 'parse' }>, progress: Pending['progress']) =>
      send(request, progress, [request.data]),
    edit: (request: Extract<Request, { type: 'edit' }>) => send(request),
    close: () => {
      failAll('closed');
      worker.terminate();
    },
  };
}
export type ExcelImportClient = ReturnType<typeof createExcelImportClient>;
