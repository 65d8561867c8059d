import { describe, expect, it } from 'vitest';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import { CALENDAR_API } from '../../src/core/calendar/calendar.api.ts';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import type { EventDoc } from '../../src/core/events/events.schemas.ts';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import type { ListResult } from '../../src/core/list/listCall.schemas.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { recordEvent } from '../../src/server/events/recordEvent.ts';
import { buildRegisterInput } from '../factories/users.factory.ts';
import { addYears, monthPeriod } from '../support/dates.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Doc = { id: string; __v: number } & Record<string, unknown>;
let seq = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${(seq++).toString(36)}`.toUpperCase();
const change = (e: EventDoc | undefined, field: string) => e?.changes.find((c) => c.field === field);

describe.each(BACKENDS)('event log [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = (method: Method, url: string, payload?: unknown, as = 'admin') =>
    env().call({
      method,
      url,
      as,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const list = async (query: string, as = 'admin') => {
    const res = await call('GET', `${apiPath(EVENTS_API.list)}?${query}`, undefined, as);
    expect(res.statusCode, res.body).toBe(200);
    return json<ListResult<EventDoc>>(res);
  };
  /** Every event of one record, newest first. */
  const eventsOf = async (entity: string, entityId: string) =>
    (await list(`size=-1&entity=${entity}&entityId=${encodeURIComponent(entityId)}`)).result;
  const countAll = async () => (await list('size=1')).totalCount;
  /** The call fails with `status` and writes no event at all. */
  const expectRefusedWithoutEvent = async (status: number, run: () => Promise<{ statusCode: number }>) => {
    const before = await countAll();
    expect((await run()).statusCode).toBe(status);
    expect(await countAll()).toBe(before);
  };
  const created = async (method: Method, url: string, payload: unknown, key: string) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return json<Record<string, Doc>>(res)[key] as Doc;
  };
  const newTransporter = () =>
    created(
      'POST',
      apiPath(TRANSPORTERS_API.create),
      { companyName: 'Napló Fuvar Kft.', shortName: `N${uniq()}` },
      'transporter',
    );

  describe('every change path writes its event in the same transaction', () => {
    it('vehicles: create, update (only the changed field), bulk, delete; a refused change writes none', async () => {
      const v = await created(
        'PUT',
        apiPath(VEHICLES_API.create),
        {
          vehicleId: `EV${uniq()}`,
          truckType: 'D22S',
          truckLicensePlateNumber: 'AAA-111',
          palletCapacity: 20,
          kgCapacity: 15000,
        },
        'vehicle',
      );
      const [create] = await eventsOf('vehicle', v.id);
      expect(create).toMatchObject({ action: 'created', username: 'admin', role: 'admin', entityId: v.id });
      expect(change(create, 'truckLicensePlateNumber')).toEqual({
        field: 'truckLicensePlateNumber',
        before: null,
        after: 'AAA-111',
      });
      expect(change(create, '__v')).toBeUndefined();
      expect(change(create, 'id')).toBeUndefined();

      expect(
        (
          await call('PUT', apiPath(VEHICLES_API.update, { id: String(v.id) }), {
            truckLicensePlateNumber: 'BBB-222',
            __v: 0,
          })
        ).statusCode,
      ).toBe(200);
      const [update] = await eventsOf('vehicle', v.id);
      expect(update?.action).toBe('updated');
      expect(update?.changes).toEqual([
        { field: 'truckLicensePlateNumber', before: 'AAA-111', after: 'BBB-222' },
      ]);

      await expectRefusedWithoutEvent(409, () =>
        call('PUT', apiPath(VEHICLES_API.update, { id: String(v.id) }), {
          truckLicensePlateNumber: 'X',
          __v: 0,
        }),
      );
      // Refused by the rules (an inactive default vehicle, 422) or by the role (403): no event either.
      await expectRefusedWithoutEvent(422, () =>
        call('PUT', apiPath(VEHICLES_API.update, { id: String(v.id) }), {
          active: false,
          default: true,
          __v: 1,
        }),
      );
      await expectRefusedWithoutEvent(403, () =>
        call(
          'PUT',
          apiPath(VEHICLES_API.update, { id: String(v.id) }),
          { crane: true, __v: 1 },
          'logistics-viewer',
        ),
      );
      await expectRefusedWithoutEvent(409, () =>
        call('PATCH', apiPath(VEHICLES_API.bulk), {
          items: [{ id: v.id, __v: 0, changes: { crane: true } }],
        }),
      );
      const bulk = await call('PATCH', apiPath(VEHICLES_API.bulk), {
        items: [{ id: v.id, __v: 1, changes: { crane: true } }],
      });
      expect(bulk.statusCode).toBe(200);
      expect((await eventsOf('vehicle', v.id))[0]?.changes).toEqual([
        { field: 'crane', before: false, after: true },
      ]);

      expect((await call('DELETE', apiPath(VEHICLES_API.update, { id: String(v.id) }))).statusCode).toBe(200);
      const [removed] = await eventsOf('vehicle', v.id);
      expect(removed?.action).toBe('deleted');
      expect(change(removed, 'vehicleId')).toMatchObject({ before: v.vehicleId, after: null });
      await expectRefusedWithoutEvent(404, () =>
        call('DELETE', apiPath(VEHICLES_API.update, { id: String(v.id) })),
      );
    });

    it('transporters: create, update and bulk stamp the transporter itself; a taken short name writes none', async () => {
      const t = await newTransporter();
      expect((await eventsOf('transporter', t.id))[0]).toMatchObject({
        action: 'created',
        transporterId: t.id,
      });
      expect(
        (
          await call('PUT', apiPath(TRANSPORTERS_API.update, { id: String(t.id) }), {
            companyName: 'Új Napló Kft.',
            __v: 0,
          })
        ).statusCode,
      ).toBe(200);
      expect((await eventsOf('transporter', t.id))[0]?.changes).toEqual([
        { field: 'companyName', before: 'Napló Fuvar Kft.', after: 'Új Napló Kft.' },
      ]);
      const bulk = await call('PATCH', apiPath(TRANSPORTERS_API.bulk), {
        items: [{ id: t.id, __v: 1, changes: { active: false } }],
      });
      expect(bulk.statusCode).toBe(200);
      expect((await eventsOf('transporter', t.id))[0]?.changes).toEqual([
        { field: 'active', before: true, after: false },
      ]);
      await expectRefusedWithoutEvent(409, () =>
        call('POST', apiPath(TRANSPORTERS_API.create), {
          companyName: 'X',
          shortName: t.shortName as string,
        }),
      );
    });

    it("fleet: create, update, delete stamped with the vehicle's transporter; a taken plate writes none", async () => {
      const t = await newTransporter();
      const plate = `EVF-${uniq()}`;
      const f = await created(
        'POST',
        apiPath(FLEET_API.list),
        { transporterId: t.id, truckType: 'T24S', truckLicensePlateNumber: plate, contact: 'Kiss Béla' },
        'fleetVehicle',
      );
      expect((await eventsOf('fleetVehicle', f.id))[0]).toMatchObject({
        action: 'created',
        transporterId: t.id,
      });
      expect(
        (await call('PUT', apiPath(FLEET_API.list), { id: f.id, __v: 0, truckType: 'T24L' })).statusCode,
      ).toBe(200);
      expect((await eventsOf('fleetVehicle', f.id))[0]?.changes).toEqual([
        { field: 'truckType', before: 'T24S', after: 'T24L' },
      ]);
      await expectRefusedWithoutEvent(409, () =>
        call('POST', apiPath(FLEET_API.list), {
          transporterId: t.id,
          truckType: 'T24S',
          truckLicensePlateNumber: plate,
          contact: 'X',
        }),
      );
      expect((await call('DELETE', apiPath(FLEET_API.remove, { id: String(f.id) }))).statusCode).toBe(200);
      expect((await eventsOf('fleetVehicle', f.id))[0]?.action).toBe('deleted');
    });

    it('users: register, update, password change, bulk and delete never log a password or its hash', async () => {
      const input = buildRegisterInput();
      const u = await created('POST', apiPath(USERS_API.register), input, 'user');
      const stored = await findUserByUsername(env().database.db, input.username);
      const [reg] = await eventsOf('user', u.id);
      expect(reg?.action).toBe('created');
      expect(change(reg, 'username')?.after).toBe(input.username);
      expect(
        (
          await call('PUT', apiPath(USERS_API.one, { id: String(u.id) }), {
            firstName: 'Jelszó',
            password: 'uj-jelszo-987',
            __v: 0,
          })
        ).statusCode,
      ).toBe(200);
      const [upd] = await eventsOf('user', u.id);
      expect(upd?.changes).toEqual([
        { field: 'firstName', before: 'Teszt', after: 'Jelszó' },
        { field: 'passwordChanged', before: false, after: true },
      ]);
      const bulk = await call('PATCH', apiPath(USERS_API.bulk), {
        items: [{ id: u.id, __v: 1, changes: { lastName: 'Napló' } }],
      });
      expect(bulk.statusCode).toBe(200);
      expect((await eventsOf('user', u.id))[0]?.changes).toEqual([
        { field: 'lastName', before: 'Elek', after: 'Napló' },
      ]);
      await expectRefusedWithoutEvent(409, () =>
        call('POST', apiPath(USERS_API.register), buildRegisterInput({ username: input.username })),
      );
      expect((await call('DELETE', apiPath(USERS_API.one, { id: String(u.id) }))).statusCode).toBe(200);
      const all = await eventsOf('user', u.id);
      expect(all.map((e) => e.action)).toEqual(['deleted', 'updated', 'updated', 'created']);
      const text = JSON.stringify(all);
      for (const secret of [input.password, 'uj-jelszo-987', stored?.passwordHash ?? '$2'])
        expect(text).not.toContain(secret);
    });

    it('sites: depot with docks, deactivation logs each factory switched off; factories; a taken name writes none', async () => {
      const depot = await created(
        'POST',
        apiPath(SITES_API.depots),
        {
          name: 'Napló depó',
          shortName: `D${uniq()}`,
          address: '1097 Budapest, Gubacsi út 1.',
          openingHours: [{ weekday: 1, from: '6:00', to: '18:00' }],
          docks: [{ name: 'R1' }],
        },
        'depot',
      );
      expect(change((await eventsOf('depot', depot.id))[0], 'docks')?.after).toMatchObject([{ name: 'R1' }]);
      const factory = await created(
        'POST',
        apiPath(SITES_API.factories),
        { shortName: `F${uniq()}`, address: 'Győr', depotShortName: depot.shortName },
        'factory',
      );
      expect((await eventsOf('factory', factory.id))[0]?.action).toBe('created');
      const docks = depot.docks as { id: string; name: string }[];
      const res = await call('PUT', apiPath(SITES_API.updateDepot, { id: String(depot.id) }), {
        __v: 0,
        isActive: false,
        docks: [{ id: docks[0]?.id, name: 'Rámpa 1' }],
      });
      expect(res.statusCode).toBe(200);
      const [deactivated] = await eventsOf('depot', depot.id);
      expect(deactivated?.changes.map((c) => c.field).sort()).toEqual(['docks', 'isActive']);
      expect((await eventsOf('factory', factory.id))[0]?.changes).toEqual([
        { field: 'isActive', before: true, after: false },
      ]);
      expect(
        (
          await call('PUT', apiPath(SITES_API.updateFactory, { id: String(factory.id) }), {
            address: 'Pápa',
            __v: 1,
          })
        ).statusCode,
      ).toBe(200);
      expect((await eventsOf('factory', factory.id))[0]?.changes).toEqual([
        { field: 'address', before: 'Győr', after: 'Pápa' },
      ]);
      await expectRefusedWithoutEvent(409, () =>
        call('POST', apiPath(SITES_API.depots), {
          name: 'Z',
          shortName: depot.shortName as string,
          address: 'Pécs',
          openingHours: [{ weekday: 1, from: '6:00', to: '18:00' }],
          docks: [{ name: 'R1' }],
        }),
      );
    });

    it('calendar overrides: create, update, delete; a second override of a day writes none', async () => {
      // A day no seeded row reaches, so the override is the only one of its day.
      const date = (await periodBeyondSeed(env().database.db)).from;
      const o = await created('POST', apiPath(CALENDAR_API.list), { date, workday: true }, 'override');
      expect(
        (await call('PUT', apiPath(CALENDAR_API.update, { id: String(o.id) }), { workday: false, __v: 0 }))
          .statusCode,
      ).toBe(200);
      await expectRefusedWithoutEvent(409, () =>
        call('POST', apiPath(CALENDAR_API.list), { date, workday: true }),
      );
      expect((await call('DELETE', apiPath(CALENDAR_API.update, { id: String(o.id) }))).statusCode).toBe(200);
      const events = await eventsOf('calendarOverride', o.id);
      expect(events.map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
      expect(events[1]?.changes).toEqual([{ field: 'workday', before: true, after: false }]);
    });

    it('base config: logs the changed fields with webhook keys masked; a stale save writes none', async () => {
      const current = json<Doc>(await call('GET', apiPath(BASE_CONFIG_API.get)));
      const hook = { url: 'https://hook.example.com/x', xApiKey: 'titkos-kulcs-123', sendMessage: true };
      const res = await call('PUT', apiPath(BASE_CONFIG_API.get), {
        shippingNotificationConfig: hook,
        __v: current.__v,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [event] = await eventsOf('baseConfig', current.id);
      expect(event?.changes.map((c) => c.field)).toEqual(['shippingNotificationConfig']);
      expect(change(event, 'shippingNotificationConfig')?.after).toEqual({ ...hook, xApiKey: '***' });
      expect(JSON.stringify(event)).not.toContain('titkos-kulcs-123');
      // Nor can the free-text filter find the secret.
      expect((await list('size=1&q=titkos-kulcs')).filteredCount).toBe(0);
      expect((await list('size=1&q=hook.example.com')).filteredCount).toBe(1);
      await expectRefusedWithoutEvent(409, () =>
        call('PUT', apiPath(BASE_CONFIG_API.get), { shippingNotificationConfig: hook, __v: current.__v }),
      );
    });

    it('modules and the auto-processing switch; an unknown module writes none', async () => {
      const modules = json<Doc[]>(await call('GET', apiPath(MODULES_API.list), undefined, 'superadmin'));
      const m = modules.find((x) => x.key === 'statistics') as Doc;
      expect(
        (
          await call(
            'PUT',
            apiPath(MODULES_API.update, { id: String(m.id) }),
            { active: !m.active },
            'superadmin',
          )
        ).statusCode,
      ).toBe(200);
      expect((await eventsOf('module', 'statistics'))[0]).toMatchObject({
        username: 'superadmin',
        changes: [{ field: 'active', before: m.active, after: !m.active }],
      });
      await expectRefusedWithoutEvent(404, () =>
        call(
          'PUT',
          apiPath(MODULES_API.update, { id: '00000000-0000-4000-8000-000000000000' }),
          { active: true },
          'superadmin',
        ),
      );
      await expectRefusedWithoutEvent(400, () =>
        call('PUT', apiPath(ORDERS_PROCESSING_API.setAutoProcessing), { isAutoProcessing: 'igen' }),
      );
      const auto = await call('PUT', apiPath(ORDERS_PROCESSING_API.setAutoProcessing), {
        isAutoProcessing: true,
      });
      expect(auto.statusCode).toBe(200);
      const [sw] = (await list('size=1&entity=ordersProcessing')).result;
      expect(sw?.changes).toEqual([{ field: 'isAutoProcessing', before: false, after: true }]);
    });

    it('an event written in a transaction that fails is rolled back with it', async () => {
      const before = await countAll();
      const actor = {
        role: 'admin' as const,
        userId: null,
        username: 'rollback',
        transporterId: null,
        synthetic: false,
      };
      await expect(
        env()
          .database.db.transaction()
          .execute(async (trx) => {
            await recordEvent(trx, actor, {
              entity: 'vehicle',
              entityId: 'x',
              action: 'created',
              after: { a: 1 },
            });
            throw new Error('change failed');
          }),
      ).rejects.toThrow('change failed');
      expect(await countAll()).toBe(before);
    });
  });

  describe('GET /api/events and /details/{id}', () => {
    it('filters by entity, action, user, entity id and free text over the changes, in SQL, with counts', async () => {
      const t = await newTransporter();
      const marker = `Jelölő${uniq()}`;
      expect(
        (
          await call('PUT', apiPath(TRANSPORTERS_API.update, { id: String(t.id) }), {
            companyName: marker,
            __v: 0,
          })
        ).statusCode,
      ).toBe(200);
      const byText = await list(`size=50&q=${encodeURIComponent(marker.toLowerCase())}`);
      expect(byText.filteredCount).toBe(1);
      expect(byText.result[0]).toMatchObject({ entity: 'transporter', action: 'updated', entityId: t.id });
      expect(byText.totalCount).toBeGreaterThan(byText.filteredCount);
      const updates = await list(`size=-1&entity=transporter&action=updated`);
      expect(updates.result.every((e) => e.entity === 'transporter' && e.action === 'updated')).toBe(true);
      const two = await list(`size=-1&entity=transporter,vehicle&action=created,deleted`);
      expect(new Set(two.result.map((e) => e.entity))).toEqual(new Set(['transporter', 'vehicle']));
      expect((await list('size=-1&user=superad')).result.every((e) => e.username === 'superadmin')).toBe(
        true,
      );
      expect((await list('size=-1&user=senki-sem-ilyen')).filteredCount).toBe(0);
      const col = await list(
        `size=-1&filter=${encodeURIComponent(JSON.stringify({ entity: { type: 'in', values: ['transporter'] } }))}`,
      );
      expect(col.result.every((e) => e.entity === 'transporter')).toBe(true);
    });

    it('pages newest first (size -1 = all), sorts, and filters by date range in Hungarian days', async () => {
      const all = await list('size=-1');
      expect(all.result.length).toBe(all.filteredCount);
      expect(all.filteredCount).toBeGreaterThan(3);
      const times = all.result.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
      const p0 = await list('size=2&page=0');
      const p1 = await list('size=2&page=1');
      expect(p0.result.map((e) => e.id)).toEqual(all.result.slice(0, 2).map((e) => e.id));
      expect(p1.result.map((e) => e.id)).toEqual(all.result.slice(2, 4).map((e) => e.id));
      const asc = await list('size=-1&sort=at:asc');
      expect(asc.result.map((e) => e.id)).toEqual([...all.result].reverse().map((e) => e.id));
      const byEntity = await list('size=-1&sort=entity:asc');
      const entities = byEntity.result.map((e) => e.entity);
      expect(entities).toEqual([...entities].sort());
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(new Date());
      expect((await list(`size=1&from=${today}&to=${today}`)).filteredCount).toBe(all.filteredCount);
      // Every event of the list is today's: a year ago, up to yesterday and from tomorrow hold none.
      const yearAgo = monthPeriod(addYears(today, -1));
      expect((await list(`size=1&from=${yearAgo.from}&to=${yearAgo.to}`)).filteredCount).toBe(0);
      expect((await list(`size=1&to=${addDays(today, -1)}`)).filteredCount).toBe(0);
      expect((await list(`size=1&from=${addDays(today, 1)}`)).filteredCount).toBe(0);
    });

    it('refuses malformed filters with 400 and field details', async () => {
      for (const [query, field] of [
        ['from=2026-13-45', 'from'],
        ['from=2026-05-02&to=2026-05-01', 'to'],
        ['size=5000', 'size'],
        ['filter=nem-json', 'filter'],
      ] as const) {
        const res = await call('GET', `${apiPath(EVENTS_API.list)}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(json<{ details: Record<string, string> }>(res).details, query).toHaveProperty([field]);
      }
    });

    it('details: the event with every field before → after; unknown or malformed ids are 404', async () => {
      const [latest] = (await list('size=1')).result;
      const res = await call('GET', apiPath(EVENTS_API.details, { id: String(latest?.id) }));
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual(latest);
      expect((await call('GET', apiPath(EVENTS_API.details, { id: '999999999' }))).statusCode).toBe(404);
      expect((await call('GET', apiPath(EVENTS_API.details, { id: 'abc' }))).statusCode).toBe(404);
    });
  });

  describe('who sees what', () => {
    it("transporter roles see only their own transporter's events; another's details are 404", async () => {
      const own = (await findUserByUsername(env().database.db, 'transporter-manager'))
        ?.transporterId as string;
      const plate = `OWN-${uniq()}`;
      const mine = await call(
        'POST',
        apiPath(FLEET_API.list),
        { transporterId: own, truckType: 'T24S', truckLicensePlateNumber: plate, contact: 'A' },
        'transporter-manager',
      );
      expect(mine.statusCode).toBe(201);
      const other = await newTransporter();
      const foreign = await list('size=1&entity=transporter');
      expect(foreign.result[0]?.entityId).toBe(other.id);
      for (const as of ['transporter-manager', 'transporter-viewer']) {
        const seen = await list('size=-1', as);
        expect(seen.result.length, as).toBeGreaterThan(0);
        expect(
          seen.result.every((e) => e.transporterId === own),
          as,
        ).toBe(true);
        expect(seen.totalCount, as).toBe(seen.result.length);
        expect(seen.result.some((e) => change(e, 'truckLicensePlateNumber')?.after === plate)).toBe(true);
        const hidden = await call(
          'GET',
          apiPath(EVENTS_API.details, { id: String(foreign.result[0]?.id) }),
          undefined,
          as,
        );
        expect(hidden.statusCode, as).toBe(404);
      }
      // Staff see both.
      expect((await list('size=-1', 'logistics-viewer')).result.some((e) => e.entityId === other.id)).toBe(
        true,
      );
    });

    it('role matrix: staff and transporter roles read, the gate and anyone are refused (403/401)', async () => {
      const own = (await findUserByUsername(env().database.db, 'transporter-manager'))?.transporterId;
      const [latest] = (await list('size=1')).result;
      const expected: Record<string, number> = {
        superadmin: 200,
        admin: 200,
        'logistics-manager': 200,
        'logistics-viewer': 200,
        'production-manager': 200,
        'production-viewer': 200,
        'transporter-manager': 200,
        'transporter-viewer': 200,
        'entrance-supervisor': 403,
      };
      for (const [as, status] of Object.entries(expected)) {
        expect((await call('GET', `${apiPath(EVENTS_API.list)}?size=5`, undefined, as)).statusCode, as).toBe(
          status,
        );
        const details = await call(
          'GET',
          apiPath(EVENTS_API.details, { id: String(latest?.id) }),
          undefined,
          as,
        );
        // A transporter asking for someone else's event gets 404, not its content.
        const theirs = !as.startsWith('transporter') || latest?.transporterId === own;
        expect(details.statusCode, as).toBe(status === 200 && !theirs ? 404 : status);
      }
      expect((await env().request(EVENTS_API.list, {})).statusCode).toBe(401);
      expect(
        (await env().request(EVENTS_API.details, { params: { id: String(latest?.id) } })).statusCode,
      ).toBe(401);
    });
  });
});
