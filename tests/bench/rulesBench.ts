// npm run bench:rules — 10,000 order rows through the full validation family, in the Node worker
// pool and in browser workers (headless Chromium); the what-if replay of a draft over 100,000
// stored orders. Prints figures; never fails on time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

import { build } from 'vite';
import { compileRuleSet } from '../../src/core/rules/compileRules.ts';
import { type EvaluateRequest, evaluateCompiled } from '../../src/core/rules/evaluateRules.ts';
import { createReferenceEngine } from '../../src/core/rules/referenceEngine.ts';
import { replayRules } from '../../src/core/rules/ruleReplay.ts';
import { createNodeRulesPool } from '../../src/server/rules/createNodeRulesPool.ts';
import { checkAllRuleFiles, loadRuleSet, rulesDir } from '../../src/server/rules/loadRuleFiles.ts';
import { draftRuleSet } from '../../src/server/rules/rulesReplay.ts';
import { BENCH_CTX, benchOrderRows } from './rulesBenchRows.ts';
import { launchBenchChromium } from './support/benchBrowser.ts';

const ROWS = 10_000;
const cores = availableParallelism();
// rules:check: the static checks of every rule file of every mode, no database (issue 36: ≤ 1 s end
// to end including process start): in this process, then the command itself (precompiled), twice —
// the first run may rebuild its bundle after a source change.
{
  const t = performance.now();
  const problems = checkAllRuleFiles();
  const ms = performance.now() - t;
  console.log(
    `rules:check, every file of every mode: ${problems.length} problem(s) in ${(ms / 1000).toFixed(3)} s`,
  );
  for (const run of ['first', 'second']) {
    const t0 = performance.now();
    const out = execFileSync(process.execPath, ['scripts/rulesCheck.mjs'], { encoding: 'utf8' }).trim();
    const wall = (performance.now() - t0) / 1000;
    console.log(`rules:check command (${run} run): ${wall.toFixed(3)} s end to end — ${out}`);
  }
}
const set = loadRuleSet('logistics');
const rows = benchOrderRows(ROWS);
const request = { entity: 'order' as const, rows, ctx: BENCH_CTX, families: ['validation' as const] };
/** Runs in the page: starts the workers from the bundled code, loads the set, times the evaluation. */
const BROWSER_RUN = `async ({ code, set, request, size }) => {
        const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        let id = 0;
        const call = (w, message) =>
          new Promise((resolve) => {
            const mine = ++id;
            const on = (e) => {
              if (e.data.id !== mine) return;
              w.removeEventListener('message', on);
              resolve(e.data);
            };
            w.addEventListener('message', on);
            w.postMessage({ ...message, id: mine });
          });
        const t0 = performance.now();
        const workers = Array.from({ length: size }, () => new Worker(url));
        await Promise.all(workers.map((w) => call(w, { type: 'load', set })));
        const started = performance.now() - t0;
        await Promise.all(workers.map((w) => call(w, { type: 'evaluate', request: { ...request, rows: request.rows.slice(0, 100) } })));
        const t1 = performance.now();
        const chunk = Math.ceil(request.rows.length / size);
        const parts = await Promise.all(
          workers.map((w, i) => call(w, { type: 'evaluate', request: { ...request, rows: request.rows.slice(i * chunk, (i + 1) * chunk) } })),
        );
        const ms = performance.now() - t1;
        const count = parts.reduce((n, p) => n + (p.results?.length ?? 0), 0);
        return { started, ms, count, error: parts.find((p) => !p.ok)?.error };
      }`;
