import { ApiClient, apiSignIn } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { DialogPage } from './support/pages/DialogPage.ts';

// Every test makes its own freights (orders OFR-<tag>-n combined by the API): a test run again (a
// retry, --repeat-each) never meets the offers an earlier run sent.
const PASSWORD = 'Ajanlat-Jelszo-2026!';

test.describe('offers by keyboard', () => {
  test.describe(() => {
    test.use({ role: 'logistics_manager' });

    test('a planner offers two freights to two transporters; the second transporter rejects one', async ({
      page,
      api,
      apiAs,
      request,
      baseURL,
      tag,
      keys,
      shell,
      freights,
    }) => {
      const prefix = `OFR-${tag}`;
      const ids = await api.createOfferableFreights(prefix, 2);
      const second = await api.createTransporter(`Második Fuvar ${tag} Kft.`, `MF${tag}`);
      const username = `ofr-${tag}`.toLowerCase();
      await (await apiAs('admin')).registerUser({
        username,
        password: PASSWORD,
        firstName: 'Második',
        lastName: 'Fuvar',
        role: 'transporter_manager',
        transporter: second.id,
      });
      const secondManager = new ApiClient(
        request,
        baseURL,
        await apiSignIn(request, baseURL, username, PASSWORD),
      );

      const { grid } = freights;
      await freights.openByKeys();
      await grid.waitForRows();
      await grid.filterTo(prefix, 2);
      await keys.press('Enter');
      await grid.expectFocusInGrid();
      await keys.press('Space');
      await keys.press('Shift+ArrowDown');
      await expect(grid.counts).toContainText('2 kijelölve');

      // o: the offer dialog; no field has the keyboard, Tab reaches the transporters, Space ticks them.
      await keys.press('o');
      const dialog = new DialogPage(page, 'freight-offer-dialog');
      await expect(dialog.root).toBeVisible();
      const demo = dialog.root.getByRole('checkbox', { name: /Demo Fuvar Kft\./ });
      const other = dialog.root.getByRole('checkbox', { name: new RegExp(`Második Fuvar ${tag} Kft\\.`) });
      await expect(demo).not.toBeFocused();
      await keys.tabTo(demo);
      await keys.press('Space');
      await keys.tabTo(other);
      await keys.press('Space');
      await expect(demo).toBeChecked();
      await expect(other).toBeChecked();
      // The reply deadline defaults to base config's transporterReplyDeadline from now.
      await expect(dialog.root.locator('input[type="datetime-local"]')).not.toHaveValue('');
      await page.screenshot({ path: 'test-results/offers-send-dialog.png' });
      await dialog.save();
      // Success is told in the polite live region: no alert to close (issue 35).
      await expect(page.getByTestId('notice')).toContainText('Az ajánlat sikeresen elküldve!');
      await expect(shell.alert).toHaveCount(0);

      const found = await Promise.all(ids.map(async (id) => (await api.offers({ q: id })).result));
      const sent = found.flat().filter((o) => ids.includes(o.freightId));
      expect(sent).toHaveLength(4);
      expect(new Set(sent.map((o) => o.transporterId)).size).toBe(2);
      // The second transporter turns down the first freight.
      const first = ids[0] as string;
      const theirs = (await secondManager.offers({ q: first })).result.find((o) => o.freightId === first);
      expect(theirs).toBeDefined();
      expect((await secondManager.rejectOffer(theirs?.id ?? '')).status).toBe('rejectedByTransporter');
    });
  });

  test.describe(() => {
    test.use({ role: 'transporter_manager' });

    test('the transporter opens its offer, accepts it by keyboard, and the freight is theirs', async ({
      api,
      apiAs,
      tag,
      page,
      keys,
      shell,
      offers,
      freights,
    }) => {
      // A freight of its own, offered to this user's transporter by the planners.
      const admin = await apiAs('admin');
      const [freightId] = await admin.createOfferableFreights(`OFR-${tag}`, 1);
      expect(freightId).toBeDefined();
      await admin.sendOffers([freightId as string], [api.user.transporter as string]);
      const mine = (await api.offers({ q: freightId as string, open: 'true' })).result;
      const offer = mine.find((o) => o.freightId === freightId);
      if (!offer) throw new Error(`no open offer of freight ${freightId}`);
      const { grid } = offers;
      await offers.openByKeys('/freights');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajánlatok');
      await grid.waitForRows();
      await grid.filterTo(offer.freightId, 1);
      await keys.press('Enter');
      await grid.expectFocusInGrid();
      // Enter: the details with the countdown; the first look marks it received.
      await keys.press('Enter');
      await expect(offers.details.root).toBeVisible();
      await expect(offers.details.root.getByTestId('offer-countdown')).toContainText(/óra|perc|nap/);
      await expect(offers.details.root.getByTestId('offer-status')).toHaveText('Megtekintve');
      await page.screenshot({ path: 'test-results/offers-details.png' });
      await keys.press('Escape');
      await offers.details.expectClosed();
      await grid.expectFocusInGrid();
      await page.screenshot({ path: 'test-results/offers-grid.png' });

      // a accepts the focused offer.
      await keys.press('a');
      await expect(page.getByTestId('notice')).toContainText(
        `A(z) ${offer.freightId} fuvar ajánlatát elfogadta.`,
      );
      await expect(shell.alert).toHaveCount(0);
      // The focus stays on the page (in the list, or on the screen when the accepted offer left it).
      await expect(page.locator('body')).not.toBeFocused();
      const freight = (await admin.freights({ freightId: offer.freightId })).result[0];
      expect(freight?.transporterId).toBe(api.user.transporter);
      expect(freight?.status).toBe('accepted');

      // The freight is now among the transporter's own freights.
      await keys.sequence('g f');
      await shell.expectRoute('/freights');
      await freights.grid.waitForRows();
      await freights.grid.filterTo(offer.freightId, 1);
    });
  });

  test.describe(() => {
    test.use({ role: 'logistics_manager' });

    test("a transporter accepts: the other transporter's open offer closes, and the planner sees why in the grid and its details", async ({
      api,
      apiAs,
      tag,
      page,
      keys,
      offers,
    }) => {
      // A freight of its own offered to two transporters; the first accepts, the second's offer closes.
      const carrier = await apiAs('transporter_manager');
      const [freightId] = await api.createOfferableFreights(`OFC-${tag}`, 1);
      if (!freightId) throw new Error('no freight made');
      const other = await api.createTransporter(`Lezárt Fuvar ${tag} Kft.`, `LF${tag}`);
      await api.sendOffers([freightId], [carrier.user.transporter as string, other.id]);
      const mine = (await carrier.offers({ q: freightId, open: 'true' })).result.find(
        (o) => o.freightId === freightId,
      );
      if (!mine) throw new Error(`no open offer of freight ${freightId}`);
      expect((await carrier.acceptOffer(mine.id)).status).toBe('accepted');
      const all = (await api.offers({ q: freightId })).result.filter((o) => o.freightId === freightId);
      expect(all).toHaveLength(2);
      const closed = all.find((o) => o.closeReason === 'otherAccepted');
      expect(closed?.transporterId).toBe(other.id);
      const { grid } = offers;
      await offers.openByKeys('/freights');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajánlatok');
      await grid.waitForRows();
      await grid.filterTo(freightId, 2);
      const row = page.locator(`.ag-row[row-id="${closed?.id}"]`);
      await expect(row.locator('[col-id="closeReason"]')).toHaveText('Másik fuvarozó fogadta el');
      await expect(row.locator('[col-id="status"]')).toHaveText('Lezárva');
      await page.screenshot({ path: 'test-results/offers-close-reason-grid.png' });
      // Enter on the closed offer: its details name the reason; Esc returns to the row.
      // The quick filter's Enter puts the focus on the first row; ↓ to the closed one.
      await keys.press('Enter');
      await grid.expectFocusInGrid();
      await keys.press('ArrowDown', Number(await row.getAttribute('row-index')));
      await expect.poll(async () => (await grid.focusedCell()).row).toBe(await row.getAttribute('row-index'));
      await keys.press('Enter');
      await expect(offers.details.root).toBeVisible();
      await expect(offers.details.root.getByTestId('offer-close-reason')).toHaveText(
        'Másik fuvarozó fogadta el',
      );
      await page.screenshot({ path: 'test-results/offers-close-reason-details.png' });
      await keys.press('Escape');
      await offers.details.expectClosed();
      await grid.expectFocusInGrid();
    });
  });
});

