import type { Page } from '@playwright/test';
import keymap from '../../keymaps/default.json' with { type: 'json' };
import type { Role } from '../../src/core/permissions/index.ts';
import { expect, test } from './support/fixtures.ts';

/** Every `g` sequence of the keymap with the screen it opens (`nav.freightBills` → /freight-bills). */
const JUMPS = keymap.bindings
  .filter((b) => b.command.startsWith('nav.'))
  .flatMap((b) => (Array.isArray(b.keys) ? b.keys : [b.keys]).map((keys) => ({ keys, command: b.command })))
  .map(({ keys, command }) => {
    const name = command.slice(4);
    const path = name === 'home' ? '/' : `/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    return { keys, path };
  });

const ROLES: readonly Role[] = [
  'admin',
  'logistics_manager',
  'production_manager',
  'transporter_manager',
  'entrance_supervisor',
];

const pathname = (page: Page) => new URL(page.url()).pathname.replace(/^\/logistics/, '') || '/';

/** Fails when the focus fell to the page body (after a dialog closed, after an arrival). */
async function expectFocusKept(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'), { message: where })
    .not.toMatch(/^(BODY|none)$/);
}

const noticeId = (page: Page) =>
  page.getByTestId('notice').evaluate((el) => Number(el.getAttribute('data-notice') ?? 0));

// One of the two longest specs (CI 2026-11-29: keyboardWalk 141 s, terminalFreightSide 167 s): its
// tests share nothing (a user per worker, role and spec; own data by tag), so both workers take them
// one test at a time instead of one worker running the whole file while the other waits at the end.
test.describe.configure({ mode: 'parallel' });

for (const role of ROLES) {
  test.describe(`keyboard walk as ${role}`, () => {
    test.use({ role });
    test.describe.configure({ timeout: 600_000 });

    test('every g sequence navigates or says "Nincs jogosultság"; help and palette give the focus back', async ({
      page,
      shell,
      keys,
      palette,
    }) => {
      await shell.open('/');
      await expect(shell.userMenuButton).toBeVisible();
      // Home of a role that starts elsewhere (the transporter's /freights) is that landing screen.
      await expect(shell.heading.first()).toBeVisible();
      const landing = pathname(page);
      let visited = 0;
      for (const jump of JUMPS) {
        const sequence = jump.keys;
        const path = jump.path === '/' ? landing : jump.path;
        const from = pathname(page);
        const before = await noticeId(page);
        await keys.sequence(sequence);
        // Either the screen opens, or (the user may not) the refusal shows and the screen stays.
        await expect
          .poll(
            async () =>
              pathname(page) === path ? 'moved' : (await noticeId(page)) > before ? 'refused' : 'nothing',
            {
              message: `${role}: ${sequence} from ${from}`,
            },
          )
          .not.toBe('nothing');
        if (pathname(page) !== path) {
          await expect(page.getByTestId('notice')).toHaveText('Nincs jogosultság');
          continue;
        }
        visited += 1;
        await expect(shell.heading.first()).toBeVisible();
        await expectFocusKept(page, `${role}: arrival on ${path}`);
        // No field holds the keyboard on arrival (else the next g sequence would be typed into it).
        expect(
          await page.evaluate(() =>
            ['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement?.tagName ?? ''),
          ),
          `${role}: a field is focused on arrival on ${path}`,
        ).toBe(false);

        await page.keyboard.press('?');
        await expect(shell.help).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(shell.help).toHaveCount(0);
        await expectFocusKept(page, `${role}: after the help on ${path}`);

        await page.keyboard.press('ControlOrMeta+k');
        await expect(palette.input).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(palette.root).toHaveCount(0);
        await expectFocusKept(page, `${role}: after the palette on ${path}`);
      }
      expect(visited).toBeGreaterThan(1);
    });
  });
}
