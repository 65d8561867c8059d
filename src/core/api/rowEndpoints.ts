import type { z } from 'zod';
import { endpoint, type InputSchema } from './endpoint.ts';
import { deletedAnswer, savedRowsAnswer } from './rowAnswers.ts';

/**
 * The write calls every master-data grid has in the same form (transporters, vehicles, fleet, users
 * and the others): declared once here, each area names its path, rows and texts.
 */

/**
 * PATCH `<path>/bulk`: the grid's batch of changes, every row at its version, all or nothing
 * (body: `bulkChangesSchema` of the area's fields); answers the saved rows under `key`.
 * `rows` names them in the summary ('vehicle types').
 */
export function gridBatchEndpoint<
  const P extends string,
  K extends string,
  R extends z.ZodType,
  B extends InputSchema,
>(path: P, key: K, row: R, body: B, rows: string) {
  return endpoint({
    summary: `Changes many ${rows} at once`,
    description: 'Grid batch: every row at its version, all or nothing.',
    response: savedRowsAnswer(key, row),
    method: 'PATCH',
    path: `${path}/bulk` as const,
    body,
  });
}

/** DELETE `<path>/:id`: deletes one row; `row` names it in the summary ('fleet vehicle'). */
export function deleteRowEndpoint<
  const P extends string,
  R extends z.ZodType = ReturnType<typeof deletedAnswer>,
>(path: P, row: string, more: { description?: string; response?: R } = {}) {
  return endpoint({
    summary: `Deletes a ${row}`,
    ...(more.description === undefined ? {} : { description: more.description }),
    response: (more.response ?? deletedAnswer()) as R,
    method: 'DELETE',
    path: `${path}/:id` as const,
  });
}
