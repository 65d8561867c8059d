import { z } from 'zod';
import { endpoint, fileAnswer } from './endpoint.ts';

/**
 * The API's own description (issue 23), readable before sign-in: the OpenAPI 3.1 document generated
 * from the registered routes and their contracts, and a page that shows it to a person.
 */
export const OPENAPI_API = {
  /** The OpenAPI 3.1 document (JSON). */
  json: endpoint({ response: z.record(z.string(), z.unknown()), method: 'GET', path: '/api/openapi.json' }),
  /** The same as a readable HTML page. */
  page: endpoint({ response: fileAnswer<string>('text/html'), method: 'GET', path: '/api/docs' }),
} as const;
