import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One definition per enum (issue 34 item 5): a list of three or more string literals spelled out in
 * two modules is one list written twice: one module exports it, the other imports it.
 */
const SRC = path.resolve(import.meta.dirname, '../../../src');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

/** Array literals of at least three single-quoted strings (nothing else in them), as written. */
const LIST = /\[\s*(?:'[^'\n]*'\s*,\s*){2,}'[^'\n]*'\s*,?\s*\]/g;

/** Each list's items joined, with the modules that spell it. */
function stringLists(files: readonly { file: string; text: string }[]): Map<string, Set<string>> {
  const where = new Map<string, Set<string>>();
  for (const { file, text } of files) {
    for (const m of text.matchAll(LIST)) {
      const key = [...m[0].matchAll(/'([^'\n]*)'/g)].map((s) => s[1]).join('|');
      where.set(key, (where.get(key) ?? new Set()).add(file));
    }
  }
  return where;
}

describe('string-literal lists', () => {
  it('finds a list spelled in two modules, multi-line or not', () => {
    const found = stringLists([
      { file: 'a.ts', text: "export const A = ['x', 'y', 'z'] as const;" },
      { file: 'b.ts', text: "z.enum([\n  'x',\n  'y',\n  'z',\n])" },
      { file: 'c.ts', text: "const two = ['x', 'y']; const mixed = ['x', 'y', 3];" },
    ]);
    expect([...found.entries()].map(([k, v]) => [k, [...v]])).toEqual([['x|y|z', ['a.ts', 'b.ts']]]);
  });

  it('no list of three or more string literals is spelled in two modules of src', () => {
    // Migrations keep the lists as they were when they ran (history, not a second definition).
    const files = filesUnder(SRC)
      .filter((f) => !f.includes(`${path.sep}migrations${path.sep}`))
      .map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));
    const twice = [...stringLists(files)]
      .filter(([, where]) => where.size > 1)
      .map(([list, where]) => `[${list.replaceAll('|', ', ')}] in ${[...where].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
