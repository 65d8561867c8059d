import { addDays, buildCalendar, isWorkday } from '../../core/calendar/workdays.ts';
import { ORGANIZER_ERRORS, ORGANIZER_TEXTS } from '../../core/organizer/organizer.errors.ts';
import {
  daysInRange,
  type MapQuery,
  type MapResponse,
  type MapSite,
  type OrganizerFixItem,
  type OrganizerFixResponse,
  type OrganizerQuery,
  type OrganizerResponse,
  organizerDayTotals,
} from '../../core/organizer/organizer.schemas.ts';
import type { TruckJobRecord } from '../../core/truckJobs/truckJob.ts';
import type { AppServices } from '../appServices.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import { estimatedTrucksByDay } from '../db/repositories/capacityEstimates.repository.ts';
import {
  mapFreights,
  mapSiteRows,
  organizerCards,
  transporterNames,
} from '../db/repositories/organizer.repository.ts';
import { listDepots } from '../db/repositories/sites.repository.ts';
import { findRecordsInScope } from '../db/repositories/truckJobRecords.repository.ts';
import type { EventInput } from '../events/recordEvent.ts';
import { recordEvents } from '../events/recordEvent.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { forbidden, HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { jobScopeOf } from '../queries/truckJobs.queries.ts';
import {
  confirmationNeeded,
  judgeTruckJobChanges,
  type TruckJobKind,
  type TruckJobWrite,
  writeTruckJobsIn,
} from './truckJob.commands.ts';
import { TRUCK_JOBS } from './truckJobKinds.ts';
import type { WriteScope } from './writeScope.ts';

/**
 * The freight organizer (issue 21): a depot's range of freights and pickups with each day's totals
 * in one read, and fix / unfix of many records at once over the status path of the freight and
 * pickup edits (truckJob.commands.ts): the same status checks, side effects (scheduled clears
 * offers, transporter and time slot; new clears the time slot), rule files, warnings and events.
 */

/** What the organizer read includes: pickups only with the pickup module (and the caller's permission). */
export interface OrganizerKinds {
  freights: boolean;
  pickups: boolean;
  /** The capacity_estimate module is on: each day's trucks are held against the estimates. */
  capacity?: boolean;
}

/** GET query-organizer: cards of the range, each day with its workday flag and totals. */
export async function queryOrganizer(
  services: AppServices,
  actor: Actor,
  query: OrganizerQuery,
  kinds: OrganizerKinds,
): Promise<OrganizerResponse> {
  const { db } = services;
  const scope = jobScopeOf(actor);
  const range = { from: query.from, to: query.to, depot: query.depot };
  const [freights, pickups, overrides, depots, capacity] = await Promise.all([
    kinds.freights ? organizerCards(db, 'freights', scope, range) : [],
    kinds.pickups ? organizerCards(db, 'pickups', scope, range) : [],
    listCalendarOverrides(db, { from: query.from, to: query.to }),
    listDepots(db),
    kinds.capacity ? estimatedTrucksByDay(db, { from: query.from, to: query.to }) : null,
  ]);
  const calendar = buildCalendar(overrides);
  const dates = Array.from({ length: daysInRange(query.from, query.to) }, (_, i) => addDays(query.from, i));
  const cards = [...freights, ...pickups];
  const totals = organizerDayTotals(dates, cards);
  return {
    from: query.from,
    to: query.to,
    depot: query.depot ?? null,
    depots: depots.filter((d) => d.isActive).map((d) => ({ shortName: d.shortName, name: d.name })),
    days: dates.map((date) => ({
      date,
      workday: isWorkday(date, calendar),
      totals: totals.get(date) ?? { freights: 0, pickups: 0, pallets: 0, kg: 0, trucks: {} },
    })),
    cards,
    capacity,
  };
}

/**
 * GET query-map: the range's freights with their lines, the depots and factories, the transporters.
 * A depot is marked at its stored point, else at its address geocoded; a factory at its address
 * geocoded, else at its depot (the planner's loading point is the same, planningInput.ts).
 */
