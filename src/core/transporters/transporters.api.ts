import { endpoint, pickSchema } from '../api/endpoint.ts';
import { gridBatchEndpoint } from '../api/rowEndpoints.ts';
import { listOrAllAnswer } from '../list/list.answers.ts';
import { transporterAnswer, transporterSaveAnswer } from './transporters.answers.ts';
import {
  bulkUpdateTransportersSchema,
  createTransporterSchema,
  updateTransporterSchema,
} from './transporters.schemas.ts';

/**
 * The transporters API (business.md §7 row Transporters). Readers: base-data readers; writers:
 * master-data editors (src/server/policies/policies.ts). Errors: TRANSPORTER_ERRORS and COMMON_ERRORS.
 */
export const TRANSPORTERS_API = {
  list: endpoint({
    summary: 'Lists transporters',
    description:
      'Every transporter by short name; with list parameters (page, sort, filter, q) the list contract.',
    response: listOrAllAnswer(transporterAnswer),
    method: 'GET',
    path: '/api/transporters',
  }),
  create: endpoint({
    summary: 'Creates a transporter',
    description: 'Creates one (201).',
    response: transporterSaveAnswer,
    method: 'POST',
    path: '/api/transporters',
    body: createTransporterSchema,
    status: 201,
  }),
  save: endpoint({
    summary: 'Creates or changes a transporter',
    description:
      'Business.md §7 "POST or PUT": with an `id` in the body it changes that transporter, without one it creates (201).',
    response: transporterSaveAnswer,
    method: 'PUT',
    answers: { 201: 'Created: the body had no `id`.' },
    path: '/api/transporters',
    body: pickSchema<typeof updateTransporterSchema | typeof createTransporterSchema>(
      (raw) =>
        typeof (raw as { id?: unknown } | null)?.id === 'string'
          ? updateTransporterSchema
          : createTransporterSchema,
      [createTransporterSchema, updateTransporterSchema],
    ),
  }),
  update: endpoint({
    summary: 'Changes a transporter',
    description: 'Changes one; `__v` (when sent) must be the stored version.',
    response: transporterSaveAnswer,
    method: 'PUT',
    path: '/api/transporters/:id',
    body: updateTransporterSchema,
  }),
  bulk: gridBatchEndpoint(
    '/api/transporters',
    'transporters',
    transporterAnswer,
    bulkUpdateTransportersSchema,
    'transporters',
  ),
} as const;
