import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { describeEdge, importGraph, isUnder } from './importGraph.ts';

// web and server share code only through core; core stays pure (no React, no Node I/O), so it runs
// in the browser, the server and the workers alike (ARCHITECTURE.md, STYLE.md §1).
const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0] ?? '');
const isReact = (specifier: string) => /^react($|[-/])/.test(specifier);

describe('layers', () => {
  const edges = importGraph();

  it('src/web never imports src/server', () => {
    const found = edges.filter((e) => isUnder(e.from, 'src/web') && isUnder(e.target, 'src/server'));
    expect(found.map(describeEdge)).toEqual([]);
  });

  it('src/server never imports src/web', () => {
    const found = edges.filter((e) => isUnder(e.from, 'src/server') && isUnder(e.target, 'src/web'));
    expect(found.map(describeEdge)).toEqual([]);
  });

  it('src/core imports neither web nor server, nor React nor Node modules', () => {
    const found = edges.filter(
      (e) =>
        isUnder(e.from, 'src/core') &&
        (isUnder(e.target, 'src/web') ||
          isUnder(e.target, 'src/server') ||
          isReact(e.specifier) ||
          isNodeBuiltin(e.specifier)),
    );
    expect(found.map(describeEdge)).toEqual([]);
  });
});
