// npm run bench:import — a generated 10,000-row .xlsx through the Excel import: SheetJS parsing and
// every row check (capacity family on the compiled rules) in a Node worker (web-worker + the .mjs
// shim), then in headless Chromium the import view's worker and grid up to the first rendered row.
// Prints figures; never fails on time.

import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';

import { build } from 'vite';
import Worker from 'web-worker';
import { apiPath, apiUrlOf } from '../../src/core/api/endpoint.ts';
import { addWorkdays } from '../../src/core/calendar/workdays.ts';
import type { ImportCheckContext } from '../../src/core/orders/import/checkImportRows.ts';
import type { ExcelImportResponse } from '../../src/core/orders/import/excelImportProtocol.ts';
import { IMPORT_PALLET_TYPES } from '../../src/core/orders/import/importPalletTypes.ts';
import type { ImportRowInput } from '../../src/core/orders/import/importRow.ts';
import { ORDER_IMPORT_API } from '../../src/core/orders/orderImport.api.ts';
import { importColumnsOf } from '../../src/core/rules/importColumnFiles.ts';
import { DEMO_TRUCK_TYPES } from '../../src/core/vehicles/vehicles.schemas.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { activeFactoryShortNames } from '../../src/server/db/repositories/sites.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { loadRuleSet } from '../../src/server/rules/loadRuleFiles.ts';
import { buildImportWorkbook, manyRows } from '../fixtures/import/importFixtures.ts';
import { benchApp } from './benchApp.ts';
import { launchBenchChromium } from './support/benchBrowser.ts';

const ROWS = 10_000;
const sec = (ms: number) => (ms / 1000).toFixed(3);
const today = new Date().toISOString().slice(0, 10);
const days = [1, 2, 3, 4, 5].map((n) => addWorkdays(today, n));
const ctx: ImportCheckContext = {
  config: importColumnsOf(loadRuleSet('logistics')),
  today,
  calendar: [],
  vehicles: DEMO_TRUCK_TYPES.map((v) => ({ ...v, active: true })),
  defaultVehicles: { road: 'D22S', site: 'D22L' },
  palletTypes: IMPORT_PALLET_TYPES,
};
const rules = loadRuleSet('logistics');
let parsedRows: ImportRowInput[] = [];

let t = performance.now();
const bytes = buildImportWorkbook(manyRows(ROWS, days[0] ?? today, days));
console.log(
  `built a ${ROWS}-row .xlsx (${(bytes.length / 1024).toFixed(0)} KiB) in ${sec(performance.now() - t)} s`,
);

// Node: the worker file through web-worker and its .mjs shim, as the server would start it.
{
  const worker = new Worker(new URL('../../workers/excelImport.worker.node.mjs', import.meta.url).href, {
    type: 'module',
  });
  const run = (id: number) =>
    new Promise<{ ms: number; rows: number; errors: number }>((resolve, reject) => {
      const started = performance.now();
      worker.addEventListener('message', function on(e: MessageEvent<ExcelImportResponse>) {
        const m = e.data;
        if (m.id !== id || m.type !== 'result') return;
        worker.removeEventListener('message', on);
        if (!m.ok) return reject(new Error(`${m.problem} ${m.errors?.join(' ')}`));
        parsedRows = m.rows.map((r) => ({ rowNumber: r.rowNumber, values: r.values }));
        resolve({
          ms: performance.now() - started,
          rows: m.rows.length,
          errors: m.rows.filter((r) => r.errors.length > 0).length,
        });
      });
      const copy = bytes.slice().buffer;
      worker.postMessage({ id, type: 'parse', data: copy, ctx, rules, rulesCtx: {} }, [copy]);
    });
  t = performance.now();
  const first = await run(1);
  const second = await run(2);
  worker.terminate();
  console.log(
    `node worker: parse + validate ${first.rows} rows (${first.errors} with errors) in ${sec(first.ms)} s (first, incl. worker start), ${sec(second.ms)} s (second)`,
  );
}

// Server: the same rows re-validated (?check=true: checks, rules pool, database, geocoding) and saved
// in one transaction with an event per order, on a fresh in-memory PGlite.
{
  const { db } = wrapPglite(await createPglite());
  await migrateToLatest(db);
  await seedDatabase(db, { demoPassword: 'bench-password' });
  const factory = (await activeFactoryShortNames(db))[0] ?? 'GY1';
  const { app, headers } = await benchApp(db);
  const payload = {
    rows: parsedRows.map((r) => ({ ...r, values: { ...r.values, factoryShortName: factory } })),
  };
  const post = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url,
      headers,
      payload,
    });
    return {
      ms: performance.now() - started,
      status: res.statusCode,
      body: res.json() as { errorCount?: number },
    };
  };
  const check = await post(apiUrlOf(ORDER_IMPORT_API.check, {}, { check: 'true' }));
  const save = await post(apiPath(ORDER_IMPORT_API.save));
  await app.close();
  console.log(
    `server: check ${payload.rows.length} rows in ${sec(check.ms)} s (${check.body.errorCount ?? '?'} with errors); save in one transaction in ${sec(save.ms)} s (HTTP ${save.status})`,
  );
}

// Chromium: the import view's worker client and grid, bundled by Vite and served over HTTP.
const outDir = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
await build({
  configFile: false,
  logLevel: 'silent',
  root: path.resolve('tests/bench/importBenchPage'),
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
const server = createServer((req, res) => {
  const file = path.join(
    outDir,
    decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/').replace(/^\/$/, '/index.html'),
  );
  try {
    const body = readFileSync(file);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(200, { 'content-type': type }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await launchBenchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`);
  await page.waitForFunction('typeof window.runImport === "function"');
  const b64 = Buffer.from(bytes).toString('base64');
  const figures = (await page.evaluate(
    `window.runImport(${JSON.stringify(b64)}, ${JSON.stringify(ctx)}, ${JSON.stringify(rules)})`,
  )) as { rows: number; errors: number; parsed: number; firstRow: number };
  console.log(
    `chromium: worker parse + validate ${figures.rows} rows (${figures.errors} with errors) in ${sec(figures.parsed)} s; first grid row on screen after ${sec(figures.firstRow)} s`,
  );
  console.log(`import: ${figures.rows} rows in ${sec(figures.firstRow)} s`);
} finally {
  await browser.close();
  server.close();
}
