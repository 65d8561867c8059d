import type { Kysely } from 'kysely';
import { FEE_ERRORS } from '../../core/fees/fees.errors.ts';
import type {
  CreateFreightCostInput,
  CreatePalletFeeInput,
  CreateWaypointCostInput,
  FreightCostDoc,
  PalletFeeDoc,
  UpdateFreightCostInput,
  UpdatePalletFeeInput,
  UpdateWaypointCostInput,
  WaypointCostDoc,
} from '../../core/fees/fees.schemas.ts';
import { boundaryFollowers, rangeChangeIssue } from '../../core/fees/rangeChangeIssue.ts';
import { validateFreightCostRanges } from '../../core/fees/validateFreightCostRanges.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import {
  deleteFeeRows,
  FREIGHT_COST_RECORDS,
  listFreightCosts,
  lockRangeTable,
  PALLET_FEE_RECORDS,
  WAYPOINT_COST_RECORDS,
} from '../db/repositories/fees.repository.ts';
import { lockFeeChangeLog } from '../db/repositories/freightBillAudit.repository.ts';
import { findFactory } from '../db/repositories/sites.repository.ts';
import type { Database } from '../db/schema.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { conflictOn, type ErrorText, HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { requestBillAuditRefresh } from './freightBillAudit.commands.ts';

type Doc = FreightCostDoc | WaypointCostDoc | PalletFeeDoc;
const stale = () => staleVersion();
const unprocessable = (message: ErrorText, details: Record<string, string>) =>
  new HttpError(422, message, details);

/** Every fee table change is one `freightFee` event (business.md §4 event log). */
const logFee = (db: Kysely<Database>, actor: Actor, action: string, before: Doc | null, after: Doc | null) =>
  recordEvent(db, actor, {
    entity: 'freightFee',
    entityId: (after ?? before)?.id ?? null,
    action,
    before,
    after,
  });

/**
 * A fee table write in one transaction; once it is committed the bills' price audits are caught up in
 * the background (issue 20: its `freightFee` events tell the refresher which deliveries it affects).
 */
async function feeTransaction<T>(
  services: AppServices,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const result = await services.db.transaction().execute(async (trx) => {
    await lockFeeChangeLog(trx, 'shared');
    return write(trx);
  });
  requestBillAuditRefresh(services.db);
  return result;
}

/** A factory id of a fee row must name a stored factory (null = the default table). */
async function checkFactory(services: AppServices, factoryId: string | null | undefined): Promise<void> {
  if (factoryId === null || factoryId === undefined) return;
  if (!(await findFactory(services.db, factoryId))) {
    throw unprocessable(FEE_ERRORS.unknownFactory, { factoryId: FEE_ERRORS.unknownFactory.message });
  }
}

/** Refuses a range change the table rule does not allow (422, the message says where). */
function assertChange(table: FreightCostDoc[], stored: FreightCostDoc | null, next: FreightCostDoc): void {
  const issue = rangeChangeIssue(table, stored, next);
  if (issue) throw unprocessable(issue, { [issue.field]: issue.message });
}

/** Refuses a table left with an overlap or a gap (after a delete or a move to another factory). */
function assertTable(table: readonly FreightCostDoc[]): void {
  const [issue] = validateFreightCostRanges(table);
  if (issue) throw unprocessable(issue, { id: issue.message });
}

/** Adds a range to its factory's table, refused when the table would overlap or leave a gap. */
export async function createFreightCost(
  services: AppServices,
  actor: Actor,
  input: CreateFreightCostInput,
): Promise<FreightCostDoc> {
  await checkFactory(services, input.factoryId);
  return feeTransaction(services, async (trx) => {
    await lockRangeTable(trx, input.factoryId);
    const table = await listFreightCosts(trx, input.factoryId);
    assertChange(table, null, { ...input, id: '', __v: 0 });
    const saved = await FREIGHT_COST_RECORDS.insert(trx, input);
    await logFee(trx, actor, 'created', null, saved);
    return saved;
  });
}

/** Changes a range read at `__v`; neighbours on a moved shared boundary follow (boundaryFollowers). */
export async function changeFreightCost(
  services: AppServices,
  actor: Actor,
  stored: FreightCostDoc,
  input: UpdateFreightCostInput,
): Promise<{ saved: FreightCostDoc; moved: FreightCostDoc[] }> {
  const { __v, ...values } = input;
  if (__v !== undefined && __v !== stored.__v) throw stale();
  const next: FreightCostDoc = { ...stored, ...values };
  if (next.factoryId !== stored.factoryId) await checkFactory(services, next.factoryId);
  return feeTransaction(services, async (trx) => {
    const keys = [...new Set([stored.factoryId ?? '', next.factoryId ?? ''])].sort();
    for (const k of keys) await lockRangeTable(trx, k === '' ? null : k);
    const table = await listFreightCosts(trx, next.factoryId);
    const moved = boundaryFollowers(table, stored, next);
    assertChange(table, stored, next);
    if (next.factoryId !== stored.factoryId) {
      const left = (await listFreightCosts(trx, stored.factoryId)).filter((r) => r.id !== stored.id);
      assertTable(left);
    }
    const saved = await FREIGHT_COST_RECORDS.update(trx, stored.id, stored.__v, values);
    if (!saved) throw stale();
    await logFee(trx, actor, 'updated', stored, saved);
    const movedSaved: FreightCostDoc[] = [];
    for (const m of moved) {
      const before = table.find((r) => r.id === m.id)!;
      const after = await FREIGHT_COST_RECORDS.update(trx, m.id, m.__v, {
        startDistance: m.startDistance,
        endDistance: m.endDistance,
      });
      if (!after) throw stale();
      await logFee(trx, actor, 'updated', before, after);
      movedSaved.push(after);
    }
    return { saved, moved: movedSaved };
  });
}

