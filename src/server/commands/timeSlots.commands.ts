import { withParams } from '../../core/errors/catalogue.ts';
import type { FreightTimeSlot } from '../../core/freights/freights.schemas.ts';
import { inGroup, ROLES } from '../../core/permissions/index.ts';
import type { Dock } from '../../core/sites/sites.schemas.ts';
import { TIME_SLOT_ERRORS } from '../../core/timeSlots/timeSlots.errors.ts';
import {
  BOOKABLE_FREIGHT_STATUSES,
  BOOKABLE_PICKUP_STATUSES,
  budapestDayAndMinute,
  type FreePlace,
  freePlaces,
  minutesOf,
  type Occupied,
  openingOf,
  punctualityOf,
  type SetTimeSlotInput,
  slotLabel,
  slotStarts,
  type TimeSlotBooking,
  type TimeSlotKind,
  type TimeSlotState,
  type TimeSlotWaiting,
  TRANSPORTER_BOOKABLE_STATUSES,
  type TransporterPunctuality,
  timeOf,
} from '../../core/timeSlots/timeSlots.schemas.ts';
import type {
  SharedTruckJobChanges,
  TruckJob,
  TruckJobChanges,
  TruckJobKindName,
  TruckJobRecord,
} from '../../core/truckJobs/truckJob.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import { loadActiveModules } from '../db/repositories/modules.repository.ts';
import {
  type BookedRow,
  bookedBetween,
  bookedOfDay,
  countOpenReservations,
  findDockWithDepot,
  findTimeSlotDepot,
  lockTransporterReservations,
  occupiedOfDay,
  type WaitingRow,
  waitingOfDay,
} from '../db/repositories/timeSlots.repository.ts';
import { updateRecord } from '../db/repositories/truckJobRecords.repository.ts';
import { type EventInput, recordEvents } from '../events/recordEvent.ts';
import { HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { type TruckJobKind, targetOf } from './truckJob.commands.ts';
import { TRUCK_JOBS } from './truckJobKinds.ts';
import type { WriteScope } from './writeScope.ts';

/**
 * Time slots and the gate (issue 18). Reads: the state of a depot's day (docks × slots, bookings,
 * free capacity, the waiting list), free places, the freights' and pickups' slot lists. Writes: book,
 * move or clear a freight's or pickup's slot, and the gate's arrival confirmation — each a
 * version-checked UPDATE with its events in one transaction; the database's exclusion constraint
 * (migration 0500) refuses a dock time already taken (SQLSTATE 23P01 → 409 timeSlots.taken).
 */

type ErrorEntry = { code: string; message: string };
const refuse = (status: number, entry: ErrorEntry, details?: Record<string, string>) =>
  new HttpError(status, entry, details);

const isExclusionViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23P01';

/** Whether the caller sees pickups in the slot view (business.md §6: admin, logistics, production, gate). */
export function seesPickups(actor: Actor, activeModules: readonly string[]): boolean {
  const { role } = actor;
  return (
    activeModules.includes('pickup') &&
    (inGroup(role, 'adminRoles') ||
      inGroup(role, 'logisticsRoles') ||
      inGroup(role, 'productionRoles') ||
      role === ROLES.ENTRANCE_SUPERVISOR)
  );
}

/** Staff who book any freight or pickup: editors and the production manager (business.md §6). */
const isPlanner = (actor: Actor) =>
  inGroup(actor.role, 'editorRoles') || actor.role === ROLES.PRODUCTION_MANAGER;
const isGate = (actor: Actor) =>
  actor.role === ROLES.ENTRANCE_SUPERVISOR || inGroup(actor.role, 'editorRoles');

/**
 * A transporter manager reserves while the time_slot module allows it: its module config
 * `transporterReservation` (default on; false switches transporter booking off).
 */
async function transporterMayReserve(scope: WriteScope): Promise<boolean> {
  if (scope.actor.role !== ROLES.TRANSPORTER_MANAGER || !scope.activeModules.includes('time_slot'))
    return false;
  const { activeConfigs } = await loadActiveModules(scope.services.db);
  return activeConfigs.time_slot?.transporterReservation !== false;
}

/** The depot's day: slot starts, length, docks; 404 for an unknown depot. */
async function dayOf(scope: WriteScope, depotShortName: string, date: string) {
  const { db } = scope.services;
  const depot = await findTimeSlotDepot(db, depotShortName);
  if (!depot) throw notFound(TIME_SLOT_ERRORS.unknownDepot);
  const base = await getBaseConfig(db);
  const length = depot.length_of_time_slot || base?.lengthOfTimeSlot || 60;
  const opening = openingOf(date, (depot.opening_hours as never) ?? [], base?.openingHours ?? []);
  const starts = slotStarts(opening, length);
  const docks: Dock[] = depot.docks.map((d) => ({ id: d.id, name: d.name }));
  return { depot, length, starts, docks, base };
}

const occupiedOf = (rows: readonly BookedRow[], exceptId?: string): Occupied[] =>
  rows
    .filter((r) => r.id !== exceptId)
    .map((r) => ({ dockId: r.dockId, start: r.startMinute, end: r.endMinute }));

/** A booked row as the view shows it; punctuality from the arrival, or late once today's slot passed. */
function bookingOf(r: BookedRow, docks: readonly Dock[], length: number, now: Date): TimeSlotBooking {
  const slot = r.timeSlot as Partial<FreightTimeSlot> & { arrivedAt?: string | null };
  const width = Math.max(1, Number(slot.timeSlotWidth ?? 1));
  const arrivedAt = slot.arrivedAt ?? null;
  const time = timeOf(r.startMinute);
  let punctuality: TimeSlotBooking['punctuality'] = null;
  if (arrivedAt) {
    const at = budapestDayAndMinute(new Date(arrivedAt));
    const dayShift = at.day < r.day ? -1440 : at.day > r.day ? 1440 : 0;
    punctuality = punctualityOf(at.minute + dayShift, r.startMinute, r.endMinute);
  } else {
    const today = budapestDayAndMinute(now);
    if (r.day < today.day || (r.day === today.day && today.minute >= r.endMinute)) punctuality = 'late';
  }
  return {
    ...jobOf(r),
    dockId: r.dockId,
    dockName: docks.find((d) => d.id === r.dockId)?.name ?? String(slot.dockName ?? ''),
    time,
    timeSlotWidth: width,
    label: slotLabel(time, length, width),
    driverName: r.driverName,
    arrivedAt,
    punctuality,
  };
}

/** What a booked and a waiting truck job show alike: the job, its day, its carrier and its pallets. */
const jobOf = (r: WaitingRow): TimeSlotWaiting => ({
  kind: r.kind,
  id: r.id,
  number: r.number,
  __v: r.version,
  status: r.status,
  date: r.day,
  transporterId: r.transporterId,
  transporterName: r.transporterName,
  truckLicensePlateNumber: r.truckLicensePlateNumber,
  pallets: r.pallets,
});

const waitingOf = (rows: readonly WaitingRow[]): TimeSlotWaiting[] => rows.map(jobOf);

/** GET /api/timeSlot: the depot's day. A transporter user sees their own bookings and every dock time taken. */
export async function timeSlotState(
  scope: WriteScope,
  depotShortName: string,
  date: string,
): Promise<TimeSlotState> {
  const { db } = scope.services;
  const { actor } = scope;
  const { depot, length, starts, docks, base } = await dayOf(scope, depotShortName, date);
  const pickups = seesPickups(actor, scope.activeModules);
  const kinds: TimeSlotKind[] = pickups ? ['freight', 'pickup'] : ['freight'];
  const booked = await bookedOfDay(db, depot.id, date, ['freight', 'pickup']);
  const own = (r: BookedRow) =>
    actor.transporterId === null || (r.kind === 'freight' && r.transporterId === actor.transporterId);
  const visible = booked.filter((r) => kinds.includes(r.kind) && own(r));
  const occupied = occupiedOf(booked);
  const free = freePlaces(starts, length, docks, occupied, 1);
  const transporterStatuses =
    actor.transporterId === null ? BOOKABLE_FREIGHT_STATUSES : TRANSPORTER_BOOKABLE_STATUSES;
  const waiting = [
    ...(await waitingOfDay(db, depot.short_name, date, 'freight', transporterStatuses, actor.transporterId)),
    ...(pickups
      ? await waitingOfDay(db, depot.short_name, date, 'pickup', BOOKABLE_PICKUP_STATUSES, null)
      : []),
  ];
  const mayReserve = await transporterMayReserve(scope);
  let reservationsLeft: number | null = null;
  if (actor.transporterId !== null) {
    const used = await countOpenReservations(
      db,
      actor.transporterId,
      budapestDayAndMinute(scope.services.now()).day,
      null,
    );
    reservationsLeft = mayReserve ? Math.max(0, reservationLimitOf(base, depot) - used) : 0;
  }
  return {
    depotShortName: depot.short_name,
    depotName: depot.name,
    date,
    lengthOfTimeSlot: length,
    timeSlots: starts.map(timeOf),
    docks,
    bookings: visible.map((r) => bookingOf(r, docks, length, scope.services.now())),
    occupied: booked.map((r) => ({
      dockId: r.dockId,
      time: timeOf(r.startMinute),
      timeSlotWidth: Math.max(1, Math.round((r.endMinute - r.startMinute) / length)),
      own: visible.includes(r),
    })),
    freeDocks: docks.filter((d) => free.some((p) => p.dockId === d.id)).map((d) => d.id),
    freeTimeSlots: [...new Set(free.map((p) => p.time))],
    waiting: waitingOf(waiting),
    showsPickups: pickups,
    canBook: isPlanner(actor) || mayReserve,
    canConfirmArrival: isGate(actor),
    reservationsLeft,
  };
}

/** The per-transporter limit: the base config's, capped by the depot's own (both business.md §3). */
function reservationLimitOf(
  base: { transporterTimeSlotLimit?: number } | undefined,
  depot: { time_slot_reservation_limit: number },
): number {
  const global = base?.transporterTimeSlotLimit ?? depot.time_slot_reservation_limit;
  return Math.min(global, depot.time_slot_reservation_limit);
}

/** Free places of a depot's day for a width (all of them). */
export async function freeTimeDocks(
  scope: WriteScope,
  query: { depotShortName: string; date: string; timeSlotWidth: number; from?: string | undefined },
): Promise<FreePlace[]> {
  const { depot, length, starts, docks } = await dayOf(scope, query.depotShortName, query.date);
  const occupied = await occupiedOfDay(scope.services.db, depot.id, query.date);
  const from = query.from ? (minutesOf(query.from) ?? 0) : 0;
  return freePlaces(starts, length, docks, occupied, query.timeSlotWidth).filter(
    (p) => (minutesOf(p.time) ?? 0) >= from,
  );
}

/** GET /free/time: start times free at a dock. */
export async function freeTimes(
  scope: WriteScope,
  query: { depotShortName: string; date: string; dockId: string; timeSlotWidth: number },
): Promise<string[]> {
  const places = await freeTimeDocks(scope, query);
  return places.filter((p) => p.dockId === query.dockId).map((p) => p.time);
}

/** GET /free/dock: docks free at a time. */
export async function freeDocks(
  scope: WriteScope,
  query: { depotShortName: string; date: string; time: string; timeSlotWidth: number },
): Promise<Dock[]> {
  const at = timeOf(minutesOf(query.time) ?? -1);
  const places = await freeTimeDocks(scope, query);
  return places.filter((p) => p.time === at).map((p) => ({ id: p.dockId, name: p.dockName }));
}

/** GET /{kind}/query-time-slots: the kind's booked and waiting records of a depot's day. */
export async function queryTimeSlots(
  scope: WriteScope,
  kind: TimeSlotKind,
  depotShortName: string,
  date: string,
): Promise<{ booked: TimeSlotBooking[]; waiting: TimeSlotWaiting[] }> {
  const state = await timeSlotState(scope, depotShortName, date);
  return {
    booked: state.bookings.filter((b) => b.kind === kind),
    waiting: state.waiting.filter((w) => w.kind === kind),
  };
}

/** What the slot commands know of each truck job kind besides the shared commands. */
interface SlotKind<R extends TruckJobRecord> {
  /** The statuses planners book in. */
  readonly bookable: readonly R['status'][];
  /** Whether the caller sees this kind's slots at the gate (a hidden kind's record is a 404). */
  readonly seenBy: (actor: Actor, activeModules: readonly string[]) => boolean;
  /**
   * Freights only: a transporter manager books their accepted freight (it becomes reserved) and
   * releasing it makes it accepted again; null: transporters never book this kind (403).
   */
  readonly transporterBooking: null | {
    readonly book: (target: R, changes: SharedTruckJobChanges) => TruckJobChanges<R>;
    readonly release: (target: R, changes: SharedTruckJobChanges) => TruckJobChanges<R>;
  };
}

const SLOT_KINDS: { readonly [K in TruckJobKindName]: SlotKind<TruckJob<K>> } = {
  freight: {
    bookable: BOOKABLE_FREIGHT_STATUSES,
    seenBy: () => true,
    transporterBooking: {
      book: (target, changes) =>
        target.status === 'accepted' ? { ...changes, status: 'reserved' } : changes,
      release: (target, changes) =>
        target.status === 'reserved' ? { ...changes, status: 'accepted' } : changes,
    },
  },
  pickup: { bookable: BOOKABLE_PICKUP_STATUSES, seenBy: seesPickups, transporterBooking: null },
};

/** Writes a record's changes at its version with its events, in one transaction (limit lock first). */
async function writeSlot<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  scope: WriteScope,
  target: R,
  changes: TruckJobChanges<R>,
  extraEvents: (saved: R) => EventInput[],
  beforeWrite?: (trx: WriteScope['services']['db']) => Promise<void>,
): Promise<R> {
  try {
    return await scope.services.db.transaction().execute(async (trx) => {
      if (beforeWrite) await beforeWrite(trx);
      const saved = await updateRecord(trx, kind.records, target.id, target.__v, changes);
      if (!saved) throw staleVersion();
      await recordEvents(trx, scope.actor, [...kind.events(target, saved), ...extraEvents(saved)]);
      return saved;
    });
  } catch (err) {
    if (isExclusionViolation(err))
      throw refuse(409, TIME_SLOT_ERRORS.taken, { timeSlot: TIME_SLOT_ERRORS.taken.message });
    throw err;
  }
}

