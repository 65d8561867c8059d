import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_ID_NAMES_API } from '../../src/core/externalIds/externalIdNames.api.ts';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { buildExternalIdName } from '../factories/externalIdNames.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** A maxLength rule of the masterData family with the given name, field and bound. */
const maxLength = (entity: string, field: string, n: number) => ({
  name: `${entity}.${field}.maxLength`,
  entity,
  priority: 3,
  conditions: { all: [{ fact: field, operator: 'violates', value: { check: 'maxLength', n } }] },
  event: { type: 'fieldError', params: { field, messageKey: 'maxLength', messageParams: { n } } },
});

/**
 * A configuration team's mode file (rules/modes/logistics/masterData.json): shorter short names
 * for transporters, depots and factories, shorter plates and external id names, and a contact
 * that must be given. Nothing of it is in TypeScript: only the rules engine can refuse these.
 */
function rulesWithStricterMasterData(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-master-'));
  cpSync(path.join(ROOT, 'rules'), dir, { recursive: true });
  const file = {
    family: 'masterData',
    rules: [
      maxLength('transporter', 'shortName', 6),
      maxLength('fleet', 'truckLicensePlateNumber', 8),
      maxLength('depot', 'shortName', 4),
      maxLength('factory', 'shortName', 4),
      maxLength('externalIdName', 'name', 5),
      {
        name: 'fleet.contact.required',
        entity: 'fleet',
        priority: 10,
        conditions: { all: [{ fact: 'contact', operator: 'violates', value: 'required' }] },
        event: {
          type: 'fieldError',
          params: { field: 'contact', message: 'Adja meg a sofőr elérhetőségét!' },
        },
      },
    ],
  };
  writeFileSync(path.join(dir, 'modes/logistics/masterData.json'), JSON.stringify(file));
  return dir;
}

const saved = process.env.RULES_DIR;
beforeAll(() => {
  process.env.RULES_DIR = rulesWithStricterMasterData();
});
afterAll(() => {
  if (saved === undefined) delete process.env.RULES_DIR;
  else process.env.RULES_DIR = saved;
});

const details = (res: Parameters<typeof json>[0]) => json<{ details: Record<string, string> }>(res).details;

describe.each(BACKENDS)("master-data saves run the mode's masterData rules [%s]", (backend) => {
  const env = useTestEnv(backend);
  const newTransporter = async (shortName = `T${uniq()}`) =>
    env().request(TRANSPORTERS_API.create, {
      as: 'admin',
      payload: { companyName: 'Szabály Fuvar Kft.', shortName },
    });

  it('transporters: create, change and the grid batch refuse what the mode refuses (422), nothing written', async () => {
    const long = await newTransporter('HOSSZU1');
    expect(long.statusCode).toBe(422);
    expect(details(long)).toEqual({ shortName: 'Legfeljebb 6 karakter adható meg!' });
    const t = (await newTransporter(`T${uniq()}`)).data.transporter;
    const change = await env().request(TRANSPORTERS_API.update, {
      as: 'admin',
      params: { id: t.id },
      payload: { shortName: 'HOSSZU2', __v: 0 },
    });
    expect(change.statusCode).toBe(422);
    expect(details(change)).toEqual({ shortName: 'Legfeljebb 6 karakter adható meg!' });
    const bulk = await env().request(TRANSPORTERS_API.bulk, {
      as: 'admin',
      payload: { items: [{ id: t.id, __v: 0, changes: { companyName: '' } }] },
    });
    expect(bulk.statusCode).toBe(422);
    expect(details(bulk)).toEqual({ [t.id]: 'A mező kitöltése kötelező!' });
    const ok = await env().request(TRANSPORTERS_API.bulk, {
      as: 'admin',
      payload: { items: [{ id: t.id, __v: 0, changes: { active: false } }] },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("fleet: a mode's own rule (contact required) and a shorter plate", async () => {
    const t = (await newTransporter()).data.transporter;
    const add = (payload: Record<string, unknown>) =>
      env().request(FLEET_API.create, {
        as: 'admin',
        payload: { transporterId: t.id, truckType: 'D22S', ...payload },
      });
    const res = await add({ truckLicensePlateNumber: 'ABC-123456', contact: null });
    expect(res.statusCode).toBe(422);
    expect(details(res)).toEqual({
      truckLicensePlateNumber: 'Legfeljebb 8 karakter adható meg!',
      contact: 'Adja meg a sofőr elérhetőségét!',
    });
    const good = await add({ truckLicensePlateNumber: `R-${uniq()}`, contact: 'Kiss Béla' });
    expect(good.statusCode).toBe(201);
    const f = good.data.fleetVehicle;
    const change = await env().request(FLEET_API.update, {
      as: 'admin',
      payload: { id: f.id, __v: 0, contact: '' },
    });
    expect(change.statusCode).toBe(422);
    expect(details(change)).toEqual({ contact: 'Adja meg a sofőr elérhetőségét!' });
    const bulk = await env().request(FLEET_API.bulk, {
      as: 'admin',
      payload: { items: [{ id: f.id, __v: 0, changes: { truckLicensePlateNumber: 'AB_1' } }] },
    });
    expect(bulk.statusCode).toBe(422);
    expect(details(bulk)).toEqual({
      [f.id]: 'A rendszám csak betűket, számokat, szóközt és kötőjelet tartalmazhat!',
    });
  });

  it('depots and factories: short names of the mode, time-slot limits of the base', async () => {
    const depot = await env().request(SITES_API.createDepot, {
      as: 'admin',
      payload: { name: 'Raktár', shortName: 'RAKTAR', timeSlotReservationLimit: 1001 },
    });
    expect(depot.statusCode).toBe(422);
    expect(details(depot)).toEqual({
      shortName: 'Legfeljebb 4 karakter adható meg!',
      timeSlotReservationLimit: 'Kisebb számot adjon meg mint 1000!',
    });
    const d = await env().request(SITES_API.createDepot, {
      as: 'admin',
      payload: { name: 'Raktár', shortName: uniq().slice(0, 4) },
    });
    expect(d.statusCode).toBe(201);
    const factory = await env().request(SITES_API.createFactory, {
      as: 'admin',
      payload: { shortName: 'GYAR01', depotShortName: d.data.depot.shortName },
    });
    expect(factory.statusCode).toBe(422);
    expect(details(factory)).toEqual({ shortName: 'Legfeljebb 4 karakter adható meg!' });
    const update = await env().request(SITES_API.updateDepot, {
      as: 'admin',
      params: { id: d.data.depot.id },
      payload: { lengthOfTimeSlot: 2000, __v: 0 },
    });
    expect(update.statusCode).toBe(422);
    expect(details(update)).toEqual({ lengthOfTimeSlot: 'Kisebb számot adjon meg mint 1440!' });
  });

  it('external id names: every name of every list sent, messages per row and field', async () => {
    const res = await env().request(EXTERNAL_ID_NAMES_API.save, {
      as: 'admin',
      payload: {
        lists: {
          order: [buildExternalIdName({ name: 'sap', displayName: 'SAP' })],
          freight: [buildExternalIdName({ name: 'fuvar1', displayName: '' })],
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(details(res)).toEqual({
      'lists.freight.0.name': 'Legfeljebb 5 karakter adható meg!',
      'lists.freight.0.displayName': 'A mező kitöltése kötelező!',
    });
  });
});
