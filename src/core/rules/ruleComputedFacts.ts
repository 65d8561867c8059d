import { buildCalendar, isIsoDate, isWorkday, type WorkdayCalendar } from '../calendar/workdays.ts';
import { MODULE_KEYS } from '../config/config.answers.ts';
import { FREIGHT_STATUSES } from '../config/enums.ts';
import type { ModuleKey } from '../config/modules.ts';
import { hasPermission, PERMISSIONS, type Permission } from '../permissions/permissions.ts';
import type { RoleOrAnyone } from '../permissions/roles.ts';
import { resolvePath } from './resolvePath.ts';
import { type DateCalcTrace, dateCalc, dateCalcParamsIssues, explainDateCalc } from './ruleDateCalc.ts';
import { CTX_FIELDS } from './ruleEntityFields.ts';
import type { RulesContext } from './ruleFacts.schemas.ts';
import type { ResolvedRule } from './ruleFile.schemas.ts';

/** What a computed fact sees: the entity's values and the evaluation context. */
export interface RowFacts {
  values: Record<string, unknown>;
  ctx: RulesContext;
  /** Calendar built once per context. */
  calendar: WorkdayCalendar;
  /** The dates whose rule versions apply, per family (ruleVersions.ts), worked out once per row. */
  relevantDates?: Record<string, string>;
  /** The parent row's date for a family (an order item's order). */
  parentDate?: ((family: string) => string) | undefined;
}

/** A computed fact: params from the condition, the row in; a JSON value out. */
export type ComputedFact = (params: Record<string, unknown>, row: RowFacts) => unknown;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const field = (row: RowFacts, params: Record<string, unknown>) =>
  resolvePath(row.values, `$.${String(params.field ?? '')}`);

/** Freight status order of business.md §4; unknown → -1. */
const statusIndex = (s: unknown) => FREIGHT_STATUSES.indexOf(s as never);

/** Pallet places of a row: pallets × the pallet type's ratio for the loom planner, pallets otherwise. */
function palletPlaces(values: Record<string, unknown>, ctx: RulesContext): number | null {
  const pallets = num(values.palletsCount);
  if (pallets === null) return null;
  if (ctx.plannerType !== 'loom') return pallets;
  const type = ctx.palletTypes.find((t) => t.name === values.palletType);
  return pallets * (type?.ratio ?? 1);
}

/** What a row loads: pallet places, gross kg and the vehicles it names (an order: its items and preferred trucks). */
function capacityLoad(
  values: Record<string, unknown>,
  ctx: RulesContext,
): { places: number; kg: number; named: string[] } {
  if (Array.isArray(values.orderItems)) {
    const items = values.orderItems as Record<string, unknown>[];
    const trucks = Array.isArray(values.preferredTrucks) ? values.preferredTrucks : [];
    return {
      places: items.reduce((s, i) => s + (palletPlaces(i, ctx) ?? 0), 0),
      kg: items.reduce((s, i) => s + (num(i.kg) ?? 0), 0),
      named: trucks.filter((t): t is string => typeof t === 'string' && t !== ''),
    };
  }
  const vehicle = str(values.vehicle);
  return {
    places: palletPlaces(values, ctx) ?? 0,
    kg: num(values.sumWeight) ?? num(values.kg) ?? 0,
    named: vehicle ? [vehicle] : [],
  };
}

/**
 * Every computed fact the rule files may use, registered in one place. Each is pure and sync;
 * the reference engine wraps them as json-rules-engine dynamic facts.
 */
