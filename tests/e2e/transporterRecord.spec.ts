import { expect, test } from './support/fixtures.ts';

// Issue 18, beyond the anchors: the no-show and lateness record per transporter (booked vs
// arrived) is shown on the transporters screen as in the time-slot view.
test.describe('transporter time-slot record', () => {
  test.use({ role: 'logistics_manager' });

  test('/transporters shows the last 90 days of bookings, arrivals, late arrivals and no-shows', async ({
    page,
    transporters,
  }) => {
    await transporters.open();
    await transporters.grid.waitForRows();
    const record = page.getByTestId('transporter-record');
    await expect(record).toBeVisible();
    await expect(record.locator('summary')).toHaveText(/Időkapu-fegyelem \(utolsó 90 nap\)/);
    // The table when any transporter booked a slot in the period, else the empty line.
    const table = record.getByTestId('transporter-punctuality');
    await expect(table.or(record.getByText('Nincs fuvarozói foglalás az időszakban.'))).toBeVisible();
    if (await table.isVisible()) {
      await expect(table.locator('thead th')).toHaveText([
        'Fuvarozó',
        'Foglalás',
        'Megérkezett',
        'Késés',
        'Nem jelent meg',
      ]);
    }
    // The grid keeps the keyboard: the record is a panel, not a field.
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/transporter-record.png' });
  });
});
