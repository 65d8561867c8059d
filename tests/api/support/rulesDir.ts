import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A copy of rules/ with `rules` added to one mode file (created when the mode has none). */
export function rulesDirWith(modeFile: string, rules: readonly unknown[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
  cpSync(path.join(ROOT, 'rules'), dir, { recursive: true });
  const file = path.join(dir, modeFile);
  let content: { family: string; rules: unknown[] };
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    content = { family: path.basename(modeFile, '.json'), rules: [] };
  }
  content.rules.push(...rules);
  writeFileSync(file, JSON.stringify(content));
  return dir;
}

/** The test file's apps load their rules from the folder `build` makes (RULES_DIR), restored afterwards. */
export function rulesDirForFile(build: () => string): void {
  const saved = process.env.RULES_DIR;
  beforeAll(() => {
    process.env.RULES_DIR = build();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.RULES_DIR;
    else process.env.RULES_DIR = saved;
  });
}
