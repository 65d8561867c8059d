import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type RawRuleFile, RuleFileError, resolveRuleSet } from '../../core/rules/resolveRuleSet.ts';
import {
  type GoldenCase,
  goldenCaseFileSchema,
  type ResolvedRuleSet,
} from '../../core/rules/ruleFile.schemas.ts';
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

function readJson(dir: string, file: string): unknown {
  const text = readFileSync(path.join(dir, file), 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new RuleFileError(file, null, `not valid JSON: ${(err as Error).message}`);
  }
}

/** Every rule file under the directory: base/<family>.json and modes/<mode>/<family>.json. */
export function readRuleFiles(dir: string = rulesDir()): RawRuleFile[] {
  const files: RawRuleFile[] = [];
  for (const f of jsonFiles(path.join(dir, 'base')))
    files.push({ file: `base/${f}`, content: readJson(dir, `base/${f}`) });
  const modes = path.join(dir, 'modes');
  const modeNames = existsSync(modes) ? readdirSync(modes).sort() : [];
  for (const mode of modeNames) {
    for (const f of jsonFiles(path.join(modes, mode))) {
      files.push({ file: `modes/${mode}/${f}`, content: readJson(dir, `modes/${mode}/${f}`) });
    }
  }
  return files;
}

/** The resolved rule set of a mode; every file of every mode is validated (a broken one throws). */
export function loadRuleSet(mode: string, dir: string = rulesDir()): ResolvedRuleSet {
  return resolveRuleSet(readRuleFiles(dir), mode);
}

/** Golden cases of a mode (rules/cases/<mode>/*.json), each with its file name. */
export function loadGoldenCases(mode: string, dir: string = rulesDir()): (GoldenCase & { file: string })[] {
  const caseDir = path.join(dir, 'cases', mode);
  return jsonFiles(caseDir).flatMap((f) => {
    const file = `cases/${mode}/${f}`;
    const parsed = goldenCaseFileSchema.safeParse(readJson(dir, file));
    if (!parsed.success) {
      throw new RuleFileError(
        file,
        null,
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      );
    }
    return parsed.data.cases.map((c) => ({ ...c, file }));
  });
}
