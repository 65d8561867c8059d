import { describe, expect, it } from 'vitest';
import { sourceFiles } from './importGraph.ts';
import { findTimeAssertions } from './timeAssertions.ts';

// Tests never assert on a measured time (BRIEF, tests/e2e/README.md): under load average 20 any limit
// fails for reasons of its own (CI failed on a 1001 ms event-loop delay). Tests print times;
// benchmarks (tests/bench, `npm run bench:…`) measure them.
const subjects = (lines: string[]) => findTimeAssertions(lines.join('\n')).map((f) => f.subject);

describe('no test asserts on a measured time', () => {
  it('finds performance.now(), hrtime and elapsed differences in an expect', () => {
    expect(
      subjects([
        'const started = performance.now();',
        'expect(performance.now() - started).toBeLessThan(1000);',
        'const t0 = Date.now();',
        'expect(Date.now() - t0).toBeLessThanOrEqual(50);',
        'expect(process.hrtime.bigint()).toBeGreaterThan(0n);',
      ]),
    ).toEqual(['performance.now() - started', 'Date.now() - t0', 'process.hrtime.bigint()']);
  });

  it('follows a measured time into a variable, a property and a destructured name', () => {
    expect(
      subjects([
        'let t = 0; t = Date.now();',
        'const took = Date.now() - t;',
        'expect(took).toBe(3);',
        'const load = async () => ({ ok: true, wait: performance.now() - t });',
        'const { wait } = await load();',
        'expect(wait).toBeGreaterThan(1);',
        'expect(result.wait).toBeLessThan(9);',
      ]),
    ).toEqual(['took', 'wait', 'result.wait']);
  });

  it('finds event-loop delay readings', () => {
    expect(
      subjects([
        "import { monitorEventLoopDelay } from 'node:perf_hooks';",
        'const loop = monitorEventLoopDelay({ resolution: 10 });',
        'expect(loop.max / 1e6).toBeLessThan(1000);',
        'expect(loop.percentile(99)).toBeLessThan(5);',
        'expect(loop.count).toBeGreaterThan(0);',
      ]),
    ).toEqual(['loop.max / 1e6', 'loop.percentile(99)']);
  });

  it('finds variables named like a duration compared with toBeLessThan*, and only those', () => {
    expect(
      subjects([
        'expect(elapsedMs).toBeLessThan(100);',
        'expect(durationMs).not.toBeLessThanOrEqual(5);',
        'expect(ms).toBeLessThan(100);',
        'expect(durationMs).toBeGreaterThan(0);', // not a limit
        'expect(plan.durationSecond).toBeLessThan(9);', // a route's duration, not a measured one
        'expect(items).toBeLessThan(3);',
      ]),
    ).toEqual(['elapsedMs', 'durationMs', 'ms']);
  });

  it('leaves orders of stamps, deadlines against the clock and unique names alone', () => {
    expect(
      subjects([
        'let floodDone = 0; floodDone = performance.now();',
        'const versionDone = performance.now();',
        'expect(versionDone).toBeLessThan(floodDone);',
        'expect(expiresAt - Date.now()).toBeLessThanOrEqual(1000);',
        'expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + 901_000);',
        'const name = "u-" + Date.now();',
        'expect(name).toMatch(/^u-/);',
      ]),
    ).toEqual([]);
  });

  it('none under tests/ (benchmarks apart)', () => {
    const found = sourceFiles('tests')
      .filter((f) => !f.path.startsWith('tests/bench/'))
      .flatMap((f) =>
        findTimeAssertions(f.text, f.path).map(
          (a) => `${f.path}:${a.line}: expect(${a.subject}).${a.matcher}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
