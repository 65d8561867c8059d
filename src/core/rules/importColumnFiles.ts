import { COLUMN_CHECKS, IMPORT_ROW_FIELDS } from '../orders/import/import.answers.ts';
import type {
  ColumnCheck,
  ImportColumn,
  ImportConfig,
  ImportRowField,
} from '../orders/import/importColumns.ts';
import type { ResolvedRuleSet } from './ruleFile.schemas.ts';
import { didYouMean, type RuleIssue } from './ruleStaticChecks.ts';

/**
 * The Excel import's columns per config mode are a file beside the mode's rules:
 * `rules/base/importColumns.json` (every mode's columns) and `rules/modes/<mode>/importColumns.json`
 * (a mode's changes). A mode column with a base column's `field` changes that column (the keys it
 * gives replace the base's, the others stay), a new field adds a column at the end, and
 * `{ "field": "…", "remove": true }` removes one — the inheritance of the rule files, keyed by field.
 * The header of the `deliveryDate` column is the delivery date header the import requires.
 */
export const IMPORT_COLUMNS_FILE = 'importColumns.json';

const COLUMNS_FILE_PATTERN = /^(?:base|modes\/([^/]+))\/importColumns\.json$/;

/** `base/importColumns.json` or `modes/<mode>/importColumns.json`: not a rule family's file. */
export const isImportColumnsFile = (file: string) => COLUMNS_FILE_PATTERN.test(file);

const FILE_KEYS = ['$schema', 'description', 'columns'] as const;
const COLUMN_KEYS = ['field', 'header', 'checks', 'description', 'remove'] as const;
/** Longest header text (a spreadsheet's header cell, compared trimmed and case-insensitive). */
export const MAX_IMPORT_HEADER_CHARS = 100;

/** One entry of a columns file as checked: a column (whole or a mode's change) or a removal. */
interface ColumnEntry {
  index: number;
  field: ImportRowField;
  header?: string;
  checks?: ColumnCheck[];
  remove: boolean;
}

/** A checked columns file. */
export interface ParsedColumnsFile {
  file: string;
  /** null for the base file. */
  mode: string | null;
  entries: ColumnEntry[];
}

type Path = (string | number)[];

/** Header text as the import compares it (importHeaders.ts normalizeHeader): trimmed, spaces collapsed, any case. */
const headerKey = (h: string) => h.replace(/\s+/g, ' ').trim().toLocaleLowerCase('hu');

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks one columns file: its shape, every column's keys, field and checks (each problem with a
 * "did you mean"), and within the file a field or a header used twice. Problems carry the JSON path
 * of the value, so the loader reports them at rules/<file>:line:column.
 */
