import { monthPeriod } from '../support/dates.ts';
import { huDate } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { statisticsFile, statisticsPeriod } from './support/seeds/statistics.ts';

const SHOTS = 'test-results/screenshots';

test.describe('freight statistics by keyboard', () => {
  test.use({ role: 'admin' });

  test('g s opens the statistics; the period, grouping and figure change by keys; x exports the grid', async ({
    page,
    keys,
    grid,
  }) => {
    await page.goto('./');
    await expect(page.getByText('g s', { exact: true })).toBeVisible();
    await keys.sequence('g s');
    await expect(page.getByRole('heading', { name: 'Statisztikák – Fuvarok' })).toBeVisible();
    // The seeded month (support/seeds/statistics.ts): Shift+P goes to the period, Enter back to the grid.
    const period = statisticsPeriod();
    const [first, second] = [huDate(period.first), huDate(period.second)];
    const [firstRe, secondRe] = [first, second].map((d) => d.replaceAll('.', '\\.'));
    const from = page.getByLabel('Kezdő dátum');
    const to = page.getByLabel('Záró dátum');
    // A start after the end moves the end to that month's last day.
    await from.fill(period.from);
    await expect(to).toHaveValue(period.to);
    const totals = page.getByTestId('statistics-totals');
    await expect(totals).toContainText('Összesen: 3 db, 44 raklap');
    await expect(totals).toContainText('költség 190');
    await from.press('Enter');
    await expect(grid.gridcell('TISZA – Tiszavasvári depó')).toBeVisible();
    await expect(page.getByTestId('statistics-chart').locator('svg')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/freight-statistics.png` });

    // v: the chart takes the keyboard and reads its points: ←/→ the two days, ↑/↓ the
    // depots of the stack (ORBOT below TISZA), Home/End the first/last day; Esc goes back to the grid.
    await grid.waitForRows();
    await keys.press('v');
    const chart = page.getByTestId('statistics-chart-figure');
    await expect(chart).toBeFocused();
    const readout = page.getByTestId('statistics-chart-readout');
    await expect(readout).toHaveText(
      new RegExp(
        `^${firstRe} – ORBOT.*: Darab 0, az időszak összesen 1 \\(1/2\\. időszak, 1/2\\. csoport\\)$`,
      ),
    );
    await keys.press('ArrowUp');
    await expect(readout).toHaveText(
      `${first} – TISZA – Tiszavasvári depó: Darab 1, az időszak összesen 1 (1/2. időszak, 2/2. csoport)`,
    );
    await keys.press('End');
    await expect(readout).toHaveText(
      `${second} – TISZA – Tiszavasvári depó: Darab 1, az időszak összesen 2 (2/2. időszak, 2/2. csoport)`,
    );
    await page.screenshot({ path: `${SHOTS}/freight-statistics-chart-keys.png` });
    await keys.press('ArrowDown');
    await expect(readout).toContainText(new RegExp(`^${secondRe} – ORBOT.*: Darab 1, az időszak összesen 2`));
    await keys.press('Escape');
    await grid.expectFocusInGrid();
    await expect(readout).toHaveText('');

    // Shift+J: the next grouping (depot → factory); the grid shows the factories with their counts.
    await keys.press('Shift+J');
    await expect(page.getByLabel('Csoportosítás', { exact: true })).toHaveValue('factory');
    const tvs = grid.rowWith('TVS');
    await expect(tvs.locator('[col-id="count"]')).toHaveText('2');
    await expect(tvs.locator('[col-id="pallets"]')).toHaveText('39');
    // Alt+K: the chart draws the next figure; Alt+D: weekly buckets.
    await keys.press('Alt+KeyK');
    await expect(page.getByLabel('Ábrázolt érték', { exact: true })).toHaveValue('pallets');
    await keys.press('Alt+KeyD');
    await expect(page.getByLabel('Bontás', { exact: true })).toHaveValue('week');

    // ] moves to the next month (no freights), [ back.
    await keys.press(']');
    const next = monthPeriod(period.from, 1);
    await expect(from).toHaveValue(next.from);
    await expect(to).toHaveValue(next.to);
    await expect(totals).toContainText('Összesen: 0 db');
    await keys.press('[');
    await expect(totals).toContainText('Összesen: 3 db');

    // x exports what the grid shows as the statistics kind.
    await grid.waitForRows();
    const book = await grid.exportWorkbook(statisticsFile(period));
    const counts = book.column('Darab');
    expect(
      book
        .column('Csoport')
        .map((c, i) => [c?.v, String(counts[i]?.v)])
        .sort(),
    ).toEqual([
      ['ORB – Őrbottyáni téglagyár', '1'],
      ['TVS – Tiszavasvári téglagyár', '2'],
    ]);

    // Enter on a group lists its freights; Esc closes and the grid keeps the focus.
    await tvs.locator('[col-id="label"]').click();
    await keys.press('Enter');
    const details = page.getByTestId('statistics-details');
    await expect(details).toContainText('Fuvarok: TVS – Tiszavasvári téglagyár (2 db)');
    await expect(details.locator('tbody tr')).toHaveCount(2);
    await keys.press('Escape');
    await expect(details).toHaveCount(0);
  });

  test('g Shift+S opens the order statistics of this month with the seeded demo orders', async ({
    page,
    keys,
  }) => {
    await page.goto('./');
    await expect(page.getByText('g Shift+S', { exact: true })).toBeVisible();
    await keys.sequence('g Shift+S');
    await expect(page.getByRole('heading', { name: 'Statisztikák – Rendelések' })).toBeVisible();
    await expect(page.getByTestId('statistics-totals')).toContainText(/Összesen: \d+ db/);
    await expect(page.getByLabel('Csoportosítás', { exact: true })).toHaveValue('factory');
    await page.screenshot({ path: `${SHOTS}/order-statistics.png` });
  });
});
