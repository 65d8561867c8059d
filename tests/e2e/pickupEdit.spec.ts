import { huDate } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { DialogPage } from './support/pages/DialogPage.ts';

// The e2e server stores two pickups of factory "E2E" (support/e2eServer.ts): numbers 100 and 101.
test.describe('pickup editing by keyboard', () => {
  test.use({ role: 'logistics_manager' });

  test('Alt+PageDown / Alt+PageUp step the status; Shift+X cancels after Igen with the spec text', async ({
    api,
    keys,
    grid,
    shell,
    confirm,
    page,
  }) => {
    await shell.open('/pickups?pickupId=100');
    await grid.waitForRows();
    await expect(grid.counts).toContainText(/^1 \//);
    await grid.filter('');
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    const status = grid.cell(0, 'status');
    await expect(status).toHaveText('Új');
    // The step is offered once the rules worker said the status field is editable (after the rows, on
    // a busy machine seconds later): its button is on the bar from the start, disabled until then, and
    // a key pressed before that does nothing (CI runs failed on it: waiting for the button to show
    // was not enough, it showed disabled).
    await expect(page.locator('.command-bar [data-command="transport.nextStatus"]')).toBeEnabled();
    await keys.press('Alt+PageDown');
    await expect(status).toHaveText('Ütemezve');
    await keys.press('Alt+PageUp');
    await expect(status).toHaveText('Új');

    await keys.press('Shift+X');
    await expect(confirm.root).toContainText('Lemondja a kijelölt 1 gyári átvételt?');
    await confirm.accept();
    await expect(shell.alert).toContainText('Gyári átvét sikeresen lemondva!');
    await page.screenshot({ path: 'test-results/pickup-cancelled.png' });
    await keys.press('Enter');
    // Cancelled pickups leave the default status filter.
    await expect(grid.counts).toContainText(/^0 \//);
    await api.reopenPickups(['100']);
  });

  test('Alt+E on a pickup: a new delivery date, Ctrl+S, the row and the details panel (F2) show it', async ({
    api,
    keys,
    grid,
    shell,
    page,
  }, testInfo) => {
    const edit = new DialogPage(page, 'pickup-edit');
    const details = page.getByTestId('pickup-details');
    // Workdays ahead (a date in the past would be warned about), others on a retry, so the save
    // always changes something (the seeded pickup is a week ahead: 5 or more workdays).
    const first = await api.workdayAhead(2 + testInfo.retry * 2);
    const second = await api.workdayAhead(3 + testInfo.retry * 2);
    await shell.open('/pickups?pickupId=101');
    await grid.waitForRows();
    await expect(grid.counts).toContainText(/^1 \//);
    await grid.filter('');
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });

    await keys.press('Alt+e');
    await expect(edit.root).toBeVisible();
    const status = edit.root.getByTestId('transport-status').locator('p');
    await expect(status).toContainText('Új');
    // No field takes the keyboard on arrival: the status line has it.
    await expect(status).toBeFocused();
    const date = edit.field('Szállítás napja');
    await expect(date).toBeEnabled();
    await expect(edit.field('Sofőr')).toBeEnabled();
    await keys.tabTo(date);
    await keys.replace(huDate(first));
    await keys.press('ControlOrMeta+s');
    await edit.expectClosed();
    await expect(grid.cell(0, 'deliveryDate')).toContainText(huDate(first));
    await grid.expectFocusInGrid();

    // From the details panel: F2 edits, and the panel shows the saved date.
    await keys.press('Enter');
    await expect(details).toBeVisible();
    await keys.press('F2');
    await expect(edit.root).toBeVisible();
    await keys.tabTo(edit.field('Szállítás napja'));
    await keys.replace(huDate(second));
    await keys.press('Alt+k');
    await expect(edit.root.getByRole('textbox', { name: 'Megjegyzés' })).toBeFocused();
    await keys.replace('E2E átvételi megjegyzés');
    await page.screenshot({ path: 'test-results/pickup-edit.png' });
    await keys.press('ControlOrMeta+s');
    await edit.expectClosed();
    await expect(details).toContainText(huDate(second));
    await keys.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(grid.cell(0, 'deliveryDate')).toContainText(huDate(second));
  });
});

test.describe('pickup editing as a production manager', () => {
  test.use({ role: 'production_manager' });

  test('only the delivery date, the external ids and the status are editable', async ({
    keys,
    grid,
    shell,
    page,
  }) => {
    const edit = new DialogPage(page, 'pickup-edit');
    await shell.open('/pickups?pickupId=101');
    await grid.waitForRows();
    await grid.filter('');
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    await keys.press('Alt+e');
    await expect(edit.root).toBeVisible();
    await expect(edit.field('Szállítás napja')).toBeEnabled();
    await expect(edit.root.getByTestId('transport-status').getByRole('button').first()).toBeEnabled();
    for (const locked of ['Kiadás napja', 'Várható határidő', 'Sofőr', 'Rendszám', 'Megjegyzés'])
      await expect(edit.field(locked)).toBeDisabled();
    await page.screenshot({ path: 'test-results/pickup-edit-production.png' });
    await keys.press('Escape');
    await edit.expectClosed();
    await grid.expectFocusInGrid();
  });
});
