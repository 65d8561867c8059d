import type { Order } from '../../src/core/orders/orders.schemas.ts';
import { huDate } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/** Deadlines next year: never in the past, whenever the test runs. */
const NEXT_YEAR = new Date().getFullYear() + 1;

const SHOTS = 'test-results/screenshots';

/** Issue 16: the grid as a power user coming from Excel expects it, keyboard only. */
test.describe('grid habits', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ role: 'admin', permissions: ['clipboard-read', 'clipboard-write'] });

  test('edges, Enter opens, typing edits, dates in every form, Esc restores a refused entry, Delete clears, undo names the column', async ({
    page,
    api,
    tag,
    orders,
  }) => {
    const { grid, keys } = orders;
    const name = `Excel${tag}`;
    for (let i = 1; i <= 3; i++) await api.createOrder(`${name} Vevő`, `${name}-${i}`);
    const deadline = (await api.orderDates()).orderDeadlineDate;
    await orders.openGridOn(name, 3);
    // The ids by row, read while the id column is on screen (cells scrolled away are not rendered).
    const ids: string[] = [];
    for (const row of [0, 1, 2]) {
      await expect(grid.cell(row, 'orderId')).toHaveText(/\S/);
      ids.push((await grid.cell(row, 'orderId').textContent())?.trim() ?? '');
    }
    const idAt = async (row: number) => ids[row] ?? '';
    const stored = async (row: number): Promise<Order> => api.order(await idAt(row));

    // Ctrl+End / Ctrl+Home: the data's last and first cell; Ctrl+arrows: the edges of a row or column.
    await keys.press('Control+End');
    await expect.poll(async () => (await grid.focusedCell()).row).toBe('2');
    expect((await grid.focusedCell()).col).not.toBe('orderId');
    await keys.press('Control+Home');
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: 'orderId' });
    await keys.press('Control+ArrowDown');
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '2', col: 'orderId' });
    await keys.press('Control+ArrowRight');
    await expect.poll(async () => (await grid.focusedCell()).col).not.toBe('orderId');
    await keys.press('Control+ArrowLeft');
    await keys.press('Control+ArrowUp');
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: 'orderId' });

    // Enter on a row opens it; Esc comes back to the same cell.
    await keys.press('Enter');
    await expect(orders.dialog.heading).toHaveText(`Rendelés: ${await idAt(0)}`);
    await keys.press('Escape');
    await orders.dialog.expectClosed();
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: 'orderId' });

    // Typing on a cell starts editing with that character; ISO is read; Enter saves and moves down.
    await grid.moveTo('0', 'orderDeadlineDate');
    await keys.press('2');
    const editor = page.locator('.ag-cell-inline-editing input');
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue('2');
    await keys.type('027-03-04');
    await keys.press('Enter');
    await expect(grid.cell(0, 'orderDeadlineDate')).toHaveText(`${NEXT_YEAR}.03.04`);
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '1', col: 'orderDeadlineDate' });
    await expect.poll(async () => (await stored(0)).orderDeadlineDate).toBe(`${NEXT_YEAR}-03-04`);

    // "ÉÉÉÉ. 03. 05." (as Hungarian Excel writes it) is read too.
    await keys.type(`${NEXT_YEAR}. 03. 05.`);
    await keys.press('Enter');
    await expect(grid.cell(1, 'orderDeadlineDate')).toHaveText(`${NEXT_YEAR}.03.05`);
    await expect.poll(async () => (await stored(1)).orderDeadlineDate).toBe(`${NEXT_YEAR}-03-05`);

    // A wrong entry is refused with a message, never changed; Esc brings the stored value back.
    await grid.moveTo('2', 'orderDeadlineDate');
    await keys.type('12a');
    await keys.press('Enter');
    await expect(grid.status).toContainText('A megadott formátum nem megfelelő!');
    await expect(grid.cell(2, 'orderDeadlineDate')).toHaveText('12a');
    await expect(grid.cell(2, 'orderDeadlineDate')).toHaveClass(/cell-invalid/);
    await grid.moveTo('2', 'orderDeadlineDate');
    await keys.press('Escape');
    await expect(grid.cell(2, 'orderDeadlineDate')).toHaveText(huDate(deadline));
    await expect(grid.cell(2, 'orderDeadlineDate')).not.toHaveClass(/cell-invalid/);
    await expect(grid.status).toContainText('Visszaállítva: Szállítási határidő');
    expect((await stored(2)).orderDeadlineDate).toBe(deadline);

    // Undo names the column by its label, never the field name.
    await keys.press('ControlOrMeta+z');
    await expect(grid.status).toContainText('Visszavonva: Szállítási határidő módosítása');
    await expect.poll(async () => (await stored(1)).orderDeadlineDate).toBe(deadline);

    // Delete clears a cell (the record is deleted with Ctrl+Delete, asked with Igen/Nem).
    await grid.moveTo('0', 'comment');
    await keys.type('Első megjegyzés');
    await keys.press('Enter');
    await expect.poll(async () => (await stored(0)).comment).toBe('Első megjegyzés');
    await grid.moveTo('0', 'comment');
    await keys.press('Delete');
    await expect(grid.cell(0, 'comment')).toHaveText('');
    await expect.poll(async () => (await stored(0)).comment ?? '').toBe('');
    await expect(orders.confirm.root).toHaveCount(0);
    // Delete on a cell that cannot be edited (the order's id) says so; it never asks to delete the
    // record (issue 35: that is Ctrl+Delete, as the README says).
    await keys.press('Control+Home');
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: 'orderId' });
    await keys.press('Delete');
    await expect(grid.status).toContainText('cella nem szerkeszthető');
    await expect(orders.confirm.root).toHaveCount(0);
    expect((await stored(0)).orderId).toBe(await idAt(0));

    // Ctrl+C copies the focused cell; with rows selected, their visible cells as tab-separated lines.
    await keys.press('Control+Home');
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: 'orderId' });
    await keys.press('ControlOrMeta+c');
    await expect(grid.status).toContainText('vágólapra');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await idAt(0));
    await keys.press('Space');
    await keys.press('Shift+ArrowDown', 2);
    await expect(grid.counts).toContainText('3 kijelölve');
    await keys.press('ControlOrMeta+c');
    await expect(grid.status).toContainText('3 sor a vágólapra másolva');
    const block = (await page.evaluate(() => navigator.clipboard.readText())).split('\r\n');
    expect(block).toHaveLength(3);
    expect(block[0]?.split('\t')[0]).toBe(await idAt(0));
    expect(block[2]?.split('\t')).toContain(`${name} Vevő`);

    // Ctrl+D fills the selected rows' cells of the focused column from the first selected row.
    await grid.moveTo('0', 'comment');
    await keys.type('Kitöltve');
    await keys.press('Enter');
    await expect.poll(async () => (await stored(0)).comment).toBe('Kitöltve');
    await grid.moveTo('0', 'comment');
    await keys.press('ControlOrMeta+d');
    await expect(grid.status).toContainText('Mentve: 2 sor.');
    for (const row of [1, 2]) await expect.poll(async () => (await stored(row)).comment).toBe('Kitöltve');
    await page.screenshot({ path: `${SHOTS}/grid-habits.png` });

    // The event log names the changed field by its label.
    const id0 = await idAt(0);
    await orders.keys.press('Shift+Escape');
    await keys.sequence('g e');
    await orders.shell.expectRoute('/events');
    await grid.waitForRows();
    await grid.filter(id0);
    await expect(grid.column('summary').filter({ hasText: 'Megjegyzés' }).first()).toBeVisible();
    await expect(grid.column('summary').filter({ hasText: /\bcomment\b/ })).toHaveCount(0);
  });

  test('the status filter is a keyboard control: letters only move the highlight, Esc and Alt+G go back to the grid', async ({
    page,
    api,
    tag,
    orders,
  }) => {
    const { grid, keys } = orders;
    const name = `Szuro${tag}`;
    await api.createOrder(`${name} Vevő`, `${name}-1`);
    await orders.openGridOn(name, 1);
    const button = page.locator('.status-filter-button');
    await expect(button).toContainText('Nyitott rendelések');

    await keys.press('Shift+S');
    await expect(orders.statusFilter).toBeFocused();
    await keys.type('lez');
    await expect(orders.statusFilter.getByRole('option', { name: 'Lezárva' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await keys.press('Escape');
    await grid.expectFocusInGrid();
    await expect(button).toContainText('Nyitott rendelések');
    await expect(grid.counts).toContainText(/^1 \//);

    await keys.press('Shift+S');
    await expect(orders.statusFilter).toBeFocused();
    await keys.press('ArrowDown');
    await keys.press('Alt+g');
    await grid.expectFocusInGrid();
    await expect(orders.statusFilter).toHaveCount(0);
    await expect(button).toContainText('Nyitott rendelések');

    // Enter applies the highlighted choice and returns to the grid.
    await keys.press('Shift+S');
    await expect(orders.statusFilter).toBeFocused();
    // Accents may be left out (a key without its keydown, as 'ö' in a test, would not reach the list).
    await keys.type('ossz');
    await expect(orders.statusFilter.getByRole('option', { name: 'Összes rendelés' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await keys.press('Enter');
    await expect(button).toContainText('Összes rendelés');
    await grid.expectFocusInGrid();
    await expect(grid.counts).toContainText(/^1 \//);
  });

  test('numbers in a dialog: 12a,5x and -5 are refused with a message, never read as 125 or 5', async ({
    orders,
  }) => {
    const { keys } = orders;
    await orders.openByKeys();
    await orders.grid.waitForRows();
    await keys.press('n');
    await expect(orders.dialog.root).toBeVisible();
    const item = orders.item(1);
    const quantity = item.getByLabel(/^Mennyiség/);
    await quantity.focus();
    await keys.type('12a,5x');
    await expect(quantity).toHaveValue('12a,5x');
    await expect(item).toContainText('A(z) „12a,5x” nem szám.');
    await keys.replace('-5');
    await expect(quantity).toHaveValue('-5');
    await expect(item).toContainText('Negatív szám itt nem adható meg!');
    await keys.replace('12,5');
    await expect(item).not.toContainText('nem szám');
    await expect(item).not.toContainText('Negatív');
  });
});
