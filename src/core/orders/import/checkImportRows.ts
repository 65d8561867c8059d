import type { CalendarOverride } from '../../calendar/workdays.ts';
import { type CompiledRuleSet, compileRuleSet } from '../../rules/compileRules.ts';
import { type EvaluateRequest, evaluateCompiled } from '../../rules/evaluateRules.ts';
import type { PalletTypeFact, RulesContextInput, VehicleFact } from '../../rules/ruleFacts.schemas.ts';
import type { ResolvedRule, ResolvedRuleSet } from '../../rules/ruleFile.schemas.ts';
import type { EntityResult } from '../../rules/ruleResults.ts';
import { IMPORT_ROW_FIELDS } from './import.answers.ts';
import {
  IMPORT_FIELD_KINDS,
  type ImportColumn,
  type ImportConfig,
  type ImportRowField,
} from './importColumns.ts';
import { type ImportErrorCode, importMessage } from './importMessages.ts';
import {
  addRowError,
  type ImportedOrderRow,
  type ImportRowError,
  type ImportRowInput,
  MAX_CELL_CHARS,
  temporaryIdOf,
} from './importRow.ts';
import { decimalsOf, parseImportDate, parseImportNumber, textOrNull } from './importValues.ts';

/** What the checks need besides the rows; the browser worker and the server fill it alike. */
export interface ImportCheckContext {
  config: ImportConfig;
  /** Today as an ISO date. */
  today: string;
  calendar: readonly CalendarOverride[];
  /** Every vehicle; only active ones are valid. */
  vehicles: readonly VehicleFact[];
  /** Default vehicle ids (GET /api/vehicles/defaults) for road delivery and delivery to a site. */
  defaultVehicles: { road: string | null; site: string | null };
  palletTypes: readonly PalletTypeFact[];
}

const header = (c: ImportColumn) => ({ header: c.header });

/** Largest number of decimals a gross weight may carry (business.md §5 kg precision). */
export const MAX_WEIGHT_DECIMALS = 3;

/**
 * Cell texts that cannot become a typed value: a date that is no date, a weight with more than
 * three decimals, a cell over 500 characters. Everything else a row must satisfy is a rule of
 * the importRow entity (rules/base/validation.json and capacity.json, and the mode's files).
 */
function parseIssue(field: ImportRowField, text: string, column: ImportColumn): ImportRowError | null {
  if (text.length > MAX_CELL_CHARS)
    return { type: 'INVALID_VALUE', message: importMessage('invalidValue', header(column)), field };
  if (text.trim() === '') return null;
  const kind = IMPORT_FIELD_KINDS[field];
  if (kind === 'date' && !parseImportDate(text))
    return { type: 'INVALID_DATE', message: importMessage('invalidDate', header(column)), field };
  if (kind === 'weight' && parseImportNumber(text) !== null && decimalsOf(text) > MAX_WEIGHT_DECIMALS)
    return { type: 'IS_NOT_VALID_WEIGHT', message: importMessage('invalidValue', header(column)), field };
  return null;
}

/** The default vehicle of a row without one: by delivery to a site (incoterm Z or X). */
function vehicleOf(values: ImportRowInput['values'], ctx: ImportCheckContext) {
  const incoterm = textOrNull(values.incoterm);
  const deliveryToSite = incoterm !== null && ['Z', 'X'].includes(incoterm.toUpperCase());
  const named = textOrNull(values.vehicle);
  return {
    deliveryToSite,
    named,
    vehicle: named ?? (deliveryToSite ? ctx.defaultVehicles.site : ctx.defaultVehicles.road),
  };
}

/**
 * The importRow facts the rules see: every field typed (dates ISO, numbers as numbers); a cell
 * that is not a number stays its text, so `positiveInteger` and the like reject it with their message.
 */
export function importRowFacts(
  values: ImportRowInput['values'],
  ctx: ImportCheckContext,
): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const field of IMPORT_ROW_FIELDS) {
    const text = values[field];
    const kind = IMPORT_FIELD_KINDS[field];
    if (text === undefined || text.trim() === '') facts[field] = kind === 'text' ? '' : null;
    else if (kind === 'date') facts[field] = parseImportDate(text) ?? text.trim();
    else if (kind === 'number' || kind === 'weight') facts[field] = parseImportNumber(text) ?? text.trim();
    else facts[field] = text.trim();
  }
  const v = vehicleOf(values, ctx);
  facts.vehicle = v.vehicle;
  facts.deliveryToSite = v.deliveryToSite;
  return facts;
}

