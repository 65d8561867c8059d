import { endpoint } from './endpoint.ts';

/**
 * The API's own description (issue 23), readable before sign-in: the OpenAPI 3.1 document generated
 * from the registered routes and their contracts, and a page that shows it to a person.
 */
export const OPENAPI_API = {
  /** The OpenAPI 3.1 document (JSON). */
  json: endpoint<Record<string, unknown>>()({ method: 'GET', path: '/api/openapi.json' }),
  /** The same as a readable HTML page. */
  page: endpoint<string>()({ method: 'GET', path: '/api/docs' }),
} as const;
