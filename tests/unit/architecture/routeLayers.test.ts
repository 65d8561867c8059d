import { describe, expect, it } from 'vitest';
import { describeEdge, type ImportEdge, importGraph, importsOf } from './importGraph.ts';

// The request flow of src/server/README.md: a read goes route → queries/<area>.queries.ts →
// repository, a write route → command → repository. A route file validates, calls one query or
// command, and presents; it never calls a repository itself. Types of records may be imported
// (`import type`): they describe what the route presents and read nothing.
const isRouteFile = (file: string) =>
  /^src\/server\/.*\.routes\.ts$/.test(file) || /^src\/server\/routes\//.test(file);
const isRepository = (file: string | null) => file?.startsWith('src/server/db/repositories/') ?? false;

const routeReadsOfRepositories = (edges: readonly ImportEdge[]) =>
  edges.filter((e) => isRouteFile(e.from) && isRepository(e.target) && !e.typeOnly).map(describeEdge);

describe('route files reach the database through queries and commands', () => {
  it('finds a route file that imports a repository (the check can fail)', () => {
    const edges = [
      ...importsOf({
        path: 'src/server/routes/x.routes.ts',
        text: "import { listX } from '../db/repositories/x.repository.ts';",
      }),
      ...importsOf({
        path: 'src/server/routes/y.routes.ts',
        text: "import type { YRecord } from '../db/repositories/y.repository.ts';",
      }),
      ...importsOf({
        path: 'src/server/queries/x.queries.ts',
        text: "import { listX } from '../db/repositories/x.repository.ts';",
      }),
    ];
    expect(routeReadsOfRepositories(edges)).toHaveLength(1);
  });

  it('no route file imports a repository other than for a type', () => {
    const edges = importGraph();
    // Pin what the reader must find, so the rule cannot pass vacuously.
    expect(edges.some((e) => e.from.startsWith('src/server/queries/') && isRepository(e.target))).toBe(true);
    expect(routeReadsOfRepositories(edges)).toEqual([]);
  });
});
