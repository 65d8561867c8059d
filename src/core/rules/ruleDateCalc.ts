import type { z } from 'zod';
import {
  addDays,
  addWorkdays,
  isIsoDate,
  isWorkday,
  toWorkday,
  type WorkdayCalendar,
} from '../calendar/workdays.ts';
import { DELIVERY_INTERVAL_TYPES } from '../config/enums.ts';
import { resolvePath } from './resolvePath.ts';
import type { RulesContext } from './ruleFacts.schemas.ts';
import type { dateCalcTraceAnswer, dateStepTraceAnswer } from './rules.answers.ts';
/**
 * Date arithmetic for rule files (the deadlines family): the `dateCalc` computed fact starts from a
 * date (a field of the entity or `ctx.today`) and applies steps in order — add calendar days, add
 * workdays over the calendar (holidays and overrides), add the delivery interval of its type, move
 * to a workday, cap at or floor to another date. Every number and date may be a literal or a
 * reference (`ctx.deliveryInterval`, `ctx.settings.leadDays`, a field name), so a mode tunes lead
 * days, interval, interval type and cap in its rule file. The trace (`explainDateCalc`) lists the
 * inputs and every step with the date before and after it.
 */

/** What a date calculation sees: the entity's values, the context and its calendar. */
export interface DateCalcRow {
  values: Record<string, unknown>;
  ctx: RulesContext;
  calendar: WorkdayCalendar;
}

export const DATE_STEP_OPS = [
  'addDays',
  'addWorkdays',
  'addInterval',
  'toWorkday',
  'capAt',
  'notBefore',
] as const;
export type DateStepOp = (typeof DATE_STEP_OPS)[number];

/** The keys each step takes (besides `op`); required ones first. */
const STEP_KEYS: Record<DateStepOp, { required: readonly string[]; optional: readonly string[] }> = {
  addDays: { required: ['days'], optional: [] },
  addWorkdays: { required: ['days'], optional: [] },
  addInterval: { required: [], optional: ['days', 'type'] },
  toWorkday: { required: ['direction'], optional: [] },
  capAt: { required: ['date'], optional: ['ifFromNotLater'] },
  notBefore: { required: ['date'], optional: [] },
};

/** One step as the trace shows it: the op, its resolved arguments, the date before and after. */
export type DateStepTrace = z.output<typeof dateStepTraceAnswer>;
/** A computed date explained: where it started, what it read and each step. */
export type DateCalcTrace = z.output<typeof dateCalcTraceAnswer>;

type Step = { op: DateStepOp } & Record<string, unknown>;

/** A reference (`ctx.x.y` or a field path) or a literal, with what it read recorded in `inputs`. */
function read(ref: unknown, row: DateCalcRow, inputs: Record<string, unknown>): unknown {
  if (typeof ref !== 'string') return ref;
  if (ref.startsWith('ctx.')) {
    const v = resolvePath(row.ctx, `$.${ref.slice(4)}`);
    inputs[ref] = v ?? null;
    return v;
  }
  const v = resolvePath(row.values, `$.${ref}`);
  inputs[ref] = v ?? null;
  return v;
}

/** A literal interval type, else a reference to one. */
function readType(ref: unknown, row: DateCalcRow, inputs: Record<string, unknown>): unknown {
  return typeof ref === 'string' && (DELIVERY_INTERVAL_TYPES as readonly string[]).includes(ref)
    ? ref
    : read(ref, row, inputs);
}

const asDate = (v: unknown): string | null => (typeof v === 'string' && isIsoDate(v) ? v : null);
const asCount = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Applies one step; null when an input it needs is missing (the whole result is then null). */
function applyStep(
  date: string,
  step: Step,
  from: string,
  row: DateCalcRow,
  inputs: Record<string, unknown>,
): { after: string | null; args: Record<string, unknown> } {
  switch (step.op) {
    case 'addDays': {
      const days = asCount(read(step.days, row, inputs));
      return { args: { days }, after: days === null ? null : addDays(date, days) };
    }
    case 'addWorkdays': {
      const days = asCount(read(step.days, row, inputs));
      if (days === null) return { args: { days }, after: null };
      // Negative: that many workdays back (the n-th workday before the date).
      return {
        args: { days },
        after: days >= 0 ? addWorkdays(date, days, row.calendar) : workdaysBack(date, -days, row.calendar),
      };
    }
    case 'addInterval': {
      const days = asCount(read(step.days ?? 'ctx.deliveryInterval', row, inputs));
      const type = readType(step.type ?? 'ctx.deliveryIntervalType', row, inputs);
      if (days === null || (type !== 'workday' && type !== 'calendarDay'))
        return { args: { days, type }, after: null };
      return {
        args: { days, type },
        after: type === 'workday' ? addWorkdays(date, days, row.calendar) : addDays(date, days),
      };
    }
    case 'toWorkday': {
      const direction = step.direction === 'previous' ? -1 : 1;
      return { args: { direction: step.direction }, after: toWorkday(date, row.calendar, direction) };
    }
    case 'capAt': {
      const cap = asDate(read(step.date, row, inputs));
      const skip = step.ifFromNotLater === true && cap !== null && from > cap;
      return {
        args: { date: cap, ...(step.ifFromNotLater ? { ifFromNotLater: true, skipped: skip } : {}) },
        after: cap === null || skip || date <= cap ? date : cap,
      };
    }
    case 'notBefore': {
      const floor = asDate(read(step.date, row, inputs));
      return { args: { date: floor }, after: floor === null || date >= floor ? date : floor };
    }
  }
}

