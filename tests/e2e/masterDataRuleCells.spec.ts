import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

/** Every write to an API path from now on (a refused cell must not reach the server). */
function writesTo(page: Page, path: string): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes(path)) writes.push(r.url());
  });
  return writes;
}

/** The fixtures a case may use to seed its record and open its screen. */
type AllFixtures = Parameters<Parameters<typeof test>[2]>[0];
type Fixtures = Pick<
  AllFixtures,
  'page' | 'api' | 'tag' | 'keys' | 'grid' | 'vehicles' | 'products' | 'calendar'
>;

interface CellCase {
  title: string;
  /** Seeds the one record (through the API) and answers its quick filter, which leaves it alone in the grid. */
  seed(f: Fixtures): Promise<string>;
  /** Opens the screen. */
  open(f: Fixtures): Promise<void>;
  /** The API path whose writes must not happen. */
  api: string;
  /** The seeded record's identifying cell as the grid shows it (its column and, from the filter, its text). */
  record: { col: string; text(filter: string): string };
  cell: { col: string; typed: string; shown?: string };
  rule: { name: string; message: string };
  /** A value the rules accept, saved with one write after the refusal. */
  accepted?: string;
  shot: string;
}

/**
 * Opens the screen on the one seeded record, types a value into its cell by keyboard and expects
 * the rule's message in the status line and on the red cell, the input kept and nothing sent;
 * F1 shows the rule's trace (its base file), Esc returns to the cell. Answers the writes seen so far.
 */
async function refusedByRule(f: Fixtures, c: CellCase): Promise<string[]> {
  const { page, grid, keys } = f;
  const filter = await c.seed(f);
  const writes = writesTo(page, c.api);
  await c.open(f);
  await grid.waitForRows();
  // The answer to the whole filter (a fresh calendar holds only this override, so "1 /" alone could be
  // the list before the filter's reload, which would land in the middle of the edit).
  await grid.filterTo(filter, 1);
  await expect(grid.counts).toContainText(/^1 \//);
  await expect(grid.cell(0, c.record.col)).toHaveText(c.record.text(filter));
  await keys.press('Enter');
  await grid.expectFocusInGrid();
  await grid.moveTo('0', c.cell.col);
  await keys.press('F2');
  await keys.press('ControlOrMeta+a');
  if (c.cell.typed === '') await keys.press('Backspace');
  else await keys.type(c.cell.typed);
  await keys.press('Enter');
  await expect(grid.status).toContainText(c.rule.message);
  await expect(grid.cell(0, c.cell.col)).toHaveClass(/cell-invalid/);
  await expect(grid.cell(0, c.cell.col)).toHaveText(c.cell.shown ?? c.cell.typed);
  await page.screenshot({ path: `${SHOTS}/${c.shot}.png` });
  expect(writes).toEqual([]);
  await grid.moveTo('0', c.cell.col);
  await keys.press('F1');
  const why = page.getByTestId('why-dialog');
  await expect(why).toBeVisible();
  await expect(why).toContainText(c.rule.name);
  await expect(why).toContainText('rules/base/validation.json');
  await keys.press('Escape');
  await expect(why).toHaveCount(0);
  await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: c.cell.col });
  return writes;
}

const CASES: CellCase[] = [
  {
    title: "a vehicle's pallet capacity over the rule's maximum",
    seed: async ({ api, tag }) => {
      await api.createVehicle({
        vehicleId: `RV${tag}`,
        truckType: 'T24S',
        truckLicensePlateNumber: `RV-${tag.slice(0, 4)}`,
        palletCapacity: 24,
        kgCapacity: 20000,
      });
      return `RV${tag}`;
    },
    open: ({ vehicles }) => vehicles.openFromPalette(),
    api: '/api/vehicles',
    record: { col: 'vehicleId', text: (id) => id },
    cell: { col: 'palletCapacity', typed: '70' },
    rule: { name: 'vehicle.palletCapacity.max', message: 'Kisebb számot adjon meg mint 66!' },
    accepted: '26',
    shot: 'vehicle-rule-cell',
  },
  {
    title: "a product's zero weight",
    seed: async ({ api, tag }) => {
      await api.saveProduct({
        itemId: `RP${tag}`,
        name: `Szabály termék ${tag}`,
        unit: 'db',
        kgPerUnit: 2,
        kgPerPallet: 800,
        unitPerPallet: 400,
        palletType: 'EUR',
      });
      return `RP${tag}`;
    },
    open: ({ products }) => products.openFromPalette(),
    api: '/api/products',
    record: { col: 'itemId', text: (id) => id },
    cell: { col: 'kgPerUnit', typed: '0' },
    rule: { name: 'product.kgPerUnit.positive', message: 'Pozitív számot adjon meg!' },
    shot: 'product-rule-cell',
  },
  {
    title: "a calendar override's emptied date",
    seed: async ({ api }) => {
      // A day far ahead that no other run takes (one override per day).
      const year = 2200 + Math.floor(Math.random() * 700);
      const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
      const date = `${year}-${month}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
      await api.createCalendarOverride(date, false);
      return date;
    },
    open: ({ calendar }) => calendar.open(),
    api: '/api/calendar',
    record: { col: 'date', text: (date) => date.replaceAll('-', '.') },
    cell: { col: 'date', typed: '', shown: '' },
    rule: { name: 'calendarOverride.date.required', message: 'A mező kitöltése kötelező!' },
    shot: 'calendar-rule-cell',
  },
];

test.describe('vehicles, products and calendar cells are checked by the rules worker', () => {
  test.use({ role: 'admin' });
  // The quick filter is kept per user with the view: leave the screens as other specs expect them.
  // The page closes first, so no debounced save of the view can land after the reset (a failed test
  // keeps it open for its screenshot).
  test.afterEach(async ({ page, api }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) await page.close();
    for (const view of ['grid:vehicles', 'grid:products', 'grid:calendar']) await api.resetPreference(view);
  });

  for (const c of CASES) {
    test(`${c.title} is refused in the cell by the rules, nothing sent`, async ({
      page,
      api,
      tag,
      keys,
      grid,
      vehicles,
      products,
      calendar,
    }) => {
      const writes = await refusedByRule({ page, api, tag, keys, grid, vehicles, products, calendar }, c);
      if (!c.accepted) return;
      await keys.press('F2');
      await keys.press('ControlOrMeta+a');
      await keys.type(c.accepted);
      await keys.press('Enter');
      await expect(grid.status).not.toContainText(c.rule.message);
      await expect.poll(() => writes.length).toBe(1);
    });
  }
});
