import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** What one grid's cell-edit bench types: the route, the editable column, how many rows, the value of row i. */
export interface CellEditBench {
  route: string;
  colId: string;
  rows: number;
  value(row: number): string;
}

/** One typed cell: Enter → the value painted in the cell (optimistic), Enter → the save confirmed. */
interface CellTiming {
  painted: number;
  confirmed: number;
}

/** What one edit cost besides its wall-clock times: phases, CPU time, its requests. */
interface EditCost {
  /** The save's User Timing measures (grid-save:<phase>, src/web/grid/saveTiming.ts), ms by phase. */
  phases: Record<string, number>;
  /**
   * CPU time from Enter to confirmed (CDP Performance.getMetrics ThreadTime and ProcessTime: the
   * page's main thread, and its whole renderer with the rules worker), and of this process (the
   * app's server and the Playwright driver), ms: what a busy machine's waiting does not add to.
   */
  cpu: { mainThread: number; renderer: number; server: number };
  /** The API requests the page sent from Enter to confirmed (method and path, ids as :id). */
  requests: string[];
}

/** The grid save's measure prefix (src/web/grid/saveTiming.ts SAVE_MEASURE). */
const SAVE_MEASURE = 'grid-save:';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const quantile = (xs: readonly number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

/**
 * Times, in the page itself, from the Enter that ends a cell edit to the frame that paints the new
 * value in the cell (the grid's optimistic value: no server answer yet), and to the frame where the
 * save is confirmed (the cell's pending style gone, the value still there). Installed before Enter;
 * the result is read from `window.__cellTiming` once `confirmed` is set. Plain text, not a function:
 * tsx would wrap a function's inner names in a helper the page does not have.
 */
const WATCH_CELL = `(([rowId, colId, value]) => {
  const timing = { start: 0, painted: 0, confirmed: 0, pendingSeen: false };
  window.__cellTiming = timing;
  const observer = new MutationObserver(() => {
    const c = document.querySelector('.ag-row[row-id="' + rowId + '"] .ag-cell[col-id="' + colId + '"]');
    if (!c || timing.start === 0) return;
    const shows = (c.textContent || '').trim() === value && !c.querySelector('input, textarea');
    const pending = c.classList.contains('cell-pending');
    if (pending) timing.pendingSeen = true;
    if (shows && timing.painted === 0)
      requestAnimationFrame(() => { if (timing.painted === 0) timing.painted = performance.now() - timing.start; });
    if (shows && !pending && timing.confirmed === 0 && timing.pendingSeen)
      requestAnimationFrame(() => {
        if (timing.confirmed > 0) return;
        timing.confirmed = Math.max(timing.painted, performance.now() - timing.start);
        observer.disconnect();
      });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter') timing.start = performance.now(); }, { capture: true, once: true });
})`;

/**
 * The grid's cell edit as a user makes it: on `route`, each of the first `rows` rows' `colId` cell is
 * focused, the value typed, Enter pressed; prints key → painted value and key → confirmed save
 * (p50/p99), both measured in the page (performance.now, the frame after the change).
 */
export async function benchCellEdits(page: Page, base: string, bench: CellEditBench): Promise<void> {
  // Wide enough that the grid renders every column (AG Grid draws only the columns in view).
  await page.setViewportSize({ width: 4000, height: 900 });
  await page.goto(`${base}${bench.route.replace(/^\//, '')}`);
  await page.locator('.ag-row[row-index="0"]').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpuNow = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const own = process.cpuUsage();
    return {
      mainThread: metric('ThreadTime'),
      renderer: metric('ProcessTime'),
      server: (own.user + own.system) / 1000,
    };
  };
  let requests: string[] | null = null;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (requests && url.pathname.includes('/api/') && !url.pathname.endsWith('/stream'))
      requests.push(`${r.method()} ${url.pathname.replace(/\/(?=[^/]*\d)[^/]{6,}/g, '/:id')}`);
  });
  const timings: CellTiming[] = [];
  const costs: EditCost[] = [];
  // BENCH_CPU_PROFILE=file: the page's CPU profile over the counted edits (summarise it with
  // support/cpuProfileTop.ts; an unminified build, `npx vite build --minify false --outDir …` with
  // WEB_DIST_DIR, keeps the names readable).
  const profileFile = process.env.BENCH_CPU_PROFILE;
  for (let i = 0; i < bench.rows; i++) {
    const value = bench.value(i);
    // The row by its id: a saved row may move (the list's sort), the watch follows it.
    const rowId = await page.locator(`.ag-row[row-index="${i}"]`).first().getAttribute('row-id');
    const cell = page.locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${bench.colId}"]`).first();
    await cell.click();
    await page.keyboard.press('F2');
    await page.locator('.ag-cell-inline-editing input, .ag-cell-inline-editing textarea').first().waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
    await page.evaluate(`${WATCH_CELL}(${JSON.stringify([rowId, bench.colId, value])})`);
    await page.evaluate(() => performance.clearMeasures());
    const cpuBefore = await cpuNow();
    const sent: string[] = [];
    requests = sent;
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => (window as unknown as { __cellTiming: CellTiming }).__cellTiming.confirmed > 0,
    );
    requests = null;
    const cpuAfter = await cpuNow();
    const cpu = {
      mainThread: cpuAfter.mainThread - cpuBefore.mainThread,
      renderer: cpuAfter.renderer - cpuBefore.renderer,
      server: cpuAfter.server - cpuBefore.server,
    };
    const t = await page.evaluate(() => (window as unknown as { __cellTiming: CellTiming }).__cellTiming);
    const phases = await page.evaluate(
      (prefix) =>
        Object.fromEntries(
          performance
            .getEntriesByType('measure')
            .filter((m) => m.name.startsWith(prefix))
            .map((m) => [m.name.slice(prefix.length), m.duration]),
        ),
      SAVE_MEASURE,
    );
    if (i === 0 && profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    // The first edit warms the rules worker and the save path: not counted.
    if (i > 0) {
      timings.push({ painted: t.painted, confirmed: t.confirmed });
      costs.push({ phases, cpu, requests: sent });
    }
  }
  if (profileFile) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  const painted = timings.map((t) => t.painted);
  const confirmed = timings.map((t) => t.confirmed);
  console.log(
    `browser: ${bench.route} cell ${bench.colId}, ${timings.length} edits: Enter → painted value p50/p99 ` +
      `${ms(quantile(painted, 0.5))} / ${ms(quantile(painted, 0.99))}; Enter → confirmed save p50/p99 ` +
      `${ms(quantile(confirmed, 0.5))} / ${ms(quantile(confirmed, 0.99))}`,
  );
  // Figures the machine's load distorts less: the save's phases (medians), the page's own CPU, its requests.
  const phaseNames = [...new Set(costs.flatMap((c) => Object.keys(c.phases)))];
  const phaseText = phaseNames
    .map(
      (p) =>
        `${p} ${ms(
          quantile(
            costs.map((c) => c.phases[p] ?? 0),
            0.5,
          ),
        )}`,
    )
    .join(', ');
  const requestCounts = costs.map((c) => c.requests.length);
  const example = costs[Math.floor(costs.length / 2)]?.requests ?? [];
  console.log(
    `browser: per edit (medians) CPU page main thread ${ms(
      quantile(
        costs.map((c) => c.cpu.mainThread),
        0.5,
      ),
    )}, ` +
      `renderer with workers ${ms(
        quantile(
          costs.map((c) => c.cpu.renderer),
          0.5,
        ),
      )}, ` +
      `bench process (server + driver) ${ms(
        quantile(
          costs.map((c) => c.cpu.server),
          0.5,
        ),
      )}; ` +
      `phases ${phaseText || 'none measured'}; API requests ${quantile(requestCounts, 0.5)} (${example.join(', ')})`,
  );
}
