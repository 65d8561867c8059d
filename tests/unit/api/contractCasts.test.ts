import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No `as never` / `as unknown as` at a contract boundary (issue 33): a route handler answers its
 * endpoint's answer schema and a web caller sends its endpoint's body and query types, so a cast there
 * would hide drift between the contract and the code. Route files may not cast so at all; in the web,
 * the arguments of every contract call (`callApi`, `apiRequest`, `callSave`) may not.
 */

const CAST = /\bas\s+never\b|\bas\s+unknown\s+as\b/;
const CONTRACT_CALL = /\b(callApi|apiRequest|callSave)\s*(<[^>]*>)?\s*\(/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of the call whose `(` is at `open`, up to its balanced `)`. */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')') {
      depth -= 1;
      if (depth === 0) return source.slice(open, i + 1);
    }
  }
  return source.slice(open);
}

/** The casts inside contract calls of a web file, as `file:line`. */
function castsInContractCalls(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(CONTRACT_CALL)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    if (CAST.test(callText(source, open))) {
      found.push(`${file}:${source.slice(0, match.index).split('\n').length}`);
    }
  }
  return found;
}

/** The lines of a route file with such a cast, as `file:line`. */
function castsInRouteFile(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) => (CAST.test(line) && !line.trim().startsWith('//') ? [`${file}:${i + 1}`] : []));
}

describe('contract boundaries', () => {
  it('route handlers answer their endpoint without casting', () => {
    const found = filesUnder('src/server/routes').flatMap((f) =>
      castsInRouteFile(f, readFileSync(f, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('web callers send what the contract types, without casting', () => {
    const found = filesUnder('src/web').flatMap((f) => castsInContractCalls(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a cast inside a contract call, also over several lines, and not outside one', () => {
    const source = [
      'const a = await callApi(API.x, {',
      '  query: q as never,',
      '});',
      'const b = value as unknown as Row;',
      'const c = await apiRequest<T>(m, p, { body: (x as unknown as Body) });',
    ].join('\n');
    expect(castsInContractCalls('f.ts', source)).toEqual(['f.ts:1', 'f.ts:5']);
  });
});
