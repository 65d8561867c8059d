import type { ProductLoadJob } from '../../core/products/productLoad.schemas.ts';
import type { ProductRowError } from '../../core/products/productRows.ts';
import { PRODUCT_ERRORS } from '../../core/products/products.errors.ts';
import type { AppServices } from '../appServices.ts';
import { findPlanningJob, type PlanningJobRow } from '../db/repositories/planningJobs.repository.ts';
import { notFound } from '../http/httpError.ts';

/** GET /api/products/load-client-status/{id}: from the job's row, whichever instance runs it. */
export async function productLoadStatus(services: AppServices, id: string): Promise<ProductLoadJob> {
  const row = await findPlanningJob(services.db, id);
  if (row?.kind !== 'productLoad') throw notFound();
  return toProductLoadJob(row);
}

/** The status document of GET load-client-status, from the job's row. */
export function toProductLoadJob(row: PlanningJobRow): ProductLoadJob {
  const fileName = typeof row.options.fileName === 'string' ? row.options.fileName : '';
  const base = {
    id: row.id,
    fileName,
    errors: [],
    message: null,
    saved: false,
    created: 0,
    updated: 0,
    startedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
  const progress = row.progress;
  const counted = { done: progress?.done ?? 0, total: progress?.total ?? 0 };
  switch (row.state) {
    case 'queued':
      return { ...base, status: 'processing started', phase: 'reading', done: 0, total: 0 };
    case 'running':
    case 'cancelling':
      return progress
        ? {
            ...base,
            status: 'work in progress',
            phase: progress.phase as ProductLoadJob['phase'],
            ...counted,
          }
        : { ...base, status: 'processing started', phase: 'reading', done: 0, total: 0 };
    case 'cancelled':
      return { ...base, status: 'cancelled', phase: 'done', ...counted };
    case 'failed':
      return {
        ...base,
        status: 'ready',
        phase: 'done',
        ...counted,
        message: PRODUCT_ERRORS.saveFailed.message,
      };
    case 'done':
      return { ...base, status: 'ready', phase: 'done', ...(row.result as ProductLoadResult) };
  }
}

/** What a finished upload leaves in planning_jobs.result. */
export interface ProductLoadResult {
  errors: ProductRowError[];
  message: string | null;
  saved: boolean;
  created: number;
  updated: number;
  done: number;
  total: number;
}
