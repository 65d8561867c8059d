import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppConfigResponse } from '../../src/core/config/appConfig.schemas.ts';
import { CONFIG_API } from '../../src/core/config/config.api.ts';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import { EXTERNAL_ID_NAMES_API } from '../../src/core/externalIds/externalIdNames.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import type { Order } from '../../src/core/orders/orders.schemas.ts';
import type { ResolvedRuleSet } from '../../src/core/rules/ruleFile.schemas.ts';
import { RULES_API } from '../../src/core/rules/rules.api.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { buildExternalIdName } from '../factories/externalIdNames.factory.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { buildOrder, buildOrderItem } from '../factories/orders.factory.ts';
import { orderPalletsLimitRule, rulesDirWith } from '../fixtures/rules/orderPalletsLimit.ts';
import { datesAhead } from '../support/dates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

type Saved = { order: Order };

describe.each(BACKENDS)('the product follows the rule files [%s]', (backend) => {
  const env = useTestEnv(backend);
  /** An app of `mode` that reads its rules from `dir`. */
  const appWithRules = async (mode: string, dir: string): Promise<FastifyInstance> => {
    const saved = process.env.RULES_DIR;
    process.env.RULES_DIR = dir;
    try {
      return await env().extraApp({ configMode: mode as 'marka' });
    } finally {
      if (saved === undefined) delete process.env.RULES_DIR;
      else process.env.RULES_DIR = saved;
    }
  };

  it("an invalidReason rule of a mode's file saves the order as invalid with its code; a fieldError refuses", async () => {
    const dir = rulesDirWith('marka', 'validation', [
      {
        name: 'order.customer.email.missing',
        entity: 'order',
        conditions: { all: [{ fact: 'customer', path: '$.email', operator: 'violates', value: 'required' }] },
        event: {
          type: 'invalidReason',
          params: {
            field: 'customer.email',
            code: 'MISSING_REQUIRED_FIELD',
            message: 'Hiányzik az e-mail cím!',
          },
        },
      },
      {
        name: 'order.deliveryAddress.geocodable',
        entity: 'order',
        conditions: { all: [{ fact: 'geocoded', operator: 'equal', value: false }] },
        event: {
          type: 'fieldError',
          params: { field: 'deliveryAddress', message: 'Ismeretlen cím, javítsa!' },
        },
      },
    ]);
    const app = await appWithRules('marka', dir);
    const customer = { name: 'Szabó Bt.', email: '', phone: '+36 30 765 4321' };
    const res = await env().request(ORDERS_API.create, {
      app,
      as: 'logistics-manager',
      payload: buildOrder({ customer }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = json<Saved>(res);
    expect(order.status).toBe('invalid');
    expect(order.invalidReasons).toEqual([
      { code: 'MISSING_REQUIRED_FIELD', message: 'Hiányzik az e-mail cím!', field: 'customer.email' },
    ]);
    // The base makes an address that cannot be geocoded a reason; this mode refuses it instead.
    const refused = await env().request(ORDERS_API.create, {
      app,
      as: 'logistics-manager',
      payload: buildOrder({ deliveryAddress: 'Xyzzy qwerty 99999' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(json<{ details: Record<string, string> }>(refused).details).toEqual({
      deliveryAddress: 'Ismeretlen cím, javítsa!',
    });
  });

  it('an order-level rule (scope record) refuses any save of a too-big order, whatever the cell changed (issue 36)', async () => {
    const item = (n: number) => buildOrderItem({ quantity: 80 * n, kg: 80 * n * 16.5, palletsCount: n });
    // Stored before the team's rule: 38 pallets (a capacity warning, confirmed).
    const created = await env().request(ORDERS_API.create, {
      as: 'logistics-manager',
      query: { confirmed: 'true' },
      payload: buildOrder({ orderItems: [item(20), item(18)] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored = json<Saved>(created).order;
    const app = await appWithRules('marka', rulesDirWith('marka', 'validation', [orderPalletsLimitRule(33)]));
    const message = 'Egy rendelés legfeljebb 33 raklap lehet!';
    const cell = await env().request(ORDERS_API.bulk, {
      app,
      as: 'logistics-manager',
      payload: { items: [{ orderId: stored.orderId, __v: stored.__v, changes: { comment: 'sürgős' } }] },
    });
    expect(cell.statusCode, cell.body).toBe(422);
    expect(json<{ details: Record<string, string> }>(cell).details).toEqual({
      [stored.orderId]: `orderItems: ${message}`,
    });
    const update = await env().request(ORDERS_API.update, {
      app,
      as: 'logistics-manager',
      params: { id: stored.orderId },
      query: { version: stored.__v },
      payload: { comment: 'sürgős' },
    });
    expect(update.statusCode).toBe(422);
    expect(json<{ details: Record<string, string> }>(update).details).toEqual({ orderItems: message });
    // Brought within the limit, it saves: the rule judged the pallets the save computed.
    const fixed = await env().request(ORDERS_API.update, {
      app,
      as: 'logistics-manager',
      params: { id: stored.orderId },
      query: { version: stored.__v, confirmed: 'true' },
      payload: { orderItems: [item(20), item(10)] },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('order external ids: each name is changed only by the roles it lists (403 naming it), admins always', async () => {
    const names = await env().request(EXTERNAL_ID_NAMES_API.save, {
      as: 'admin',
      payload: {
        lists: {
          order: [
            buildExternalIdName({ name: 'orderNr', main: true, rolesAllowedToEdit: ['logistics_manager'] }),
            buildExternalIdName({ name: 'incoterm', displayName: 'Paritás', rolesAllowedToEdit: [] }),
          ],
          orderItem: [
            buildExternalIdName({ name: 'itemNr', displayName: 'Tételszám', rolesAllowedToEdit: [] }),
          ],
        },
      },
    });
    expect(names.statusCode, names.body).toBe(200);
    const denied = {
      'externalIds.incoterm': 'A(z) „Paritás” külső azonosítót ez a szerepkör nem módosíthatja!',
    };
    // Create: every filled id counts.
    for (const [as, status] of [
      ['logistics-manager', 403],
      ['admin', 201],
      ['superadmin', 201],
    ] as const) {
      const res = await env().request(ORDERS_API.create, {
        as,
        payload: buildOrder({ externalIds: { orderNr: `X${Math.random()}`, incoterm: 'FCA' } }),
      });
      expect(res.statusCode, `${as}: ${res.body}`).toBe(status);
      if (status === 403) expect(json<{ details: unknown }>(res).details).toEqual(denied);
    }
    const item = await env().request(ORDERS_API.create, {
      as: 'logistics-manager',
      payload: buildOrder({
        externalIds: { orderNr: `Y${Math.random()}` },
        orderItems: [
          {
            itemId: 'PTH30NF',
            quantity: 10,
            kg: 100,
            externalIds: { itemNr: '10' },
          },
        ],
      }),
    });
    expect(item.statusCode).toBe(403);
    expect(Object.keys(json<{ details: object }>(item).details)).toEqual(['orderItems.0.externalIds.itemNr']);

    const created = await env().request(ORDERS_API.create, {
      as: 'admin',
      payload: buildOrder({ externalIds: { orderNr: `Z${Math.random()}`, incoterm: 'EXW' } }),
    });
    const order = json<Saved>(created).order;
    const update = (as: string, version: number, payload: unknown) =>
      env().request(ORDERS_API.update, {
        as,
        params: { id: order.orderId },
        query: { version },
        payload,
      });
    // Re-sending the stored value is no change; changing it is refused for the role, allowed for admins.
    const resent = await update('logistics-manager', 0, {
      comment: 'Daruval',
      externalIds: { ...order.externalIds },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const changed = await update('logistics-manager', 1, {
      externalIds: { ...order.externalIds, incoterm: 'DAP' },
    });
    expect(changed.statusCode).toBe(403);
    expect(json<{ details: unknown }>(changed).details).toEqual(denied);
    const cleared = await update('production-manager', 1, {
      externalIds: { ...order.externalIds, incoterm: null },
    });
    expect(cleared.statusCode).toBe(403);
    const own = await update('logistics-manager', 1, {
      externalIds: { ...order.externalIds, orderNr: 'N-2' },
    });
    expect(own.statusCode, own.body).toBe(200);
    const byProduction = await update('production-manager', 2, {
      externalIds: { ...json<Saved>(own).order.externalIds, orderNr: 'N-3' },
    });
    expect(byProduction.statusCode).toBe(403);
    const byAdmin = await update('admin', 2, { externalIds: { ...order.externalIds, incoterm: 'DAP' } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("a freight's own external ids: the production manager may send them (rule files) but only the names listing the role", async () => {
    const names = await env().request(EXTERNAL_ID_NAMES_API.save, {
      as: 'admin',
      payload: {
        lists: {
          freight: [
            buildExternalIdName({ name: 'sapNr', main: true, rolesAllowedToEdit: ['production_manager'] }),
            buildExternalIdName({
              name: 'gateNr',
              displayName: 'Kapuszám',
              rolesAllowedToEdit: ['logistics_manager'],
            }),
          ],
        },
      },
    });
    expect(names.statusCode, names.body).toBe(200);
    const { releaseDate, deliveryDate, expectedDeadlineDate } = datesAhead();
    const future = { releaseDate, deliveryDate, expectedDeadlineDate };
    const [f] = await insertFreights(env().database.db, [newFreightValues(future)]);
    if (!f) throw new Error('no freight stored');
    const save = (as: string, version: number, externalIds: Record<string, string>) =>
      env().request(FREIGHTS_API.update, {
        as,
        params: { id: f.id, version: String(version) },
        payload: { externalIds },
      });
    const sap = await save('production-manager', f.__v, { sapNr: 'S-1' });
    expect(sap.statusCode, sap.body).toBe(200);
    const gate = await save('production-manager', f.__v + 1, { sapNr: 'S-1', gateNr: 'K-7' });
    expect(gate.statusCode).toBe(403);
    expect(gate.json().details).toEqual({
      'externalIds.gateNr': 'A(z) „Kapuszám” külső azonosítót ez a szerepkör nem módosíthatja!',
    });
    const byLogistics = await save('logistics-manager', f.__v + 1, { sapNr: 'S-1', gateNr: 'K-7' });
    expect(byLogistics.statusCode, byLogistics.body).toBe(200);
  });

  it('fieldEditSettings in /api/config is the permission rules: fields per role and editable statuses', async () => {
    const settingsOf = async (app?: FastifyInstance) =>
      json<AppConfigResponse>(await env().request(CONFIG_API.config, app ? { app } : {})).config
        .fieldEditSettings;
    const base = await settingsOf();
    // The comment is a field of the permission rules too (PUT /comment is judged by them, issue 36).
    expect(base.freight?.production_manager?.editable).toEqual([
      'status',
      'deliveryDate',
      'comment',
      'externalIds',
      'cargo',
    ]);
    expect(base.freight?.transporter_manager?.editable).toEqual([
      'driverName',
      'truckLicensePlateNumber',
      'comment',
      'cargo',
    ]);
    expect(base.freight?.logistics_viewer?.editable).toEqual([]);
    expect(base.order?.logistics_manager?.editableStatuses).toEqual(['new', 'invalid']);
    expect(base.order?.production_manager?.denied).toEqual(['orderItems']);
    expect(base.order?.logistics_viewer).toMatchObject({ editable: [], editableStatuses: [] });
    expect(base.baseConfig?.admin?.denied).toEqual(['fuzzySearch', 'proxyConfig']);
    // Wienerberger's permission file lets the production manager set release dates on freights.
    const wienerberger = await settingsOf(await env().extraApp({ configMode: 'wienerberger' }));
    expect(wienerberger.freight?.production_manager?.editable).toContain('releaseDate');
  });

  it("a mode's permission rule decides which order statuses are editable (no hard-coded list)", async () => {
    const dir = rulesDirWith('marka', 'permissions', [
      {
        name: 'order.notEditable',
        entity: 'order',
        priority: 10,
        conditions: {
          all: [
            { fact: 'status', operator: 'isEmpty', value: false },
            { fact: 'status', operator: 'notIn', value: ['new', 'invalid', 'partial'] },
          ],
        },
        event: {
          type: 'denyFields',
          params: {
            fields: ['*'],
            message: 'A rendelés csak új, hibás vagy részben tervezett státuszban szerkeszthető!',
          },
        },
      },
    ]);
    const app = await appWithRules('marka', dir);
    const settings = json<AppConfigResponse>(await env().request(CONFIG_API.config, { app })).config
      .fieldEditSettings;
    expect(settings.order?.logistics_manager?.editableStatuses).toEqual(['new', 'invalid', 'partial']);
    const make = async () =>
      json<Saved>(await env().request(ORDERS_API.create, { app, as: 'admin', payload: buildOrder() })).order;
    const setStatus = (orderId: string, status: string) =>
      sql`update orders set status = ${status} where order_id = ${orderId}`.execute(env().database.db);
    const partial = await make();
    await setStatus(partial.orderId, 'partial');
    const edited = await env().request(ORDERS_API.update, {
      app,
      as: 'logistics-manager',
      params: { id: partial.orderId },
      query: { version: 0 },
      payload: { comment: 'Részben tervezett, mégis javítható' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Saved>(edited).order.status).toBe('partial');
    const processed = await make();
    await setStatus(processed.orderId, 'processed');
    const refused = await env().request(ORDERS_API.update, {
      app,
      as: 'logistics-manager',
      params: { id: processed.orderId },
      query: { version: 0 },
      payload: { comment: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    // The selection check and delete answer from the same rules.
    const check = await env().request(ORDERS_API.checkSelections, {
      app,
      as: 'logistics-manager',
      payload: { items: [{ orderId: partial.orderId }, { orderId: processed.orderId }] },
    });
    expect(json<{ result: { editable: boolean }[] }>(check).result.map((r) => r.editable)).toEqual([
      true,
      false,
    ]);
    const removed = await env().request(ORDERS_API.remove, {
      app,
      as: 'logistics-manager',
      params: { id: partial.orderId },
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('the event of a rule-checked change names the rule set (mode and hash) that judged it', async () => {
    const { hash } = json<ResolvedRuleSet>(await env().request(RULES_API.set, { as: 'admin' }));
    const created = await env().request(ORDERS_API.create, { as: 'admin', payload: buildOrder() });
    const { orderId } = json<Saved>(created).order;
    const updated = await env().request(ORDERS_API.update, {
      as: 'admin',
      params: { id: orderId },
      query: { version: 0 },
      payload: { comment: 'Hátsó kapu' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Deleting runs no rules: its event names none.
    expect(
      (await env().request(ORDERS_API.remove, { as: 'admin', params: { id: orderId } })).statusCode,
    ).toBe(200);
    const rows = await sql<{ action: string; rule_set: string | null; id: number }>`
      select id, action, rule_set from events where entity = 'order' and entity_id = ${orderId} order by id`.execute(
      env().database.db,
    );
    expect(rows.rows.map((r) => [r.action, r.rule_set])).toEqual([
      ['created', `logistics:${hash}`],
      ['updated', `logistics:${hash}`],
      ['deleted', null],
    ]);
    const details = await env().request(EVENTS_API.details, {
      as: 'admin',
      params: { id: String(rows.rows[0]?.id) },
    });
    expect(json<{ ruleSet: string | null }>(details).ruleSet).toBe(`logistics:${hash}`);
  });
});
