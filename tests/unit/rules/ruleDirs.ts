import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { rulesDir } from '../../../src/server/rules/loadRuleFiles.ts';

const dirs: string[] = [];

/** Removes the copies after each test of the file that calls it. */
export function cleanRuleCopies(): void {
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
}

/** A copy of the repository's rules/ to change or break. */
export function copyRules(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-copy-'));
  dirs.push(dir);
  cpSync(rulesDir(), dir, { recursive: true });
  return dir;
}

/** Appends rules to a file of the copy (created when missing), pretty-printed so positions are predictable. */
export function addRules(dir: string, file: string, rules: readonly unknown[]): void {
  const p = path.join(dir, file);
  let content: { family: string; rules: unknown[] } = { family: path.basename(file, '.json'), rules: [] };
  try {
    content = JSON.parse(readFileSync(p, 'utf8'));
  } catch {
    mkdirSync(path.dirname(p), { recursive: true });
  }
  content.rules.push(...rules);
  writeFileSync(p, JSON.stringify(content, null, 2));
}
