import { z } from 'zod';
import { ROLE_GROUPS } from '../permissions/roles.ts';
import { checkImportColumnFiles, isImportColumnsFile } from './importColumnFiles.ts';
import {
  type ResolvedRule,
  type ResolvedRuleSet,
  RULE_OPERATORS,
  type RuleCondition,
  type RuleDefinition,
  type RuleFamily,
  ruleFileSchema,
  ruleRemovalSchema,
  ruleSchema,
} from './ruleFile.schemas.ts';
import { generalCheck } from './ruleOperators.ts';
import { didYouMean, modeFolderIssue, type RuleIssue, ruleIssues } from './ruleStaticChecks.ts';
import { isVersioned, type RuleValidity, versionIssues } from './ruleVersions.ts';

/** A rule file as read from disk or bundled: its path under rules/ and its parsed JSON. */
export interface RawRuleFile {
  /** e.g. `base/validation.json` or `modes/marka/validation.json`. */
  file: string;
  content: unknown;
}

/** A rule file that cannot be used: names the file, the rule and the reason. */
export class RuleFileError extends Error {
  override name = 'RuleFileError';
  constructor(
    readonly file: string,
    readonly rule: string | null,
    readonly reason: string,
    /** Where in the file (JSON path), for file:line:column reports. */
    readonly at: readonly (string | number)[] = [],
  ) {
    super(`Broken rule file rules/${file}${rule ? `, rule "${rule}"` : ''}: ${reason}`);
  }
}

const EN = { error: z.locales.en().localeError };
const FILE_PATTERN = /^(?:base|modes\/([a-z]+))\/([A-Za-z]+)\.json$/;

type Issue = { path: readonly PropertyKey[]; message: string };
const issuePath = (issues: readonly Issue[]) => (issues[0]?.path ?? []).map((p) => p as string | number);

function issueText(issues: readonly Issue[]): string {
  return issues
    .map((i) => `${i.path.length ? `${i.path.map(String).join('.')}: ` : ''}${i.message}`)
    .join('; ');
}

/** Checks values that the schema cannot: the general check names and role groups a rule uses. */
function checkOperands(condition: RuleCondition): string | null {
  if ('all' in condition || 'any' in condition) {
    for (const c of 'all' in condition ? condition.all : condition.any) {
      const bad = checkOperands(c);
      if (bad) return bad;
    }
    return null;
  }
  if ('not' in condition) return checkOperands(condition.not);
  if (condition.operator === 'violates') {
    try {
      generalCheck(condition.value);
    } catch (err) {
      return (err as Error).message;
    }
  }
  if (condition.operator === 'inRoleGroup' && !(String(condition.value) in ROLE_GROUPS)) {
    return `unknown role group ${JSON.stringify(condition.value)}`;
  }
  if ((condition.operator === 'in' || condition.operator === 'notIn') && !Array.isArray(condition.value)) {
    return `operator ${condition.operator} needs an array value`;
  }
  return null;
}

interface ParsedFile {
  file: string;
  mode: string | null;
  family: RuleFamily;
  rules: (RuleDefinition | { name: string; remove: true })[];
  /** Each rule's position in the file (a rule with problems is left out of `rules`). */
  indexes: number[];
}

/** Validates one file; throws RuleFileError naming the file, the rule and the reason (the first problem). */
export function parseRuleFile(raw: RawRuleFile): ParsedFile {
  const { parsed, issues } = parseRuleFileIssues(raw);
  const first = issues[0];
  if (first) throw new RuleFileError(first.file, first.rule, first.message, first.at);
  return parsed as ParsedFile;
}

/** Every leaf's operator that is no known one replaced by `equal`: the rule's other problems can still be checked. */
function withKnownOperators(entry: unknown): unknown {
  if (Array.isArray(entry)) return entry.map(withKnownOperators);
  if (!entry || typeof entry !== 'object') return entry;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entry)) {
    out[k] =
      k === 'operator' && typeof v === 'string' && !(RULE_OPERATORS as readonly string[]).includes(v)
        ? 'equal'
        : k === 'event'
          ? v
          : withKnownOperators(v);
  }
  return out;
}

/** A zod issue as a rule issue: an unknown operator with the closest known one. */
function schemaIssue(
  file: string,
  rule: string,
  at: (string | number)[],
  issue: Issue,
  entry: unknown,
): RuleIssue {
  const path = issue.path.map((p) => p as string | number);
  let message = `${path.length ? `${path.map(String).join('.')}: ` : ''}${issue.message}`;
  if (path[path.length - 1] === 'operator') {
    const value = path.reduce<unknown>(
      (v, k) => (v as Record<string | number, unknown> | undefined)?.[k],
      entry,
    );
    if (typeof value === 'string') message += didYouMean(value, RULE_OPERATORS);
  }
  return { file, rule, at: [...at, ...path], message };
}

/**
 * Validates one file and answers every problem in it (issue 36: one run reports them all): each
 * rule's schema problems (an unknown operator with a "did you mean") and, where only operators were
 * wrong, its static problems too (an unknown fact in the same rule); the rules that pass are kept.
 */
