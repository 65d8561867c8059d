import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkdays } from '../../src/core/calendar/workdays.ts';
import type { ImportValues } from '../../src/core/orders/import/importRow.ts';
import type { ExcelImportCheckResponse } from '../../src/core/orders/import/orderImport.schemas.ts';
import { ORDER_IMPORT_API } from '../../src/core/orders/orderImport.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { RULES_API } from '../../src/core/rules/rules.api.ts';
import { createImportFactory, importRowOf } from './support/importFactory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const I = ORDER_IMPORT_API;
const day1 = addWorkdays(new Date().toISOString().slice(0, 10), 2);

/** A copy of rules/ whose topolisz folder gets its own importColumns.json. */
const dir = mkdtempSync(path.join(tmpdir(), 'rules-columns-'));
cpSync(path.join(ROOT, 'rules'), dir, { recursive: true });
const columnsFile = path.join(dir, 'modes/topolisz/importColumns.json');
const writeColumns = (columns: unknown[]) =>
  writeFileSync(
    columnsFile,
    JSON.stringify({ $schema: '../../import-columns.schema.json', columns }, null, 2),
  );
writeColumns([
  { field: 'customerName', header: 'Ügyfél neve' },
  { field: 'customerNumber', checks: ['required', 'unique'] },
  { field: 'comment', remove: true },
]);

describe("a mode's importColumns.json decides what the import reads (server) [topolisz]", () => {
  const saved = process.env.RULES_DIR;
  beforeAll(() => {
    process.env.RULES_DIR = dir;
  });
  // Every app of this file reads the copy: topolisz with its file, the other modes the base columns.
  const env = useTestEnv(BACKENDS[0] ?? 'pglite', { configMode: 'topolisz' });
  afterAll(() => {
    if (saved === undefined) delete process.env.RULES_DIR;
    else process.env.RULES_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  let factory = '';
  /** A valid row of this file's factory (the factory's cell texts, today's second workday). */
  const row = (rowNumber: number, values: ImportValues = {}) =>
    importRowOf(factory, 'COL', day1, rowNumber, { customerNumber: `V${rowNumber}`, ...values });
  const messages = (res: { data: ExcelImportCheckResponse }) =>
    Object.fromEntries(
      res.data.rows.map((r) => [r.rowNumber, r.errors.map((e) => `${e.type}: ${e.message}`)]),
    );

  it('setup: a depot and an active factory', async () => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    factory = `C${stamp}`;
    await createImportFactory(env(), `D${stamp}`, factory);
  });

  it('GET /api/rules serves the resolved columns of the mode to the browser (reader and template)', async () => {
    const res = await env().request(RULES_API.set, { as: 'logistics-viewer' });
    expect(res.statusCode).toBe(200);
    const columns = res.data.importColumns?.columns ?? [];
    expect(columns.find((c) => c.field === 'customerName')).toEqual({
      field: 'customerName',
      header: 'Ügyfél neve',
      checks: ['required'],
    });
    expect(columns.find((c) => c.field === 'customerNumber')?.checks).toEqual(['required', 'unique']);
    expect(columns.some((c) => c.field === 'comment')).toBe(false);
    expect(res.data.importColumns?.deliveryDateHeader).toBe('Szállítási dátum');
  });

  it('the check follows the file: its headers in messages, its cross-row checks; a mode without a file keeps the base columns', async () => {
    const payload = {
      rows: [row(2, { customerNumber: 'V1' }), row(3, { customerNumber: 'v1 ', customerName: '' })],
    };
    const tuned = await env().request(I.check, { as: 'admin', query: { check: 'true' }, payload });
    expect(tuned.statusCode).toBe(200);
    expect(messages(tuned)).toEqual({
      2: ['DUPLICATED_VALUE: A "Vevőkód" mező értékeinek egyedinek kell lennie!'],
      3: [
        'MISSING_REQUIRED_FIELD: A "Ügyfél neve" mező kitöltése kötelező!',
        'DUPLICATED_VALUE: A "Vevőkód" mező értékeinek egyedinek kell lennie!',
      ],
    });
    const app = await env().extraApp({ configMode: 'logistics' });
    const plain = await env().request(I.check, { app, as: 'admin', query: { check: 'true' }, payload });
    expect(messages(plain)).toEqual({
      2: [],
      3: ['MISSING_REQUIRED_FIELD: A "Vevő neve" mező kitöltése kötelező!'],
    });
  });

  it('a value sent for a removed column is not read: the saved order has no comment', async () => {
    const res = await env().request(I.save, {
      as: 'admin',
      payload: { rows: [row(4, { comment: 'ezt az oszlopot a mód nem olvassa' })] },
    });
    expect(res.statusCode).toBe(201);
    const id = res.data.orderIds[0] ?? '';
    const order = await env().request(ORDERS_API.one, { params: { id }, as: 'admin' });
    expect(order.data).toMatchObject({ comment: '' });
  });

  it('reload without restart: a changed file is swapped in (new hash, new header); a broken one is kept out', async () => {
    const app = env().app;
    const first = app.rules.set.hash;
    writeColumns([
      { field: 'customerName', header: 'Ügyfél' },
      { field: 'comment', remove: true },
    ]);
    expect(await app.rules.reload()).toMatchObject({ ok: true, changed: true });
    const served = await env().request(RULES_API.set, { as: 'admin' });
    expect(served.data.hash).not.toBe(first);
    expect(served.data.importColumns?.columns.find((c) => c.field === 'customerName')?.header).toBe('Ügyfél');
    const payload = { rows: [row(5, { customerName: '' })] };
    const check = async () =>
      messages(await env().request(I.check, { as: 'admin', query: { check: 'true' }, payload }));
    expect(await check()).toEqual({ 5: ['MISSING_REQUIRED_FIELD: A "Ügyfél" mező kitöltése kötelező!'] });

    const good = app.rules.set.hash;
    writeColumns([{ field: 'customerNam', header: 'Vevő' }]);
    const refused = await app.rules.reload();
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.problems).toMatch(
        /rules\/modes\/topolisz\/importColumns\.json:5:16: column "customerNam": unknown field "customerNam" \(did you mean "customerName"\?\)/,
      );
    expect(app.rules.set.hash).toBe(good);
    expect(await check()).toEqual({ 5: ['MISSING_REQUIRED_FIELD: A "Ügyfél" mező kitöltése kötelező!'] });
  });
});