export function parseImportColumnsFile(raw: { file: string; content: unknown }): {
  parsed: ParsedColumnsFile | null;
  issues: RuleIssue[];
} {
  const issues: RuleIssue[] = [];
  const add = (at: Path, message: string) => issues.push({ file: raw.file, rule: null, at, message });
  const m = COLUMNS_FILE_PATTERN.exec(raw.file);
  if (!m) {
    add([], 'expected base/importColumns.json or modes/<mode>/importColumns.json');
    return { parsed: null, issues };
  }
  const mode = m[1] ?? null;
  const content = raw.content;
  if (!isObject(content)) {
    add([], 'an import columns file is an object: { "columns": [ … ] }');
    return { parsed: null, issues };
  }
  for (const key of Object.keys(content))
    if (!(FILE_KEYS as readonly string[]).includes(key))
      add(
        [key],
        `unknown key "${key}"${didYouMean(key, FILE_KEYS)}; an import columns file has ${FILE_KEYS.join(', ')}`,
      );
  for (const key of ['$schema', 'description'] as const)
    if (key in content && typeof content[key] !== 'string') add([key], `${key} must be a string`);
  if (!Array.isArray(content.columns)) {
    add(['columns' in content ? 'columns' : ''].filter(Boolean), 'columns must be an array of columns');
    return { parsed: null, issues };
  }
  if (mode === null && content.columns.length === 0)
    add(['columns'], 'the base file needs at least one column');

  const entries: ColumnEntry[] = [];
  const fields = new Map<string, number>();
  const headers = new Map<string, number>();
  content.columns.forEach((c: unknown, index: number) => {
    const at = (...p: Path): Path => ['columns', index, ...p];
    if (!isObject(c)) {
      add(at(), 'a column is an object: { "field", "header", "checks"? }');
      return;
    }
    const before = issues.length;
    const label = typeof c.field === 'string' ? `column "${c.field}"` : `column #${index + 1}`;
    for (const key of Object.keys(c))
      if (!(COLUMN_KEYS as readonly string[]).includes(key))
        add(
          at(key),
          `${label}: unknown key "${key}"${didYouMean(key, COLUMN_KEYS)}; a column has ${COLUMN_KEYS.join(', ')}`,
        );
    if (typeof c.field !== 'string')
      add(at(), `${label}: "field" is missing (the imported row field the column fills)`);
    else if (!(IMPORT_ROW_FIELDS as readonly string[]).includes(c.field))
      add(
        at('field'),
        `${label}: unknown field "${c.field}"${didYouMean(c.field, IMPORT_ROW_FIELDS)}; the fields are ${IMPORT_ROW_FIELDS.join(', ')}`,
      );
    const remove = 'remove' in c;
    if (remove) {
      if (c.remove !== true) add(at('remove'), `${label}: "remove" must be true`);
      if (mode === null) add(at('remove'), `${label}: only mode files remove columns`);
      for (const key of ['header', 'checks'])
        if (key in c) add(at(key), `${label}: a removal has only "field" and "remove"`);
    } else {
      if ('header' in c) {
        if (typeof c.header !== 'string' || c.header.trim() === '')
          add(at('header'), `${label}: the header must be a non-empty text`);
        else if (c.header.trim().length > MAX_IMPORT_HEADER_CHARS)
          add(at('header'), `${label}: the header is longer than ${MAX_IMPORT_HEADER_CHARS} characters`);
      } else if (mode === null)
        add(at(), `${label}: "header" is missing (the column's header text in the sheet)`);
      if ('checks' in c) {
        if (!Array.isArray(c.checks)) add(at('checks'), `${label}: checks must be an array`);
        else
          c.checks.forEach((check: unknown, i: number) => {
            if (typeof check !== 'string' || !(COLUMN_CHECKS as readonly string[]).includes(check))
              add(
                at('checks', i),
                `${label}: unknown check ${JSON.stringify(check)}${typeof check === 'string' ? didYouMean(check, COLUMN_CHECKS) : ''}; a column's checks are ${COLUMN_CHECKS.join(', ')} (a cell's value is checked by the importRow rules)`,
              );
            else if ((c.checks as unknown[]).indexOf(check) !== i)
              add(at('checks', i), `${label}: the check "${check}" is given twice`);
          });
      }
    }
    if (issues.length > before) return;
    const field = c.field as ImportRowField;
    const first = fields.get(field);
    if (first !== undefined) {
      add(at('field'), `${label}: the field is already a column of this file (column #${first + 1})`);
      return;
    }
    fields.set(field, index);
    if (typeof c.header === 'string') {
      const key = headerKey(c.header);
      const other = headers.get(key);
      if (other !== undefined) {
        add(
          at('header'),
          `${label}: duplicate header "${c.header.trim()}" (also column #${other + 1}; headers are compared trimmed and in any case)`,
        );
        return;
      }
      headers.set(key, index);
    }
    entries.push({
      index,
      field,
      ...(typeof c.header === 'string' ? { header: c.header.trim() } : {}),
      ...(Array.isArray(c.checks) ? { checks: c.checks as ColumnCheck[] } : {}),
      remove,
    });
  });
  return { parsed: { file: raw.file, mode, entries }, issues };
}

/**
 * A mode's import configuration: the base columns with the mode file's changes, removals and
 * additions. The resolved set must have a `deliveryDate` column and no header twice; a removal
 * must name a base column and a new column needs a header.
 */
