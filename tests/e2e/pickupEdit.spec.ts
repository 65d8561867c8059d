import { expect, test } from './support/fixtures.ts';

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
});
