import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { externalIdDenials, refusedExternalIds } from '../../core/externalIds/externalIdEditRoles.ts';
import { nextStatusIn, previousStatusIn } from '../../core/freights/freightEdit.schemas.ts';
import { FREIGHT_ERRORS } from '../../core/freights/freights.errors.ts';
import type { FreightCargoLine } from '../../core/freights/freights.schemas.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { changedFields, reportedFields, touches } from '../../core/rules/touches.ts';
import { timeSlotOnSave } from '../../core/timeSlots/timeSlots.schemas.ts';
import type {
  SharedTruckJobChanges,
  TruckJobChanges,
  TruckJobRecord,
} from '../../core/truckJobs/truckJob.ts';
import { getExternalIdNames } from '../db/repositories/externalIdNames.repository.ts';
import {
  findRecordsInScope,
  type TruckJobRecords,
  updateRecord,
} from '../db/repositories/truckJobRecords.repository.ts';
import type { Database } from '../db/schema.ts';
import type { EventInput } from '../events/recordEvent.ts';
import { recordEvents } from '../events/recordEvent.ts';
import { forbidden, HttpError, notFound, staleVersion } from '../http/httpError.ts';
import { jobScopeOf } from '../queries/truckJobs.queries.ts';
import { rulesContextFor } from '../rules/enforceRules.ts';
import type { WriteScope } from './writeScope.ts';

/**
 * The truck-job commands (issue 14 items 3, 4, 7; issue 34): save fields, step the status,
 * cancel/reopen, cargo external ids, and the reads and writes the time slots and the organizer build
 * on. One implementation over a kind ({@link TruckJobKind}: FREIGHT_JOB in freightJob.ts,
 * PICKUP_JOB in pickupJob.ts, both in TRUCK_JOBS of truckJobKinds.ts). Every write checks the
 * version read, runs the kind's rules (permissions, save warnings) in the rules pool, and writes the
 * records with their events in ONE transaction.
 */

type ErrorEntry = { code: string; message: string };

/** A truck job kind: what the shared commands need to know of freights or pickups. */
export interface TruckJobKind<R extends TruckJobRecord> {
  /** The rules entity and the events' entity. */
  readonly entity: RuleEntity & ('freight' | 'pickup');
  readonly records: TruckJobRecords<R>;
  /** The record's number (freightId, pickupId): ids name a record by uuid or number. */
  readonly numberOf: (record: R) => string;
  /** What every event of the record carries besides its entity id (a freight's number). */
  readonly stamp: (record: R) => { freightId?: string };
  /** A change to one of the kind's statuses, with shared changes besides: `(status, changes) => ({...changes, status})`. */
  readonly withStatus: (status: R['status'], changes?: SharedTruckJobChanges) => Partial<R>;
  /** Stepping order: the kind's statuses without cancelled (business.md §4). */
  readonly order: readonly R['status'][];
  readonly errors: Record<
    'statusNotAdjacent' | 'noNextStatus' | 'cancelledStatus' | 'cancelNeedsClosure' | 'cargoNotOnRecord',
    ErrorEntry
  >;
  /** Success messages of cancel and reopen. */
  readonly texts: { cancelled: string; uncancelled: string };
  /** Module and role conditions of a status change that the rule files cannot state (cancelled aside). */
  readonly checkStatusChange: (scope: WriteScope, from: R['status'], to: R['status']) => void;
  /** What else changes with a status (business.md §4, §5). */
  readonly sideEffects: (current: R, status: R['status']) => Partial<R>;
  /** The events of one change (the update, and the kind's own status events). */
  readonly events: (before: R, after: R) => EventInput[];
  /** Further writes of one change inside its transaction (issue 22: the notification outbox). */
  readonly afterWrite?: (trx: Kysely<Database>, scope: WriteScope, before: R, after: R) => Promise<void>;
}

/** A list of records as saved by cancel / reopen. */
export interface RecordsChanged<R> {
  message: string;
  records: R[];
}

const refuse = (status: number, entry: ErrorEntry) => new HttpError(status, entry);

/** The record as the caller reads it (undefined outside their scope): what a round trip compares with. */
export async function truckJobInScope<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  db: Kysely<Database>,
  actor: WriteScope['actor'],
  id: string,
): Promise<R | undefined> {
  const [record] = await findRecordsInScope(db, kind.records, jobScopeOf(actor), [id]);
  return record;
}

