import { existsSync } from 'node:fs';

/**
 * Debian's old headless shell (package chromium-headless-shell, the same Chromium version; Playwright's
 * own default for headless runs): no browser UI, no new-headless window machinery, about 40 % less CPU
 * than full Chromium in `--headless` on the same specs (README "Tests"). Full Chromium where the shell
 * is not installed; CHROMIUM_PATH chooses either.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Headless Chromium as the end-to-end tests and the benches run it: the headless shell (or Debian's
 * chromium, or CHROMIUM_PATH), quiet in the background (no GPU, QUIC, first-run, update or sync
 * traffic). One list for `playwright.config.ts` and `tests/bench/support/benchBrowser.ts`.
 */
export const CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
