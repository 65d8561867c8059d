import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { FEES_API, type SimpleFeeTableApi } from '../../core/fees/fees.api.ts';
import type { FreightCostDoc, PalletFeeDoc, WaypointCostDoc } from '../../core/fees/fees.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  changeFreightCost,
  changeSimpleFee,
  createFreightCost,
  createSimpleFee,
  PALLET_FEES,
  removeFactoryFreightCosts,
  removeFreightCost,
  removeSimpleFee,
  type SimpleFeeTable,
  WAYPOINT_COSTS,
} from '../commands/fees.commands.ts';
import * as m0203freightFees from '../db/migrations/0203_freight_fees.ts';
import { listed, queryOf } from '../http/listed.ts';
import { readWriteAccess, route, whenFound } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { freightCostDocs, getFreightCost, getSimpleFee } from '../queries/fees.queries.ts';
import { enforceRules } from '../rules/enforceRules.ts';

/** 'default' (or 'null') names the default table in a path or query. */
const factoryScope = (id: string) => (id === 'default' || id === 'null' ? null : id);
const { readers, editors } = readWriteAccess(POLICIES.masterDataReaders, POLICIES.masterDataEditors);

/**
 * Freight fees (business.md §2, §7 Costs): distance ranges per factory, drop-off (waypoint) and
 * pallet fees. Base-data readers read, base-data editors write; field rules run in the rules
 * engine, the range-table rule (no overlap, no gap) in core (src/core/fees).
 */
export function registerFeesRoutes(app: FastifyInstance): void {
  const { services } = app;
  const api = FEES_API.freightCosts;

  route(app, api.list, readers, async ({ query, request }) => {
    const { factoryId } = query;
    const docs = await freightCostDocs(
      services.db,
      factoryId === undefined ? undefined : factoryScope(factoryId),
    );
    return listed(docs, queryOf(request), [
      'truckType',
      'type',
      'startDistance',
      'endDistance',
      'price',
      'overRanges',
    ]);
  });
  route(app, api.create, editors, async ({ body, request, actor }) => {
    await enforceRules('freightCost', body, { app, request });
    const freightCost = await createFreightCost(services, actor, body);
    return { message: SUCCESS_MESSAGES.modified, freightCost };
  });
  const costTrip = {
    current: ({ params }: { params: { id: string } }) => whenFound(() => getFreightCost(services, params.id)),
    unchanged: (freightCost: FreightCostDoc) => ({
      message: SUCCESS_MESSAGES.modified,
      freightCost,
      moved: [],
    }),
  };
  route(app, api.update, { ...editors, roundTrip: costTrip }, async ({ body, params, request, actor }) => {
    const stored = await getFreightCost(services, params.id);
    const { __v: _v, id: _id, ...current } = stored;
    const { __v: _read, ...values } = body;
    await enforceRules('freightCost', values, { app, request, current });
    const { saved, moved } = await changeFreightCost(services, actor, stored, body);
    return { message: SUCCESS_MESSAGES.modified, freightCost: saved, moved };
  });
  route(app, api.remove, editors, async ({ params, actor }) => {
    const stored = await getFreightCost(services, params.id);
    await removeFreightCost(services, actor, stored);
    return { message: SUCCESS_MESSAGES.deleted, id: stored.id };
  });
  route(app, api.removeFactory, editors, async ({ params, actor }) => {
    const factoryId = factoryScope(params.id);
    const deleted = await removeFactoryFreightCosts(services, actor, factoryId);
    return { message: SUCCESS_MESSAGES.deleted, factoryId, deleted };
  });

  registerSimpleFeeRoutes(app, FEES_API.waypointCosts, WAYPOINT_COSTS);
  registerSimpleFeeRoutes(app, FEES_API.palletFees, PALLET_FEES);
}

/** `{[key]: value}` typed by its key (a computed key of a type parameter widens to string). */
const keyed = <K extends string, D>(key: K, value: D) => ({ [key]: value }) as { [k in K]: D };

/** GET, POST, PUT /{id}, DELETE /{id} of a drop-off or pallet fee table; answers carry the row under `api.key`. */
function registerSimpleFeeRoutes<
  K extends 'waypointCost' | 'palletFee',
  D extends WaypointCostDoc | PalletFeeDoc,
  C extends { factoryId: string | null },
  U extends { __v?: number | undefined; factoryId?: string | null | undefined },
>(
  app: FastifyInstance,
  api: SimpleFeeTableApi<K, D, ZodType<C>, ZodType<U>>,
  kind: SimpleFeeTable<D, C, U>,
): void {
  const { services } = app;
  const entity = api.key;
  route(app, api.list, readers, async ({ query, request }) => {
    const scope = query.factoryId === undefined ? undefined : factoryScope(query.factoryId);
    const docs = (await kind.list(services.db)).filter((d) => scope === undefined || d.factoryId === scope);
    // The list fields of both fee tables (a table's docs lack the other's, as D stands for either).
    const fields = [kind.typeField, 'includedWaypoints', 'pricePerWaypoint', 'pricePerPallet'];
    return listed(docs, queryOf(request), fields as (keyof D & string)[]);
  });
  route(app, api.create, editors, async ({ body, request, actor }) => {
    await enforceRules(entity, body as Record<string, unknown>, { app, request });
    const saved = await createSimpleFee(services, actor, kind, body);
    return { message: SUCCESS_MESSAGES.modified, ...keyed(api.key, saved) };
  });
  const roundTrip = {
    current: ({ params }: { params: { id: string } }) =>
      whenFound(() => getSimpleFee(services, kind, params.id)),
    unchanged: (saved: D) => ({ message: SUCCESS_MESSAGES.modified, ...keyed(api.key, saved) }),
  };
  route(app, api.update, { ...editors, roundTrip }, async ({ body, params, request, actor }) => {
    const stored = await getSimpleFee(services, kind, params.id);
    const { __v: _v, id: _id, ...current } = stored;
    const { __v: _read, ...values } = body;
    await enforceRules(entity, values, { app, request, current });
    const saved = await changeSimpleFee(services, actor, kind, stored, body);
    return { message: SUCCESS_MESSAGES.modified, ...keyed(api.key, saved) };
  });
  route(app, api.remove, editors, async ({ params, actor }) => {
    const stored = await getSimpleFee(services, kind, params.id);
    await removeSimpleFee(services, actor, kind, stored);
    return { message: SUCCESS_MESSAGES.deleted, id: stored.id };
  });
}

export const FEES_AREA = defineServerArea({
  name: 'fees',
  routes: registerFeesRoutes,
  migrations: { '0203_freight_fees': m0203freightFees },
});
