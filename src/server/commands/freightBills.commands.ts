import type { Kysely } from 'kysely';
import type { FreightStatus } from '../../core/config/enums.ts';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { FREIGHT_BILL_ERRORS, FREIGHT_BILL_TEXTS } from '../../core/freightBills/freightBills.api.ts';
import {
  BILLABLE_FREIGHT_STATUSES,
  type BillData,
  type BillFields,
  type BillStatus,
  billOf,
  type CostCentreDescription,
  type FreightBill,
  type FreightBillRow,
  type FreightBillsChanged,
} from '../../core/freightBills/freightBills.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  type BillFreight,
  costCentreSummary,
  findBillFreights,
  freightBillRows,
  updateFreightBills,
} from '../db/repositories/freightBills.repository.ts';
import type { Database } from '../db/schema.ts';
import { type EventInput, recordEvents } from '../events/recordEvent.ts';
import { HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';

/**
 * Freight bill calls (issue 20; states in core/freightBills/freightBills.schemas.ts). Every call,
 * single or batch, goes through {@link changeBills}: read the freights in the transaction, decide
 * each row as a value (ok with its new bill, or a refusal with status and reason), and when every
 * row is ok write them all version-checked with their events; else write nothing and answer the
 * worst status with one reason per freight.
 */

export interface BillScope {
  services: AppServices;
  actor: Actor;
}

type Decision =
  | { ok: true; bill: FreightBill; status?: FreightStatus; action: string }
  | { ok: false; status: 404 | 409 | 422; message: string };

type Decide = (freight: BillFreight, bill: FreightBill) => Decision;

const RANK = { 422: 1, 404: 2, 409: 3 } as const;
const refuse = (status: 404 | 409 | 422, entry: { message: string }): Decision => ({
  ok: false,
  status,
  message: entry.message,
});

/** One request's rows: the id as sent, and the version read when the caller sent one. */
interface Target {
  id: string;
  version?: number | undefined;
}

const isDelivered = (f: BillFreight) => (BILLABLE_FREIGHT_STATUSES as readonly string[]).includes(f.status);

/** A step forward: the state before is kept for undo. */
function step(
  actor: Actor,
  freight: BillFreight,
  bill: FreightBill,
  next: Partial<FreightBill>,
): FreightBill {
  return {
    ...bill,
    ...next,
    history: [
      ...bill.history,
      {
        status: bill.status,
        freightStatus: freight.status,
        billData: bill.billData,
        at: new Date().toISOString(),
        by: actor.username ?? null,
      },
    ],
  };
}

const publicBill = ({ history: _h, ...rest }: FreightBill) => rest;

/** Decides every row, then writes all of them in one transaction or none. */
async function changeBills(
  scope: BillScope,
  targets: readonly Target[],
  decide: Decide,
  keyOf: 'sent' | 'number' = 'sent',
): Promise<FreightBillRow[]> {
  const ids = targets.map((t) => t.id);
  if (new Set(ids).size !== ids.length) throw new HttpError(400, FREIGHT_BILL_ERRORS.duplicateRows);
  const { db } = scope.services;
  const written = await db.transaction().execute(async (trx) => {
    const freights = await findBillFreights(trx, ids);
    const byKey = new Map<string, BillFreight>();
    for (const f of freights) {
      byKey.set(f.id, f);
      byKey.set(f.freightId, f);
    }
    const refused: Record<string, string> = {};
    let worst: 404 | 409 | 422 = 422;
    const writes: { freight: BillFreight; bill: FreightBill; status: FreightStatus; action: string }[] = [];
    for (const t of targets) {
      const freight = byKey.get(t.id);
      const decision: Decision = !freight
        ? refuse(404, COMMON_ERRORS.notFound)
        : t.version !== undefined && t.version !== freight.__v
          ? refuse(409, COMMON_ERRORS.staleVersion)
          : !isDelivered(freight)
            ? refuse(422, FREIGHT_BILL_ERRORS.notDelivered)
            : decide(freight, billOf(freight.bill));
      if (!decision.ok) {
        refused[keyOf === 'number' && freight ? freight.freightId : t.id] = decision.message;
        if (RANK[decision.status] >= RANK[worst]) worst = decision.status;
      } else if (freight) {
        writes.push({
          freight,
          bill: decision.bill,
          status: decision.status ?? freight.status,
          action: decision.action,
        });
      }
    }
    if (Object.keys(refused).length > 0) {
      if (targets.length === 1) {
        const [message = ''] = Object.values(refused);
        throw message === COMMON_ERRORS.staleVersion.message
          ? staleVersion()
          : worst === 404
            ? notFound()
            : new HttpError(worst, { code: codeOf(message), message });
      }
      throw new HttpError(worst, FREIGHT_BILL_ERRORS.batchRefused, refused);
    }
    await writeBills(trx, scope.actor, writes);
    return writes.map((w) => w.freight.id);
  });
  return freightBillRows(db, written);
}

const codeByMessage = new Map<string, string>(
  Object.values(FREIGHT_BILL_ERRORS).map((e) => [e.message, e.code]),
);
const codeOf = (message: string) => codeByMessage.get(message) ?? 'freightBills.refused';

async function writeBills(
  trx: Kysely<Database>,
  actor: Actor,
  writes: readonly { freight: BillFreight; bill: FreightBill; status: FreightStatus; action: string }[],
): Promise<void> {
  const done = await updateFreightBills(
    trx,
    writes.map((w) => ({
      id: w.freight.id,
      version: w.freight.__v,
      bill: w.bill,
      ...(w.status !== w.freight.status && { status: w.status }),
    })),
  );
  const stale = writes.filter((w) => !done.has(w.freight.id));
  if (stale.length > 0) {
    throw staleVersion(
      Object.fromEntries(stale.map((w) => [w.freight.freightId, COMMON_ERRORS.staleVersion.message])),
    );
  }
  const events: EventInput[] = writes.map((w) => ({
    entity: 'freight',
    entityId: w.freight.id,
    freightId: w.freight.freightId,
    transporterId: w.freight.transporterId,
    action: w.action,
    before: { status: w.freight.status, bill: publicBill(billOf(w.freight.bill)) },
    after: { status: w.status, bill: publicBill(w.bill) },
  }));
  await recordEvents(trx, actor, events);
}

// --- what each call decides -------------------------------------------------------------------

const decideStatus =
  (actor: Actor, to: 'accepted' | 'declined'): Decide =>
  (freight, bill) =>
    bill.status !== 'pending'
      ? refuse(409, FREIGHT_BILL_ERRORS.notPending)
      : { ok: true, bill: step(actor, freight, bill, { status: to }), action: `bill_${to}` };

const decideUndo: Decide = (_freight, bill) => {
  const last = bill.history[bill.history.length - 1];
  if (!last) return refuse(422, FREIGHT_BILL_ERRORS.nothingToUndo);
  return {
    ok: true,
    bill: { ...bill, status: last.status, billData: last.billData, history: bill.history.slice(0, -1) },
    status: last.freightStatus,
    action: 'bill_undone',
  };
};

const decideBill =
  (actor: Actor, billData: BillData): Decide =>
  (freight, bill) =>
    bill.status !== 'accepted'
      ? refuse(422, FREIGHT_BILL_ERRORS.notAccepted)
      : {
          ok: true,
          bill: step(actor, freight, bill, {
            status: 'billed',
            billData,
            billNumber: bill.billNumber ?? billData.billNumber,
          }),
          status: 'billed',
          action: 'bill_billed',
        };

/** Field edits; a billed bill's fields are locked until its billing is undone. */
const decideFields =
  (fields: BillFields): Decide =>
  (_freight, bill) => {
    if (bill.status === 'billed') return refuse(422, FREIGHT_BILL_ERRORS.billedLocked);
    const next: FreightBill = { ...bill };
    if (fields.costCentre !== undefined) next.costCentre = fields.costCentre;
    if (fields.billedAmount !== undefined) next.billedAmount = fields.billedAmount;
    if (fields.billNumber !== undefined) next.billNumber = fields.billNumber;
    if (fields.comment !== undefined) next.comment = fields.comment ?? '';
    return { ok: true, bill: next, action: 'bill_updated' };
  };

const one = async (rows: Promise<FreightBillRow[]>): Promise<FreightBillRow> => {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
};

// --- the calls --------------------------------------------------------------------------------

export const acceptBill = (scope: BillScope, id: string, version?: number) =>
  one(changeBills(scope, [{ id, version }], decideStatus(scope.actor, 'accepted')));

export const declineBill = (scope: BillScope, id: string, version?: number) =>
  one(changeBills(scope, [{ id, version }], decideStatus(scope.actor, 'declined')));

export const undoBill = (scope: BillScope, id: string, version?: number) =>
  one(changeBills(scope, [{ id, version }], decideUndo));

export const updateBill = (scope: BillScope, id: string, version: number, fields: BillFields) =>
  one(changeBills(scope, [{ id, version }], decideFields(fields)));

export const setBillCostCentre = (
  scope: BillScope,
  id: string,
  costCentre: string | null,
  version?: number,
) => one(changeBills(scope, [{ id, version }], decideFields({ costCentre })));

async function batch(
  scope: BillScope,
  freightIds: readonly string[],
  decide: Decide,
  message: string,
): Promise<FreightBillsChanged> {
  const bills = await changeBills(
    scope,
    freightIds.map((id) => ({ id })),
    decide,
    'number',
  );
  return { message, bills };
}

export const batchAcceptBills = (scope: BillScope, freightIds: readonly string[]) =>
  batch(scope, freightIds, decideStatus(scope.actor, 'accepted'), FREIGHT_BILL_TEXTS.accepted);

export const batchDeclineBills = (scope: BillScope, freightIds: readonly string[]) =>
  batch(scope, freightIds, decideStatus(scope.actor, 'declined'), FREIGHT_BILL_TEXTS.declined);

export const batchBillFreights = (scope: BillScope, freightIds: readonly string[], billData: BillData) =>
  batch(scope, freightIds, decideBill(scope.actor, billData), FREIGHT_BILL_TEXTS.billed);

/** PATCH /bulk: the grid's cells (refusals keyed by the row's uuid, as the grid names rows). */
export async function bulkUpdateBills(
  scope: BillScope,
  items: readonly { id: string; __v: number; changes: BillFields }[],
): Promise<FreightBillsChanged> {
  const byId = new Map(items.map((i) => [i.id, i.changes]));
  const bills = await changeBills(
    scope,
    items.map((i) => ({ id: i.id, version: i.__v })),
    (freight, bill) => decideFields(byId.get(freight.id) ?? byId.get(freight.freightId) ?? {})(freight, bill),
  );
  return { message: FREIGHT_BILL_TEXTS.saved, bills };
}

/** Cost centres in use, described by where they are used (factories, transporters). */
export async function costCentreDescriptions(
  services: AppServices,
  statuses: readonly BillStatus[],
): Promise<CostCentreDescription[]> {
  const rows = await costCentreSummary(services.db, statuses);
  return rows.map((r) => ({
    ...r,
    description: `${r.bills} fuvar, ${new Intl.NumberFormat('hu-HU').format(Math.round(r.amount))} Ft`,
  }));
}
