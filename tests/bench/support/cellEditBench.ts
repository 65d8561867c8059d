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
  const timings: CellTiming[] = [];
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
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => (window as unknown as { __cellTiming: CellTiming }).__cellTiming.confirmed > 0,
    );
    const t = await page.evaluate(() => (window as unknown as { __cellTiming: CellTiming }).__cellTiming);
    // The first edit warms the rules worker and the save path: not counted.
    if (i > 0) timings.push({ painted: t.painted, confirmed: t.confirmed });
  }
  const painted = timings.map((t) => t.painted);
  const confirmed = timings.map((t) => t.confirmed);
  console.log(
    `browser: ${bench.route} cell ${bench.colId}, ${timings.length} edits: Enter → painted value p50/p99 ` +
      `${ms(quantile(painted, 0.5))} / ${ms(quantile(painted, 0.99))}; Enter → confirmed save p50/p99 ` +
      `${ms(quantile(confirmed, 0.5))} / ${ms(quantile(confirmed, 0.99))}`,
  );
}
