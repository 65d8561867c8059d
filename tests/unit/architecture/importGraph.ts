import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of src/**\/*.ts(x), read with regular expressions (no compiler: the rules only
 * need who imports what). Paths are repository-relative with forward slashes.
 */

/** One import or re-export of one source file. */
export interface ImportEdge {
  /** The importing file, e.g. `src/web/features/orders/OrdersScreen.tsx`. */
  from: string;
  /** The specifier as written: `'kysely'`, `'../../grid/DataGrid.tsx'`. */
  specifier: string;
  /** The imported file for a relative specifier (repository-relative), else null (a package). */
  target: string | null;
  /** `import type` / `export type`: erased at compile time. */
  typeOnly: boolean;
  /** The imported names as written (`{ sql, type Kysely }`, `* as x`), empty for side-effect imports. */
  clause: string;
  /** 1-based line of the statement. */
  line: number;
}

/** A source file's repository-relative path and text. */
export interface SourceFile {
  path: string;
  text: string;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const SOURCE = /\.tsx?$/;

/** Every .ts/.tsx file under `dir` (repository-relative), sorted. */
export function sourceFiles(dir = 'src'): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name))
        out.push({ path: child, text: readFileSync(path.join(REPO_ROOT, child), 'utf8') });
    }
  };
  walk(dir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

// Statements start a line; the clause cannot contain quotes or semicolons, so a match never runs
// past its own statement (multi-line `{ … }` clauses included). Comment lines start with * or //.
const STATIC = /^[ \t]*(import|export)([ \t]+type)?[ \t]+([^;'"]*?)[ \t]*from[ \t]*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import[ \t]*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

/** The imports of one file (static, side-effect and dynamic). */
export function importsOf(file: SourceFile): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean, clause: string, index: number) =>
    edges.push({
      from: file.path,
      specifier,
      target: resolve(file.path, specifier),
      typeOnly,
      clause: clause.replace(/\s+/g, ' ').trim(),
      line: lineAt(file.text, index),
    });
  for (const m of file.text.matchAll(STATIC)) add(m[4] ?? '', Boolean(m[2]), m[3] ?? '', m.index);
  for (const m of file.text.matchAll(BARE)) add(m[1] ?? '', false, '', m.index);
  for (const m of file.text.matchAll(DYNAMIC)) add(m[1] ?? '', false, '', m.index);
  return edges;
}

/** Every import edge of src/. */
export function importGraph(files: readonly SourceFile[] = sourceFiles()): ImportEdge[] {
  return files.flatMap(importsOf);
}

/** Whether a repository-relative path lies under a folder. */
export const isUnder = (file: string | null, dir: string) => file?.startsWith(`${dir}/`) === true;

/** An edge as one readable line: `src/a.ts:3 → '../b.ts'`. */
export const describeEdge = (e: ImportEdge) => `${e.from}:${e.line} → '${e.specifier}'`;
