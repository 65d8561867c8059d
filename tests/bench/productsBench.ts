import { ALL_ROWS, type ListCall } from '../../src/core/list/listCall.schemas.ts';
import { PRODUCT_UPLOAD_MAX_ROWS } from '../../src/core/products/productLoad.schemas.ts';
import { PRODUCT_SHEET_HEADERS } from '../../src/core/products/productRows.ts';
import { PRODUCT_FIELD_NAMES } from '../../src/core/products/products.answers.ts';
import type { ProductValues } from '../../src/core/products/products.schemas.ts';
import { createInlineRulesHost } from '../../src/core/rules/createRulesPool.ts';
import { createPglite, openPostgres, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import {
  analyzeProducts,
  listProductsPage,
  upsertProducts,
} from '../../src/server/db/repositories/products.repository.ts';
import { parseProductFileInWorker } from '../../src/server/products/parseProductFileInWorker.ts';
import { loadRuleSet, rulesDir } from '../../src/server/rules/loadRuleFiles.ts';

/**
 * npm run bench:products [-- rows]: the product catalogue at 100,000 rows on PGlite
 * (or DATABASE_URL): upsert in one transaction, the grid's list calls (first page, sorted pages,
 * filters, quick filter, -1 = all), and parsing + validating a 100,000-row CSV upload in the worker.
 * Prints figures; never fails on time.
 */
const ROWS = Number(process.argv[2] ?? 100_000);
const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;

const handle = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL)
  : wrapPglite(await createPglite());
const { db } = handle;
await migrateToLatest(db);
const products: ProductValues[] = Array.from({ length: ROWS }, (_, i) => ({
  itemId: `B-${String(i).padStart(6, '0')}`,
  name: `Termék ${(i * 7919) % ROWS} ${['tégla', 'cserép', 'burkolat', 'habarcs'][i % 4]}`,
  unit: i % 3 === 0 ? 'kg' : 'db',
  kgPerUnit: 1 + (i % 50) / 10,
  kgPerPallet: 500 + (i % 700),
  unitPerPallet: 10 + (i % 200),
  palletType: i % 5 === 0 ? 'IND' : 'EUR',
  priority: i % 10,
}));

let t = performance.now();
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < products.length; i += 1000) await upsertProducts(trx, products.slice(i, i + 1000));
});
console.log(`upsert ${ROWS} products in one transaction: ${ms(t)}`);
t = performance.now();
await analyzeProducts(db);
console.log(`analyze after the load: ${ms(t)}`);

const call = (over: Partial<ListCall>): ListCall => ({
  pagination: { page: 0, size: 100 },
  sort: [],
  filter: {},
  ...over,
});
const cases: [string, ListCall][] = [
  ['first page (100), default order', call({})],
  [
    'page 500, sort name asc',
    call({ pagination: { page: 500, size: 100 }, sort: [{ field: 'name', dir: 'asc' }] }),
  ],
  ['sort priority desc', call({ sort: [{ field: 'priority', dir: 'desc' }] })],
  ['filter itemId contains "b-0999"', call({ filter: { itemId: { type: 'contains', value: 'b-0999' } } })],
  ['filter palletType in [IND]', call({ filter: { palletType: { type: 'in', values: ['IND'] } } })],
  ['quick filter "cserép"', call({ quickFilter: 'cserép' })],
  ['all rows (size -1)', call({ pagination: { page: 0, size: ALL_ROWS } })],
];
for (const [label, c] of cases) {
  await listProductsPage(db, c); // warm-up
  const times: number[] = [];
  let filtered = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    filtered = (await listProductsPage(db, c)).filteredCount;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`list ${label}: median ${times[2]?.toFixed(1)} ms (filtered ${filtered})`);
}

const header = PRODUCT_FIELD_NAMES.map((f) => PRODUCT_SHEET_HEADERS[f]).join(';');
const csvRows = Math.min(ROWS, PRODUCT_UPLOAD_MAX_ROWS);
const csv = [
  header,
  ...products
    .slice(0, csvRows)
    .map((p) => PRODUCT_FIELD_NAMES.map((f) => String(p[f]).replace('.', ',')).join(';')),
].join('\n');
const bytes = new TextEncoder().encode(csv);
const megabytes = (bytes.length / 1e6).toFixed(1);
t = performance.now();
const parse = parseProductFileInWorker(
  { bytes: bytes.buffer as ArrayBuffer, maxRows: PRODUCT_UPLOAD_MAX_ROWS },
  () => {},
);
const reply = await parse.result;
const outcome =
  reply.type === 'result' ? `${reply.products.length} products, ${reply.errors.length} errors` : reply.type;
console.log(`parse a ${csvRows}-row CSV (${megabytes} MB) in the worker: ${ms(t)} (${outcome})`);
if (reply.type === 'result') {
  // The upload's second step: the product rules over every typed row (one thread here; the server's pool splits it).
  const host = createInlineRulesHost();
  await host.load(loadRuleSet(process.env.CONFIG_MODE ?? 'logistics', rulesDir()));
  t = performance.now();
  const results = await host.evaluate({
    entity: 'product',
    rows: reply.products,
    ctx: {
      palletTypes: [
        { name: 'EUR', ratio: 1, kg: 0 },
        { name: 'IND', ratio: 1.25, kg: 0 },
      ],
    },
    allMessages: true,
  });
  const refused = results.filter((r) => Object.keys(r.fields).length > 0).length;
  console.log(`product rules over ${results.length} upload rows (one thread): ${ms(t)} (${refused} refused)`);
  await host.close();
}
await handle.close();