/** The record the caller may change at the version read (404 outside their scope, 409 when stale). */
export async function targetOf<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  id: string,
  version: number | undefined,
): Promise<R> {
  const record = await findTarget(kind, scope, id);
  checkVersion(record, version);
  return record;
}

/** The record the caller may see (404 outside their scope); its version is checked after the permissions. */
export async function findTarget<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  id: string,
): Promise<R> {
  const [record] = await findRecordsInScope(scope.services.db, kind.records, jobScopeOf(scope.actor), [id]);
  if (!record) throw notFound();
  return record;
}

/** 409 when the version the caller read (when sent) is no longer the record's. */
function checkVersion(record: TruckJobRecord, version: number | undefined): void {
  if (version !== undefined && record.__v !== version) throw staleVersion();
}

/** One record's change for the rules: the stored record, the changes on top, the fields the caller sent. */
export interface JudgedChange<R extends TruckJobRecord> {
  current: R;
  changes: TruckJobChanges<R>;
  sent: readonly string[];
  /** The version the caller read: checked after the permissions, so a refused caller hears 403, never 409 (issue 36). */
  version?: number | undefined;
}

/** A record with its changes on top, as the rules read it (`original`: the stored record). */
function ruleRow(current: TruckJobRecord, changes: object): Record<string, unknown> {
  return { ...current, ...changes, original: current };
}

/**
 * Runs the kind's rules on many records with their changes on top, in one evaluation: a denied
 * field is a 403, a rejected one a 422; answers the save warnings of them all (not yet refused).
 */
export async function judgeTruckJobChanges<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  items: readonly JudgedChange<R>[],
): Promise<{ code: string; message: string }[]> {
  if (items.length === 0) return [];
  const { services, rules, actor, activeModules } = scope;
  const results = await rules.evaluate({
    entity: kind.entity,
    rows: items.map(({ current, changes }) => ruleRow(current, changes)),
    ctx: rulesContextFor(services, { role: actor.role, activeModules }),
  });
  // The record's own external ids: each configured name lists the roles that may change it.
  const idNames = items.some(({ changes }) => 'externalIds' in changes)
    ? (await getExternalIdNames(services.db)).lists[kind.entity]
    : [];
  const warnings: { code: string; message: string }[] = [];
  items.forEach(({ current, changes, sent, version }, i) => {
    const result = results[i];
    if (!result) throw new Error('rules engine returned no result');
    const ids = (r: object) => ('externalIds' in r ? (r.externalIds as Record<string, unknown>) : undefined);
    const refusedIds = refusedExternalIds(idNames, actor.role, ids(changes), ids(current));
    if (refusedIds.length > 0) throw forbidden(externalIdDenials(refusedIds));
    // Permissions refuse only the sent fields whose value changes (a re-sent unchanged value passes).
    const changed = changedFields(
      changes as Record<string, unknown>,
      current as Record<string, unknown>,
      sent,
    );
    const denied = Object.entries(result.denied).filter(([k]) => touches(k, changed));
    if (denied.length > 0) throw forbidden(Object.fromEntries(denied.map(([f, m]) => [f, m.message])));
    checkVersion(current, version);
    const fields = Object.entries(reportedFields(result.fields, sent));
    if (fields.length > 0) {
      throw new HttpError(
        422,
        RULES_ERRORS.rejected,
        Object.fromEntries(fields.map(([f, m]) => [f, m.message])),
      );
    }
    warnings.push(...result.warnings.map((w) => ({ code: w.code, message: w.message })));
  });
  return warnings;
}

/** The 409 that asks to confirm save warnings (details: code → message). */
export function confirmationNeeded(warnings: readonly { code: string; message: string }[]): HttpError {
  return new HttpError(
    409,
    FREIGHT_ERRORS.confirmationNeeded,
    Object.fromEntries(warnings.map((w) => [w.code, w.message])),
  );
}

/** Runs the kind's rules on the stored record with the changes on top: 403 / 422 / 409 warnings. */
async function checkRules<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  current: R,
  changes: TruckJobChanges<R>,
  sent: readonly string[],
  confirmed: boolean,
  version: number | undefined,
): Promise<void> {
  const warnings = await judgeTruckJobChanges(kind, scope, [{ current, changes, sent, version }]);
  if (warnings.length > 0 && !confirmed) throw confirmationNeeded(warnings);
}