/** A slot event of a record: its entity, id, number stamp and transporter. */
function slotEvent<R extends TruckJobRecord>(
  kind: TruckJobKind<R>,
  saved: R,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): EventInput {
  return {
    entity: kind.entity,
    entityId: saved.id,
    action,
    before,
    after,
    ...kind.stamp(saved),
    transporterId: saved.transporterId,
  };
}

/**
 * PUT /{id}/{version}/timeSlot: book, move or clear the record's slot. A transporter manager books
 * their own accepted freights (the freight becomes reserved) within the reservation limit; planners
 * book any freight or pickup in a bookable status. The dock must be the record's depot's; the time a
 * slot start of the day; the width's slots inside the opening hours; the day not past.
 */
export async function setTimeSlot<K extends TruckJobKindName>(
  scope: WriteScope,
  kindName: K,
  id: string,
  version: number,
  input: SetTimeSlotInput,
): Promise<TruckJob<K>> {
  const kind = TRUCK_JOBS[kindName];
  const slots = SLOT_KINDS[kindName];
  const { actor } = scope;
  const transporter = actor.transporterId !== null;
  const transporterBooking = transporter ? slots.transporterBooking : null;
  if (transporter && (!transporterBooking || !(await transporterMayReserve(scope)))) {
    throw refuse(403, TIME_SLOT_ERRORS.transporterNotAllowed);
  }
  if (!transporter && !isPlanner(actor)) throw refuse(403, TIME_SLOT_ERRORS.transporterNotAllowed);
  const target = await targetOf(kind, scope, id, version);
  const bookable: readonly string[] = transporter ? TRANSPORTER_BOOKABLE_STATUSES : slots.bookable;
  if (!bookable.includes(target.status))
    throw refuse(422, TIME_SLOT_ERRORS.notBookable, { status: TIME_SLOT_ERRORS.notBookable.message });
  const clearing = input.dockId === null || input.time === null;
  const event = (action: string, saved: TruckJob<K>) =>
    slotEvent(
      kind,
      saved,
      action,
      { timeSlot: target.timeSlot },
      { timeSlot: saved.timeSlot, deliveryDate: saved.deliveryDate },
    );
  if (clearing) {
    const released: SharedTruckJobChanges = { timeSlot: null };
    const changes = transporterBooking ? transporterBooking.release(target, released) : released;
    return writeSlot(kind, scope, target, changes, (s) => [event('time_slot_released', s)]);
  }
  const date = input.date ?? target.deliveryDate;
  if (!target.depotShortName) throw refuse(422, TIME_SLOT_ERRORS.noDepot);
  if (!date) throw refuse(422, TIME_SLOT_ERRORS.closedDay);
  const dock = await findDockWithDepot(scope.services.db, input.dockId as string);
  if (!dock)
    throw refuse(422, TIME_SLOT_ERRORS.unknownDock, { dockId: TIME_SLOT_ERRORS.unknownDock.message });
  if (dock.depotShortName !== target.depotShortName) {
    throw refuse(422, TIME_SLOT_ERRORS.otherDepot, { dockId: TIME_SLOT_ERRORS.otherDepot.message });
  }
  const today = budapestDayAndMinute(scope.services.now()).day;
  if (date < today) throw refuse(422, TIME_SLOT_ERRORS.pastDay, { date: TIME_SLOT_ERRORS.pastDay.message });
  const { depot, length, starts } = await dayOf(scope, target.depotShortName, date);
  if (starts.length === 0)
    throw refuse(422, TIME_SLOT_ERRORS.closedDay, { date: TIME_SLOT_ERRORS.closedDay.message });
  const start = minutesOf(input.time as string) as number;
  if (!starts.includes(start))
    throw refuse(422, TIME_SLOT_ERRORS.notASlot, { time: TIME_SLOT_ERRORS.notASlot.message });
  const width = input.timeSlotWidth ?? target.timeSlot?.timeSlotWidth ?? 1;
  if (start + length * width > (starts.at(-1) as number) + length) {
    throw refuse(422, TIME_SLOT_ERRORS.outsideOpeningHours, {
      timeSlotWidth: TIME_SLOT_ERRORS.outsideOpeningHours.message,
    });
  }
  const timeSlot: FreightTimeSlot = {
    time: timeOf(start),
    dockId: dock.id,
    dockName: dock.name,
    timeSlotWidth: width,
  };
  const booked: SharedTruckJobChanges = {
    timeSlot,
    ...(date !== target.deliveryDate && { deliveryDate: date }),
  };
  const changes = transporterBooking ? transporterBooking.book(target, booked) : booked;
  const base = await getBaseConfig(scope.services.db);
  const limit = reservationLimitOf(base, depot);
  return writeSlot(
    kind,
    scope,
    target,
    changes,
    (s) => [event('time_slot_booked', s)],
    transporter
      ? async (trx) => {
          const transporterId = actor.transporterId as string;
          await lockTransporterReservations(trx, transporterId);
          const used = await countOpenReservations(trx, transporterId, today, target.id);
          if (used >= limit) {
            throw refuse(409, withParams(TIME_SLOT_ERRORS.reservationLimit, { limit }), {
              timeSlot: withParams(TIME_SLOT_ERRORS.reservationLimit, { limit }).message,
            });
          }
        }
      : undefined,
  );
}

