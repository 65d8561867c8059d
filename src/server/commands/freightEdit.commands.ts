import type { FreightStatus } from '../../core/config/enums.ts';
import {
  type FreightsChangedResponse,
  type FreightUpdate,
  nextFreightStatus,
  previousFreightStatus,
  statusSideEffects,
} from '../../core/freights/freightEdit.schemas.ts';
import { FREIGHT_ERRORS, FREIGHT_PLANNING_TEXTS } from '../../core/freights/freights.errors.ts';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import { inGroup, ROLES } from '../../core/permissions/roles.ts';
import { DENIED_MESSAGE } from '../../core/rules/ruleResults.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { touches } from '../../core/rules/touches.ts';
import { getExternalIdNames } from '../db/repositories/externalIdNames.repository.ts';
import {
  type FreightChanges,
  findFreightInScope,
  findFreightsInScope,
  transporterExists,
  updateFreight,
} from '../db/repositories/freightEdit.repository.ts';
import type { EventInput } from '../events/recordEvent.ts';
import { recordEvents } from '../events/recordEvent.ts';
import { forbidden, HttpError, notFound, staleVersion } from '../http/httpError.ts';
import { rulesContextFor } from '../rules/enforceRules.ts';
import type { OrderWriteScope } from './orderSaveContext.ts';
import { jobScopeOf } from './truckJobQueries.ts';

/**
 * Freight edits (issue 14): save fields, step the status, cancel/reopen, comment, set transporter.
 * Every write checks the version read, runs the mode's freight rules (permissions and the save
 * warnings of business.md §5) in the rules pool, and writes the freight with its events in ONE
 * transaction.
 */

/** Who edits: services, rules pool, actor and active modules (the same scope as an order save). */
export type FreightWriteScope = OrderWriteScope;

const refuse = (status: number, entry: { code: string; message: string }) => new HttpError(status, entry);

/** The freight the caller may change at the version read (404 outside their scope, 409 when stale). */
async function targetOf(scope: FreightWriteScope, id: string, version: number | undefined): Promise<Freight> {
  const freight = await findFreightInScope(scope.services.db, jobScopeOf(scope.actor), id);
  if (!freight) throw notFound();
  if (version !== undefined && freight.__v !== version) throw staleVersion();
  return freight;
}

/** Module and role conditions of a status change that the rule files cannot state (business.md §4, §6). */
function checkStatusChange(scope: FreightWriteScope, from: FreightStatus, to: FreightStatus): void {
  if (from === to) return;
  if (from === 'cancelled' || to === 'cancelled') throw refuse(422, FREIGHT_ERRORS.cancelledStatus);
  if (to === 'shipped' && scope.actor.transporterId === null) {
    throw refuse(403, FREIGHT_ERRORS.onlyTransporterShips);
  }
  if ((from === 'finalized' || to === 'finalized') && !scope.activeModules.includes('finalize_freight')) {
    throw refuse(403, FREIGHT_ERRORS.finalizeNeedsModule);
  }
}

/** Runs the freight rules on the stored freight with the changes on top: 403 / 422 / 409 warnings. */
async function checkRules(
  scope: FreightWriteScope,
  current: Freight,
  changes: FreightChanges,
  sent: readonly string[],
  confirmed: boolean,
): Promise<void> {
  const { services, rules, actor, activeModules } = scope;
  const [result] = await rules.evaluate({
    entity: 'freight',
    rows: [{ ...current, ...changes, original: current }],
    ctx: rulesContextFor(services, { role: actor.role, activeModules }),
  });
  if (!result) throw new Error('rules engine returned no result');
  const denied = Object.entries(result.denied).filter(([k]) => touches(k, sent));
  if (denied.length > 0) throw forbidden(Object.fromEntries(denied.map(([f, m]) => [f, m.message])));
  const fields = Object.entries(result.fields).filter(([k]) => touches(k, sent));
  if (fields.length > 0) {
    throw new HttpError(
      422,
      RULES_ERRORS.rejected,
      Object.fromEntries(fields.map(([f, m]) => [f, m.message])),
    );
  }
  if (result.warnings.length > 0 && !confirmed) {
    throw new HttpError(
      409,
      FREIGHT_ERRORS.confirmationNeeded,
      Object.fromEntries(result.warnings.map((w) => [w.code, w.message])),
    );
  }
}