/** CPU seconds of this process (every thread, the worker pool's included) since `from`: a figure the
 * other processes of a busy machine do not inflate as they do wall time. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return `${((d.user + d.system) / 1e6).toFixed(3)} s CPU`;
};
const rate = (n: number, ms: number) => `${Math.round((n / ms) * 1000).toLocaleString('en')} rows/s`;

// Reference: json-rules-engine itself on this thread (1,000 rows, it is slow).
{
  const engine = createReferenceEngine(set);
  const sample = { ...request, rows: rows.slice(0, 1000) };
  await engine.evaluate({ ...sample, rows: rows.slice(0, 50) });
  const t = performance.now();
  await engine.evaluate(sample);
  const ms = performance.now() - t;
  console.log(
    `node json-rules-engine, 1 thread: 1000 rows in ${(ms / 1000).toFixed(3)} s (${rate(1000, ms)})`,
  );
}
// Compiled predicates on this thread.
{
  const compiled = compileRuleSet(set);
  evaluateCompiled(compiled, { ...request, rows: rows.slice(0, 200) });
  const t = performance.now();
  const cpu = process.cpuUsage();
  evaluateCompiled(compiled, request);
  const ms = performance.now() - t;
  console.log(
    `node compiled, main thread: ${ROWS} rows in ${(ms / 1000).toFixed(3)} s, ${cpuSince(cpu)} (${rate(ROWS, ms)})`,
  );
}

// Browser: the same worker file bundled by Vite, run as `cores` workers in headless Chromium.
{
  const outDir = mkdtempSync(path.join(tmpdir(), 'rules-bench-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: path.resolve('workers/rules.worker.ts'),
        formats: ['iife'],
        name: 'rulesWorker',
        fileName: () => 'rules.worker.js',
      },
    },
  });
  const code = readFileSync(path.join(outDir, 'rules.worker.js'), 'utf8');
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage();
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    const figures = (await page.evaluate(
      `(${BROWSER_RUN})(${JSON.stringify({ code, set, request, size: cores })})`,
    )) as { started: number; ms: number; count: number; error?: string };
    if (figures.error) throw new Error(figures.error);
    console.log(
      `browser workers (${cores}, Chromium): ${figures.count} rows in ${(figures.ms / 1000).toFixed(3)} s (${rate(figures.count, figures.ms)}); workers started in ${(figures.started / 1000).toFixed(3)} s`,
    );
  } finally {
    await browser.close();
  }
}

// Node: the server's pool (web-worker, one per core) — the figure of the last line.
{
  const t0 = performance.now();
  const pool = createNodeRulesPool(cores);
  await pool.load(set);
  const started = performance.now() - t0;
  await pool.evaluate({ ...request, rows: rows.slice(0, 400) });
  const t = performance.now();
  const cpu = process.cpuUsage();
  const results = await pool.evaluate(request);
  const ms = performance.now() - t;
  const used = cpuSince(cpu);
  await pool.close();
  console.log(
    `node worker pool (${cores}): ${results.length} rows in ${(ms / 1000).toFixed(3)} s, ${used} (${rate(results.length, ms)}); workers started in ${(started / 1000).toFixed(3)} s`,
  );
  console.log(`rules: ${results.length} rows in ${(ms / 1000).toFixed(3)} s`);
}

// What-if replay (issue 17, item 7): 100,000 stored orders through the set in force and a draft
// (one changed limit), both on a worker pool at once, with the list of what would change.
{
  const REPLAY_ROWS = 100_000;
  const file = 'modes/logistics/validation.json';
  const content = JSON.parse(readFileSync(path.join(rulesDir(), file), 'utf8'));
  content.rules.push({
    name: 'orderItem.quantity.replayBench',
    entity: 'orderItem',
    conditions: { all: [{ fact: 'quantity', operator: 'greaterThan', value: 10 }] },
    event: { type: 'fieldError', params: { field: 'quantity', message: 'Legfeljebb 10!' } },
  });
  const draft = draftRuleSet(rulesDir(), 'logistics', [{ file, content }]);
  const stored = benchOrderRows(REPLAY_ROWS, 7).map((facts) => ({ id: String(facts.orderId), facts }));
  const size = Math.max(1, Math.floor(cores / 2));
  const [now, next] = [createNodeRulesPool(size), createNodeRulesPool(size)];
  await Promise.all([now.load(set), next.load(draft)]);
  const options = {
    entity: 'order' as const,
    ctx: BENCH_CTX,
    current: (r: EvaluateRequest) => now.evaluate(r),
    draft: (r: EvaluateRequest) => next.evaluate(r),
  };
  await replayRules({ ...options, rows: stored.slice(0, 400) });
  const t = performance.now();
  const report = await replayRules({ ...options, rows: stored });
  const ms = performance.now() - t;
  await Promise.all([now.close(), next.close()]);
  // The same on this thread, compiled (no pool), for comparison.
  const [a, b] = [compileRuleSet(set), compileRuleSet(draft)];
  const t2 = performance.now();
  const inline = await replayRules({
    ...options,
    rows: stored,
    current: async (r) => evaluateCompiled(a, r),
    draft: async (r) => evaluateCompiled(b, r),
  });
  const ms2 = performance.now() - t2;
  console.log(
    `replay main thread: ${inline.compared.toLocaleString('en')} stored orders in ${(ms2 / 1000).toFixed(3)} s (${inline.changed.length.toLocaleString('en')} would change)`,
  );
  console.log(
    `replay 100,000 stored orders: ${(ms / 1000).toFixed(3)} s (2 pools of ${size} worker(s); ${report.changed.length.toLocaleString('en')} would change)`,
  );
}
