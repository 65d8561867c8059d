import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import {
  createFreightCostSchema,
  createPalletFeeSchema,
  createWaypointCostSchema,
  freightCostQuerySchema,
  type PalletFeeDoc,
  updateFreightCostSchema,
  updatePalletFeeSchema,
  updateWaypointCostSchema,
  type WaypointCostDoc,
} from '../../core/fees/fees.schemas.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import {
  changeFreightCost,
  changeSimpleFee,
  createFreightCost,
  createSimpleFee,
  getFreightCost,
  getSimpleFee,
  PALLET_FEES,
  removeFactoryFreightCosts,
  removeFreightCost,
  removeSimpleFee,
  type SimpleFeeTable,
  WAYPOINT_COSTS,
} from '../commands/fees.commands.ts';
import { listFreightCosts } from '../db/repositories/fees.repository.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { enforceRules } from '../rules/enforceRules.ts';

type IdParams = { Params: { id: string } };
const DELETED_MESSAGE = 'A törlés sikeresen megtörtént.';
/** 'default' (or 'null') names the default table in a path or query. */
const factoryScope = (id: string) => (id === 'default' || id === 'null' ? null : id);
/** A plain array, or the list contract's page when the grid asks with list parameters. */
function listed<T extends object>(docs: T[], raw: Record<string, unknown>, fields: string[]) {
  if (!isListQuery(raw)) return docs;
  return listInMemory(docs, parseOr400(listQuerySchema, raw), fields as (keyof T & string)[]);
}
const read = { config: { policy: POLICIES.masterDataReaders } };
const write = { config: { policy: POLICIES.masterDataEditors } };

/**
 * Freight fees (business.md §2, §7 Costs): distance ranges per factory, drop-off (waypoint) and
 * pallet fees. Base-data readers read, base-data editors write; field rules run in the rules
 * engine, the range-table rule (no overlap, no gap) in core (src/core/fees).
 */
export function registerFeesRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/freight-costs', read, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const { factoryId } = parseOr400(freightCostQuerySchema, raw);
    const docs = await listFreightCosts(db, factoryId === undefined ? undefined : factoryScope(factoryId));
    return listed(docs, raw, ['truckType', 'type', 'startDistance', 'endDistance', 'price', 'overRanges']);
  });
  app.post('/api/freight-costs', write, async (request, reply) => {
    const input = parseOr400(createFreightCostSchema, request.body);
    await enforceRules('freightCost', input, { app, request });
    const freightCost = await createFreightCost(app.services, request.actor, input);
    return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, freightCost });
  });
  app.put<IdParams>('/api/freight-costs/:id', write, async (request) => {
    const input = parseOr400(updateFreightCostSchema, request.body);
    const stored = await getFreightCost(app.services, request.params.id);
    const { __v: _v, id: _id, ...current } = stored;
    const { __v: _read, ...values } = input;
    await enforceRules('freightCost', values, { app, request, current });
    const { saved, moved } = await changeFreightCost(app.services, request.actor, stored, input);
    return { message: SUCCESS_MESSAGES.modified, freightCost: saved, moved };
  });
  app.delete<IdParams>('/api/freight-costs/:id', write, async (request) => {
    const stored = await getFreightCost(app.services, request.params.id);
    await removeFreightCost(app.services, request.actor, stored);
    return { message: DELETED_MESSAGE, id: stored.id };
  });
  app.delete<IdParams>('/api/freight-costs/factory/:id', write, async (request) => {
    const factoryId = factoryScope(request.params.id);
    const deleted = await removeFactoryFreightCosts(app.services, request.actor, factoryId);
    return { message: DELETED_MESSAGE, factoryId, deleted };
  });

  registerSimpleFeeRoutes(app, '/api/waypoint-costs', 'waypointCost', WAYPOINT_COSTS, {
    create: createWaypointCostSchema,
    update: updateWaypointCostSchema,
  });
  registerSimpleFeeRoutes(app, '/api/pallet-fees', 'palletFee', PALLET_FEES, {
    create: createPalletFeeSchema,
    update: updatePalletFeeSchema,
  });
}

/** GET, POST, PUT /{id}, DELETE /{id} of a drop-off or pallet fee table; answers carry the row under `entity`. */
function registerSimpleFeeRoutes<
  D extends WaypointCostDoc | PalletFeeDoc,
  C extends { factoryId: string | null },
  U extends { __v?: number | undefined; factoryId?: string | null | undefined },
>(
  app: FastifyInstance,
  path: string,
  entity: 'waypointCost' | 'palletFee',
  kind: SimpleFeeTable<D, C, U>,
  schemas: { create: ZodType<C>; update: ZodType<U> },
): void {
  app.get(path, read, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const { factoryId } = parseOr400(freightCostQuerySchema, raw);
    const scope = factoryId === undefined ? undefined : factoryScope(factoryId);
    const docs = (await kind.list(app.services.db)).filter(
      (d) => scope === undefined || d.factoryId === scope,
    );
    return listed(docs, raw, [kind.typeField, 'includedWaypoints', 'pricePerWaypoint', 'pricePerPallet']);
  });
  app.post(path, write, async (request, reply) => {
    const input = parseOr400(schemas.create, request.body);
    await enforceRules(entity, input as Record<string, unknown>, { app, request });
    const saved = await createSimpleFee(app.services, request.actor, kind, input);
    return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, [entity]: saved });
  });
  app.put<IdParams>(`${path}/:id`, write, async (request) => {
    const input = parseOr400(schemas.update, request.body);
    const stored = await getSimpleFee(app.services, kind, request.params.id);
    const { __v: _v, id: _id, ...current } = stored;
    const { __v: _read, ...values } = input;
    await enforceRules(entity, values, { app, request, current });
    const saved = await changeSimpleFee(app.services, request.actor, kind, stored, input);
    return { message: SUCCESS_MESSAGES.modified, [entity]: saved };
  });
  app.delete<IdParams>(`${path}/:id`, write, async (request) => {
    const stored = await getSimpleFee(app.services, kind, request.params.id);
    await removeSimpleFee(app.services, request.actor, kind, stored);
    return { message: DELETED_MESSAGE, id: stored.id };
  });
}