/** The events of one freight change: the update, and finalize / revoke when the status crosses finalized. */
function eventsOf(before: Freight, after: Freight): EventInput[] {
  const base = {
    entity: 'freight',
    entityId: after.id,
    freightId: after.freightId,
    transporterId: after.transporterId,
  };
  const events: EventInput[] = [{ ...base, action: 'updated', before, after, ignore: ['id'] }];
  if (before.status !== 'finalized' && after.status === 'finalized') {
    events.push({
      ...base,
      action: 'freight_finalized',
      before: { status: before.status },
      after: { status: after.status },
    });
  }
  if (before.status === 'finalized' && after.status !== 'finalized') {
    events.push({
      ...base,
      action: 'freight_finalization_revoked',
      before: { status: before.status },
      after: { status: after.status },
    });
  }
  return events;
}

/** Writes changes of many freights read at their versions, with their events, in one transaction. */
function writeFreights(
  scope: FreightWriteScope,
  writes: readonly { target: Freight; changes: FreightChanges }[],
): Promise<Freight[]> {
  return scope.services.db.transaction().execute(async (trx) => {
    const saved: Freight[] = [];
    const events: EventInput[] = [];
    for (const { target, changes } of writes) {
      const updated = await updateFreight(trx, target.id, target.__v, changes);
      if (!updated) throw staleVersion();
      saved.push(updated);
      events.push(...eventsOf(target, updated));
    }
    await recordEvents(trx, scope.actor, events);
    return saved;
  });
}

/** Checks and writes one freight's changes (fields sent by the caller are what permissions judge). */
async function saveFreight(
  scope: FreightWriteScope,
  target: Freight,
  sent: FreightChanges,
  confirmed: boolean,
): Promise<Freight> {
  const status = sent.status ?? target.status;
  checkStatusChange(scope, target.status, status);
  const changes: FreightChanges = { ...sent, ...statusSideEffects(target, status) };
  await checkRules(scope, target, changes, Object.keys(sent), confirmed);
  const [saved] = await writeFreights(scope, [{ target, changes }]);
  return saved as Freight;
}

/** PUT /{id}/{version}: saves the editable fields. */
export async function updateFreightFields(
  scope: FreightWriteScope,
  id: string,
  version: number,
  body: FreightUpdate,
): Promise<Freight> {
  const target = await targetOf(scope, id, version);
  const { confirmed = false, ...fields } = body;
  const sent: FreightChanges = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return saveFreight(scope, target, sent, confirmed);
}

/** PUT /{id}/{version}/status: only the previous or the next status. */
export async function setFreightStatus(
  scope: FreightWriteScope,
  id: string,
  version: number,
  status: FreightStatus,
  confirmed = false,
): Promise<Freight> {
  const target = await targetOf(scope, id, version);
  if (target.status === 'cancelled') throw refuse(422, FREIGHT_ERRORS.cancelledStatus);
  const adjacent = [previousFreightStatus(target.status), nextFreightStatus(target.status)];
  if (!adjacent.includes(status)) throw refuse(422, FREIGHT_ERRORS.statusNotAdjacent);
  return saveFreight(scope, target, { status }, confirmed);
}

/** PUT /{id}/{version}/next-status. */
export async function stepFreightStatus(
  scope: FreightWriteScope,
  id: string,
  version: number,
  confirmed = false,
): Promise<Freight> {
  const target = await targetOf(scope, id, version);
  if (target.status === 'cancelled') throw refuse(422, FREIGHT_ERRORS.cancelledStatus);
  const next = nextFreightStatus(target.status);
  if (next === null) throw refuse(422, FREIGHT_ERRORS.noNextStatus);
  return saveFreight(scope, target, { status: next }, confirmed);
}

/**
 * PUT /cancel/ and /uncancel/ (editors, order_closure): all or nothing. Freights already in the
 * asked state are left as they are. Reopening makes a freight new again (time slot cleared, as a
 * step back to new): the table keeps no status from before the cancel.
 */
