/**
 * Headless Chromium as the end-to-end tests and the benches run it: Debian's (or CHROMIUM_PATH),
 * quiet in the background (no GPU, QUIC, first-run, update or sync traffic). One list for
 * `playwright.config.ts` and `tests/bench/support/benchBrowser.ts`.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
