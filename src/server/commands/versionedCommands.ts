import type { Kysely } from 'kysely';
import { changesNothing } from '../../core/api/roundTrip.ts';
import { withParams } from '../../core/errors/catalogue.ts';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import type { Database } from '../db/schema.ts';
import type { RecordChange } from '../events/recordEvent.ts';
import { duplicateRows, type HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { enforceRowsWith, type RowDetails } from '../rules/enforceRows.ts';
import { rulesContextFor } from '../rules/enforceRules.ts';
import type { WriteScope } from './writeScope.ts';

/**
 * The command side of a versioned record: create, change (optimistic concurrency on `__v`), the
 * grid's all-or-nothing batch and delete, each writing its event in the same transaction and turning
 * a unique violation into the area's 409. An area states its repository functions once
 * ({@link VersionedRecords}) and keeps only its own rules (checks, permissions) in its commands file.
 */

/** A stored record: its id and version (`version`, or `__v` where the record is the API document). */
export type VersionedRecord = { id: string } & ({ version: number } | { __v: number });
const versionOf = (r: VersionedRecord) => ('version' in r ? r.version : r.__v);
const definedOnly = (changes: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(changes as Record<string, unknown>).filter(([, v]) => v !== undefined));

/** One row of a grid batch: the id, the version it was read at, its changes. */
export interface BatchChange<C> {
  id: string;
  __v: number;
  changes: C;
}

/** What the kit needs of an area: its repository, its event log, and its 409 for a taken unique key. */
export interface VersionedRecords<R extends VersionedRecord, N, C> {
  find(db: Kysely<Database>, id: string): Promise<R | undefined>;
  insert(db: Kysely<Database>, values: N): Promise<R>;
  /** Writes while the stored version is still `version`; undefined when it moved on. */
  update(db: Kysely<Database>, id: string, version: number, changes: C): Promise<R | undefined>;
  remove?(db: Kysely<Database>, id: string): Promise<boolean>;
  /** Every record, for the kit's read (queries/versioned.queries.ts `versionedDocs`). */
  list?(db: Kysely<Database>): Promise<R[]>;
  log(db: Kysely<Database>, actor: Actor, change: RecordChange<R>): Promise<void>;
  /** The area's 409 when a unique index refuses a write (a short name taken meanwhile). */
  taken?: () => HttpError;
}

/** Refuses a change of one row before it is written (throws an HttpError); runs in the transaction. */
export type ChangeCheck<R, C> = (db: Kysely<Database>, target: R, changes: C) => Promise<void> | void;

/**
 * Runs an area's write in one transaction; a unique index refusing it (a key taken meanwhile) is the
 * area's 409 `taken`. The kit's writes run in it, and an area's own writes (sites, users, estimates).
 */
export async function inTransaction<T>(
  services: AppServices,
  taken: (() => HttpError) | undefined,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await services.db.transaction().execute(write);
  } catch (err) {
    if (taken && isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/**
 * One row's change inside the area's transaction: `check` first, then the write at the version read
 * and its event; undefined (nothing written) when the stored version moved on.
 */
async function writeChange<R extends VersionedRecord, N, C>(
  trx: Kysely<Database>,
  actor: Actor,
  records: VersionedRecords<R, N, C>,
  target: R,
  changes: C,
  check: ChangeCheck<R, C> | undefined,
): Promise<R | undefined> {
  await check?.(trx, target, changes);
  const updated = await records.update(trx, target.id, versionOf(target), changes);
  if (updated) await records.log(trx, actor, { action: 'updated', before: target, after: updated });
  return updated;
}

/** Inserts a record and logs it, in one transaction. */
export function createVersioned<R extends VersionedRecord, N, C>(
  services: AppServices,
  actor: Actor,
  records: VersionedRecords<R, N, C>,
  values: N,
): Promise<R> {
  return inTransaction(services, records.taken, async (trx) => {
    const saved = await records.insert(trx, values);
    await records.log(trx, actor, { action: 'created', before: null, after: saved });
    return saved;
  });
}

/** Changes a record read as `target`; `sentVersion` (the client's `__v`, when sent) must still be its version (409). */
export function changeVersioned<R extends VersionedRecord, N, C>(
  services: AppServices,
  actor: Actor,
  records: VersionedRecords<R, N, C>,
  target: R,
  sentVersion: number | undefined,
  changes: C,
  check?: ChangeCheck<R, C>,
): Promise<R> {
  const version = versionOf(target);
  if (sentVersion !== undefined && sentVersion !== version) throw staleVersion();
  // Nothing to change (issue 23, round trips): no write, no new version, no event.
  if (changesNothing(definedOnly(changes), target)) return Promise.resolve(target);
  return inTransaction(services, records.taken, async (trx) => {
    const updated = await writeChange(trx, actor, records, target, changes, check);
    if (!updated) throw staleVersion();
    return updated;
  });
}

/**
 * The grid's batch in ONE transaction, all-or-nothing (grid README): a row named twice is a 400, an
 * unknown row a 404, and stale rows a 409 naming each one (details id → message); `check` may refuse
 * the whole batch. Throwing inside the transaction rolls back the rows already written.
 */
export function bulkChangeVersioned<R extends VersionedRecord, N, C>(
  services: AppServices,
  actor: Actor,
  records: VersionedRecords<R, N, C>,
  items: readonly BatchChange<C>[],
  check?: ChangeCheck<R, C>,
): Promise<R[]> {
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw duplicateRows();
  return inTransaction(services, records.taken, async (trx) => {
    const stale: Record<string, string> = {};
    const saved: R[] = [];
    for (const item of items) {
      const target = await records.find(trx, item.id);
      if (!target) throw notFound(withParams(COMMON_ERRORS.notFoundId, { id: item.id }));
      const updated =
        item.__v === versionOf(target)
          ? await writeChange(trx, actor, records, target, item.changes, check)
          : undefined;
      if (updated) saved.push(updated);
      else stale[item.id] = COMMON_ERRORS.staleVersion.message;
    }
    if (Object.keys(stale).length > 0) throw staleVersion(stale);
    return saved;
  });
}

/** How the rules judge a grid batch of an area: the stored rows in one read and how the rules see one. */
export interface BatchRules<R> {
  entity: RuleEntity;
  findMany(db: Kysely<Database>, ids: readonly string[]): Promise<R[]>;
  /** The stored record as the rules' `current` (the changes go on top). */
  facts(record: R): Record<string, unknown>;
  extra?: Partial<RulesContextInput>;
  details?: RowDetails;
}

/**
 * The grid's batch with the area's rules first: the stored rows read in one query (an unknown id is a
 * 404), every row's changes judged on top of its stored facts (any refusal refuses all, nothing is
 * written), then {@link bulkChangeVersioned}.
 */
export async function ruledBulkChange<R extends VersionedRecord, N, C extends Record<string, unknown>>(
  scope: WriteScope,
  records: VersionedRecords<R, N, C>,
  rules: BatchRules<R>,
  items: readonly BatchChange<C>[],
  check?: ChangeCheck<R, C>,
): Promise<R[]> {
  const { services, actor, activeModules } = scope;
  const stored = new Map(
    (
      await rules.findMany(
        services.db,
        items.map((i) => i.id),
      )
    ).map((r) => [r.id, r]),
  );
  const rows = items.map(({ id, changes }) => {
    const current = stored.get(id);
    if (!current) throw notFound(withParams(COMMON_ERRORS.notFoundId, { id }));
    return { key: id, facts: changes, current: rules.facts(current) };
  });
  const rulesCtx = rulesContextFor(services, { role: actor.role, activeModules }, rules.extra);
  await enforceRowsWith(scope.rules, rulesCtx, rules.entity, rows, rules.details);
  return bulkChangeVersioned(services, actor, records, items, check);
}

/** Deletes a record read as `target` and logs it, in one transaction (404 when it is gone meanwhile). */
export async function deleteVersioned<R extends VersionedRecord, N, C>(
  services: AppServices,
  actor: Actor,
  records: VersionedRecords<R, N, C> & Required<Pick<VersionedRecords<R, N, C>, 'remove'>>,
  target: R,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    if (!(await records.remove(trx, target.id))) throw notFound();
    await records.log(trx, actor, { action: 'deleted', before: target, after: null });
  });
}