export async function queryMap(services: AppServices, actor: Actor, query: MapQuery): Promise<MapResponse> {
  const { db } = services;
  const [freights, rows, transporters, gazetteer] = await Promise.all([
    mapFreights(db, jobScopeOf(actor), {
      from: query.from,
      to: query.to,
      depot: query.depot,
      statuses: query.statuses,
      transporterId: query.transporterId,
    }),
    mapSiteRows(db),
    transporterNames(db),
    gazetteerFor(db),
  ]);
  const geocoded = (address: string | null) =>
    address ? (gazetteer.geocode(address)?.geometry.coordinates ?? null) : null;
  const depotPoint = new Map(rows.depots.map((d) => [d.shortName, d.point ?? geocoded(d.address)]));
  const sites: MapSite[] = [];
  for (const d of rows.depots) {
    const point = depotPoint.get(d.shortName);
    if (point) sites.push({ kind: 'depot', shortName: d.shortName, name: d.name, coordinates: point });
  }
  for (const f of rows.factories) {
    const point = geocoded(f.address) ?? depotPoint.get(f.depotShortName) ?? null;
    if (point) sites.push({ kind: 'factory', shortName: f.shortName, name: f.name, coordinates: point });
  }
  return {
    freights,
    sites,
    depots: rows.depots.map((d) => ({ shortName: d.shortName, name: d.name })),
    transporters,
  };
}

/** The records of one kind, checked and with their changes: 404 outside scope, 409 stale, 422 cancelled. */
async function planKind<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  items: readonly OrganizerFixItem[],
  status: R['status'],
): Promise<{ writes: TruckJobWrite<R>[]; unchanged: R[]; warnings: { code: string; message: string }[] }> {
  if (items.length === 0) return { writes: [], unchanged: [], warnings: [] };
  const found = await findRecordsInScope(
    scope.services.db,
    kind.records,
    jobScopeOf(scope.actor),
    items.map((i) => i.id),
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  const writes: TruckJobWrite<R>[] = [];
  const unchanged: R[] = [];
  for (const item of items) {
    const target = byId.get(item.id);
    if (!target) throw notFound();
    if (target.__v !== item.__v) throw staleVersion();
    if (target.status === 'cancelled') throw new HttpError(422, ORGANIZER_ERRORS.cancelledRecord);
    if (target.status === status) {
      unchanged.push(target);
      continue;
    }
    kind.checkStatusChange(scope, target.status, status);
    writes.push({ target, changes: { status, ...kind.sideEffects(target, status) } });
  }
  const warnings = await judgeTruckJobChanges(
    kind,
    scope,
    writes.map((w) => ({ current: w.target, changes: w.changes, sent: ['status'] })),
  );
  return { writes, unchanged, warnings };
}

/**
 * PUT fix / unfix: fixing sets scheduled, unfixing sets new (business.md §2, §4), for freights and
 * pickups alike. Every record is checked first (scope, version, cancelled, status rules per role);
 * the save warnings of them all are asked in ONE 409 unless `confirmed`; then every record is
 * written with its events in one transaction (all or nothing). Records already in the state stay.
 */
export async function setOrganizerFixed(
  scope: WriteScope,
  items: readonly OrganizerFixItem[],
  fixed: boolean,
  confirmed: boolean,
): Promise<OrganizerFixResponse> {
  const freightItems = items.filter((i) => i.kind === 'freight');
  const pickupItems = items.filter((i) => i.kind === 'pickup');
  if (pickupItems.length > 0 && !scope.activeModules.includes('pickup')) throw forbidden();
  const status = fixed ? 'scheduled' : 'new';
  const freights = await planKind(TRUCK_JOBS.freight, scope, freightItems, status);
  const pickups = await planKind(TRUCK_JOBS.pickup, scope, pickupItems, status);
  const warnings = dedupe([...freights.warnings, ...pickups.warnings]);
  if (warnings.length > 0 && !confirmed) throw confirmationNeeded(warnings);
  const saved = await scope.services.db.transaction().execute(async (trx) => {
    const f = await writeTruckJobsIn(trx, TRUCK_JOBS.freight, freights.writes, scope);
    const p = await writeTruckJobsIn(trx, TRUCK_JOBS.pickup, pickups.writes, scope);
    const events: EventInput[] = [...f.events, ...p.events];
    await recordEvents(trx, scope.actor, events);
    return { freights: f.saved, pickups: p.saved };
  });
  return {
    message: fixed ? ORGANIZER_TEXTS.fixed : ORGANIZER_TEXTS.unfixed,
    records: [
      ...[...saved.freights, ...freights.unchanged].map((r) => ({
        kind: 'freight' as const,
        id: r.id,
        number: r.freightId,
        __v: r.__v,
        status: r.status,
      })),
      ...[...saved.pickups, ...pickups.unchanged].map((r) => ({
        kind: 'pickup' as const,
        id: r.id,
        number: r.pickupId,
        __v: r.__v,
        status: r.status,
      })),
    ],
  };
}

function dedupe(warnings: readonly { code: string; message: string }[]) {
  const seen = new Map<string, { code: string; message: string }>();
  for (const w of warnings) if (!seen.has(w.code)) seen.set(w.code, w);
  return [...seen.values()];
}
