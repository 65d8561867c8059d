import { describe, expect, it } from 'vitest';
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
