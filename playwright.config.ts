import { cpSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/chromium.ts';
import { TEST_PASSWORD_HASH_COST } from './tests/support/passwordHashCost.ts';

/**
 * End-to-end tests drive the built app (`npm test` runs `vite build` first) served by the real API
 * server on a fresh embedded database, in Debian's headless Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 8097);

// The config is evaluated again in every worker process; only the first evaluation (the runner,
// which starts the server) chooses the data directory and removes stale ones of earlier runs (older
// than an hour, so runs going on at the same time on other ports keep theirs).
if (!process.env.E2E_DATA_DIR) {
  const root = path.resolve('test-results');
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) {
    const dir = path.join(root, name);
    if (/^e2e-(data|rules)-/.test(name) && Date.now() - statSync(dir).mtimeMs > 3_600_000) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.env.E2E_DATA_DIR = path.join(root, `e2e-data-${PORT}-${Date.now()}`);
}
// The server reads its rule files from a copy of rules/: a test of a configuration team's change
// (tests/e2e/*.settings.spec.ts, run after the others) edits the copy, never the checkout.
if (!process.env.E2E_RULES_DIR) {
  process.env.E2E_RULES_DIR = path.resolve('test-results', `e2e-rules-${PORT}-${Date.now()}`);
  cpSync(path.resolve('rules'), process.env.E2E_RULES_DIR, { recursive: true });
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  // Generous limits: CI and development machines are busy 2-core boxes (load average above 10), where
  // a keystroke's answer can take seconds. Tests wait for what the user would see, never a fixed time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // No retry: a test that passes only on its second try is a bug (tests/e2e/README.md). Each spec was
  // run with --repeat-each under load (average 25-45) and made to pass: own data per test, a seed put
  // back first, own users per spec, waits for the answer to the filter typed.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/logistics/`,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    viewport: { width: 1366, height: 768 },
    // A failed test keeps its trace (each step, the network, the console), its screenshot and
    // Playwright's error context (the page's aria snapshot), but no DOM snapshots and no screencast:
    // the film cost about 45 % of Chromium's CPU, the DOM snapshots of every step another 20-25 %
    // (terminalFreightSide in the headless shell: 67 s → 54 s of Chromium CPU, a trace without them
    // costs as much as none; README "Tests"). E2E_TRACE=snapshots adds them, full films too, off none.
    trace: {
      mode: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
      snapshots: process.env.E2E_TRACE === 'snapshots' || process.env.E2E_TRACE === 'full',
      screenshots: process.env.E2E_TRACE === 'full',
    },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'chromium', testIgnore: /settings\.spec\.ts$/ },
    // Base config, external id names and modules are shared by every test (one server): the tests
    // that change them run after all others, so no other test sees a menu or a column list move.
    { name: 'global-settings', testMatch: /settings\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: {
    // The real server, after stored freights were written for the screens' tests (e2eServer.ts),
    // from one precompiled bundle (rebuilt when a source changed): 11–12 s of CPU to listening against
    // 15 s through tsx, 35–52 s wall against 61–67 s at load average 17–19 (README "Tests").
    command: 'node scripts/startBundled.mjs tests/e2e/support/e2eServer.ts e2e-server',
    url: `http://127.0.0.1:${PORT}/api/version`,
    reuseExistingServer: false,
    // npm test starts e2e beside the API files, so the server migrates and seeds on a shared machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RULES_DIR: process.env.E2E_RULES_DIR,
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD ?? 'e2e-Demo-123',
      NODE_ENV: 'test',
      // Planning jobs run long enough for a person (and the cancel test) to cancel one by key.
      PLANNING_MIN_SECONDS: '15',
      // Every spec creates and signs in its own users: their hashes at the tests' cost, not the production one.
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    },
  },
});
