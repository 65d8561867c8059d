import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type FunctionSpan, functionsOf, keyOf, LIMITS, offenders } from './functionLength.ts';
import { sourceFiles } from './importGraph.ts';

// No web function over 150 lines, no server function over 100 (issue 34): long components are split
// into a data hook, a toolbar, a grid or board and dialogs (src/web/features/timeSlots is the model).
// functionLength.allow.json lists today's offenders with their lengths; it may only shrink: a new
// offender fails, a listed one that grew fails, a listed one that shrank or went fails until the list
// says so. `UPDATE_FUNCTION_LENGTHS=1 npx vitest run --project unit tests/unit/architecture/functionLength`
// rewrites the list from the tree, for a change that shortened functions (never to let one grow).
const ALLOW_FILE = new URL('./functionLength.allow.json', import.meta.url);
type AllowList = Record<string, number>;

const describeFn = (fn: FunctionSpan) => `${fn.path}:${fn.line} ${fn.name} (${fn.lines} lines)`;

describe('function length', () => {
  it('reads names and lengths from the syntax tree', () => {
    const text = [
      'export function Screen() {', // 1
      '  const onKey = (e: KeyboardEvent) => {', // 2
      '    const s = "}";', // 3: a brace in a string does not end the function
      '  };', // 4
      '  return <div onClick={() => {', // 5
      '  }} />;', // 6
      '}', // 7
      'class Store { get size() { return 1; } }', // 8
    ].join('\n');
    const spans = functionsOf({ path: 'src/web/x/Screen.tsx', text }).map((f) => [f.name, f.line, f.lines]);
    expect(spans).toEqual([
      ['Screen', 1, 7],
      ['Screen > onKey', 2, 3],
      ['Screen > onClick', 5, 2],
      ['size', 8, 1],
    ]);
  });

  it(`no function over its limit (${LIMITS.map((l) => `${l.dir} ${l.lines}`).join(', ')}) beyond the shrinking allow-list`, () => {
    const found = offenders(sourceFiles());
    if (process.env.UPDATE_FUNCTION_LENGTHS) {
      const next: AllowList = Object.fromEntries(found.map((fn) => [keyOf(fn), fn.lines]));
      writeFileSync(ALLOW_FILE, `${JSON.stringify(next, null, 2)}\n`);
    }
    const allowed: AllowList = JSON.parse(readFileSync(ALLOW_FILE, 'utf8'));
    const now = new Map(found.map((fn) => [keyOf(fn), fn]));
    const problems = [
      ...found.flatMap((fn) => {
        const limit = allowed[keyOf(fn)];
        if (limit === undefined) return [`new: ${describeFn(fn)}; split it`];
        if (fn.lines > limit) return [`grew: ${describeFn(fn)}, listed at ${limit}; split it`];
        if (fn.lines < limit) return [`shrank: ${describeFn(fn)}, listed at ${limit}; lower the list`];
        return [];
      }),
      ...Object.keys(allowed)
        .filter((key) => !now.has(key))
        .map((key) => `gone: ${key} is no longer over its limit; remove it from the list`),
    ];
    expect(problems).toEqual([]);
  });
});
