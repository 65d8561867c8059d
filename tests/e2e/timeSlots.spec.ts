import { FREIGHT_STATUSES } from '../../src/core/config/enums.ts';
import type { Freight } from '../../src/core/freights/freights.schemas.ts';
import { BOOKABLE_FREIGHT_STATUSES } from '../../src/core/timeSlots/timeSlots.schemas.ts';
import type { ApiClient } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { TSL_DEPOT } from './support/seeds/timeSlots.ts';

/** A seeded freight of the spec's depot, by its plate. */
async function seeded(api: ApiClient, plate: string): Promise<Freight> {
  const { result } = await api.freights({ q: plate, size: -1 });
  const row = result.find((r) => r.truckLicensePlateNumber === plate);
  if (!row) throw new Error(`seeded freight ${plate} not found`);
  return row as unknown as Freight;
}

/**
 * Puts seeded freights back in the state seeds/timeSlots.ts stores, through the calls a planner (or
 * the transporter, for its reservation) would make: each test changes them, so a retry or
 * `--repeat-each` would otherwise meet the booking, the reservation or the arrival of its earlier run.
 */
const reset = {
  async waiting(api: ApiClient, plate: string): Promise<void> {
    const freight = await seeded(api, plate);
    if (freight.timeSlot) await api.setFreightTimeSlot(freight, { dockId: null, time: null });
  },
  /** Booked at a dock and time of its delivery day, not arrived. */
  async booked(api: ApiClient, plate: string, dockName: string, time: string): Promise<void> {
    let freight = await seeded(api, plate);
    // An arrived freight steps back (one status at a time) until a planner may book it again.
    const bookable: readonly string[] = BOOKABLE_FREIGHT_STATUSES;
    for (
      let at = FREIGHT_STATUSES.indexOf(freight.status);
      at > 0 && !bookable.includes(freight.status);
      at--
    ) {
      freight = await api.setFreightStatus(freight, FREIGHT_STATUSES[at - 1] as Freight['status']);
    }
    const slot = freight.timeSlot as (Freight['timeSlot'] & { arrivedAt?: string | null }) | null;
    if (slot?.dockName === dockName && slot.time === time && !slot.arrivedAt) return;
    const day = await api.timeSlotDay(TSL_DEPOT.shortName, freight.deliveryDate ?? '');
    const dock = day.docks.find((d) => d.name === dockName);
    if (!dock) throw new Error(`dock ${dockName} of ${TSL_DEPOT.shortName} not found`);
    await api.setFreightTimeSlot(freight, { dockId: dock.id, time });
  },
};