/** The record the gate changes: 404 when the caller does not see the kind's slots or the record. */
async function gateTarget<K extends TruckJobKindName>(
  scope: WriteScope,
  kindName: K,
  id: string,
  version: number,
): Promise<TruckJob<K>> {
  if (!SLOT_KINDS[kindName].seenBy(scope.actor, scope.activeModules)) throw notFound();
  return targetOf(TRUCK_JOBS[kindName], scope, id, version);
}

/**
 * PUT /api/timeSlot/arrival/{kind}/{id}/{version}: the gate (entrance supervisor, editors) confirms
 * the truck arrived: status arrived and the arrival instant on the slot, with an `arrived` event.
 */
export async function confirmArrival<K extends TruckJobKindName>(
  scope: WriteScope,
  kindName: K,
  id: string,
  version: number,
  confirmed = false,
): Promise<TruckJob<K>> {
  const kind = TRUCK_JOBS[kindName];
  const target = await gateTarget(scope, kindName, id, version);
  const slot = target.timeSlot;
  if (target.status === 'arrived' || slot?.arrivedAt) throw refuse(409, TIME_SLOT_ERRORS.alreadyArrived);
  const order: readonly string[] = kind.order;
  if (
    !slot?.time ||
    !slot.dockId ||
    target.status === 'cancelled' ||
    order.indexOf(target.status) > order.indexOf('arrived')
  ) {
    throw refuse(422, TIME_SLOT_ERRORS.noSlotToArrive);
  }
  const now = scope.services.now();
  // A booking of another day is asked about once (a truck early or a wrong row): confirmed it is registered.
  const day = target.deliveryDate;
  if (!confirmed && day && day !== budapestDayAndMinute(now).day) {
    const notToday = withParams(TIME_SLOT_ERRORS.arrivalNotToday, { day: day.replaceAll('-', '.') });
    throw refuse(409, notToday, { arrivalNotToday: notToday.message });
  }
  const arrivedAt = now.toISOString();
  const changes = {
    status: 'arrived' as const,
    timeSlot: { ...slot, arrivedAt, statusBeforeArrival: target.status },
  };
  return writeSlot(kind, scope, target, changes, (saved) => [
    slotEvent(kind, saved, 'arrived', { status: target.status }, { status: 'arrived', arrivedAt }),
  ]);
}