/** Typed values of a row; a cell with an error becomes null; an empty vehicle becomes the default one. */
function parseRow(
  values: ImportRowInput['values'],
  errors: readonly ImportRowError[],
  ctx: ImportCheckContext,
) {
  const bad = new Set(errors.map((e) => e.field ?? ''));
  const text = (f: ImportRowField) => (bad.has(f) ? null : textOrNull(values[f]));
  const number = (f: ImportRowField) => (bad.has(f) ? null : parseImportNumber(values[f]));
  const v = vehicleOf(values, ctx);
  return {
    idNumber: text('idNumber'),
    customerNumber: text('customerNumber'),
    customerName: text('customerName'),
    deliveryDate: bad.has('deliveryDate') ? null : parseImportDate(values.deliveryDate),
    originalAddress: text('originalAddress'),
    originalAddressPostalCode: text('originalAddressPostalCode'),
    palletsCount: number('palletsCount'),
    palletType: text('palletType'),
    sumWeight: number('sumWeight'),
    vehicle: bad.has('vehicle') ? null : v.vehicle,
    factoryShortName: text('factoryShortName'),
    incoterm: textOrNull(values.incoterm),
    comment: text('comment'),
    deliveryToSite: v.deliveryToSite,
  };
}

/**
 * The cells of the configured columns only: a field the mode's importColumns.json does not have is
 * not read (the browser's reader never fills it; a value sent to the server for it is dropped).
 */
function configuredValues(values: ImportRowInput['values'], config: ImportConfig): ImportRowInput['values'] {
  const out: ImportRowInput['values'] = {};
  for (const c of config.columns) if (values[c.field] !== undefined) out[c.field] = values[c.field];
  return out;
}

/** A row's parse errors (its own cells; the rules and the cross-row checks come after). */
function checkOwn(input: ImportRowInput, ctx: ImportCheckContext): ImportedOrderRow {
  const errors: ImportRowError[] = [];
  const values = configuredValues(input.values, ctx.config);
  for (const column of ctx.config.columns) {
    const issue = parseIssue(column.field, values[column.field] ?? '', column);
    if (issue) errors.push(issue);
  }
  return {
    ...input,
    values,
    temporaryCustomerId: temporaryIdOf(input.rowNumber),
    parsed: parseRow(values, errors, ctx),
    errors,
  };
}

/** The importRow request of the rules (validation and capacity families), every message per field. */
export function importRulesRequest(
  rows: readonly ImportedOrderRow[],
  ctx: ImportCheckContext,
  base: RulesContextInput = {},
): EvaluateRequest {
  return {
    entity: 'importRow',
    families: ['validation', 'capacity'],
    allMessages: true,
    rows: rows.map((r) => importRowFacts(r.values, ctx)),
    ctx: {
      ...base,
      today: ctx.today,
      calendar: [...ctx.calendar],
      vehicles: [...ctx.vehicles],
      palletTypes: [...ctx.palletTypes],
    },
  };
}

/** The import's error code of a rule's message: by the general rule it names, else by its field. */
function codeOf(field: string, rule: ResolvedRule | undefined): ImportErrorCode {
  const e = rule?.event;
  const key = e?.type === 'fieldError' ? e.params.messageKey : undefined;
  if (key && key in CODE_BY_MESSAGE_KEY) return CODE_BY_MESSAGE_KEY[key] as ImportErrorCode;
  // A capacity-family rule on the vehicles' fit (capacityFit's fitsAny) is the CAPACITY code.
  if (rule?.family === 'capacity' && JSON.stringify(rule.conditions).includes('$.fitsAny')) return 'CAPACITY';
  if (field === 'vehicle') return 'IS_NOT_VALID_VEHICLE';
  if (field === 'sumWeight') return 'IS_NOT_VALID_WEIGHT';
  return 'INVALID_VALUE';
}
const CODE_BY_MESSAGE_KEY: Partial<Record<string, ImportErrorCode>> = {
  required: 'MISSING_REQUIRED_FIELD',
  dateNotEarlier: 'DATE_IN_PAST',
  workday: 'IS_NOT_WORKDAY',
  dateFieldWorkday: 'IS_NOT_WORKDAY',
  positive: 'IS_NOT_POSITIVE',
  positiveInteger: 'IS_NOT_POSITIVE_INTEGER',
};

/**
 * Adds the rules' messages to a row: every message of every field (so a past Saturday says both
 * at once), after the cell's parse error if it has one. 'A mező …' and 'mező …' get the column's
 * header ('A "Vevő neve" mező kitöltése kötelező!'), so the user knows which cell is meant.
 */