/** One record's write: the record read (its version is the one the UPDATE checks) and its changes. */
export interface TruckJobWrite<R extends TruckJobRecord> {
  target: R;
  changes: TruckJobChanges<R>;
}

/** Writes one record's changes with its events in one transaction; answers the saved record. */
export async function writeOne<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  target: R,
  changes: TruckJobChanges<R>,
): Promise<R> {
  const [saved] = await writeTruckJobs(kind, scope, [{ target, changes }]);
  if (!saved) throw staleVersion();
  return saved;
}

/** Writes changes of many records read at their versions, with their events, in one transaction. */
export function writeTruckJobs<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  writes: readonly TruckJobWrite<R>[],
): Promise<R[]> {
  return scope.services.db.transaction().execute(async (trx) => {
    const { saved, events } = await writeTruckJobsIn(trx, kind, writes, scope);
    await recordEvents(trx, scope.actor, events);
    return saved;
  });
}

/** Writes changes of many records inside the caller's transaction; answers them and their events (not yet recorded). */
export async function writeTruckJobsIn<R extends TruckJobRecord>(
  trx: Kysely<Database>,
  kind: TruckJobKind<R>,
  writes: readonly TruckJobWrite<R>[],
  scope: WriteScope,
): Promise<{ saved: R[]; events: EventInput[] }> {
  const saved: R[] = [];
  const events: EventInput[] = [];
  for (const { target, changes: asked } of writes) {
    // Every save normalises the time slot it leaves (§5: no width without the time_slot module).
    const slot = 'timeSlot' in asked ? asked.timeSlot : target.timeSlot;
    const changes = { ...asked, ...timeSlotOnSave(slot, scope.activeModules) };
    const updated = await updateRecord(trx, kind.records, target.id, target.__v, changes);
    if (!updated) throw staleVersion();
    saved.push(updated);
    events.push(...kind.events(target, updated));
    await kind.afterWrite?.(trx, scope, target, updated);
  }
  return { saved, events };
}

/** Checks and writes one record's changes (fields sent by the caller are what permissions judge). */
async function saveRecord<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  target: R,
  sent: Partial<R>,
  confirmed: boolean,
  version: number,
): Promise<R> {
  const status: R['status'] = sent.status ?? target.status;
  if (status !== target.status) {
    if (target.status === 'cancelled' || status === 'cancelled')
      throw refuse(422, kind.errors.cancelledStatus);
    kind.checkStatusChange(scope, target.status, status);
  }
  const changes = { ...sent, ...kind.sideEffects(target, status) };
  await checkRules(kind, scope, target, changes, Object.keys(sent), confirmed, version);
  return writeOne(kind, scope, target, changes);
}

/** PUT /{id}/{version}: saves the editable fields (undefined ones are not sent). */
export async function updateTruckJobFields<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  id: string,
  version: number,
  body: { confirmed?: boolean | undefined } & Partial<R>,
): Promise<R> {
  const target = await findTarget(kind, scope, id);
  const { confirmed = false, ...fields } = body;
  const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<R>;
  return saveRecord(kind, scope, target, sent, confirmed, version);
}

/** PUT /{id}/{version}/status: only the previous or the next status. */
export async function setTruckJobStatus<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  id: string,
  version: number,
  status: R['status'],
  confirmed = false,
): Promise<R> {
  const target = await findTarget(kind, scope, id);
  if (target.status === 'cancelled') throw refuse(422, kind.errors.cancelledStatus);
  const adjacent = [previousStatusIn(kind.order, target.status), nextStatusIn(kind.order, target.status)];
  if (!adjacent.includes(status)) throw refuse(422, kind.errors.statusNotAdjacent);
  return saveRecord(kind, scope, target, kind.withStatus(status), confirmed, version);
}

/** PUT /{id}/{version}/next-status. */
export async function stepTruckJobStatus<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  id: string,
  version: number,
  confirmed = false,
): Promise<R> {
  const target = await findTarget(kind, scope, id);
  if (target.status === 'cancelled') throw refuse(422, kind.errors.cancelledStatus);
  const next = nextStatusIn<R['status']>(kind.order, target.status);
  if (next === null) throw refuse(422, kind.errors.noNextStatus);
  return saveRecord(kind, scope, target, kind.withStatus(next), confirmed, version);
}

