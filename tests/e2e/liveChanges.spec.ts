import { LIVE_EVENTS, type LiveChange } from '../../src/core/live/live.api.ts';
import { TOKEN_COOKIE } from '../../src/server/auth/authenticate.ts';
import { expect, heldToken, test } from './support/fixtures.ts';

/** What the page's change stream heard, kept by an init script beside the app's own listeners. */
interface Heard {
  ready: number;
  changes: LiveChange[];
}

// The other specs' browsers hold their token in localStorage only, so their change streams are
// refused (401) and their lists rely on the 10-s polls. A real sign-in also sets the token cookie,
// which is what EventSource sends: this spec signs its browser in that way too.
test.describe('live changes in the browser', () => {
  test.use({ role: 'logistics_manager' });

  test("the change stream signs in with the session's cookie; an order another user saves reaches the open list", async ({
    page,
    context,
    baseURL,
    apiAs,
    tag,
    orders,
  }) => {
    // The browser's own session (the fixture's), as the sign-in's cookie.
    const token = await heldToken(context);
    expect(token, 'the browser is signed in').toBeTruthy();
    await context.addCookies([
      {
        name: TOKEN_COOKIE,
        value: token ?? '',
        url: new URL(baseURL ?? '').origin,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    await page.addInitScript((events) => {
      const heard: Heard = { ready: 0, changes: [] };
      (window as unknown as { heard: Heard }).heard = heard;
      const Native = window.EventSource;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener(events.ready, () => {
            heard.ready += 1;
          });
          this.addEventListener(events.change, (e) => {
            heard.changes.push(JSON.parse((e as MessageEvent<string>).data) as LiveChange);
          });
        }
      };
    }, LIVE_EVENTS);
    const heard = () => page.evaluate(() => (window as unknown as { heard: Heard }).heard);

    await orders.open();
    await orders.grid.waitForRows();
    // The stream is open and subscribed (the server's `ready`), not refused.
    await expect
      .poll(async () => (await heard()).ready, { message: 'the change stream is ready' })
      .toBeGreaterThan(0);

    // Another user saves an order: the stream names it, and the list says others changed orders.
    const admin = await apiAs('admin');
    const order = await admin.createOrder(`Élő ${tag}`, `LIVE-${tag}`);
    await expect
      .poll(
        async () =>
          (await heard()).changes.some((c) => c.entity === 'orders' && c.ids?.includes(order.orderId)),
        {
          message: 'the stream names the new order',
        },
      )
      .toBe(true);
    await expect(page.getByTestId('orders-changed')).toBeVisible();
  });
});