export function applyImportRules(
  row: ImportedOrderRow,
  result: EntityResult,
  ctx: ImportCheckContext,
  rulesByName: ReadonlyMap<string, ResolvedRule>,
): void {
  const all = result.allFields ?? Object.fromEntries(Object.entries(result.fields).map(([f, m]) => [f, [m]]));
  for (const [field, messages] of Object.entries(all)) {
    if (row.errors.some((e) => e.field === field)) continue; // a parse error says it already
    const column = ctx.config.columns.find((c) => c.field === field);
    for (const m of messages) {
      const message = !column
        ? m.message
        : m.message.startsWith('A mező ')
          ? `A "${column.header}" ${m.message.slice(2)}`
          : m.message.startsWith('mező ')
            ? `A "${column.header}" ${m.message}`
            : m.message;
      if (row.errors.some((e) => e.field === field && e.message === message)) continue;
      row.errors.push({
        type: codeOf(field, rulesByName.get(m.rule)),
        message,
        field: (column?.field ?? null) as ImportRowField | null,
      });
    }
  }
  row.parsed = parseRow(row.values, row.errors, ctx);
}

const sameValue = (t: string | undefined) => (t ?? '').trim().toLocaleLowerCase('hu');

/** unique (no repeat inside the file) and hasOnlyOneValue (every row the same; the commonest value wins). */
function checkAcrossRows(rows: ImportedOrderRow[], config: ImportConfig): void {
  for (const column of config.columns) {
    const f = column.field;
    if (column.checks.includes('unique')) {
      const counts = new Map<string, number>();
      for (const r of rows) {
        const v = sameValue(r.values[f]);
        if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      for (const r of rows) {
        if ((counts.get(sameValue(r.values[f])) ?? 0) > 1)
          addRowError(r, {
            type: 'DUPLICATED_VALUE',
            message: importMessage('unique', header(column)),
            field: f,
          });
      }
    }
    if (column.checks.includes('hasOnlyOneValue')) {
      const counts = new Map<string, number>();
      for (const r of rows) {
        const v = sameValue(r.values[f]);
        if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      let common = '';
      let best = 0;
      for (const [v, n] of counts) if (n > best) [common, best] = [v, n];
      for (const r of rows) {
        const v = sameValue(r.values[f]);
        if (v !== '' && v !== common)
          addRowError(r, {
            type: 'MORE_THAN_ONE_VALUE',
            message: importMessage('moreThanOneValue', header(column)),
            field: f,
          });
      }
    }
  }
}

/** A reusable checker: parse each row (cache it), run the rules on rows, then the cross-row checks. */
export function createImportChecker(ctx: ImportCheckContext) {
  return {
    checkOwn: (input: ImportRowInput) => checkOwn(input, ctx),
    /** Adds the cross-row errors to copies of the rows (their own errors are kept). */
    checkAcross: (rows: readonly ImportedOrderRow[]): ImportedOrderRow[] => {
      const copies = rows.map((r) => ({ ...r, errors: [...r.errors] }));
      checkAcrossRows(copies, ctx.config);
      return copies;
    },
  };
}

const compiledSets = new WeakMap<ResolvedRuleSet, CompiledRuleSet>();
/** The rule set compiled once per set (the browser worker and tests evaluate on the fast path). */
export function compiledImportRules(set: ResolvedRuleSet): CompiledRuleSet {
  let compiled = compiledSets.get(set);
  if (!compiled) {
    compiled = compileRuleSet(set);
    compiledSets.set(set, compiled);
  }
  return compiled;
}

/** Rule name → rule, for the error codes. */
export const rulesByNameOf = (set: ResolvedRuleSet) => new Map(set.rules.map((r) => [r.name, r]));

/** Runs the rules on checked rows in place (sync, compiled rules). */
export function applyRulesSync(
  rows: ImportedOrderRow[],
  ctx: ImportCheckContext,
  set: ResolvedRuleSet,
  rulesCtx: RulesContextInput = {},
): void {
  if (rows.length === 0) return;
  const results = evaluateCompiled(compiledImportRules(set), importRulesRequest(rows, ctx, rulesCtx));
  const byName = rulesByNameOf(set);
  rows.forEach((row, i) => {
    const result = results[i];
    if (result) applyImportRules(row, result, ctx, byName);
  });
}

/**
 * Every check of business.md §5 on every row, all at once: parse errors, the mode's importRow rules
 * (validation and capacity families) and the cross-row checks (no database or geocoding checks).
 */
export function checkImportRows(
  inputs: readonly ImportRowInput[],
  ctx: ImportCheckContext,
  rules: ResolvedRuleSet,
  rulesCtx: RulesContextInput = {},
): ImportedOrderRow[] {
  const checker = createImportChecker(ctx);
  const rows = inputs.map(checker.checkOwn);
  applyRulesSync(rows, ctx, rules, rulesCtx);
  return checker.checkAcross(rows);
}
