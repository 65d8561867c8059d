import {
  isListQuery,
  type ListCall,
  type ListOrAll,
  listQuerySchema,
} from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import { parseOr400 } from './validate.ts';

/** A request's query string as the list routes read it (absent: no parameters). */
export const queryOf = (request: { query?: unknown }): Record<string, unknown> =>
  (request.query ?? {}) as Record<string, unknown>;

/**
 * A list route's answer (business.md §7): the plain array, or the list contract's page over it when
 * the grid asks with list parameters (page, size, sort, filter, q); a malformed call is a 400.
 */
export function listed<T extends object>(
  docs: T[],
  raw: Record<string, unknown>,
  fields: readonly (keyof T & string)[],
): ListOrAll<T> {
  if (!isListQuery(raw)) return docs;
  return listInMemory(docs, parseOr400(listQuerySchema, raw), fields);
}

/** The list call a grid sends in the query string (page, size, sort, filter, q); a malformed one is a 400. */
export const listCallOf = (request: { query?: unknown }): ListCall =>
  parseOr400(listQuerySchema, queryOf(request));