export function parseRuleFileIssues(raw: RawRuleFile): { parsed: ParsedFile | null; issues: RuleIssue[] } {
  const issues: RuleIssue[] = [];
  const fail = (rule: string | null, message: string, at: (string | number)[] = []) => {
    issues.push({ file: raw.file, rule, at, message });
    return { parsed: null, issues };
  };
  const m = FILE_PATTERN.exec(raw.file);
  if (!m) return fail(null, 'expected base/<family>.json or modes/<mode>/<family>.json');
  const head = ruleFileSchema.safeParse(raw.content, EN);
  if (!head.success) return fail(null, issueText(head.error.issues), issuePath(head.error.issues));
  if (head.data.family !== m[2])
    return fail(null, `family "${head.data.family}" does not match the file name`, ['family']);
  const names = new Map<string, number[]>();
  const rules: ParsedFile['rules'] = [];
  const kept: number[] = [];
  head.data.rules.forEach((entry, index) => {
    const name =
      entry && typeof entry === 'object' && typeof (entry as { name?: unknown }).name === 'string'
        ? (entry as { name: string }).name
        : `#${index + 1}`;
    const removal = entry !== null && typeof entry === 'object' && 'remove' in entry;
    // Operator-facing: English reasons whatever zod locale the API configured.
    const parsed = (removal ? ruleRemovalSchema : ruleSchema).safeParse(entry, EN);
    const at = ['rules', index];
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issues.push(schemaIssue(raw.file, name, at, issue, entry));
      const lenient = removal ? null : ruleSchema.safeParse(withKnownOperators(entry), EN);
      if (lenient?.success) issues.push(...ruleIssues(raw.file, index, lenient.data as RuleDefinition));
      return;
    }
    if ('conditions' in parsed.data) {
      const bad = checkOperands(parsed.data.conditions as RuleCondition);
      if (bad) {
        issues.push({ file: raw.file, rule: name, at: [...at, 'conditions'], message: bad });
        return;
      }
    } else if (!m[1]) {
      issues.push({ file: raw.file, rule: name, at, message: 'only mode files may remove rules' });
      return;
    }
    const versions = names.get(name) ?? [];
    versions.push(rules.length);
    names.set(name, versions);
    rules.push(parsed.data);
    kept.push(index);
  });
  // A name used more than once: versions with effective dates that must not overlap (ruleVersions.ts).
  for (const [name, indexes] of names) {
    if (indexes.length < 2 && !isVersioned(rules[indexes[0] as number] as RuleValidity)) continue;
    const versions = indexes.map((index) => ({ ...(rules[index] as RuleValidity), index }));
    const removal = indexes.find((i) => !('conditions' in (rules[i] as object)));
    if (indexes.length > 1 && removal !== undefined) {
      issues.push({
        file: raw.file,
        rule: name,
        at: ['rules', removal, 'name'],
        message: 'the name is used twice in this file',
      });
      continue;
    }
    const entities = new Set(indexes.map((i) => (rules[i] as RuleDefinition).entity));
    if (entities.size > 1) {
      issues.push({
        file: raw.file,
        rule: name,
        at: ['rules', kept[indexes[1] as number] as number, 'entity'],
        message: 'versions of a rule must have the same entity',
      });
      continue;
    }
    for (const bad of versionIssues(versions)) {
      const field =
        /validFrom .* is after/.test(bad.message) || /overlaps/.test(bad.message) ? 'validFrom' : 'name';
      issues.push({
        file: raw.file,
        rule: name,
        at: ['rules', kept[bad.index] as number, field],
        message: bad.message,
      });
    }
  }
  return {
    parsed: { file: raw.file, mode: m[1] ?? null, family: head.data.family, rules, indexes: kept },
    issues,
  };
}

/** Several problems of a rule set at once: the first as a RuleFileError, every one in `issues`. */
export class RuleSetError extends RuleFileError {
  override name = 'RuleSetError';
  constructor(readonly issues: readonly RuleIssue[]) {
    const first = issues[0] as RuleIssue;
    super(first.file, first.rule, first.message, first.at);
    if (issues.length > 1) this.message += ` (and ${issues.length - 1} more problem(s))`;
  }
}

const fileMode = (file: string) => FILE_PATTERN.exec(file)?.[1] ?? null;

/**
 * Every problem of the given files, without stopping at the first: bad JSON shape, the schema,
 * unknown facts, params and event fields (ruleStaticChecks.ts), base names used twice, and per
 * mode a removal of a rule the base does not have or a replacement or removal of a locked one. `modes` adds the mode-folder check.
 * The import columns files are checked too, each mode's resolution included (importColumnFiles.ts).
 */