test.describe('capacity estimate by keyboard', () => {
  test.use({ role: 'transporter_manager' });

  test('the transporter adds an estimate of its trucks for a day; each truck type once', async ({
    page,
    keys,
    shell,
    tag,
  }) => {
    const screen = new DialogPage(page, 'capacity-dialog');
    await shell.open('/freights');
    await expect(shell.userMenuButton).toBeVisible();
    await keys.sequence('g c');
    await shell.expectRoute('/capacity-estimate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kapacitás előrejelzés');
    await keys.press('n');
    await expect(screen.root).toBeVisible();
    // A day of its own per run: the tag's digits as a day of 2099.
    const day = String(1 + (Number.parseInt(tag, 36) % 28)).padStart(2, '0');
    const month = String(1 + (Number.parseInt(tag, 36) % 12)).padStart(2, '0');
    const date = screen.field('Nap');
    await keys.tabTo(date);
    await keys.replace(`2099.${month}.${day}`);
    const trucks = screen.field('Járművek (típus: darab)');
    await keys.tabTo(trucks);
    await keys.replace('T24L: 7, t24l: 1');
    await expect(screen.root).toContainText('Egy járműtípus csak egyszer szerepelhet egy előrejelzésben!');
    await keys.replace('T24L: 7, D22S: 4');
    await page.screenshot({ path: 'test-results/capacity-dialog.png' });
    await screen.save();
    await expect(page.getByRole('gridcell', { name: 'T24L: 7, D22S: 4' }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/capacity-grid.png' });
  });
});