/**
 * PUT /api/timeSlot/arrival-undo/{kind}/{id}/{version}: takes back an arrival registered by mistake
 * while the record is still arrived: the status before the arrival (the previous status when an
 * older record did not keep it) and no arrival instant, with an `arrival_revoked` event.
 */
export async function undoArrival<K extends TruckJobKindName>(
  scope: WriteScope,
  kindName: K,
  id: string,
  version: number,
): Promise<TruckJob<K>> {
  const kind = TRUCK_JOBS[kindName];
  const target = await gateTarget(scope, kindName, id, version);
  const slot = target.timeSlot;
  if (target.status !== 'arrived' || !slot?.arrivedAt) throw refuse(409, TIME_SLOT_ERRORS.notArrived);
  const order = kind.order;
  const kept = order.find((s) => s === slot.statusBeforeArrival);
  const status = kept ?? order[order.indexOf('arrived') - 1];
  const { arrivedAt, statusBeforeArrival: _kept, ...rest } = slot;
  const changes = status === undefined ? { timeSlot: rest } : kind.withStatus(status, { timeSlot: rest });
  return writeSlot(kind, scope, target, changes, (saved) => [
    slotEvent(
      kind,
      saved,
      'arrival_revoked',
      { status: 'arrived', arrivedAt },
      { status: saved.status, arrivedAt: null },
    ),
  ]);
}

