import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_MODES } from '../../core/config/config.answers.ts';
import { compileRuleSet } from '../../core/rules/compileRules.ts';
import { evaluateCompiled } from '../../core/rules/evaluateRules.ts';
import {
  acceptDifferences,
  type CaseDifference,
  type CaseEntry,
  formatReviewTable,
  reviewCase,
} from '../../core/rules/goldenCaseReview.ts';
import { loadGoldenCases, loadRuleSet, rulesDir } from './loadRuleFiles.ts';

/** The file a mode's accepted overrides of inherited cases go to. */
export const OVERRIDES_FILE = 'overrides.json';

export interface CasesOptions {
  mode: string;
  accept: boolean;
}

/** `--mode <mode>` (default: the configured one), `--review` (default) or `--accept`. */
export function parseCasesArgs(argv: readonly string[], defaultMode: string): CasesOptions {
  let mode = defaultMode;
  let accept = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--mode') mode = argv[++i] ?? '';
    else if (a === '--accept') accept = true;
    else if (a !== '--review')
      throw new Error(`unknown argument ${a}; usage: rules:cases -- --mode <mode> [--review|--accept]`);
  }
  if (!(CONFIG_MODES as readonly string[]).includes(mode))
    throw new Error(`unknown mode "${mode}"; modes: ${CONFIG_MODES.join(', ')}`);
  return { mode, accept };
}

/** Runs the mode's resolved golden cases (inherited ones included) on its rules: every difference. */
export function reviewCases(
  mode: string,
  dir: string = rulesDir(),
): { run: number; differences: CaseDifference[] } {
  const compiled = compileRuleSet(loadRuleSet(mode, dir));
  const cases = loadGoldenCases(mode, dir);
  const differences = cases.flatMap((c) => {
    const [result] = evaluateCompiled(compiled, { entity: c.entity, rows: [c.values], ctx: c.ctx });
    return result ? reviewCase(c, result) : [];
  });
  return { run: cases.length, differences };
}

type CaseFile = { description?: string; cases: CaseEntry[] } & Record<string, unknown>;
const readCaseFile = (file: string): CaseFile =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CaseFile) : { cases: [] };

/**
 * Writes the differences into the mode's case files, as a snapshot update: an inherited case gets
 * (or extends) its override in `cases/<mode>/overrides.json` (or the mode file that already
 * overrides it); the mode's own case gets its expectation in its own file. Answers the files written.
 */
export function acceptCases(
  mode: string,
  differences: readonly CaseDifference[],
  dir: string = rulesDir(),
): string[] {
  const cases = new Map(loadGoldenCases(mode, dir).map((c) => [c.name, c]));
  const byCase = new Map<string, CaseDifference[]>();
  for (const d of differences) byCase.set(d.case, [...(byCase.get(d.case) ?? []), d]);
  const files = new Map<string, CaseFile>();
  const fileOf = (rel: string) => {
    let f = files.get(rel);
    if (!f) {
      f = readCaseFile(path.join(dir, rel));
      if (f.cases.length === 0)
        f.description ??= `Overrides of inherited golden cases for ${mode} (npm run rules:cases -- --accept).`;
      files.set(rel, f);
    }
    return f;
  };
  for (const [name, diffs] of byCase) {
    const c = cases.get(name);
    if (!c) continue;
    // The mode's own file of the case (its override or its own case), else the mode's overrides file.
    const rel = c.file.startsWith(`cases/${mode}/`) ? c.file : `cases/${mode}/${OVERRIDES_FILE}`;
    const file = fileOf(rel);
    const at = file.cases.findIndex((e) => e.name === name);
    const entry = acceptDifferences(at >= 0 ? file.cases[at] : undefined, name, diffs);
    if (at >= 0) file.cases[at] = entry;
    else file.cases.push(entry);
  }
  for (const [rel, content] of files)
    writeFileSync(path.join(dir, rel), `${JSON.stringify(content, null, 2)}\n`);
  return [...files.keys()].map((rel) => `rules/${rel}`);
}

/** What the command prints: the summary and the table of differences (or what was written). */
export function runCases(options: CasesOptions, dir: string = rulesDir()): { lines: string[]; ok: boolean } {
  const { run, differences } = reviewCases(options.mode, dir);
  const lines = [
    `Golden cases of ${options.mode}: ${run} run, ${new Set(differences.map((d) => d.case)).size} differ`,
  ];
  if (differences.length === 0) return { lines, ok: true };
  lines.push(...formatReviewTable(differences));
  if (!options.accept) {
    lines.push(
      `Accept these as the mode's expectations: npm run rules:cases -- --mode ${options.mode} --accept`,
    );
    return { lines, ok: false };
  }
  const written = acceptCases(options.mode, differences, dir);
  const again = reviewCases(options.mode, dir);
  lines.push(`Accepted into ${written.join(', ')}; ${again.differences.length} difference(s) left.`);
  return { lines, ok: again.differences.length === 0 };
}
