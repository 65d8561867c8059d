// Which test files a runner script hands to vitest: the date-sensitive ones (npm run test:clock) and
// the ones a set of changed files touches (npm run test:changed). A file's local imports (relative
// paths under tests/ and src/) are followed, so a factory or support file that reads the clock makes
// every test using it date-sensitive.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Test files of a vitest project directory (relative to the repository, sorted). */
export function testFilesUnder(dir, suffix = '.test.ts') {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = path.join(d, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(suffix)) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative imports of a file, resolved to repository paths that exist. */
export function localImports(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = path.normalize(path.join(path.dirname(file), m[1] ?? m[2]));
    if (existsSync(path.join(ROOT, target))) out.push(target);
  }
  return out;
}

/** The file and every local file it imports, transitively (within `within` directories). */
export function importClosure(file, within = ['tests/', 'src/']) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    for (const next of localImports(queue.pop())) {
      if (!seen.has(next) && within.some((w) => next.startsWith(w))) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

// A test reads the clock when it (or a test helper it imports) takes dates from tests/support/dates.ts
// or reads today's date or time itself (a call of `today…()`, `Date.now()`, `new Date()` without a
// value, `dayjs()`, `setSystemTime`), or when a source module it imports, directly or through others,
// takes today's date (`today…()`, `new Date()`, `dayjs()`: e.g. the demo dialog's days from today; a
// grid helper reaching `localToday()` of parseInput.ts for a short date's year). Comments do not
// count, nor a fixed `today: '…'` handed to a pure function: a file that only said "today" in a
// comment ran three more times for nothing (the function-length check parsing all of src among them).
const CLOCK_HELPER = 'tests/support/dates.ts';
const READS_CLOCK = /\btoday\w*\s*\(|Date\.now\(\)(?!\.toString\(36\))|new Date\(\)|dayjs\(\)|setSystemTime/;
const TAKES_TODAY = /\btoday\w*\s*\(|new Date\(\)|dayjs\(\)/;
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;
// Quoted strings of one line do not run either: the time-assertion check's samples
// ('expect(Date.now() - t0)…') made it date-sensitive, and it parsed every test file three more
// times for nothing. Template literals stay (their `${…}` is code).
const STRINGS = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;

// Clock reads traced to a stamp that no code reads back, so no result can change with the date: the
// road graph file's header says when it was written (readRoadGraph's callers read its `bbox` and
// arrays only; an ISO text has the same length in any year, so the file's layout does not move).
// Named by their exact code: a changed line, or another clock read in the file, counts again. The
// road tests (a road graph built three times more per shift: a third of the stage's CPU) passed
// with the clock at +31 d, +365 d and +1826 d before they left the stage.
const STAMPS = new Map([['src/server/geo/roads/roadGraphFile.ts', ['importedAt: new Date().toISOString()']]]);

/** The code of a file without its comments, quoted strings and traced stamps. */
const codeOf = (file) =>
  (STAMPS.get(file) ?? []).reduce(
    (code, stamp) => code.replaceAll(stamp, ''),
    readFileSync(path.join(ROOT, file), 'utf8').replace(COMMENTS, '$1').replace(STRINGS, "''"),
  );

/** The test files under `dirs` whose results the clock can change. */
export function dateSensitiveFiles(dirs) {
  return dirs
    .flatMap((d) => testFilesUnder(d))
    .filter((file) => {
      const helpers = [...importClosure(file, ['tests/'])];
      if (helpers.includes(CLOCK_HELPER) || helpers.some((h) => READS_CLOCK.test(codeOf(h)))) return true;
      return [...importClosure(file)].some((f) => f.startsWith('src/') && TAKES_TODAY.test(codeOf(f)));
    });
}
