import { describe, expect, it } from 'vitest';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import type { ModuleDocument } from '../../src/core/config/modules.schemas.ts';
import { EXTERNAL_ID_NAMES_API } from '../../src/core/externalIds/externalIdNames.api.ts';
import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdName,
  type ExternalIdNamesDocument,
  NAME_TAKEN_MESSAGE,
  ONE_MAIN_MESSAGE,
} from '../../src/core/externalIds/externalIdNames.schemas.ts';
import { buildExternalIdName } from '../factories/externalIdNames.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const { get: GET_NAMES, save: SAVE_NAMES } = EXTERNAL_ID_NAMES_API;
const READERS = [
  'superadmin',
  'admin',
  'logistics-manager',
  'logistics-viewer',
  'production-manager',
  'production-viewer',
  'transporter-manager',
  'transporter-viewer',
  'entrance-supervisor',
];
const WRITERS = ['superadmin', 'admin', 'logistics-manager'];
const mains = (list: ExternalIdName[]) => list.map((n) => n.main);

describe.each(BACKENDS)('external id names [%s]', (backend) => {
  const env = useTestEnv(backend);
  const read = async (as = 'admin') => json<ExternalIdNamesDocument>(await env().request(GET_NAMES, { as }));
  const put = (payload: object, as = 'admin') => env().request(SAVE_NAMES, { as, payload });
  const events = (entityId: string) =>
    env()
      .database.db.selectFrom('events')
      .selectAll()
      .where('entity', '=', 'externalIdNames')
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();

  it('every signed-in role reads every entity, seeded with the order and item ids; anyone gets 401', async () => {
    for (const as of READERS) {
      const res = await env().request(GET_NAMES, { as });
      expect(res.statusCode, as).toBe(200);
      const doc = json<ExternalIdNamesDocument>(res);
      expect(Object.keys(doc.lists).sort()).toEqual([...EXTERNAL_ID_ENTITIES].sort());
      expect(doc.lists.order.map((n) => n.name)).toEqual(['orderNr', 'incoterm', 'deliverySpec']);
      expect(mains(doc.lists.order)).toEqual([true, false, false]);
      expect(doc.lists.pickup).toEqual([]);
    }
    expect((await env().request(GET_NAMES)).statusCode).toBe(401);
  });

  it('base-data editors write; every other role gets 403 and nothing changes', async () => {
    for (const as of READERS) {
      const before = await read();
      const list = [buildExternalIdName({ name: `by_${as.replace(/-/g, '_')}`, displayName: as })];
      const res = await put({ lists: { cargo: list }, versions: { cargo: before.versions.cargo } }, as);
      if (WRITERS.includes(as)) {
        expect(res.statusCode, as).toBe(200);
        expect(json(res)).toMatchObject({ message: 'A módosítás sikeresen megtörtént.' });
        expect((await read()).lists.cargo.map((n) => n.name)).toEqual([list[0]?.name]);
      } else {
        expect(res.statusCode, as).toBe(403);
        expect((await read()).lists.cargo).toEqual(before.lists.cargo);
      }
    }
    expect((await env().request(SAVE_NAMES, { payload: { lists: { cargo: [] } } })).statusCode).toBe(401);
  });

  it('the logistics manager writes only while the base module allows base-config changes', async () => {
    const modules = json<ModuleDocument[]>(await env().request(MODULES_API.list, { as: 'superadmin' }));
    const base = modules.find((m) => m.key === 'base');
    const setFlag = (value: boolean) =>
      env().request(MODULES_API.update, {
        params: { id: String(base?.id) },
        as: 'superadmin',
        payload: { config: { logisticsManagerCanModifyBaseConfig: value } },
      });
    expect((await setFlag(false)).statusCode).toBe(200);
    try {
      expect((await put({ lists: { freight: [] } }, 'logistics-manager')).statusCode).toBe(403);
      expect((await put({ lists: { freight: [] } }, 'admin')).statusCode).toBe(200);
    } finally {
      await setFlag(true);
    }
  });

  it('the first name of an empty list becomes main; a marked main wins; removing the main promotes the first', async () => {
    const first = await put({ lists: { pickup: [buildExternalIdName({ name: 'pickupNr' })] } });
    expect(first.statusCode).toBe(200);
    expect(mains(json<ExternalIdNamesDocument>(first).lists.pickup)).toEqual([true]);

    const three = [
      buildExternalIdName({ name: 'pickupNr' }),
      buildExternalIdName({ name: 'gate' }),
      buildExternalIdName({ name: 'sap', main: true }),
    ];
    const saved = json<ExternalIdNamesDocument>(await put({ lists: { pickup: three } }));
    expect(mains(saved.lists.pickup)).toEqual([false, false, true]);

    const removed = json<ExternalIdNamesDocument>(
      await put({ lists: { pickup: three.slice(0, 2).map((n) => ({ ...n, main: false })) } }),
    );
    expect(removed.lists.pickup.map((n) => n.name)).toEqual(['pickupNr', 'gate']);
    expect(mains(removed.lists.pickup)).toEqual([true, false]);
  });

  it('refuses two mains, duplicate names, spaces and unknown roles with field details', async () => {
    const before = await read();
    // [list, detail key, message, status]: the list schema answers 400, the externalIdName rules 422.
    const cases: [ExternalIdName[], string, string, number][] = [
      [
        [buildExternalIdName({ name: 'a', main: true }), buildExternalIdName({ name: 'b', main: true })],
        'lists.freight',
        ONE_MAIN_MESSAGE,
        400,
      ],
      [
        [buildExternalIdName({ name: 'a' }), buildExternalIdName({ name: 'a' })],
        'lists.freight.1.name',
        NAME_TAKEN_MESSAGE,
        400,
      ],
      [
        [buildExternalIdName({ name: 'freight nr' })],
        'lists.freight.0.name',
        'A szöveg nem tartalmazhat szóközt!',
        422,
      ],
      [
        [buildExternalIdName({ displayName: ' ' })],
        'lists.freight.0.displayName',
        'A mező kitöltése kötelező!',
        422,
      ],
    ];
    for (const [list, field, message, status] of cases) {
      const res = await put({ lists: { freight: list } });
      expect(res.statusCode, message).toBe(status);
      expect(json<{ details: Record<string, string> }>(res).details[field]).toBe(message);
    }
    const role = await put({
      lists: { freight: [{ ...buildExternalIdName(), rolesAllowedToEdit: ['pilot'] }] },
    });
    expect(role.statusCode).toBe(400);
    expect(Object.keys(json<{ details: object }>(role).details)[0]).toMatch(
      /^lists\.freight\.0\.rolesAllowedToEdit/,
    );
    expect((await put({ lists: { truck: [] } })).statusCode).toBe(400);
    expect((await put({ names: [] })).statusCode).toBe(400);
    expect((await put([])).statusCode).toBe(400);
    expect((await read()).lists.freight).toEqual(before.lists.freight);
  });

  it('a stale version is refused with 409 and nothing of the request is saved', async () => {
    const before = await read();
    const res = await put({
      lists: { order: [buildExternalIdName({ name: 'changed' })], cargo: [] },
      versions: { order: before.versions.order, cargo: before.versions.cargo - 1 },
    });
    expect(res.statusCode).toBe(409);
    const after = await read();
    expect(after.lists.order).toEqual(before.lists.order);
    expect(after.versions).toEqual(before.versions);
  });

  it('writes one event per changed list with the names before and after; an unchanged list writes none', async () => {
    const before = await read();
    const orderItem = [
      ...before.lists.orderItem,
      buildExternalIdName({ name: 'lineNr', displayName: 'Sor' }),
    ];
    expect((await put({ lists: { orderItem }, versions: before.versions })).statusCode).toBe(200);
    const logged = await events('orderItem');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'updated', username: 'admin', role: 'admin' });
    expect(logged[0]?.changes).toEqual([{ field: 'lineNr', before: null, after: orderItem[1] }]);

    const again = await read();
    expect((await put({ lists: { orderItem: again.lists.orderItem } })).statusCode).toBe(200);
    expect(await events('orderItem')).toHaveLength(1);
    expect((await read()).versions.orderItem).toBe(again.versions.orderItem);
  });
});
