import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_MODES } from '../../core/config/config.answers.ts';
import {
  GoldenCaseError,
  modeGoldenCaseFileSchema,
  parseModeCase,
  type ResolvedGoldenCase,
  resolveGoldenCases,
} from '../../core/rules/goldenCaseInheritance.ts';
import { IMPORT_COLUMNS_FILE } from '../../core/rules/importColumnFiles.ts';
import {
  JsonSyntaxError,
  type PositionedJson,
  parseJsonWithPositions,
  positionOf,
} from '../../core/rules/jsonPositions.ts';
import {
  checkRuleFiles,
  type RawRuleFile,
  RuleFileError,
  RuleSetError,
  resolveRuleSet,
} from '../../core/rules/resolveRuleSet.ts';
import { goldenCaseFileSchema, type ResolvedRuleSet } from '../../core/rules/ruleFile.schemas.ts';
import { modeFolderIssue, type RuleIssue } from '../../core/rules/ruleStaticChecks.ts';
import { PROJECT_ROOT } from '../config.ts';

/** rules/ of the checkout, or RULES_DIR (tests point it at broken copies). */
export function rulesDir(): string {
  return path.resolve(PROJECT_ROOT, process.env.RULES_DIR ?? 'rules');
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** Parsed files with their positions, so every problem is reported as rules/<file>:line:column. */
const positioned = new Map<string, PositionedJson>();

function readJson(dir: string, file: string): unknown {
  const text = readFileSync(path.join(dir, file), 'utf8');
  try {
    const json = parseJsonWithPositions(text);
    positioned.set(path.join(dir, file), json);
    return json.value;
  } catch (err) {
    if (!(err instanceof JsonSyntaxError)) throw err;
    const { line, column } = err.position;
    throw new RuleFileError(file, null, `not valid JSON: ${err.reason} (line ${line}, column ${column})`);
  }
}

/** One problem as an editor and a terminal link it: `rules/<file>:<line>:<column> rule "x": why`. */
export function formatRuleIssue(issue: RuleIssue, dir: string = rulesDir()): string {
  const json = positioned.get(path.join(dir, issue.file));
  const { line, column } = json ? positionOf(json, issue.at) : { line: 1, column: 1 };
  return `rules/${issue.file}:${line}:${column}${issue.rule ? ` rule "${issue.rule}"` : ''}: ${issue.message}`;
}

/** The config modes' folders under modes/ (the ones a server reads). */
function modeFolders(dir: string): string[] {
  const modes = path.join(dir, 'modes');
  return existsSync(modes) ? readdirSync(modes).sort() : [];
}

/** Base files and, for `mode`, that mode's files only (null: every mode folder). */
export function readRuleFiles(dir: string = rulesDir(), mode: string | null = null): RawRuleFile[] {
  const files: RawRuleFile[] = [];
  for (const f of jsonFiles(path.join(dir, 'base')))
    files.push({ file: `base/${f}`, content: readJson(dir, `base/${f}`) });
  for (const m of modeFolders(dir)) {
    if (mode !== null && m !== mode) continue;
    for (const f of jsonFiles(path.join(dir, 'modes', m))) {
      files.push({ file: `modes/${m}/${f}`, content: readJson(dir, `modes/${m}/${f}`) });
    }
  }
  return files;
}

/** Rethrows a rule set's problems with file:line:column for each (RuleSetError keeps them all). */
function withPositions(err: unknown, dir: string): unknown {
  if (!(err instanceof RuleSetError)) return err;
  err.message = `Broken rule files:\n${err.issues.map((i) => `  ${formatRuleIssue(i, dir)}`).join('\n')}`;
  return err;
}

/** Every problem of a failed load, one line each at file:line:column (a reload's refusal). */
export function ruleProblemsOf(err: unknown, dir: string = rulesDir()): string[] {
  if (err instanceof RuleSetError) return err.issues.map((i) => formatRuleIssue(i, dir));
  if (err instanceof RuleFileError)
    return [formatRuleIssue({ file: err.file, rule: err.rule, at: [...err.at], message: err.reason }, dir)];
  return [(err as Error).message];
}

/** The server reads the import's columns from this file beside the base rules: without it, no set. */
const MISSING_COLUMNS: RuleIssue = {
  file: `base/${IMPORT_COLUMNS_FILE}`,
  rule: null,
  at: [],
  message: 'the file is missing: the Excel import reads its columns from it (see rules/README.md)',
};

/**
 * The short content hash of a set: its rules and its import columns. A reload that changes either
 * changes it (the browser refetches on it; events and traces name it).
 */
export function ruleSetHash(set: Pick<ResolvedRuleSet, 'rules' | 'importColumns'>): string {
  return createHash('sha256')
    .update(JSON.stringify([set.rules, set.importColumns ?? null]))
    .digest('hex')
    .slice(0, 12);
}

/**
 * The resolved rule set of a mode, its import columns included. Only the base files and that
 * mode's files are read and checked (static checks included), so a broken file of another mode
 * does not stop this one.
 */
export function loadRuleSet(mode: string, dir: string = rulesDir()): ResolvedRuleSet {
  try {
    const set = resolveRuleSet(readRuleFiles(dir, mode), mode);
    if (!set.importColumns) throw new RuleSetError([MISSING_COLUMNS]);
    return { ...set, hash: ruleSetHash(set) };
  } catch (err) {
    throw withPositions(err, dir);
  }
}

/** Start-up: the active mode's set must be valid to serve; prints every problem and exits otherwise. */
export function checkRulesOrExit(mode: string, dir: string = rulesDir()): void {
  try {
    loadRuleSet(mode, dir);
  } catch (err) {
    if (!(err instanceof RuleFileError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Mode folders (rules and cases) that are no config mode: their files would never load. */
export function unknownModeFolders(dir: string = rulesDir()): string[] {
  const cases = existsSync(path.join(dir, 'cases')) ? readdirSync(path.join(dir, 'cases')) : [];
  return [
    ...modeFolders(dir).flatMap((m) => modeFolderIssue(`modes/${m}/`, CONFIG_MODES)?.message ?? []),
    ...cases.flatMap((m) =>
      m === 'base' ? [] : (modeFolderIssue(`cases/${m}/`, CONFIG_MODES)?.message ?? []),
    ),
  ];
}

/**
 * `npm run rules:check`: every file of every mode and every golden-case file, all problems at
 * once, each as `rules/<file>:<line>:<column>`. No database, no workers.
 */
export function checkAllRuleFiles(dir: string = rulesDir()): string[] {
  const problems: string[] = [];
  const files: RawRuleFile[] = [];
  const read = (file: string) => {
    try {
      files.push({ file, content: readJson(dir, file) });
    } catch (err) {
      if (!(err instanceof RuleFileError)) throw err;
      problems.push(`rules/${file}: ${err.reason}`);
    }
  };
  for (const f of jsonFiles(path.join(dir, 'base'))) read(`base/${f}`);
  for (const m of modeFolders(dir))
    for (const f of jsonFiles(path.join(dir, 'modes', m))) read(`modes/${m}/${f}`);
  const { issues } = checkRuleFiles(files, CONFIG_MODES);
  if (
    !files.some((f) => f.file === MISSING_COLUMNS.file) &&
    !problems.some((p) => p.includes(MISSING_COLUMNS.file))
  )
    issues.push(MISSING_COLUMNS);
  problems.push(...issues.map((i) => formatRuleIssue(i, dir)));
  // cases/base/ holds the cases every mode inherits (checked with each mode's).
  const caseModes = existsSync(path.join(dir, 'cases'))
    ? readdirSync(path.join(dir, 'cases'))
        .filter((m) => m !== 'base')
        .sort()
    : [];
  for (const mode of caseModes) {
    const folder = modeFolderIssue(`cases/${mode}/`, CONFIG_MODES);
    if (folder) {
      problems.push(`rules/cases/${mode}/: ${folder.message}`);
      continue;
    }
    try {
      loadGoldenCases(mode, dir);
    } catch (err) {
      if (!(err instanceof RuleFileError)) throw err;
      problems.push(err.message);
    }
  }
  // A broken base case file is found through every mode: report it once.
  return [...new Set(problems)];
}

/**
 * Golden cases of a mode: the base cases (rules/cases/base/*.json) inherited, overridden or removed
 * by the mode's files (rules/cases/<mode>/*.json), then the mode's own cases; each names its file
 * (and the base file it overrides). See goldenCaseInheritance.ts.
 */
export function loadGoldenCases(mode: string, dir: string = rulesDir()): ResolvedGoldenCase[] {
  const baseFiles = jsonFiles(path.join(dir, 'cases', 'base')).map((f) => {
    const file = `cases/base/${f}`;
    const parsed = goldenCaseFileSchema.safeParse(readJson(dir, file));
    if (!parsed.success) {
      throw new RuleFileError(
        file,
        null,
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      );
    }
    return { file, cases: parsed.data.cases };
  });
  const modeFiles = jsonFiles(path.join(dir, 'cases', mode)).map((f) => {
    const file = `cases/${mode}/${f}`;
    const parsed = modeGoldenCaseFileSchema.safeParse(readJson(dir, file));
    if (!parsed.success)
      throw new RuleFileError(
        file,
        null,
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      );
    const entries = parsed.data.cases.map((entry, i) => parseModeCase(entry, i));
    const problems = entries.flatMap((e) => e.problems);
    if (problems.length) throw new RuleFileError(file, null, problems.join('; '));
    return { file, cases: entries.flatMap((e) => (e.case ? [e.case] : [])) };
  });
  try {
    return resolveGoldenCases(baseFiles, modeFiles);
  } catch (err) {
    if (err instanceof GoldenCaseError) throw new RuleFileError(err.file, null, err.reason);
    throw err;
  }
}
