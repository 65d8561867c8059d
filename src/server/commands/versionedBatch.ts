import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import type { AppServices } from '../appServices.ts';
import type { Database } from '../db/schema.ts';
import { duplicateRows, notFound, staleVersion } from '../http/httpError.ts';

/** One row of a grid batch: the id, the version it was read at, its changes. */
export interface BatchChange<C> {
  id: string;
  __v: number;
  changes: C;
}

/**
 * A grid batch in one transaction, all-or-nothing (grid README): a repeated row is a 400, a missing
 * one a 404, stale rows a 409 naming each stale id. `apply` writes one row under the version read
 * (undefined when the version moved meanwhile) and may throw to refuse the whole batch.
 */
export function saveVersionedBatch<R extends { version: number }, C>(
  services: AppServices,
  items: readonly BatchChange<C>[],
  find: (db: Kysely<Database>, id: string) => Promise<R | undefined>,
  apply: (db: Kysely<Database>, target: R, changes: C) => Promise<R | undefined>,
): Promise<R[]> {
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw duplicateRows();
  return services.db.transaction().execute(async (trx) => {
    const stale: Record<string, string> = {};
    const saved: R[] = [];
    for (const item of items) {
      const target = await find(trx, item.id);
      if (!target) throw notFound(`Nem található: ${item.id}`);
      const updated = item.__v === target.version ? await apply(trx, target, item.changes) : undefined;
      if (updated) saved.push(updated);
      else stale[item.id] = COMMON_ERRORS.staleVersion.message;
    }
    if (Object.keys(stale).length > 0) throw staleVersion(stale);
    return saved;
  });
}
