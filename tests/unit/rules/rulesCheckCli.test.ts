import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { addRules, cleanRuleCopies, copyRules } from './ruleDirs.ts';

// `npm run rules:check` runs the precompiled checks (scripts/rulesCheck.mjs, issue 36): the same
// checks as the load, every problem of every file in one run, exit code 1 on any.
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const check = (rulesDirPath?: string) =>
  run(process.execPath, ['scripts/rulesCheck.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...(rulesDirPath && { RULES_DIR: rulesDirPath }) },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

describe('npm run rules:check (precompiled)', () => {
  cleanRuleCopies();

  it('passes the repository rules and names every problem of a broken copy at file:line:column', async () => {
    const ok = await check();
    expect(ok.out).toContain('rules:check: every rule file is valid');
    expect(ok.code).toBe(0);

    const dir = copyRules();
    addRules(dir, 'modes/marka/validation.json', [
      {
        name: 'orderItem.quantity.typos',
        entity: 'orderItem',
        conditions: {
          all: [
            { fact: 'quantiy', operator: 'greaterThan', value: 500 },
            { fact: 'quantity', operator: 'graterThan', value: 500 },
          ],
        },
        event: { type: 'fieldError', params: { field: 'quantity', message: 'Legfeljebb 500!' } },
      },
    ]);
    const broken = await check(dir);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(
      /rules\/modes\/marka\/validation\.json:\d+:\d+ rule "orderItem\.quantity\.typos": unknown fact "quantiy".*did you mean "quantity"/,
    );
    expect(broken.out).toMatch(
      /rules\/modes\/marka\/validation\.json:\d+:\d+ rule "orderItem\.quantity\.typos".*graterThan/,
    );
  }, 180_000);
});
