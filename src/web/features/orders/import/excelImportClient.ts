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
 * A worker that sends nothing (no progress, no answer) for this long is ended: SheetJS can spin on
 * a broken file for minutes (issue 15). Quiet time, not total time, so a large file that keeps
 * reporting progress is never cut off.
 */
export const IMPORT_WORKER_QUIET_MS = 60_000;

/**
 * The Excel import worker (workers/excelImport.worker.ts) of one import view: SheetJS parsing and
 * the row checks never run on the main thread. The worker keeps the file's rows for the edits.
 */
export function createExcelImportClient(quietMs = IMPORT_WORKER_QUIET_MS) {
  const worker = new Worker(new URL('../../../../../workers/excelImport.worker.ts', import.meta.url), {
    type: 'module',
  });
  const pending = new Map<number, Pending>();
  let next = 1;
  let ended: ExcelImportFailure['problem'] | null = null;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const failAll = (problem: ExcelImportFailure['problem'], error?: string) => {
    for (const [id, p] of pending)
      p.resolve({ id, type: 'result', ok: false, problem, ...(error !== undefined && { errors: [error] }) });
    pending.clear();
  };
  const end = (problem: ExcelImportFailure['problem'], error?: string) => {
    ended = problem;
    clearTimeout(quiet);
    worker.terminate();
    failAll(problem, error);
  };
  /** (Re)starts the quiet clock while anything is asked; stops it when nothing is. */
  const watch = () => {
    clearTimeout(quiet);
    quiet = pending.size > 0 ? setTimeout(() => end('timeout'), quietMs) : undefined;
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
    watch();
  });
  worker.addEventListener('error', (e) => failAll('internal', e.message || 'worker error'));
  const send = (request: Request, progress?: Pending['progress'], transfer: Transferable[] = []) =>
    new Promise<Outcome>((resolve) => {
      const id = next++;
      if (ended) return resolve({ id, type: 'result', ok: false, problem: ended });
      pending.set(id, { resolve, ...(progress && { progress }) });
      worker.postMessage({ ...request, id }, transfer);
      watch();
    });
  return {
    parse: (request: Extract<Request, { type: 'parse' }>, progress: Pending['progress']) =>
      send(request, progress, [request.data]),
    edit: (request: Extract<Request, { type: 'edit' }>) => send(request),
    close: () => end('internal', 'closed'),
  };
}
export type ExcelImportClient = ReturnType<typeof createExcelImportClient>;