export const COMPUTED_FACTS: Record<string, ComputedFact> = {
  /** params.field is a workday per the calendar (overrides first, then Monday–Friday); null when empty. */
  isWorkday: (params, row) => {
    const v = field(row, params);
    return typeof v === 'string' && isIsoDate(v) ? isWorkday(v, row.calendar) : null;
  },
  /**
   * Date arithmetic of the deadlines family (ruleDateCalc.ts): `from` a date field or ctx key, then
   * `steps` (addDays, addWorkdays, addInterval, toWorkday, capAt, notBefore); null when a date is missing.
   */
  dateCalc: (params, row) => dateCalc(params, row),
  /**
   * Pallets rounded up from quantity over units per pallet; null when either is missing. A
   * quantity of 0 counts as 1: the same save turns it into 1 (orderItem.quantity.zeroBecomesOne).
   */
  palletsFromQuantity: (_params, row) => {
    const raw = num(row.values.quantity);
    const q = raw === 0 ? 1 : raw;
    const per = num(row.values.unitPerPallet);
    return q !== null && per !== null && per > 0 ? Math.ceil(q / per) : null;
  },
  /** Number of order items (0 when missing). */
  itemCount: (_params, row) => (Array.isArray(row.values.orderItems) ? row.values.orderItems.length : 0),
  /**
   * Capacity fit of an import row or an order against the active vehicles: pallet places (× the
   * pallet type's ratio for the loom planner) and gross weight (sumWeight, else kg) must fit. An
   * order counts its items' pallets and kg and names its preferred trucks (it fits a named truck
   * when it fits one of them). `vehicleFits` / `vehicleKnown` are null when no vehicle is named;
   * `pallets`, `kg`, `vehicle` are for messages; `changed` is false when a stored `original` had the
   * same load and vehicles (an edit of the comment asks nothing again).
   */
  capacityFit: (_params, row) => {
    const load = capacityLoad(row.values, row.ctx);
    const active = row.ctx.vehicles.filter((v) => v.active);
    const fitting = active.filter((v) => load.places <= v.palletCapacity && load.kg <= v.kgCapacity);
    const named = load.named;
    const original = row.values.original;
    const before = original && typeof original === 'object' ? capacityLoad(original as never, row.ctx) : null;
    return {
      fitsAny: fitting.length > 0,
      vehicleFits: named.length > 0 ? fitting.some((v) => named.includes(v.vehicleId)) : null,
      vehicleKnown: named.length > 0 ? active.some((v) => named.includes(v.vehicleId)) : null,
      possibleVehicles: fitting.map((v) => v.vehicleId).join(', '),
      activeVehicles: active.length,
      pallets: Math.round(load.places * 10) / 10,
      kg: Math.round(load.kg * 1000) / 1000,
      vehicle: named.join(', '),
      changed:
        before === null ||
        before.places !== load.places ||
        before.kg !== load.kg ||
        before.named.join() !== named.join(),
    };
  },
  /** Weight of the empty pallets: palletsCount × the pallet type's kg. */
  palletsWeight: (_params, row) => {
    const pallets = num(row.values.palletsCount) ?? 0;
    const type = row.ctx.palletTypes.find((t) => t.name === row.values.palletType);
    return pallets * (type?.kg ?? 0);
  },
  /** The pallet type is one the configuration knows; null when empty. */
  knownPalletType: (_params, row) => {
    const t = str(row.values.palletType);
    return t === null ? null : row.ctx.palletTypes.some((p) => p.name === t);
  },
  /** Today in the display format (YYYY.MM.DD), for messages. */
  todayDisplay: (_params, row) => row.ctx.today.replaceAll('-', '.'),
  /** params.module is active. */
  moduleActive: (params, row) => row.ctx.activeModules.includes(String(params.module)),
  /** The role has params.permission under the active modules (core permissions). */
  hasPermission: (params, row) =>
    hasPermission(row.ctx.role as RoleOrAnyone, params.permission as Permission, {
      activeModules: row.ctx.activeModules as ModuleKey[],
      authDisabled: row.ctx.authDisabled,
    }),
  /** params.field differs from `original` (false when there is no original). */
  changed: (params, row) => {
    const original = row.values.original;
    if (!original || typeof original !== 'object') return false;
    const path = `$.${String(params.field ?? '')}`;
    return (
      JSON.stringify(resolvePath(row.values, path) ?? null) !==
      JSON.stringify(resolvePath(original, path) ?? null)
    );
  },
  /** Position of params.field (default status) in the freight status order; -1 when unknown. */
  statusIndex: (params, row) => statusIndex(field(row, { field: params.field ?? 'status' })),
  /** Position of the original status; -1 without original. */
  originalStatusIndex: (_params, row) => {
    const original = row.values.original as Record<string, unknown> | undefined;
    return original ? statusIndex(original.status) : -1;
  },
  /** Position of a named freight status (for comparisons: {fact: "freightStatusIndex", params: {status}}). */
  freightStatusIndex: (params) => statusIndex(params.status),
};

/** One parameter of a computed fact: required or not, and the values it accepts ('field': a field of the entity). */
export interface ComputedFactParam {
  required: boolean;
  /** 'field': a field name of the rule's entity; a list: one of these values; absent: any value. */
  oneOf?: 'field' | readonly string[];
  /** A structured param's own checks (e.g. dateCalc's steps): its problems, empty when fine. */
  check?: (value: unknown, fields: readonly string[]) => string[];
}

/**
 * The parameters each computed fact takes (the static checks refuse any other, and a missing
 * required one): keep in step with COMPUTED_FACTS above.
 */
export const COMPUTED_FACT_PARAMS: Record<string, Record<string, ComputedFactParam>> = {
  isWorkday: { field: { required: true, oneOf: 'field' } },
  dateCalc: {
    from: {
      required: true,
      check: (v, fields) => dateCalcParamsIssues({ from: v, steps: [] }, fields, CTX_FIELDS),
    },
    steps: {
      required: true,
      check: (v, fields) => dateCalcParamsIssues({ from: 'ctx.today', steps: v }, fields, CTX_FIELDS),
    },
  },
  palletsFromQuantity: {},
  itemCount: {},
  capacityFit: {},
  palletsWeight: {},
  knownPalletType: {},
  todayDisplay: {},
  moduleActive: { module: { required: true, oneOf: MODULE_KEYS } },
  hasPermission: { permission: { required: true, oneOf: PERMISSIONS } },
  changed: { field: { required: true, oneOf: 'field' } },
  statusIndex: { field: { required: false, oneOf: 'field' } },
  originalStatusIndex: {},
  freightStatusIndex: { status: { required: true, oneOf: FREIGHT_STATUSES } },
};

const calendars = new WeakMap<RulesContext, WorkdayCalendar>();
/** The row facts for one entity, with the context's calendar built once. */
export function rowFacts(values: Record<string, unknown>, ctx: RulesContext): RowFacts {
  let calendar = calendars.get(ctx);
  if (!calendar) {
    calendar = buildCalendar(ctx.calendar);
    calendars.set(ctx, calendar);
  }
  return { values, ctx, calendar };
}

/** A fact by name: `ctx`, a computed fact, or a field of the entity. */
export function factValue(row: RowFacts, fact: string, params: Record<string, unknown> | undefined): unknown {
  if (fact === 'ctx') return row.ctx;
  const computed = COMPUTED_FACTS[fact];
  if (computed) return computed(params ?? {}, row);
  return row.values[fact];
}

/**
 * A fired `set` rule's computed value explained step by step, for the trace ("Miért?"): today the
 * date calculations (dateCalc); undefined for any other rule.
 */
export function explainComputed(rule: ResolvedRule, row: RowFacts): DateCalcTrace | undefined {
  const e = rule.event;
  if (e.type !== 'set' || e.params.compute?.fact !== 'dateCalc') return undefined;
  return explainDateCalc(e.params.compute.params ?? {}, row);
}
