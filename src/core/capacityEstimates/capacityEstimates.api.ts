import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { deletedAnswer } from '../api/rowAnswers.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { SUCCESS_MESSAGES } from '../errors/messages.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import { TRANSPORTER_ERRORS } from '../transporters/transporters.errors.ts';
import {
  capacityEstimateAnswer,
  capacitySaveAnswer,
  capacityShortageAnswer,
} from './capacityEstimates.answers.ts';
import {
  capacityChangesQuerySchema,
  createCapacityEstimateSchema,
  removeCapacityEstimateQuerySchema,
  updateCapacityEstimateSchema,
} from './capacityEstimates.schemas.ts';
import { capacityShortageQuerySchema } from './capacityShortage.ts';

/** The capacity estimates' own failures (ours: the spec has no text for them). */
export const CAPACITY_ERRORS = defineErrors('capacityEstimates', {
  duplicate: 'Erre a napra már van előrejelzése ennek a fuvarozónak!',
  transporterRequired: 'Válasszon fuvarozót!',
  transporterNotFound: TRANSPORTER_ERRORS.notFound.message,
  deleted: SUCCESS_MESSAGES.deleted,
});

/** Answer of a save. */
export type CapacitySaveResponse = z.output<typeof capacitySaveAnswer>;

/**
 * Capacity estimates (business.md §7 row Capacity estimate; capacity_estimate module): staff with
 * accessCapacityEstimate read every transporter's, transporter roles only their own; editors and
 * the transporter manager (their own) write.
 */
export const CAPACITY_ESTIMATES_API = {
  list: endpoint({
    summary: 'Lists the capacity estimates',
    response: listResultAnswer(capacityEstimateAnswer),
    method: 'GET',
    path: '/api/capacity-estimate',
  }),
  create: endpoint({
    summary: 'Adds a capacity estimate',
    response: capacitySaveAnswer,
    method: 'POST',
    path: '/api/capacity-estimate',
    body: createCapacityEstimateSchema,
    status: 201,
  }),
  update: endpoint({
    summary: 'Changes a capacity estimate',
    response: capacitySaveAnswer,
    method: 'PUT',
    path: '/api/capacity-estimate',
    body: updateCapacityEstimateSchema,
  }),
  remove: endpoint({
    summary: 'Deletes a capacity estimate',
    response: deletedAnswer(),
    method: 'DELETE',
    path: '/api/capacity-estimate/:id',
    query: removeCapacityEstimateQuerySchema,
  }),
  checkChanges: endpoint({
    summary: 'Tells whether the capacity estimates changed since a time',
    response: z.object({ latest: z.string().nullable(), count: z.number(), hasChanges: z.boolean() }),
    method: 'GET',
    path: '/api/capacity-estimate/check-changes',
    query: capacityChangesQuerySchema,
  }),
  shortages: endpoint({
    summary: 'Compares capacity with demand for the coming days',
    description:
      'Capacity vs demand of the coming days (planners with the module): the short days and truck types.',
    response: capacityShortageAnswer,
    method: 'GET',
    path: '/api/capacity-estimate/shortages',
    query: capacityShortageQuerySchema,
  }),
} as const;
