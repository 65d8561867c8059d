import { parseSource, type TS, ts } from './typescript5.ts';

/**
 * Assertions on a measured time, found with the TypeScript 5.9 parser: on a busy 2-core machine any
 * time limit fails for reasons of its own, so tests print times (benchmarks measure them) and assert
 * on order and results. A finding is an `expect(…)` whose subject is
 *
 * - a clock read that only means something as a measurement: `performance.now()`, `process.hrtime…`;
 * - an elapsed time: a clock read or a stamp (a variable set from `performance.now()`, `Date.now()` or
 *   `process.hrtime…`) minus a stamp, or a variable or property set from such a difference;
 * - a reading of an event-loop delay histogram (`monitorEventLoopDelay()`, `createHistogram()`);
 * - with `toBeLessThan*`: a variable named like a duration (`ms`, `elapsed`, `durationMs`, `tookMs`…).
 *
 * Not findings: a stamp against another stamp (`expect(versionDone).toBeLessThan(floodDone)`: an
 * order), a deadline against the clock (`expiresAt - Date.now()`: an expiry, which load only shortens),
 * unique names made of `Date.now()`.
 */

/** One assertion on a measured time: where, and the `expect(…)` subject as written. */
export interface TimeAssertion {
  line: number;
  subject: string;
  matcher: string;
}

const HISTOGRAM_FACTORIES = new Set(['monitorEventLoopDelay', 'createHistogram']);
const HISTOGRAM_READS = new Set(['min', 'max', 'mean', 'stddev', 'percentile', 'percentiles', 'exceeds']);
const DURATION_WORDS = new Set(['ms', 'millis', 'elapsed', 'duration', 'took']);
const LESS_THAN = /^toBeLessThan(OrEqual)?$/;

/** `performance.now()`, `process.hrtime()`, `process.hrtime.bigint()`: measurement only. */
function isMeasuringRead(node: TS.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression.getText();
  return callee === 'performance.now' || callee === 'process.hrtime' || callee === 'process.hrtime.bigint';
}

/** A clock read: the above or `Date.now()`. */
function isClockRead(node: TS.Node): boolean {
  return isMeasuringRead(node) || (ts.isCallExpression(node) && node.expression.getText() === 'Date.now');
}

const unwrap = (node: TS.Expression): TS.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

/** Words of a camelCase or snake_case name, lower case. */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .map((w) => w.toLowerCase());

/** The name a value is stored under: `const x =`, `x =`, `x +=`, `{ x: … }`. */
function targetName(node: TS.Node): string | undefined {
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText();
  if (ts.isBinaryExpression(parent) && parent.right === node) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsToken || op === ts.SyntaxKind.PlusEqualsToken) {
      const left = parent.left;
      return ts.isPropertyAccessExpression(left) ? left.name.text : left.getText();
    }
  }
  return undefined;
}

function walk(node: TS.Node, visit: (n: TS.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/**
 * What a finding needs in the text: an `expect`, and a clock read, a histogram or a `toBeLessThan…`.
 * Files without (most of tests/) are not parsed: the check over tests/ took 6 s of the unit stage.
 */
const MAY_FIND =
  /performance\.now|process\.hrtime|Date\.now|monitorEventLoopDelay|createHistogram|toBeLessThan/;

/** The assertions on a measured time in one file's text. */
export function findTimeAssertions(text: string, fileName = 'test.ts'): TimeAssertion[] {
  if (!text.includes('expect') || !MAY_FIND.test(text)) return [];
  const file = parseSource(fileName, text, true);
  const stamps = new Set<string>();
  const histograms = new Set<string>();
  const durations = new Set<string>();

  const isStamp = (node: TS.Expression) => {
    const e = unwrap(node);
    return isClockRead(e) || (ts.isIdentifier(e) && stamps.has(e.text));
  };
  /** `<clock read or stamp> - <stamp>`, or a difference with a measuring read on either side. */
  const isElapsed = (node: TS.Node): boolean => {
    if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.MinusToken) return false;
    const [l, r] = [unwrap(node.left), unwrap(node.right)];
    if (isMeasuringRead(l) || isMeasuringRead(r)) return true;
    return isStamp(l) && ts.isIdentifier(r) && stamps.has(r.text);
  };
  const contains = (node: TS.Node, test: (n: TS.Node) => boolean) => {
    let found = false;
    walk(node, (n) => {
      found ||= test(n);
    });
    return found;
  };

  // Stamps and histograms first (a stamp may be set after the line that subtracts it), then durations.
  walk(file, (n) => {
    if (!ts.isExpression(n)) return;
    const name = targetName(n);
    if (!name) return;
    const e = unwrap(n);
    if (isClockRead(e)) stamps.add(name);
    if (ts.isCallExpression(e) && HISTOGRAM_FACTORIES.has(e.expression.getText())) histograms.add(name);
  });
  walk(file, (n) => {
    if (!ts.isExpression(n)) return;
    const name = targetName(n);
    if (name && contains(n, isElapsed)) durations.add(name);
  });

  const measured = (n: TS.Node): boolean =>
    isMeasuringRead(n) ||
    isElapsed(n) ||
    (ts.isIdentifier(n) && durations.has(n.text)) ||
    (ts.isPropertyAccessExpression(n) &&
      ts.isIdentifier(n.expression) &&
      histograms.has(n.expression.text) &&
      HISTOGRAM_READS.has(n.name.text));
  const durationNamed = (n: TS.Node): boolean =>
    ts.isIdentifier(n) &&
    !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) &&
    words(n.text).some((w) => DURATION_WORDS.has(w));

  const found: TimeAssertion[] = [];
  walk(file, (n) => {
    if (!ts.isCallExpression(n) || !/^expect(\.soft)?$/.test(n.expression.getText())) return;
    const subject = n.arguments[0];
    if (!subject) return;
    // expect(x).not.resolves.toBe…(…): the matcher is the last name before the call.
    let chain: TS.Node = n;
    while (ts.isPropertyAccessExpression(chain.parent) && chain.parent.expression === chain)
      chain = chain.parent;
    const matcher = ts.isPropertyAccessExpression(chain) ? chain.name.text : '';
    const lessThan = LESS_THAN.test(matcher);
    if (contains(subject, measured) || (lessThan && contains(subject, durationNamed))) {
      found.push({
        line: file.getLineAndCharacterOfPosition(n.getStart()).line + 1,
        subject: subject.getText(),
        matcher,
      });
    }
  });
  return found;
}