/**
 * PUT /cancel/ and /uncancel/ (editors, order_closure): all or nothing. Records already in the
 * asked state are left as they are. Reopening makes a record new again (time slot cleared, as a
 * step back to new): the table keeps no status from before the cancel.
 */
export async function setTruckJobsCancelled<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  ids: readonly string[],
  cancel: boolean,
  versions: Readonly<Record<string, number>> = {},
): Promise<RecordsChanged<R>> {
  if (!scope.activeModules.includes('order_closure')) throw refuse(403, kind.errors.cancelNeedsClosure);
  const records = await findRecordsInScope(scope.services.db, kind.records, jobScopeOf(scope.actor), ids);
  const found = new Set(records.flatMap((r) => [r.id, kind.numberOf(r)]));
  const missing = ids.filter((id) => !found.has(id) && !found.has(id.toLowerCase()));
  if (missing.length > 0) throw notFound();
  const stale = records.filter((r) => {
    const read = versions[r.id] ?? versions[kind.numberOf(r)];
    return read !== undefined && read !== r.__v;
  });
  if (stale.length > 0) {
    throw staleVersion(
      Object.fromEntries(stale.map((r) => [kind.numberOf(r), COMMON_ERRORS.staleVersion.message])),
    );
  }
  const changes: TruckJobChanges<R> = cancel ? { status: 'cancelled' } : { status: 'new', timeSlot: null };
  const writes = records
    .filter((r) => (r.status === 'cancelled') !== cancel)
    .map((target) => ({ target, changes }));
  const saved = await writeTruckJobs(kind, scope, writes);
  const byId = new Map(saved.map((r) => [r.id, r]));
  return {
    message: cancel ? kind.texts.cancelled : kind.texts.uncancelled,
    records: records.map((r) => byId.get(r.id) ?? r),
  };
}

/**
 * PUT /cargo-external-id/…: sets the external ids of the cargo lines of `orderId` (null: every
 * line). Whether the role may change the cargo at all is the permission rules' (`cargo`; viewers and
 * the gate never → 403); names come from the configured cargo list (unknown → 422); a name lists the
 * roles that may edit it (admins always). An empty value removes the id.
 */
export async function setTruckJobCargoExternalIds<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  id: string,
  orderId: string | null,
  body: { externalIds: Record<string, string>; __v?: number | undefined },
): Promise<R> {
  const { role } = scope.actor;
  const target = await findTarget(kind, scope, id);
  const mine = (line: FreightCargoLine) => orderId === null || line.orderId === orderId;
  if (!target.cargo.some(mine)) throw notFound(kind.errors.cargoNotOnRecord);
  const cargo = target.cargo.map((line) => {
    if (!mine(line)) return line;
    const merged = { ...line.externalIds, ...body.externalIds };
    return { ...line, externalIds: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '')) };
  });
  // Who may change a record's cargo at all is the permission rules' answer (viewers and the gate
  // never: 403 naming `cargo`), judged before the version and the names (issue 36).
  await judgeTruckJobChanges(kind, scope, [
    { current: target, changes: { cargo }, sent: ['cargo'], version: body.__v },
  ]);
  const names = new Map((await getExternalIdNames(scope.services.db)).lists.cargo.map((n) => [n.name, n]));
  const unknown = Object.keys(body.externalIds).filter((k) => !names.has(k));
  if (unknown.length > 0) {
    throw new HttpError(
      422,
      FREIGHT_ERRORS.unknownExternalId,
      Object.fromEntries(unknown.map((k) => [`externalIds.${k}`, FREIGHT_ERRORS.unknownExternalId.message])),
    );
  }
  // Only the ids a line's value changes are refused (re-sending an unchanged id is not an edit).
  const refused = new Set(
    target.cargo
      .filter(mine)
      .flatMap((line) => refusedExternalIds([...names.values()], role, body.externalIds, line.externalIds)),
  );
  if (refused.size > 0) throw forbidden(externalIdDenials([...refused]));
  return writeOne(kind, scope, target, { cargo });
}
