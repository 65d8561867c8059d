import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './importCycles.ts';
import { importGraph, importsOf } from './importGraph.ts';

// The rules pass vacuously if the reader finds nothing: pin what it must find.
describe('importGraph', () => {
  it('reads static, multi-line, type-only, re-export, side-effect and dynamic imports', () => {
    const text = [
      "import { type Kysely, sql } from 'kysely';",
      'import type {',
      '  A,',
      '  B,',
      "} from '../core/x.ts';",
      "export { y } from './y.ts';",
      "import './side.css';",
      ' * import nothing from a comment line',
      "const Lazy = lazy(() => import('../map/RouteMap.tsx'));",
    ].join('\n');
    const edges = importsOf({ path: 'src/web/a/b.ts', text });
    expect(edges.map((e) => [e.specifier, e.target, e.typeOnly, e.line])).toEqual([
      ['kysely', null, false, 1],
      ['../core/x.ts', 'src/web/core/x.ts', true, 2],
      ['./y.ts', 'src/web/a/y.ts', false, 6],
      ['./side.css', 'src/web/a/side.css', false, 7],
      ['../map/RouteMap.tsx', 'src/web/map/RouteMap.tsx', false, 9],
    ]);
    expect(edges[0]?.clause).toBe('{ type Kysely, sql }');
  });

  it('finds the real graph of src', () => {
    const edges = importGraph();
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual(
      expect.objectContaining({ from: 'src/server/app.ts', specifier: 'fastify', typeOnly: false }),
    );
  });
});

// The command catalogue imports every feature's commands; features read CommandId from commandTypes.ts,
// which the catalogue fills by declaration merging, so no cycle runs through it (issue 34: 19 before).
describe('import cycles', () => {
  it('finds a cycle of type-only imports', () => {
    const edges = [
      ...importsOf({ path: 'src/a.ts', text: "import type { B } from './b.ts';" }),
      ...importsOf({ path: 'src/b.ts', text: "import { a } from './a.ts';" }),
      ...importsOf({ path: 'src/c.ts', text: "import { a } from './a.ts';" }),
    ];
    expect(importCycles(edges)).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  // Known cycles: one, among the rules' answer schemas and the rule modules whose types they derive
  // (z.output, issue 33) while reading their constants. The eleven answers ↔ schemas pairs of the same
  // kind were folded (the constants live in the answers file, the schemas module re-exports them). The
  // list only shrinks: a new cycle fails, and so does a listed one that is gone (remove it).
  it('src has no import cycle beyond the shrinking list, type-only imports included', () => {
    const allowed: string[][] = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'importCycles.allow.json'), 'utf8'),
    );
    const key = (cycle: readonly string[]) => [...cycle].sort().join(' ');
    const found = importCycles(importGraph()).map(key);
    const known = new Set(allowed.map(key));
    expect({
      new: found.filter((c) => !known.has(c)),
      gone: [...known].filter((c) => !found.includes(c)),
    }).toEqual({ new: [], gone: [] });
  });
});