export function checkRuleFiles(
  files: readonly RawRuleFile[],
  modes: readonly string[] | null = null,
): { issues: RuleIssue[]; parsed: ParsedFile[] } {
  const issues: RuleIssue[] = [];
  const parsed: ParsedFile[] = [];
  const columnFiles: RawRuleFile[] = [];
  const badFolders = new Set<string>();
  for (const raw of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const folder = modes ? modeFolderIssue(raw.file, modes) : null;
    if (folder) {
      // Once per folder: its name is the problem, not each file in it.
      const name = raw.file.split('/').slice(0, 2).join('/');
      if (!badFolders.has(name)) issues.push(folder);
      badFolders.add(name);
      continue;
    }
    // The import's columns (importColumnFiles.ts) are no rule family: checked on their own below.
    if (isImportColumnsFile(raw.file)) {
      columnFiles.push(raw);
      continue;
    }
    const { parsed: file, issues: fileIssues } = parseRuleFileIssues(raw);
    file?.rules.forEach((r, k) => {
      if ('conditions' in r) fileIssues.push(...ruleIssues(file.file, file.indexes[k] as number, r));
    });
    // In the order of the file: rule by rule (a stable sort keeps each rule's problems in order).
    const ruleAt = (i: RuleIssue) => (i.at[0] === 'rules' && typeof i.at[1] === 'number' ? i.at[1] : -1);
    issues.push(...fileIssues.sort((a, b) => ruleAt(a) - ruleAt(b)));
    if (!file) continue;
    parsed.push(file);
  }
  const baseNames = new Map<string, string>();
  const locked = new Map<string, string>();
  for (const f of parsed.filter((p) => p.mode === null))
    f.rules.forEach((r, k) => {
      const i = f.indexes[k] as number;
      if ('conditions' in r && r.locked) locked.set(r.name, f.file);
      const other = baseNames.get(r.name);
      if (other && other !== f.file)
        issues.push({
          file: f.file,
          rule: r.name,
          at: ['rules', i, 'name'],
          message: `the name is also used in rules/${other}`,
        });
      baseNames.set(r.name, f.file);
    });
  for (const f of parsed.filter((p) => p.mode !== null))
    f.rules.forEach((r, k) => {
      const i = f.indexes[k] as number;
      const lockedIn = locked.get(r.name);
      if (lockedIn)
        issues.push({
          file: f.file,
          rule: r.name,
          at: ['rules', i, 'name'],
          message: `the rule is locked in rules/${lockedIn}: a mode may not ${'conditions' in r ? 'replace' : 'remove'} it (a guard no mode relaxes)`,
        });
      if ('conditions' in r && r.locked)
        issues.push({
          file: f.file,
          rule: r.name,
          at: ['rules', i, 'locked'],
          message: 'only base files lock rules',
        });
      if (!('conditions' in r) && !baseNames.has(r.name))
        issues.push({
          file: f.file,
          rule: r.name,
          at: ['rules', i, 'name'],
          message: 'removes a rule that the base does not have',
        });
    });
  issues.push(...checkImportColumnFiles(columnFiles, modes ? { modes } : {}).issues);
  return { issues, parsed };
}

/**
 * The rules in effect for a mode: every base rule, replaced by a mode rule of the same name or
 * removed by `{"name", "remove": true}`; new mode rules are appended. Only the base files and the
 * mode's own files are read and checked: a broken file of another mode does not stop this one.
 * Throws RuleSetError with every problem found.
 */
export function resolveRuleSet(files: readonly RawRuleFile[], mode: string): ResolvedRuleSet {
  const own = files.filter((f) => {
    const m = fileMode(f.file);
    return m === null ? !f.file.startsWith('modes/') : m === mode;
  });
  const { issues, parsed } = checkRuleFiles(own);
  const columns = checkImportColumnFiles(own, { mode });
  if (issues.length > 0) throw new RuleSetError(issues);
  // Each name has one rule or several versions (effective dates); a mode's rule of that name
  // replaces every base version with its own version(s).
  const byName = new Map<string, ResolvedRule[]>();
  const order: string[] = [];
  for (const f of parsed.filter((p) => p.mode === null)) {
    for (const r of f.rules) {
      if (!('conditions' in r)) continue;
      const list = byName.get(r.name);
      if (list) list.push({ ...r, family: f.family, file: f.file, source: 'base' });
      else {
        byName.set(r.name, [{ ...r, family: f.family, file: f.file, source: 'base' }]);
        order.push(r.name);
      }
    }
  }
  for (const f of parsed.filter((p) => p.mode === mode)) {
    const replaced = new Set<string>();
    for (const r of f.rules) {
      if (!('conditions' in r)) {
        byName.delete(r.name);
        continue;
      }
      if (!byName.has(r.name)) order.push(r.name);
      const own = { ...r, family: f.family, file: f.file, source: mode };
      byName.set(r.name, replaced.has(r.name) ? [...(byName.get(r.name) ?? []), own] : [own]);
      replaced.add(r.name);
    }
  }
  const rules = order.flatMap((n) => byName.get(n) ?? []);
  // Stable: higher priority first, file order within one priority.
  rules.sort((a, b) => (b.priority ?? 1) - (a.priority ?? 1));
  return columns.config ? { mode, rules, importColumns: columns.config } : { mode, rules };
}
