import type { FreightStatus, PickupStatus } from '../../core/config/enums.ts';
import { CARGO_SPLIT_ERRORS, CARGO_SPLIT_TEXTS } from '../../core/freights/cargoSplit.api.ts';
import type { CargoSplitBody, CargoSplitResponse } from '../../core/freights/cargoSplit.schemas.ts';
import type { Freight, FreightCargoLine } from '../../core/freights/freights.schemas.ts';
import {
  cargoTotals,
  type SplitOutcome,
  separateOrderLines,
  splitCargoLines,
} from '../../core/freights/splitCargoLines.ts';
import type { Pickup } from '../../core/pickups/pickups.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  type FreightLoad,
  findPickupById,
  rewriteFreightLoad,
  rewritePickupLoad,
} from '../db/repositories/cargoSplit.repository.ts';
import { insertFreights, insertPickups } from '../db/repositories/freights.repository.ts';
import { findFreightInScope } from '../db/repositories/truckJobRecords.repository.ts';
import { type EventInput, recordEvents } from '../events/recordEvent.ts';
import { HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { jobScopeOf } from '../queries/truckJobs.queries.ts';
import { freightLoadsOf } from './freightLoad.ts';

/**
 * Cargo split and order separation (issue 14 item 6). The cut itself is core's
 * (freights/splitCargoLines.ts: pallets and kg kept exactly); here the version is checked, both
 * parts are recomputed (stops, route, cost, income, packing) and the shrunk record, the new one
 * (its number from the sequence) and their events are written in ONE transaction.
 */

/** Who splits: services and the signed-in actor. */
export interface CargoSplitScope {
  services: AppServices;
  actor: Actor;
}

// A load that left the depot (or was cancelled) is what it is: nothing to split any more.
const CLOSED_FREIGHT: readonly FreightStatus[] = ['cancelled', 'shipped', 'finished', 'billed'];
const CLOSED_PICKUP: readonly PickupStatus[] = ['cancelled', 'shipped'];

const unprocessable = (entry: { code: string; message: string }) => new HttpError(422, entry);
const withId = (text: string, id: string) => text.replace('{id}', id);

/** The cut, or the refusal as its Hungarian error. */
function cutOrThrow(
  outcome: SplitOutcome,
  separating = false,
): { kept: FreightCargoLine[]; moved: FreightCargoLine[] } {
  if (outcome.ok) return outcome;
  if (separating) {
    throw outcome.refusal === 'unknownItem'
      ? notFound(CARGO_SPLIT_ERRORS.orderNotOnFreight)
      : unprocessable(CARGO_SPLIT_ERRORS.onlyOrder);
  }
  throw unprocessable(CARGO_SPLIT_ERRORS[outcome.refusal]);
}

/** The freight the caller may split at the version read (404 outside their scope, 409 stale, 422 closed). */
async function freightTarget(scope: CargoSplitScope, id: string, version: number): Promise<Freight> {
  const freight = await findFreightInScope(scope.services.db, jobScopeOf(scope.actor), id);
  if (!freight) throw notFound();
  if (freight.__v !== version) throw staleVersion();
  if (CLOSED_FREIGHT.includes(freight.status)) throw unprocessable(CARGO_SPLIT_ERRORS.closedStatus);
  return freight;
}

/**
 * The new freight: the original's day, factory and truck type, new, without carrier, slot or
 * offers; the split's reason is its comment, so whoever plans it next sees why it exists.
 */
function splitOffFreight(source: Freight, load: FreightLoad, reason: string) {
  return {
    ...load,
    status: 'new' as const,
    jobId: null,
    manual: true,
    isPartial: false,
    factoryShortName: source.factoryShortName,
    depotShortName: source.depotShortName,
    truckType: source.truckType,
    deliveryDate: source.deliveryDate,
    releaseDate: source.releaseDate,
    expectedDeadlineDate: source.expectedDeadlineDate,
    driverName: null,
    truckLicensePlateNumber: null,
    transporterId: null,
    excludedFromAutomaticProcessing: source.excludedFromAutomaticProcessing,
    externalIds: {},
    timeSlot: null,
    offerSentToTransporterIds: [],
    alternatives: [],
    bill: null,
    comment: reason,
    modifiedByTransporter: false,
  };
}

/** Writes the shrunk freight and the new one with their events (one transaction). */
async function writeFreightCut(
  scope: CargoSplitScope,
  target: Freight,
  kept: FreightCargoLine[],
  moved: FreightCargoLine[],
  reason: string,
  extra: (original: Freight, created: Freight) => EventInput[],
): Promise<{ original: Freight; created: Freight }> {
  const [keptLoad, movedLoad] = await freightLoadsOf(scope.services, target, [kept, moved]);
  return scope.services.db.transaction().execute(async (trx) => {
    const original = await rewriteFreightLoad(trx, target.id, target.__v, keptLoad!);
    if (!original) throw staleVersion();
    const [created] = await insertFreights(trx, [splitOffFreight(target, movedLoad!, reason)]);
    const base = { entity: 'freight' } as const;
    await recordEvents(trx, scope.actor, [
      {
        ...base,
        entityId: original.id,
        action: 'updated',
        before: target,
        after: original,
        freightId: original.freightId,
        transporterId: original.transporterId,
        ignore: ['id'],
      },
      {
        ...base,
        entityId: created!.id,
        action: 'created',
        after: created,
        freightId: created!.freightId,
        transporterId: null,
      },
      ...extra(original, created!),
    ]);
    return { original, created: created! };
  });
}

/** POST /api/freights/split-cargo/:id: the moved part becomes a new freight. */
export async function splitFreightCargo(
  scope: CargoSplitScope,
  id: string,
  body: CargoSplitBody,
): Promise<CargoSplitResponse<Freight>> {
  const target = await freightTarget(scope, id, body.version);
  const { kept, moved } = cutOrThrow(
    splitCargoLines(target.cargo, body.cargo, body.cargoSplitType, body.transportStatus),
  );
  const done = await writeFreightCut(scope, target, kept, moved, body.reason.trim(), () => []);
  return { message: withId(CARGO_SPLIT_TEXTS.freightSplit, done.created.freightId), ...done };
}

/** POST /api/freights/separate-freight: every line of one order moves to a new freight. */
export async function separateFreight(
  scope: CargoSplitScope,
  freightId: string,
  orderId: string,
  version: number,
): Promise<CargoSplitResponse<Freight>> {
  const target = await freightTarget(scope, freightId, version);
  const { kept, moved } = cutOrThrow(separateOrderLines(target.cargo, orderId), true);
  const done = await writeFreightCut(scope, target, kept, moved, '', (original, created) => [
    {
      entity: 'freight',
      entityId: original.id,
      action: 'order_deleted_from_freight',
      before: { orderId, freightId: original.freightId },
      after: { orderId, freightId: created.freightId },
      freightId: original.freightId,
      transporterId: original.transporterId,
    },
  ]);
  return { message: withId(CARGO_SPLIT_TEXTS.separated, done.created.freightId), ...done };
}

/** The pickup details of a part: the orders it still collects. */
const detailsFor = (p: Pickup, cargo: readonly FreightCargoLine[]) => ({
  ...p.details,
  orderIds: p.details.orderIds.filter((id) => cargo.some((c) => c.orderId === id)),
});

/** POST /api/pickups/split-cargo/:id: the moved part becomes a new pickup of the same customer and day. */
export async function splitPickupCargo(
  scope: CargoSplitScope,
  id: string,
  body: CargoSplitBody,
): Promise<CargoSplitResponse<Pickup>> {
  const target = await findPickupById(scope.services.db, id);
  if (!target) throw notFound();
  if (target.__v !== body.version) throw staleVersion();
  if (CLOSED_PICKUP.includes(target.status)) throw unprocessable(CARGO_SPLIT_ERRORS.closedStatus);
  const { kept, moved } = cutOrThrow(
    splitCargoLines(target.cargo, body.cargo, body.cargoSplitType, body.transportStatus),
  );
  const done = await scope.services.db.transaction().execute(async (trx) => {
    const original = await rewritePickupLoad(trx, target.id, target.__v, {
      cargo: kept,
      details: detailsFor(target, kept),
      ...cargoTotals(kept),
    });
    if (!original) throw staleVersion();
    const { id: _id, pickupId: _n, __v, createdAt, updatedAt, ...rest } = target;
    const [created] = await insertPickups(trx, [
      {
        ...rest,
        status: 'new',
        jobId: null,
        driverName: null,
        truckLicensePlateNumber: null,
        timeSlot: null,
        externalIds: {},
        comment: body.reason.trim(),
        cargo: moved,
        details: detailsFor(target, moved),
        ...cargoTotals(moved),
      },
    ]);
    await recordEvents(trx, scope.actor, [
      {
        entity: 'pickup',
        entityId: original.id,
        action: 'updated',
        before: target,
        after: original,
        ignore: ['id'],
      },
      { entity: 'pickup', entityId: created!.id, action: 'created', after: created },
    ]);
    return { original, created: created! };
  });
  return { message: withId(CARGO_SPLIT_TEXTS.pickupSplit, done.created.pickupId), ...done };
}
