import type { Kysely } from 'kysely';
import type { AppServices } from '../appServices.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/httpError.ts';
import { STALE_VERSION_MESSAGE } from './users.commands.ts';

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
  if (new Set(ids).size !== ids.length) throw badRequest({ items: 'Egy sor csak egyszer szerepelhet!' });
  return services.db.transaction().execute(async (trx) => {
    const stale: Record<string, string> = {};
    const saved: R[] = [];
    for (const item of items) {
      const target = await find(trx, item.id);
      if (!target) throw notFound(`Nem található: ${item.id}`);
      const updated = item.__v === target.version ? await apply(trx, target, item.changes) : undefined;
      if (updated) saved.push(updated);
      else stale[item.id] = STALE_VERSION_MESSAGE;
    }
    if (Object.keys(stale).length > 0) throw conflict(STALE_VERSION_MESSAGE, stale);
    return saved;
  });
}
