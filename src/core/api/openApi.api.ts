import { z } from 'zod';
import { endpoint, fileAnswer } from './endpoint.ts';

/**
 * The API's own description (issue 23), readable before sign-in: the OpenAPI 3.1 document generated
 * from the registered routes and their contracts, and a page that shows it to a person.
 */
export const OPENAPI_API = {
  json: endpoint({
    summary: 'Reads this API description (OpenAPI 3.1)',
    description: 'The OpenAPI 3.1 document (JSON).',
    response: z.record(z.string(), z.unknown()),
    method: 'GET',
    path: '/api/openapi.json',
  }),
  page: endpoint({
    summary: 'Shows this API description as a page',
    description: 'The same as a readable HTML page.',
    response: fileAnswer<string>('text/html'),
    method: 'GET',
    path: '/api/docs',
  }),
} as const;
