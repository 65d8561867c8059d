import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProductLoadJob } from '../../src/core/products/productLoad.schemas.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { PRODUCT_ERRORS } from '../../src/core/products/products.errors.ts';
import { DEFAULT_DUMMY_PRODUCT } from '../../src/core/products/products.schemas.ts';
import { DEMO_USERS } from '../../src/server/db/seed/seed.ts';
import { buildProduct } from '../factories/products.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/products/${name}`, import.meta.url));
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(BACKENDS)('products [%s]', (backend) => {
  // Uploads are jobs of the planning queue: this app runs them (polling the queue often).
  const env = useTestEnv(backend, {}, { jobRunner: { pollMs: 20 } });
  const save = (payload: unknown, as = 'admin') => env().request(PRODUCTS_API.save, { as, payload });
  const list = (query: Record<string, string | number>, as = 'admin') =>
    env().request(PRODUCTS_API.list, { as, query });
  const lookup = (payload: unknown, as = 'admin') => env().request(PRODUCTS_API.lookup, { as, payload });
  const remove = (id: string, as = 'admin') => env().request(PRODUCTS_API.remove, { as, params: { id } });
  const loadStatus = (id: string) => env().request(PRODUCTS_API.loadStatus, { as: 'admin', params: { id } });
  const cancelLoad = (id: string) => env().request(PRODUCTS_API.cancelLoad, { as: 'admin', params: { id } });
  const newProduct = buildProduct;
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await save(newProduct(over));
    expect(res.statusCode, res.body).toBe(201);
    const { product } = res.data;
    if (!product) throw new Error('a create answers its product');
    return product;
  };
  const byItemId = async (itemId: string) => {
    const filter = JSON.stringify({ itemId: { type: 'equals', value: itemId } });
    return (await list({ size: 10, filter })).data.result[0];
  };
  const upload = (bytes: Buffer, contentType = XLSX_TYPE, fileName = 'termekek.xlsx', as = 'admin') =>
    env().request(PRODUCTS_API.upload, {
      as,
      query: { fileName },
      headers: { 'content-type': contentType },
      payload: bytes,
    });
  const waitForJob = async (id: string): Promise<ProductLoadJob> => {
    for (let i = 0; i < 300; i += 1) {
      const job = (await loadStatus(id)).data;
      expect(['processing started', 'work in progress', 'ready', 'cancelled']).toContain(job.status);
      if (job.status === 'ready' || job.status === 'cancelled') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the load job did not finish');
  };
  const productEvents = () =>
    env()
      .database.db.selectFrom('events')
      .selectAll()
      .where('entity', '=', 'product')
      .orderBy('id')
      .execute();

  it('seeds the default dummy product of §9, which cannot be deleted or re-keyed', async () => {
    const dummy = await byItemId(DEFAULT_DUMMY_PRODUCT.itemId);
    expect(dummy).toMatchObject({ priority: 0, unit: 'kg', kgPerUnit: 1, palletType: 'EUR', dummy: true });
    if (!dummy) return;
    const del = await remove(dummy.id);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({
      code: PRODUCT_ERRORS.dummyProduct.code,
      message: 'Az alapértelmezett termék nem törölhető, cikkszáma nem módosítható!',
    });
    const rekey = await save({ id: dummy.id, __v: dummy.__v, itemId: 'OTHER' });
    expect(rekey.statusCode).toBe(409);
    expect(await byItemId(DEFAULT_DUMMY_PRODUCT.itemId)).toMatchObject({ id: dummy.id });
  });

  it('creates a product (201, version 0, an event), refuses a taken item id (409)', async () => {
    const before = (await productEvents()).length;
    const p = await create({ itemId: 'FX-EXISTING' });
    expect(p).toMatchObject({ itemId: 'FX-EXISTING', kgPerUnit: 12.5, __v: 0, dummy: false });
    const again = await save(newProduct({ itemId: 'FX-EXISTING' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: PRODUCT_ERRORS.itemIdTaken.code,
      details: { itemId: 'Ilyen cikkszámú termék már létezik!' },
    });
    const events = await productEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ action: 'created', entity_id: 'FX-EXISTING', username: 'admin' });
  });

  it('refuses bad input with the spec texts per field: 422 from the rules, 400 from the schema (types)', async () => {
    const bad = await save(newProduct({ name: '', kgPerUnit: 0, priority: -1 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual({
      name: 'A mező kitöltése kötelező!',
      kgPerUnit: 'Pozitív számot adjon meg!',
      priority: 'Pozitív egész számot vagy nullát adjon meg!',
    });
    const pallet = await save(newProduct({ palletType: 'XYZ' }));
    expect(pallet.statusCode).toBe(422);
    expect(pallet.json().details).toEqual({ palletType: 'A mező helytelen adatot tartalmaz!' });
    const unknownField = await save(newProduct({ colour: 'red' }));
    expect(unknownField.statusCode).toBe(400);
    expect((await save(newProduct({ kgPerUnit: 'sok' }))).statusCode).toBe(400);
  });

  it('updates one product and a batch all-or-nothing, version-checked', async () => {
    const a = await create();
    const b = await create();
    const one = await save({ id: a.id, __v: 0, name: 'Új név' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.data.product).toMatchObject({ name: 'Új név', __v: 1 });
    // b is stale in this batch: nothing is written, a keeps version 1.
    const stale = await save({
      items: [
        { id: a.id, __v: 1, changes: { priority: 5 } },
        { id: b.id, __v: 7, changes: { priority: 5 } },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(Object.keys(stale.json().details as object)).toEqual([b.id]);
    expect(await byItemId(a.itemId)).toMatchObject({ priority: 1, __v: 1 });
    // A rule failure on one row refuses the whole batch, details keyed by row id and field.
    const refused = await save({
      items: [
        { id: a.id, __v: 1, changes: { priority: 5 } },
        { id: b.id, __v: 0, changes: { palletType: 'XYZ' } },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual({ [`${b.id}.palletType`]: 'A mező helytelen adatot tartalmaz!' });
    const ok = await save({
      items: [
        { id: a.id, __v: 1, changes: { priority: 5 } },
        { id: b.id, __v: 0, changes: { palletType: 'IND', kgPerPallet: 1000 } },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.products?.map((p) => p.__v)).toEqual([2, 1]);
    const updates = (await productEvents()).filter((e) => e.action === 'updated');
    expect(updates.length).toBeGreaterThanOrEqual(3);
  });

  it('looks products up by item id in the order asked and reports unknown ids', async () => {
    const p = await create();
    const res = await lookup(
      { itemIds: ['NOPE-1', p.itemId, DEFAULT_DUMMY_PRODUCT.itemId] },
      'logistics-viewer',
    );
    expect(res.statusCode).toBe(200);
    const body = res.data;
    expect(body.result.map((x) => x.itemId)).toEqual([p.itemId, DEFAULT_DUMMY_PRODUCT.itemId]);
    expect(body.notFound).toEqual(['NOPE-1']);
    const plain = await lookup([p.itemId], 'production-manager');
    expect(plain.data.result).toHaveLength(1);
    expect((await lookup({ itemIds: [] })).statusCode).toBe(400);
  });

  it('answers the list contract in SQL: filter, quick filter, sort, pages, -1 = all', async () => {
    for (const [i, name] of ['Zsindely', 'Ablak', 'Mész'].entries())
      await create({ itemId: `LST-${i}`, name, priority: 10 + i });
    const filter = JSON.stringify({ itemId: { type: 'contains', value: 'lst-' } });
    const page = (await list({ page: 0, size: 2, sort: 'name:asc', filter }, 'logistics-viewer')).data;
    expect(page.filteredCount).toBe(3);
    expect(page.result.map((p) => p.name)).toEqual(['Ablak', 'Mész']);
    expect(page.totalCount).toBeGreaterThan(3);
    const second = (await list({ page: 1, size: 2, sort: 'name:asc', filter })).data;
    expect(second.result.map((p) => p.name)).toEqual(['Zsindely']);
    const all = (await list({ size: -1, sort: 'priority:desc' })).data;
    expect(all.result).toHaveLength(all.totalCount);
    expect(all.result[0]?.priority).toBeGreaterThanOrEqual(all.result.at(-1)?.priority ?? 0);
    const quick = (await list({ q: 'zsindely' })).data;
    expect(quick.result.map((p) => p.itemId)).toEqual(['LST-0']);
    const numeric = JSON.stringify({ priority: { type: 'equals', value: '11' } });
    expect((await list({ filter: numeric })).data.result.map((p) => p.itemId)).toEqual(['LST-1']);
    expect((await list({ size: 5000 })).statusCode).toBe(400);
    expect((await list({ filter: '{nope' })).statusCode).toBe(400);
  });

  it('loads a good .xlsx: every row upserted by item id in one go, status ready, one product_update event', async () => {
    const start = await upload(fixture('good.xlsx'));
    expect(start.statusCode, start.body).toBe(202);
    const started = start.data;
    expect(started.status).toBe('processing started');
    const job = await waitForJob(started.id);
    expect(job).toMatchObject({ status: 'ready', saved: true, errors: [], message: null, total: 3, done: 3 });
    expect(job.created + job.updated).toBe(3);
    expect(await byItemId('FX-100')).toMatchObject({
      name: 'Falazóblokk 30',
      kgPerUnit: 18.5,
      unitPerPallet: 60,
      priority: 1,
    });
    expect(await byItemId('FX-101')).toMatchObject({ palletType: 'IND' });
    // FX-EXISTING was created by an earlier test: updated in place, version bumped.
    expect(await byItemId('FX-EXISTING')).toMatchObject({ name: 'Frissített név', __v: 1 });
    const uploadEvent = (await productEvents()).at(-1);
    expect(uploadEvent).toMatchObject({ action: 'product_update', username: 'admin' });
    // The same file again changes nothing: no version bump.
    const again = await waitForJob((await upload(fixture('good.xlsx'))).data.id);
    expect(again).toMatchObject({ status: 'ready', saved: true, created: 0, updated: 0 });
    expect(await byItemId('FX-EXISTING')).toMatchObject({ __v: 1 });
  });

  it('loads a Hungarian CSV (semicolons, decimal commas, no priority column)', async () => {
    const job = await waitForJob((await upload(fixture('good.csv'), 'text/csv', 'termekek.csv')).data.id);
    expect(job).toMatchObject({ status: 'ready', saved: true, created: 2 });
    expect(await byItemId('FC-1')).toMatchObject({ kgPerUnit: 22.5, priority: 0, unit: 'm2' });
  });

  it('a file with bad rows saves nothing and reports every bad row with its number and reason', async () => {
    const job = await waitForJob((await upload(fixture('bad-rows.xlsx'))).data.id);
    expect(job).toMatchObject({ status: 'ready', saved: false, message: null });
    expect(job.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [3, 'name', 'MISSING_REQUIRED_FIELD'],
      [4, 'kgPerUnit', 'IS_NOT_POSITIVE'],
      [5, 'palletType', 'INVALID_VALUE'],
      [6, 'itemId', 'DUPLICATED_VALUE'],
      [7, 'priority', 'IS_NOT_POSITIVE_INTEGER'],
    ]);
    expect(job.errors[0]?.message).toBe('A "Megnevezés" mező kitöltése kötelező!');
    expect(job.errors[3]?.message).toContain('A "Cikkszám" mező értékeinek egyedinek kell lennie!');
    // Row 2 was good, but nothing of the file is saved.
    expect(await byItemId('FB-1')).toBeUndefined();
  });

  it('a broken file, a non-spreadsheet, wrong columns, an empty body: clear messages, never 5xx', async () => {
    for (const [name, type, expected] of [
      ['broken.xlsx', XLSX_TYPE, 'A fájl sérült, nem olvasható táblázatként!'],
      ['not-a-sheet.png', 'image/png', 'A fájl nem táblázat: xlsx, xls, ods vagy csv fájlt töltsön fel!'],
      ['wrong-columns.csv', 'text/csv', 'Hiányzó oszlop(ok) a fejlécben: Cikkszám'],
    ] as const) {
      const start = await upload(fixture(name), type, name);
      expect(start.statusCode, name).toBe(202);
      const job = await waitForJob(start.data.id);
      expect(job.status, name).toBe('ready');
      expect(job.saved, name).toBe(false);
      expect(job.message, name).toContain(expected);
    }
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: PRODUCT_ERRORS.uploadNoFile.code,
      message: PRODUCT_ERRORS.uploadNoFile.message,
      details: { file: PRODUCT_ERRORS.uploadNoFile.message },
    });
    const asJson = await env().request(PRODUCTS_API.upload, { as: 'admin', payload: { file: 'x' } });
    expect(asJson.statusCode).toBe(400);
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 65), 'text/csv');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: PRODUCT_ERRORS.uploadTooLarge.code,
      message: 'A fájl legfeljebb 10 MB lehet!',
    });
    expect((await loadStatus('nope')).statusCode).toBe(404);
  });

  it('cancels a running load: nothing saved; a finished one cannot be cancelled', async () => {
    const rows = ['itemId;name;unit;kgPerUnit;kgPerPallet;unitPerPallet;palletType'];
    for (let i = 0; i < 20000; i += 1) rows.push(`CX-${i};Termék ${i};db;1;100;100;EUR`);
    const start = await upload(Buffer.from(rows.join('\n')), 'text/csv', 'sok.csv');
    const id = start.data.id;
    const cancel = await cancelLoad(id);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const job = await waitForJob(id);
    expect(job.status).toBe('cancelled');
    expect(await byItemId('CX-0')).toBeUndefined();
    const late = await cancelLoad(id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: PRODUCT_ERRORS.loadFinished.code });
  });

  it('an upload is a queue job: taken on one instance, run by another, its status and cancel answered by any', async () => {
    // A second app on the database without a runner: it only enqueues and reads.
    const other = await env().extraApp();
    const start = await env().request(PRODUCTS_API.upload, {
      as: 'admin',
      app: other,
      query: { fileName: 'masik.csv' },
      headers: { 'content-type': 'text/csv' },
      payload: fixture('good.csv'),
    });
    expect(start.statusCode, start.body).toBe(202);
    expect(start.data).toMatchObject({ status: 'processing started', fileName: 'masik.csv' });
    const job = await waitForJob(start.data.id);
    expect(job).toMatchObject({ status: 'ready', saved: true, fileName: 'masik.csv' });
    const there = await env().request(PRODUCTS_API.loadStatus, {
      as: 'admin',
      app: other,
      params: { id: job.id },
    });
    expect(there.data).toEqual(job);
    const late = await env().request(PRODUCTS_API.cancelLoad, {
      as: 'admin',
      app: other,
      params: { id: job.id },
    });
    expect(late.statusCode).toBe(409);
  });

  it('lets every role do exactly what §6 allows', async () => {
    const p = await create();
    const expected: Record<string, { list: number; lookup: number; edit: number }> = {
      superadmin: { list: 200, lookup: 200, edit: 200 },
      admin: { list: 200, lookup: 200, edit: 200 },
      'logistics-manager': { list: 200, lookup: 200, edit: 200 },
      'logistics-viewer': { list: 200, lookup: 200, edit: 403 },
      'production-manager': { list: 403, lookup: 200, edit: 403 },
      'production-viewer': { list: 403, lookup: 200, edit: 403 },
      'transporter-manager': { list: 403, lookup: 403, edit: 403 },
      'transporter-viewer': { list: 403, lookup: 403, edit: 403 },
      'entrance-supervisor': { list: 403, lookup: 200, edit: 403 },
    };
    expect(Object.keys(expected).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    let version = p.__v;
    for (const [user, want] of Object.entries(expected)) {
      expect((await list({}, user)).statusCode, `${user} list`).toBe(want.list);
      expect((await lookup([p.itemId], user)).statusCode, `${user} lookup`).toBe(want.lookup);
      const edit = await save({ id: p.id, __v: version, priority: version + 1 }, user);
      expect(edit.statusCode, `${user} edit`).toBe(want.edit);
      // A save that changes nothing keeps the version (issue 23): follow the answer's version.
      if (edit.statusCode === 200) version = (edit.json() as { product: { __v: number } }).product.__v;
      const up = await upload(fixture('good.csv'), 'text/csv', 'x.csv', user);
      expect(up.statusCode, `${user} upload`).toBe(want.edit === 200 ? 202 : 403);
      if (up.statusCode === 202) await waitForJob(up.data.id);
    }
    const anyone = await env().request(PRODUCTS_API.list);
    expect(anyone.statusCode).toBe(401);
    // Without the product_catalog module nobody reaches the catalogue, not even an admin.
    await env()
      .database.db.updateTable('modules')
      .set({ active: false })
      .where('key', '=', 'product_catalog')
      .execute();
    try {
      expect((await list({})).statusCode).toBe(403);
      expect((await save(newProduct())).statusCode).toBe(403);
    } finally {
      await env()
        .database.db.updateTable('modules')
        .set({ active: true })
        .where('key', '=', 'product_catalog')
        .execute();
    }
  });

  it('deletes an ordinary product with an event', async () => {
    const p = await create();
    const res = await remove(p.id, 'logistics-manager');
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ message: 'A törlés sikeresen megtörtént.', id: p.id });
    expect(await byItemId(p.itemId)).toBeUndefined();
    expect((await productEvents()).at(-1)).toMatchObject({ action: 'deleted', entity_id: p.itemId });
    expect((await remove(p.id)).statusCode).toBe(404);
  });
});