// The depot TSLK with docks K1–K3 and three accepted freights come from support/seeds/timeSlots.ts:
// TSL-101 waits for a slot tomorrow, TSL-102 is booked tomorrow 8:00 at K1, TSL-103 today 6:00 at K1.
test.describe('Időkapu by keyboard', () => {
  test.describe('logistics manager', () => {
    test.use({ role: 'logistics_manager' });

    test('books a waiting freight by keyboard, moves a booking to another dock, removes it', async ({
      api,
      shell,
      keys,
      page,
      confirm,
    }) => {
      await reset.waiting(api, 'TSL-101');
      await reset.booked(api, 'TSL-102', 'K1', '8:00');
      // The transporter's TSL-104 is booked too, so TSL-101 is the only freight waiting.
      await reset.booked(api, 'TSL-104', 'K2', '21:00');
      await shell.open('/timeslots');
      const screen = page.getByTestId('time-slots');
      const day = page.getByTestId('time-slots-day');
      await expect(day).toBeVisible();
      // Shift+] walks the depots until the spec's own.
      for (let i = 0; i < 10 && !((await day.textContent()) ?? '').includes(TSL_DEPOT.name); i++) {
        await keys.press('Shift+BracketRight');
        await expect(day).not.toHaveText('');
      }
      await expect(day).toContainText(TSL_DEPOT.name);
      // ] is tomorrow: TSL-102 is booked at K1 8:00, TSL-101 waits.
      await keys.press('BracketRight');
      const waiting = page.getByTestId('time-slots-waiting');
      await expect(waiting).toContainText('TSL-101');
      await expect(page.getByTestId('slot-K1-8:00')).toContainText('TSL-102');
      await expect(page.getByTestId('slot-K1-8:00')).toContainText('Elfogadva');
      await page.screenshot({ path: 'test-results/time-slots-day.png', fullPage: true });

      // Alt+W: the waiting list; Enter picks free places; ↓ twice and Enter books the third one.
      await keys.press('Alt+KeyW');
      await expect(waiting).toBeFocused();
      await keys.press('Enter');
      const picker = page.getByTestId('time-slot-picker');
      await expect(picker).toBeVisible();
      await expect(picker.getByRole('option').first()).toHaveText('6:00 – 6:59 · K1');
      await keys.press('ArrowDown', 2);
      await expect(picker.getByRole('option', { selected: true })).toHaveText('6:00 – 6:59 · K3');
      await page.screenshot({ path: 'test-results/time-slots-picker.png' });
      await keys.press('Enter');
      await expect(picker).toBeHidden();
      await expect(page.getByTestId('slot-K3-6:00')).toContainText('TSL-101');
      await expect(page.getByTestId('time-slots-message')).toContainText('Lefoglalva:');
      // The list it was booked from keeps the focus, empty now (it once left the page, and the focus fell to the body).
      await expect(waiting).not.toContainText('TSL-101');
      await expect(waiting).toContainText('Nincs');
      await expect(waiting).toBeFocused();

      // Alt+I: the table; move to K1 8:00 (↓ ×2), Shift+M, → to K2, Enter drops it there.
      await keys.press('Alt+KeyI');
      await expect(page.getByTestId('slot-K1-6:00')).toBeFocused();
      await keys.press('ArrowDown', 2);
      await expect(page.getByTestId('slot-K1-8:00')).toBeFocused();
      // Alt+B on a booked cell is not silent (issue 35).
      await keys.press('Alt+KeyB');
      await expect(page.getByTestId('time-slots-message')).toContainText('szabad cellára');
      await keys.press('Shift+KeyM');
      await expect(page.getByTestId('time-slots-message')).toContainText('Áthelyezés');
      await keys.press('ArrowRight');
      await keys.press('Enter');
      await expect(page.getByTestId('slot-K2-8:00')).toContainText('TSL-102');
      await expect(page.getByTestId('slot-K1-8:00')).not.toContainText('TSL-102');

      // Shift+Delete on the booking asks Igen / Nem; Igen frees the cell and the freight waits again.
      await expect(page.getByTestId('slot-K2-8:00')).toBeFocused();
      await keys.press('Shift+Delete');
      await expect(confirm.root).toContainText('Törli a(z)');
      await confirm.accept();
      await expect(page.getByTestId('slot-K2-8:00')).not.toContainText('TSL-102');
      await expect(page.getByTestId('time-slots-waiting')).toContainText('TSL-102');
      await expect(screen).toBeVisible();
    });
  });

  test.describe('transporter manager', () => {
    test.use({ role: 'transporter_manager' });

    test('reserves a slot for its own freight: sees only its own freights, the freight becomes reserved', async ({
      api,
      shell,
      keys,
      page,
    }) => {
      // Its own reservation is released by the transporter (a planner's release keeps "reserved").
      await reset.waiting(api, 'TSL-104');
      await shell.open('/timeslots');
      const day = page.getByTestId('time-slots-day');
      await expect(day).toBeVisible();
      for (let i = 0; i < 10 && !((await day.textContent()) ?? '').includes(TSL_DEPOT.name); i++) {
        await keys.press('Shift+BracketRight');
      }
      await expect(day).toContainText(TSL_DEPOT.name);
      await keys.press('BracketRight');
      const waiting = page.getByTestId('time-slots-waiting');
      await expect(waiting).toContainText('TSL-104');
      // Others' freights stay hidden; their dock time shows only as taken.
      await expect(waiting).not.toContainText('TSL-101');
      await expect(page.getByTestId('time-slots-grid')).not.toContainText('TSL-102');
      await keys.press('Alt+KeyW');
      await keys.press('Enter');
      const picker = page.getByTestId('time-slot-picker');
      await expect(picker.getByRole('option').first()).toBeVisible();
      await keys.press('End');
      const chosen = (await picker.getByRole('option', { selected: true }).textContent()) ?? '';
      expect(chosen).toMatch(/^21:00 – 21:59 · K\d$/);
      await keys.press('Enter');
      const dock = chosen.split(' · ')[1] as string;
      await expect(page.getByTestId(`slot-${dock}-21:00`)).toContainText('TSL-104');
      await expect(page.getByTestId(`slot-${dock}-21:00`)).toContainText('Lefoglalva');
    });
  });

  test.describe('entrance supervisor', () => {
    test.use({ role: 'entrance_supervisor' });

    test('lands on /timeslots without the side panel, sees today’s arrivals and confirms one with Alt+A', async ({
      apiAs,
      shell,
      keys,
      page,
    }) => {
      await reset.booked(await apiAs('logistics_manager'), 'TSL-103', 'K1', '6:00');
      await shell.open('/');
      await shell.expectRoute('/timeslots');
      await expect(shell.sideMenu).toBeHidden();
      const day = page.getByTestId('time-slots-day');
      await expect(day).toBeVisible();
      for (let i = 0; i < 10 && !((await day.textContent()) ?? '').includes(TSL_DEPOT.name); i++) {
        await keys.press('Shift+BracketRight');
      }
      await expect(day).toContainText(TSL_DEPOT.name);
      const row = page.getByTestId('time-slots-arrivals').locator('tr', { hasText: 'TSL-103' });
      await expect(row).toContainText('6:00 – 6:59');
      await expect(row).toContainText('K1');
      // The only arrival of the day is the first row, where the cursor stands.
      await keys.press('Alt+KeyA');
      await expect(row).toContainText('Megérkezett');
      await expect(page.getByTestId('time-slots-message')).toContainText('Érkezés rögzítve');
      await expect(page.getByTestId('time-slots-message')).toContainText('Visszavonás: Alt+Shift+U');
      await page.screenshot({ path: 'test-results/time-slots-gate.png', fullPage: true });
      // Registered by mistake: Alt+Shift+U takes it back; Alt+A registers it again.
      await keys.press('Alt+Shift+KeyU');
      await expect(page.getByTestId('time-slots-message')).toContainText('Az érkezés visszavonva:');
      await expect(row).not.toContainText('Megérkezett');
      await keys.press('Alt+KeyA');
      await expect(row).toContainText('Megérkezett');
    });
  });
});