/** Deletes a range; refused when it would leave a gap (delete from the top, or the whole table). */
export async function removeFreightCost(services: AppServices, actor: Actor, stored: FreightCostDoc) {
  await feeTransaction(services, async (trx) => {
    await lockRangeTable(trx, stored.factoryId);
    const rest = (await listFreightCosts(trx, stored.factoryId)).filter((r) => r.id !== stored.id);
    assertTable(rest);
    if ((await deleteFeeRows(trx, 'freight_costs', [stored.id])) === 0) throw notFound();
    await logFee(trx, actor, 'deleted', stored, null);
  });
}

/** Deletes every range of a factory (null = the default table) in one transaction; how many. */
export async function removeFactoryFreightCosts(
  services: AppServices,
  actor: Actor,
  factoryId: string | null,
): Promise<number> {
  if (factoryId !== null && !(await findFactory(services.db, factoryId))) throw notFound();
  return feeTransaction(services, async (trx) => {
    await lockRangeTable(trx, factoryId);
    const rows = await listFreightCosts(trx, factoryId);
    const n = await deleteFeeRows(
      trx,
      'freight_costs',
      rows.map((r) => r.id),
    );
    for (const r of rows) await logFee(trx, actor, 'deleted', r, null);
    return n;
  });
}

/** A drop-off or pallet fee table: one row per factory and truck / pallet type, no table rule. */
export interface SimpleFeeTable<D extends WaypointCostDoc | PalletFeeDoc, C, U> {
  table: 'waypoint_costs' | 'pallet_fees';
  /** The field a second row of one factory and type is refused on (409). */
  typeField: 'truckType' | 'palletType';
  list(db: Kysely<Database>): Promise<D[]>;
  find(db: Kysely<Database>, id: string): Promise<D | undefined>;
  insert(db: Kysely<Database>, input: C): Promise<D>;
  update(db: Kysely<Database>, id: string, version: number, values: Omit<U, '__v'>): Promise<D | undefined>;
}

export const WAYPOINT_COSTS: SimpleFeeTable<
  WaypointCostDoc,
  CreateWaypointCostInput,
  UpdateWaypointCostInput
> = {
  table: 'waypoint_costs',
  typeField: 'truckType',
  ...WAYPOINT_COST_RECORDS,
};
export const PALLET_FEES: SimpleFeeTable<PalletFeeDoc, CreatePalletFeeInput, UpdatePalletFeeInput> = {
  table: 'pallet_fees',
  typeField: 'palletType',
  ...PALLET_FEE_RECORDS,
};

/** Runs a save; a second row of one factory and type is refused (409) on the type field. */
async function uniqueOr409<T>(field: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflictOn(field, FEE_ERRORS.feeTaken);
    throw err;
  }
}

/** Adds a drop-off or pallet fee of a stored factory (or the default table). */
export async function createSimpleFee<
  D extends WaypointCostDoc | PalletFeeDoc,
  C extends { factoryId: string | null },
  U,
>(services: AppServices, actor: Actor, kind: SimpleFeeTable<D, C, U>, input: C): Promise<D> {
  await checkFactory(services, input.factoryId);
  return uniqueOr409(kind.typeField, () =>
    feeTransaction(services, async (trx) => {
      const saved = await kind.insert(trx, input);
      await logFee(trx, actor, 'created', null, saved);
      return saved;
    }),
  );
}

/** Changes a drop-off or pallet fee read at `__v` (409 when someone saved in between). */
export async function changeSimpleFee<
  D extends WaypointCostDoc | PalletFeeDoc,
  C,
  U extends { __v?: number | undefined; factoryId?: string | null | undefined },
>(services: AppServices, actor: Actor, kind: SimpleFeeTable<D, C, U>, stored: D, input: U): Promise<D> {
  const { __v, ...values } = input;
  if (__v !== undefined && __v !== stored.__v) throw stale();
  if (values.factoryId !== stored.factoryId) await checkFactory(services, values.factoryId);
  return uniqueOr409(kind.typeField, () =>
    feeTransaction(services, async (trx) => {
      const saved = await kind.update(trx, stored.id, stored.__v, values);
      if (!saved) throw stale();
      await logFee(trx, actor, 'updated', stored, saved);
      return saved;
    }),
  );
}

/** Deletes a drop-off or pallet fee row. */
export async function removeSimpleFee<D extends WaypointCostDoc | PalletFeeDoc, C, U>(
  services: AppServices,
  actor: Actor,
  kind: SimpleFeeTable<D, C, U>,
  stored: D,
): Promise<void> {
  await feeTransaction(services, async (trx) => {
    if ((await deleteFeeRows(trx, kind.table, [stored.id])) === 0) throw notFound();
    await logFee(trx, actor, 'deleted', stored, null);
  });
}