export function resolveImportColumns(
  base: ParsedColumnsFile,
  own: ParsedColumnsFile | null,
): { config: ImportConfig | null; issues: RuleIssue[] } {
  const issues: RuleIssue[] = [];
  const columns = new Map<ImportRowField, ImportColumn & { file: string; at: Path }>();
  for (const e of base.entries)
    columns.set(e.field, {
      field: e.field,
      header: e.header ?? e.field,
      checks: e.checks ?? [],
      file: base.file,
      at: ['columns', e.index],
    });
  for (const e of own?.entries ?? []) {
    const file = own?.file ?? '';
    const at: Path = ['columns', e.index];
    const add = (path: Path, message: string) =>
      issues.push({ file, rule: null, at: path, message: `column "${e.field}": ${message}` });
    const current = columns.get(e.field);
    if (e.remove) {
      if (!current) add([...at, 'field'], `removes a column that rules/${base.file} does not have`);
      columns.delete(e.field);
      continue;
    }
    if (!current && e.header === undefined) {
      add(at, `a new column needs a "header" (rules/${base.file} has no "${e.field}" column)`);
      continue;
    }
    columns.set(e.field, {
      field: e.field,
      header: e.header ?? current?.header ?? e.field,
      checks: e.checks ?? current?.checks ?? [],
      file,
      at: e.header !== undefined ? [...at, 'header'] : at,
    });
  }
  const headers = new Map<string, ImportColumn & { file: string }>();
  // Base columns first: base headers never clash among themselves, so a clash is the mode's column.
  const ordered = [...columns.values()].sort(
    (a, b) => Number(a.file !== base.file) - Number(b.file !== base.file),
  );
  for (const c of ordered) {
    const other = headers.get(headerKey(c.header));
    if (other)
      issues.push({
        file: c.file,
        rule: null,
        at: c.at,
        message: `column "${c.field}": duplicate header "${c.header}" (the "${other.field}" column of rules/${other.file} has it too)`,
      });
    else headers.set(headerKey(c.header), c);
  }
  const date = columns.get('deliveryDate');
  if (!date) {
    const removedIn = own?.entries.find((e) => e.field === 'deliveryDate' && e.remove);
    issues.push({
      file: removedIn ? (own?.file ?? base.file) : base.file,
      rule: null,
      at: removedIn ? ['columns', removedIn.index] : ['columns'],
      message:
        'no "deliveryDate" column: the import needs the delivery date header (every file would be refused with "Nincs megadva szállítási dátum mező a konfigurációban!")',
    });
  }
  if (issues.length > 0) return { config: null, issues };
  return {
    config: {
      columns: [...columns.values()].map(({ field, header, checks }) => ({ field, header, checks })),
      deliveryDateHeader: date?.header ?? null,
    },
    issues,
  };
}

/**
 * The issues of every columns file among `files` and of each mode's resolution (`modes`: the config
 * modes to resolve besides those with a file), and, for `mode`, its resolved import configuration.
 * No base file: no configuration (a rule set of only some families, as tests build); the server's
 * loader requires the base file.
 */
export function checkImportColumnFiles(
  files: readonly { file: string; content: unknown }[],
  options: { mode?: string; modes?: readonly string[] } = {},
): { issues: RuleIssue[]; config: ImportConfig | null } {
  const issues: RuleIssue[] = [];
  let base: ParsedColumnsFile | null = null;
  const own = new Map<string, ParsedColumnsFile | null>();
  for (const raw of files) {
    if (!isImportColumnsFile(raw.file)) continue;
    const { parsed, issues: fileIssues } = parseImportColumnsFile(raw);
    issues.push(...fileIssues);
    const mode = COLUMNS_FILE_PATTERN.exec(raw.file)?.[1] ?? null;
    // Its valid columns are still resolved, so every problem shows at once (a header twice, no
    // delivery date column); a file of the wrong shape is not.
    if (mode === null) base = parsed;
    else own.set(mode, parsed);
  }
  if (!base) return { issues, config: null };
  let config: ImportConfig | null = null;
  const modes = new Set([...own.keys(), ...(options.modes ?? []), ...(options.mode ? [options.mode] : [])]);
  if (modes.size === 0) modes.add('');
  for (const m of modes) {
    if (own.has(m) && own.get(m) === null) continue;
    const resolved = resolveImportColumns(base, own.get(m) ?? null);
    issues.push(...resolved.issues);
    if (m === options.mode || (options.mode === undefined && m === '')) config = resolved.config;
  }
  // The same base problem is found through every mode: once.
  const seen = new Set<string>();
  return {
    issues: issues.filter((i) => {
      const key = `${i.file}|${i.at.join('.')}|${i.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    // A configuration only from files without a problem.
    config: issues.length === 0 ? config : null,
  };
}

/** The import configuration of a rule set (the loader refuses a set without one). */
export function importColumnsOf(set: ResolvedRuleSet): ImportConfig {
  if (!set.importColumns)
    throw new Error(`the rule set of ${set.mode} has no import columns (rules/base/${IMPORT_COLUMNS_FILE})`);
  return set.importColumns;
}
