import { describe, expect, it } from 'vitest';
import { isUnder, sourceFiles } from './importGraph.ts';

// API paths live in the area contracts (`src/core/<area>/<area>.api.ts`): the server registers its
// routes from them (`route(app, <AREA>_API.x, …)`) and the browser calls through them (`callApi`),
// so a path is written once and a renamed path cannot leave a caller behind.
const API_PATH_LITERAL = /(['"`])\/(api|users|route-planner)\//;
const FASTIFY_REGISTRATION = /\bapp\.(get|post|put|patch|delete|head|options|all|route)\(/;
// The page routes of the web terminal (index.html, redirects) are no API calls.
const PAGE_ROUTES = ['src/server/routes/web.routes.ts', 'src/server/http/route.ts'];

/** The file's code without its comments (block and line comments; a URL's `//` only ends the scan early). */
const codeOf = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '');

const hits = (dirs: readonly string[], pattern: RegExp, skip: readonly string[] = []) =>
  dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((f) => !skip.includes(f.path))
    .flatMap((f) =>
      codeOf(f.text)
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])),
    );

describe('API paths only in the area contracts', () => {
  it('no API path is written as a string in src/web or src/server', () => {
    expect(hits(['src/web', 'src/server'], API_PATH_LITERAL)).toEqual([]);
  });

  it('every server route is registered from a contract endpoint (route(app, <AREA>_API.x, …))', () => {
    expect(hits(['src/server'], FASTIFY_REGISTRATION, PAGE_ROUTES)).toEqual([]);
  });

  it('the contracts hold the paths (the check above looks at the right files)', () => {
    const contracts = sourceFiles('src/core').filter((f) => f.path.endsWith('.api.ts'));
    expect(contracts.length).toBeGreaterThan(20);
    expect(contracts.some((f) => API_PATH_LITERAL.test(f.text))).toBe(true);
    expect(contracts.every((f) => isUnder(f.path, 'src/core'))).toBe(true);
  });
});
