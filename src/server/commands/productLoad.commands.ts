import {
  PRODUCT_UPLOAD_MAX_ERRORS,
  PRODUCT_UPLOAD_MAX_ROWS,
  type ProductLoadJob,
} from '../../core/products/productLoad.schemas.ts';
import { sortRowErrors } from '../../core/products/productRows.ts';
import { PRODUCT_ERRORS } from '../../core/products/products.errors.ts';
import type { ProductValues } from '../../core/products/products.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { countActiveJobs } from '../db/repositories/planningJobs.repository.ts';
import { analyzeProducts, upsertProducts } from '../db/repositories/products.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { crashPoint } from '../faults/crashPoints.ts';
import { conflict } from '../http/httpError.ts';
import { enqueueJob, type JobContext, type JobHandler } from '../planning/jobQueue.ts';
import type { Actor } from '../policies/actor.ts';
import { parseProductFileInWorker } from '../products/parseProductFileInWorker.ts';
import { productUploadRuleErrors } from '../products/productRules.ts';
import { type ProductLoadResult, productLoadStatus } from '../queries/productLoad.queries.ts';
import type { RulesService } from '../rules/rulesService.ts';
import { cancelJob } from './planningJobs.commands.ts';

const MAX_RUNNING = 2;
const SAVE_CHUNK = 1000;

/**
 * A product upload is a job of the planning queue (kind productLoad), so its state, progress and
 * result are rows any instance reads. The payload is the uploaded file itself (base64), not parsed
 * rows: the parse and validation run in the sheet worker under the job, with the same phases and
 * progress as before, the upload still answers at once, and a job resumed after its instance died
 * parses the file again. The payload is cleared when the job ends.
 */
interface ProductLoadPayload {
  file: string;
  /** Who uploaded it: the product_update event is theirs. */
  actor: Actor;
}

/** Parses the file in the sheet worker; a cancel stops the worker at once. */
async function parse(ctx: JobContext, payload: ProductLoadPayload, last: { done: number; total: number }) {
  const bytes = Buffer.from(payload.file, 'base64');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const parsing = parseProductFileInWorker(
    { bytes: buffer, maxRows: PRODUCT_UPLOAD_MAX_ROWS },
    (done, total) => {
      Object.assign(last, { done, total });
      ctx.progress({ phase: 'validating', done, total });
    },
  );
  const watch = setInterval(() => {
    if (ctx.cancelled()) parsing.terminate();
  }, 50);
  try {
    return await parsing.result;
  } finally {
    clearInterval(watch);
  }
}

/**
 * The queue's handler of product uploads: parse, the `product` rules over every row (the rules in
 * force), then upsert in the job's commit.
 */
export const productLoadJobHandler = (rules: RulesService): JobHandler => ({
  async run(ctx) {
    const payload = ctx.job.payload as ProductLoadPayload | null;
    if (!payload) throw new Error('product load job without its file');
    const last = { done: 0, total: 0 };
    const reply = await parse(ctx, payload, last);
    await crashPoint('productLoad.parsed', { jobId: ctx.job.id });
    ctx.throwIfCancelled();
    const result: ProductLoadResult = {
      errors: [],
      message: null,
      saved: false,
      created: 0,
      updated: 0,
      ...last,
    };
    const nothingToSave = { processingStatus: 'done' as const, result, commit: async () => {} };
    if (reply.type === 'failed') return { ...nothingToSave, result: { ...result, message: reply.message } };
    if (reply.type !== 'result') {
      return { ...nothingToSave, result: { ...result, message: PRODUCT_ERRORS.saveFailed.message } };
    }
    const errors = sortRowErrors([
      ...reply.errors,
      ...(await productUploadRuleErrors(ctx.services, rules, payload.actor, reply)),
    ]);
    ctx.throwIfCancelled();
    if (errors.length > 0) {
      return {
        ...nothingToSave,
        result: {
          ...result,
          errors: errors.slice(0, PRODUCT_UPLOAD_MAX_ERRORS),
          done: reply.total,
          total: reply.total,
        },
      };
    }
    // Every row passed the rules: required numbers are there.
    const products = reply.products as ProductValues[];
    ctx.progress({ phase: 'saving', done: 0, total: products.length });
    return {
      processingStatus: 'done',
      result,
      // One transaction for the whole file (the job's end): a failure in any chunk saves nothing.
      async commit(trx) {
        for (let i = 0; i < products.length; i += SAVE_CHUNK) {
          const r = await upsertProducts(trx, products.slice(i, i + SAVE_CHUNK));
          result.created += r.created;
          result.updated += r.updated;
          ctx.progress({
            phase: 'saving',
            done: Math.min(products.length, i + SAVE_CHUNK),
            total: products.length,
          });
        }
        await recordEvent(trx, payload.actor, {
          entity: 'product',
          entityId: null,
          action: 'product_update',
          after: {
            fileName: ctx.job.options.fileName,
            rows: products.length,
            created: result.created,
            updated: result.updated,
          },
        });
        Object.assign(result, { saved: true, done: products.length, total: products.length });
        await crashPoint('productLoad.storing', { jobId: ctx.job.id });
      },
      // Outside the transaction: a failed analyze must not undo a saved upload.
      afterCommit: async () => {
        if (products.length >= 1000) await analyzeProducts(ctx.services.db);
      },
    };
  },
  // An upload holds nothing but its own row.
  async release() {},
});

/**
 * Starts loading an uploaded product list (POST /api/products/load-client): a queued job whose file
 * is parsed and validated in a worker, then upserted by item id in one transaction, or refused with every bad row.
 */
export async function startProductLoad(
  services: AppServices,
  actor: Actor,
  file: { bytes: Uint8Array; fileName: string },
): Promise<ProductLoadJob> {
  const payload: ProductLoadPayload = {
    file: Buffer.from(file.bytes).toString('base64'),
    actor,
  };
  const jobId = await services.db.transaction().execute(async (trx) => {
    if ((await countActiveJobs(trx, 'productLoad')) >= MAX_RUNNING)
      throw conflict(PRODUCT_ERRORS.tooManyLoads);
    const queued = await enqueueJob(trx, {
      kind: 'productLoad',
      options: { fileName: file.fileName },
      payload,
      manual: true,
      requestedBy: actor.userId,
    });
    return queued.jobId;
  });
  return productLoadStatus(services, jobId);
}

/** Cancels a load: a queued one at once, a running one stops its parse at once or before its save. */
export async function cancelProductLoad(
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<ProductLoadJob> {
  await cancelJob(services, actor, id, {
    kinds: ['productLoad'],
    mayCancelOthers: true,
    finished: PRODUCT_ERRORS.loadFinished,
  });
  return productLoadStatus(services, id);
}