/** The n-th workday before the date. */
function workdaysBack(date: string, n: number, calendar: WorkdayCalendar): string {
  let d = date;
  for (let left = n; left > 0; ) {
    d = addDays(d, -1);
    if (isWorkday(d, calendar)) left--;
  }
  return d;
}

/** Runs a date calculation and records every input and step. */
export function explainDateCalc(params: Record<string, unknown>, row: DateCalcRow): DateCalcTrace {
  const inputs: Record<string, unknown> = {};
  const fromRef = String(params.from ?? '');
  const start = asDate(read(fromRef, row, inputs));
  const trace: DateCalcTrace = { from: fromRef, inputs, steps: [], value: null };
  if (start === null) return trace;
  let date = start;
  for (const raw of Array.isArray(params.steps) ? params.steps : []) {
    const step = raw as Step;
    const { after, args } = applyStep(date, step, start, row, inputs);
    if (after === null)
      return { ...trace, steps: [...trace.steps, { op: step.op, args, before: date, after: '' }] };
    trace.steps.push({ op: step.op, args, before: date, after });
    date = after;
  }
  trace.value = date;
  return trace;
}

/** The computed date alone (the fast path: the same steps, the trace discarded). */
export function dateCalc(params: Record<string, unknown>, row: DateCalcRow): string | null {
  return explainDateCalc(params, row).value;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A reference to a field of the entity or a ctx key: the problem, or null. */
function refIssue(
  ref: unknown,
  what: string,
  fields: readonly string[],
  ctxKeys: readonly string[],
): string | null {
  if (typeof ref !== 'string') return null;
  if (ref.startsWith('ctx.')) {
    const key = ref.slice(4).split('.')[0] ?? '';
    return ctxKeys.includes(key) ? null : `${what}: unknown ctx key "${key}"`;
  }
  const head = ref.split('.')[0] ?? '';
  return fields.includes(head) ? null : `${what}: unknown field "${head}"`;
}

/**
 * The static checks of a dateCalc's params (they load with the rule file, so a misspelled step or
 * reference never evaluates silently to null): `from` is a field or `ctx.today`-like reference,
 * `steps` a list of known ops with exactly their keys and well-typed values.
 */
export function dateCalcParamsIssues(
  params: Record<string, unknown>,
  fields: readonly string[],
  ctxKeys: readonly string[],
): string[] {
  const issues: string[] = [];
  if (typeof params.from !== 'string') issues.push('from: a field name or ctx.<key> is needed');
  else {
    const bad = refIssue(params.from, 'from', fields, ctxKeys);
    if (bad) issues.push(bad);
  }
  if (!Array.isArray(params.steps)) {
    issues.push('steps: a list of steps is needed');
    return issues;
  }
  params.steps.forEach((raw, i) => {
    const at = `steps.${i}`;
    if (!isObject(raw) || typeof raw.op !== 'string') {
      issues.push(`${at}: a step is an object with an op (${DATE_STEP_OPS.join(', ')})`);
      return;
    }
    const spec = STEP_KEYS[raw.op as DateStepOp];
    if (!spec) {
      issues.push(`${at}: unknown op "${raw.op}"; ops are ${DATE_STEP_OPS.join(', ')}`);
      return;
    }
    for (const k of spec.required) if (!(k in raw)) issues.push(`${at}: ${raw.op} needs "${k}"`);
    for (const k of Object.keys(raw)) {
      if (k === 'op') continue;
      if (!spec.required.includes(k) && !spec.optional.includes(k)) {
        issues.push(
          `${at}: ${raw.op} takes no "${k}" (it takes ${[...spec.required, ...spec.optional].join(', ')})`,
        );
        continue;
      }
      const v = raw[k];
      if (k === 'days') {
        if (typeof v === 'number') {
          if (!Number.isInteger(v)) issues.push(`${at}.days: a whole number is needed`);
        } else if (typeof v === 'string') {
          const bad = refIssue(v, `${at}.days`, fields, ctxKeys);
          if (bad) issues.push(bad);
        } else issues.push(`${at}.days: a whole number or a reference is needed`);
      } else if (k === 'type') {
        if (typeof v !== 'string') issues.push(`${at}.type: workday, calendarDay or a reference is needed`);
        else if (!(DELIVERY_INTERVAL_TYPES as readonly string[]).includes(v)) {
          const bad = refIssue(v, `${at}.type`, fields, ctxKeys);
          if (bad) issues.push(bad);
        }
      } else if (k === 'direction') {
        if (v !== 'next' && v !== 'previous') issues.push(`${at}.direction: next or previous`);
      } else if (k === 'date') {
        const bad =
          typeof v === 'string'
            ? refIssue(v, `${at}.date`, fields, ctxKeys)
            : `${at}.date: a reference is needed`;
        if (bad) issues.push(bad);
      } else if (k === 'ifFromNotLater' && typeof v !== 'boolean')
        issues.push(`${at}.ifFromNotLater: true or false`);
    }
  });
  return issues;
}
