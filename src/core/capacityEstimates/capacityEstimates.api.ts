import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import type { ListResult } from '../list/listCall.schemas.ts';
import {
  type CapacityEstimate,
  capacityChangesQuerySchema,
  createCapacityEstimateSchema,
  removeCapacityEstimateQuerySchema,
  updateCapacityEstimateSchema,
} from './capacityEstimates.schemas.ts';
import { type CapacityShortageResponse, capacityShortageQuerySchema } from './capacityShortage.ts';

/** The capacity estimates' own failures (ours: the spec has no text for them). */
export const CAPACITY_ERRORS = defineErrors('capacityEstimates', {
  duplicate: 'Erre a napra már van előrejelzése ennek a fuvarozónak!',
  transporterRequired: 'Válasszon fuvarozót!',
  transporterNotFound: 'A fuvarozó nem található!',
  deleted: 'A törlés sikeresen megtörtént.',
});

/** Answer of a save. */
export interface CapacitySaveResponse {
  message: string;
  capacityEstimate: CapacityEstimate;
}

/**
 * Capacity estimates (business.md §7 row Capacity estimate; capacity_estimate module): staff with
 * accessCapacityEstimate read every transporter's, transporter roles only their own; editors and
 * the transporter manager (their own) write.
 */
export const CAPACITY_ESTIMATES_API = {
  list: endpoint<ListResult<CapacityEstimate>>()({ method: 'GET', path: '/api/capacity-estimate' }),
  create: endpoint<CapacitySaveResponse>()({
    method: 'POST',
    path: '/api/capacity-estimate',
    body: createCapacityEstimateSchema,
    status: 201,
  }),
  update: endpoint<CapacitySaveResponse>()({
    method: 'PUT',
    path: '/api/capacity-estimate',
    body: updateCapacityEstimateSchema,
  }),
  remove: endpoint<{ message: string; id: string }>()({
    method: 'DELETE',
    path: '/api/capacity-estimate/:id',
    query: removeCapacityEstimateQuerySchema,
  }),
  checkChanges: endpoint<{ latest: string | null; count: number; hasChanges: boolean }>()({
    method: 'GET',
    path: '/api/capacity-estimate/check-changes',
    query: capacityChangesQuerySchema,
  }),
  /** Capacity vs demand of the coming days (planners with the module): the short days and truck types. */
  shortages: endpoint<CapacityShortageResponse>()({
    method: 'GET',
    path: '/api/capacity-estimate/shortages',
    query: capacityShortageQuerySchema,
  }),
} as const;