/**
 * GET /api/timeSlot/punctuality: per transporter, booked slots, arrivals early / on time / late and
 * no-shows over the days (issue 18 beyond the anchors). A transporter user gets their own line.
 */
export async function punctuality(
  scope: WriteScope,
  query: { from: string; to: string; transporterId?: string | undefined },
): Promise<TransporterPunctuality[]> {
  const transporterId = scope.actor.transporterId ?? query.transporterId ?? null;
  const rows = await bookedBetween(scope.services.db, query.from, query.to, transporterId);
  const now = budapestDayAndMinute(scope.services.now());
  const by = new Map<string, TransporterPunctuality & { lateMinutes: number }>();
  for (const r of rows) {
    if (!r.transporterId) continue;
    const line = by.get(r.transporterId) ?? {
      transporterId: r.transporterId,
      transporterName: r.transporterName ?? '',
      booked: 0,
      arrived: 0,
      early: 0,
      onTime: 0,
      late: 0,
      noShow: 0,
      averageLateMinutes: 0,
      lateMinutes: 0,
    };
    line.booked += 1;
    const arrivedAt = (r.timeSlot as { arrivedAt?: string | null }).arrivedAt;
    if (arrivedAt) {
      line.arrived += 1;
      const at = budapestDayAndMinute(new Date(arrivedAt));
      const shift = at.day < r.day ? -1440 : at.day > r.day ? 1440 : 0;
      const p = punctualityOf(at.minute + shift, r.startMinute, r.endMinute);
      line[p] += 1;
      if (p === 'late') line.lateMinutes += at.minute + shift - r.startMinute;
    } else if (r.day < now.day || (r.day === now.day && now.minute >= r.endMinute)) {
      line.noShow += 1;
    }
    by.set(r.transporterId, line);
  }
  return [...by.values()]
    .map(({ lateMinutes, ...line }) => ({
      ...line,
      averageLateMinutes: line.late > 0 ? Math.round(lateMinutes / line.late) : 0,
    }))
    .sort((a, b) => a.transporterName.localeCompare(b.transporterName, 'hu'));
}
