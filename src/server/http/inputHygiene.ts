import type { FastifyInstance } from 'fastify';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { hasBadCharacters } from '../../core/validation/safeText.ts';
import { badRequest } from './httpError.ts';

/** Deepest nesting of a JSON body or filter the API accepts; real documents stay under 10. */
export const MAX_INPUT_DEPTH = 64;

type Finding = { path: string; problem: 'characters' | 'depth' };

/**
 * The first string (value or key) with a bad character, or the first value nested deeper than
 * MAX_INPUT_DEPTH. Walks without recursion, so a hostile depth cannot overflow the stack.
 */
export function findBadInput(root: unknown, rootPath: string): Finding | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: rootPath, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string') {
      if (hasBadCharacters(value)) return { path, problem: 'characters' };
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    // The top-level field names where it is; the full path of a hostile depth would be as long.
    if (depth >= MAX_INPUT_DEPTH) return { path: path.split('.')[0] ?? path, problem: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasBadCharacters(key)) return { path: childPath, problem: 'characters' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, for every route and before its handler, NUL characters and lone surrogates in any string
 * of the body, the query and the path parameters, and bodies nested deeper than MAX_INPUT_DEPTH:
 * 400 with the field's path in `details`. Raw bodies (file uploads) are bytes and pass untouched.
 */
export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [unknown, string][] = [
      [request.params, ''],
      [request.query, ''],
      [request.body, ''],
    ];
    for (const [value, path] of parts) {
      const found = findBadInput(value, path);
      if (!found) continue;
      const entry = found.problem === 'depth' ? COMMON_ERRORS.tooDeep : COMMON_ERRORS.invalidCharacters;
      throw badRequest({ [found.path || 'body']: entry.message }, entry);
    }
  });
}
