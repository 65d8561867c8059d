import { randomUUID } from 'node:crypto';
import { PRODUCT_UPLOAD_MAX_ROWS, type ProductLoadJob } from '../../core/products/productLoad.schemas.ts';
import { PRODUCT_ERRORS } from '../../core/products/products.errors.ts';
import type { ProductValues } from '../../core/products/products.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { analyzeProducts, upsertProducts } from '../db/repositories/products.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { conflict, notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { parseProductFileInWorker, type SheetParse } from '../products/parseProductFileInWorker.ts';

const MAX_RUNNING = 2;
const KEEP_FINISHED_MS = 60 * 60 * 1000;
const SAVE_CHUNK = 1000;

interface JobState {
  doc: ProductLoadJob;
  cancelRequested: boolean;
  parse: SheetParse | null;
  finishedAt: number | null;
}

// Jobs live in the process that runs them (the parse worker and the transaction are here too);
// status calls reach the same instance through the job id (see README, "product upload").
const jobs = new Map<string, JobState>();

class Cancelled extends Error {}

const isRunning = (s: JobState) =>
  s.doc.status === 'processing started' || s.doc.status === 'work in progress';
const snapshot = (s: JobState): ProductLoadJob => ({ ...s.doc, errors: [...s.doc.errors] });

function finish(state: JobState, status: 'ready' | 'cancelled', patch: Partial<ProductLoadJob> = {}) {
  Object.assign(state.doc, patch, { status, phase: 'done', finishedAt: new Date().toISOString() });
  state.finishedAt = Date.now();
  state.parse = null;
}

function prune(now = Date.now()) {
  for (const [id, s] of jobs)
    if (s.finishedAt !== null && now - s.finishedAt > KEEP_FINISHED_MS) jobs.delete(id);
}

async function save(services: AppServices, actor: Actor, state: JobState, products: ProductValues[]) {
  Object.assign(state.doc, { phase: 'saving', done: 0, total: products.length });
  // One transaction for the whole file: a cancel or a failure in any chunk saves nothing.
  const counts = await services.db.transaction().execute(async (trx) => {
    let created = 0;
    let updated = 0;
    for (let i = 0; i < products.length; i += SAVE_CHUNK) {
      if (state.cancelRequested) throw new Cancelled();
      const r = await upsertProducts(trx, products.slice(i, i + SAVE_CHUNK));
      created += r.created;
      updated += r.updated;
      state.doc.done = Math.min(products.length, i + SAVE_CHUNK);
      // Let status calls in between (they read this job, not the database).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (state.cancelRequested) throw new Cancelled();
    await recordEvent(trx, actor, {
      entity: 'product',
      entityId: null,
      action: 'product_update',
      after: { fileName: state.doc.fileName, rows: products.length, created, updated },
    });
    return { created, updated };
  });
  // Outside the transaction: a failed analyze must not undo a saved upload.
  if (products.length >= 1000) await analyzeProducts(services.db).catch(() => {});
  finish(state, 'ready', { saved: true, ...counts });
}

async function run(
  services: AppServices,
  actor: Actor,
  state: JobState,
  bytes: Uint8Array,
  palletTypes: string[],
) {
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    state.parse = parseProductFileInWorker(
      { bytes: buffer, palletTypes, maxRows: PRODUCT_UPLOAD_MAX_ROWS },
      (done, total) => {
        Object.assign(state.doc, { status: 'work in progress', phase: 'validating', done, total });
      },
    );
    const reply = await state.parse.result;
    state.parse = null;
    if (state.cancelRequested) return finish(state, 'cancelled');
    if (reply.type === 'failed') return finish(state, 'ready', { message: reply.message });
    if (reply.type !== 'result')
      return finish(state, 'ready', { message: PRODUCT_ERRORS.saveFailed.message });
    state.doc.status = 'work in progress';
    if (reply.errors.length > 0) {
      return finish(state, 'ready', { errors: reply.errors, done: reply.total, total: reply.total });
    }
    await save(services, actor, state, reply.products);
  } catch (err) {
    if (err instanceof Cancelled) return finish(state, 'cancelled');
    console.error('product load failed', err);
    finish(state, 'ready', { message: PRODUCT_ERRORS.saveFailed.message, saved: false });
  }
}

/**
 * Starts loading an uploaded product list (POST /api/products/load-client): the file is parsed and
 * validated in a worker, then upserted by item id in one transaction, or refused with every bad row.
 */
export function startProductLoad(
  services: AppServices,
  actor: Actor,
  file: { bytes: Uint8Array; fileName: string },
  palletTypes: string[],
): ProductLoadJob {
  prune();
  if ([...jobs.values()].filter(isRunning).length >= MAX_RUNNING) throw conflict(PRODUCT_ERRORS.tooManyLoads);
  const state: JobState = {
    doc: {
      id: randomUUID(),
      status: 'processing started',
      phase: 'reading',
      fileName: file.fileName,
      done: 0,
      total: 0,
      errors: [],
      message: null,
      saved: false,
      created: 0,
      updated: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    },
    cancelRequested: false,
    parse: null,
    finishedAt: null,
  };
  jobs.set(state.doc.id, state);
  void run(services, actor, state, file.bytes, palletTypes);
  return snapshot(state);
}

/** GET /api/products/load-client-status/{id}. */
export function productLoadStatus(id: string): ProductLoadJob {
  const state = jobs.get(id);
  if (!state) throw notFound();
  return snapshot(state);
}

/** Cancels a running load: a parse stops at once, a save rolls back at its next chunk. */
export function cancelProductLoad(id: string): ProductLoadJob {
  const state = jobs.get(id);
  if (!state) throw notFound();
  if (!isRunning(state)) throw conflict(PRODUCT_ERRORS.loadFinished);
  state.cancelRequested = true;
  if (state.parse) {
    state.parse.terminate();
    finish(state, 'cancelled');
  }
  return snapshot(state);
}
