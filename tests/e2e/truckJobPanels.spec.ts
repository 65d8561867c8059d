import { budapestDayAndMinute, weekdayOf } from '../../src/core/timeSlots/timeSlots.schemas.ts';
import { huDate } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { DialogPage } from './support/pages/DialogPage.ts';
import { LAST_MILE_PICKUP } from './support/seeds/lastMile.ts';
import { TSL_DEPOT } from './support/seeds/timeSlots.ts';

/** The ISO day `days` after an ISO day. */
const dayAfter = (day: string, days: number): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// Issue 35's last mile: the time slots open on a truck job's depot and day (k on a list, Alt+I in its
// details panel), a closed today is skipped to the depot's next open day, and the pickup details panel
// answers the freight panel's keys.
test.describe('time slots from a truck job', () => {
  test.use({ role: 'logistics_manager' });

  test("k on a freight row and Alt+I in its details panel open the freight's depot and day", async ({
    api,
    shell,
    keys,
    grid,
    palette,
    page,
  }) => {
    // TSL-101 of support/seeds/timeSlots.ts: depot TSLK, delivered tomorrow (booked or waiting).
    const { result } = await api.freights({ q: 'TSL-101', size: -1 });
    const freight = result.find((r) => r.truckLicensePlateNumber === 'TSL-101');
    expect(freight?.deliveryDate).toBeTruthy();
    const id = freight?.freightId ?? '';
    const day = page.getByTestId('time-slots-day');
    const itsDay = huDate(freight?.deliveryDate?.slice(0, 10) ?? '');

    await shell.open(`/freights?freightId=${id}`);
    await grid.waitForRows();
    await expect(grid.counts).toContainText(/^1 \//);
    await grid.filter('');
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    await keys.press('k');
    await shell.expectRoute('/timeslots');
    await expect(day).toContainText(TSL_DEPOT.name);
    await expect(day).toContainText(itsDay);
    await expect(page.getByTestId('time-slots')).toContainText('TSL-101');

    // From the details panel (the palette's "fuvar N"): Alt+I.
    await palette.run(`fuvar ${id}`, id);
    const details = new DialogPage(page, 'freight-details');
    await expect(details.root).toBeVisible();
    // The panel has loaded the freight (its day on show): Alt+I pressed before that did nothing under
    // load (a full run failed on it).
    await expect(details.root.locator('.freight-meta').first()).toContainText(itsDay);
    await keys.press('Alt+KeyI');
    await shell.expectRoute('/timeslots');
    await expect(details.root).toHaveCount(0);
    await expect(day).toContainText(TSL_DEPOT.name);
    await expect(day).toContainText(itsDay);
  });

  test('a depot closed today and tomorrow opens on the day after (the closed-day skip)', async ({
    api,
    shell,
    page,
  }) => {
    const today = budapestDayAndMinute(new Date()).day;
    const closed = [weekdayOf(today), weekdayOf(dayAfter(today, 1))];
    await api.upsertDepot({
      name: 'Zárt napos depó',
      shortName: 'TSLZ',
      isActive: true,
      openingHours: [1, 2, 3, 4, 5, 6, 7]
        .filter((weekday) => !closed.includes(weekday))
        .map((weekday) => ({ weekday, from: '8:00', to: '16:00' })),
      lengthOfTimeSlot: 60,
      timeSlotReservationLimit: 5,
      docks: [{ name: 'Z1' }],
    });
    await shell.open('/timeslots?depot=TSLZ');
    const day = page.getByTestId('time-slots-day');
    await expect(day).toContainText('Zárt napos depó');
    await expect(day).toContainText(huDate(dayAfter(today, 2)));
    await expect(page.getByTestId('slot-Z1-8:00')).toBeVisible();
    await expect(page.getByText('A depó ezen a napon zárva tart.')).toHaveCount(0);
  });
});

test.describe('the pickup details panel', () => {
  test.use({ role: 'logistics_manager' });

  test('answers Alt+K, Alt+PageDown / Alt+PageUp and Alt+I as the freight panel does, and reloads after a save', async ({
    api,
    shell,
    keys,
    grid,
    page,
    tag,
  }) => {
    const filter = JSON.stringify({
      factoryShortName: { type: 'equals', value: LAST_MILE_PICKUP.factoryShortName },
    });
    const stored = async () => (await api.pickups({ size: 1, filter })).result[0];
    const before = await stored();
    expect(before).toBeTruthy();
    const id = before?.pickupId ?? '';
    const details = new DialogPage(page, 'pickup-details');
    const edit = new DialogPage(page, 'pickup-edit');
    const status = details.root.locator('.freight-meta dd').first();

    await shell.open(`/pickups?pickupId=${id}`);
    await grid.waitForRows();
    await expect(grid.counts).toContainText(/^1 \//);
    await grid.filter('');
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    await keys.press('Enter');
    await expect(details.root).toBeVisible();
    await expect(status).not.toHaveText('');
    const statusBefore = (await status.textContent()) ?? '';
    const edits = details.root.getByText(/Módosítás/);
    const editsBefore = await edits.count();

    // Alt+K: the edit dialog with the keyboard in the comment box; Ctrl+S saves and the panel stays.
    await keys.press('Alt+k');
    await expect(edit.root.getByRole('textbox', { name: 'Megjegyzés' })).toBeFocused();
    await keys.replace(`Átvétel ${tag}`);
    await keys.press('ControlOrMeta+s');
    await edit.expectClosed();
    await expect.poll(async () => (await stored())?.comment).toBe(`Átvétel ${tag}`);
    await expect(details.root).toBeVisible();
    // The panel read the saved pickup again (its events list the save): what the user sees before
    // stepping; a step sent before that carries the old version and is refused as stale.
    await expect(edits).toHaveCount(editsBefore + 1);

    // Alt+PageDown steps the pickup at the version the panel reloaded after the save (a stale one
    // would be refused), and the panel shows the new status; Alt+PageUp steps it back.
    await keys.press('Alt+PageDown');
    await expect(status).not.toHaveText(statusBefore);
    await expect.poll(async () => (await stored())?.status).not.toBe(before?.status);
    await page.screenshot({ path: 'test-results/pickup-details-stepped.png' });
    await keys.press('Alt+PageUp');
    await expect(status).toHaveText(statusBefore);
    await expect.poll(async () => (await stored())?.status).toBe(before?.status);

    // Alt+I: the time slots of the pickup's depot and day.
    await keys.press('Alt+KeyI');
    await shell.expectRoute('/timeslots');
    const day = page.getByTestId('time-slots-day');
    await expect(day).toContainText(TSL_DEPOT.name);
    await expect(day).toContainText(huDate(before?.deliveryDate?.slice(0, 10) ?? ''));
  });
});