export async function setFreightsCancelled(
  scope: FreightWriteScope,
  ids: readonly string[],
  cancel: boolean,
): Promise<FreightsChangedResponse> {
  if (!scope.activeModules.includes('order_closure')) throw refuse(403, FREIGHT_ERRORS.cancelNeedsClosure);
  const freights = await findFreightsInScope(scope.services.db, jobScopeOf(scope.actor), ids);
  const found = new Set(freights.flatMap((f) => [f.id, f.freightId]));
  const missing = ids.filter((id) => !found.has(id) && !found.has(id.toLowerCase()));
  if (missing.length > 0) throw notFound();
  const writes = freights
    .filter((f) => (f.status === 'cancelled') !== cancel)
    .map((target) => ({
      target,
      changes: cancel ? ({ status: 'cancelled' } as const) : { status: 'new' as const, timeSlot: null },
    }));
  const saved = await writeFreights(scope, writes);
  const byId = new Map(saved.map((f) => [f.id, f]));
  return {
    message: cancel ? FREIGHT_PLANNING_TEXTS.cancelled : FREIGHT_PLANNING_TEXTS.uncancelled,
    freights: freights.map((f) => byId.get(f.id) ?? f),
  };
}

/** PUT /comment/{id}: anyone who reads the freight but viewers and the gate; a transporter's comment is flagged. */
export async function commentFreight(
  scope: FreightWriteScope,
  id: string,
  body: { comment: string; modifiedByTransporter?: boolean | undefined; __v?: number | undefined },
): Promise<Freight> {
  const { role, transporterId } = scope.actor;
  if (inGroup(role, 'viewerRoles') || role === ROLES.ENTRANCE_SUPERVISOR) throw forbidden();
  const target = await targetOf(scope, id, body.__v);
  const changes = {
    comment: body.comment,
    modifiedByTransporter: body.modifiedByTransporter ?? transporterId !== null,
  };
  const [saved] = await writeFreights(scope, [{ target, changes }]);
  return saved as Freight;
}

/** POST /{id}/set-transporter (editors): the transporter must exist; null takes it off. */
export async function setFreightTransporter(
  scope: FreightWriteScope,
  id: string,
  body: { transporterId: string | null; __v?: number | undefined },
): Promise<Freight> {
  const target = await targetOf(scope, id, body.__v);
  if (body.transporterId !== null && !(await transporterExists(scope.services.db, body.transporterId))) {
    throw notFound(FREIGHT_ERRORS.transporterNotFound);
  }
  const [saved] = await writeFreights(scope, [{ target, changes: { transporterId: body.transporterId } }]);
  return saved as Freight;
}

/**
 * PUT /cargo-external-id/{id}/{orderId}: sets the external ids of the order's cargo lines. Names
 * come from the configured cargo list (unknown → 422); a name lists the roles that may edit it
 * (admins always; viewers and the gate never → 403). An empty value removes the id.
 */
export async function setCargoExternalIds(
  scope: FreightWriteScope,
  id: string,
  orderId: string,
  body: { externalIds: Record<string, string>; __v?: number | undefined },
): Promise<Freight> {
  const { role } = scope.actor;
  if (inGroup(role, 'viewerRoles') || role === ROLES.ENTRANCE_SUPERVISOR) throw forbidden();
  const target = await targetOf(scope, id, body.__v);
  if (!target.cargo.some((c) => c.orderId === orderId)) throw notFound(FREIGHT_ERRORS.cargoNotOnFreight);
  const names = new Map((await getExternalIdNames(scope.services.db)).lists.cargo.map((n) => [n.name, n]));
  const keys = Object.keys(body.externalIds);
  const unknown = keys.filter((k) => !names.has(k));
  if (unknown.length > 0) {
    throw new HttpError(
      422,
      FREIGHT_ERRORS.unknownExternalId,
      Object.fromEntries(unknown.map((k) => [`externalIds.${k}`, FREIGHT_ERRORS.unknownExternalId.message])),
    );
  }
  const refused = keys.filter(
    (k) => !inGroup(role, 'adminRoles') && !names.get(k)?.rolesAllowedToEdit.includes(role as never),
  );
  if (refused.length > 0) {
    throw forbidden(Object.fromEntries(refused.map((k) => [`externalIds.${k}`, DENIED_MESSAGE])));
  }
  const cargo = target.cargo.map((line) => {
    if (line.orderId !== orderId) return line;
    const merged = { ...line.externalIds, ...body.externalIds };
    return { ...line, externalIds: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '')) };
  });
  const [saved] = await writeFreights(scope, [{ target, changes: { cargo } }]);
  return saved as Freight;
}
