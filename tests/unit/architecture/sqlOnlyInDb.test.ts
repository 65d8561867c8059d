import { describe, expect, it } from 'vitest';
import { describeEdge, importGraph, isUnder, sourceFiles } from './importGraph.ts';

// SQL lives only in src/server/db (ARCHITECTURE.md): elsewhere the database is passed around as a
// type (`import type { Kysely }`) and reached through repositories.
const DB = 'src/server/db';
const DRIVERS = /^(kysely($|[-/])|pg($|\/)|@electric-sql\/pglite)/;
// Query builder entry points and the sql tag: SQL written through a `Kysely` that came in as a type.
const QUERY_CALL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\bsql\s*(<[^>]*>)?`/;

describe('SQL only under src/server/db', () => {
  it('no file outside src/server/db imports a database library other than as a type', () => {
    const found = importGraph()
      .filter((e) => !isUnder(e.from, DB) && DRIVERS.test(e.specifier) && !e.typeOnly)
      .map(describeEdge);
    expect(found).toEqual([]);
  });

  it('no file outside src/server/db builds a query or uses the sql tag', () => {
    const found = sourceFiles()
      .filter((f) => !isUnder(f.path, DB))
      .flatMap((f) =>
        f.text
          .split('\n')
          .flatMap((line, i) => (QUERY_CALL.test(line) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
