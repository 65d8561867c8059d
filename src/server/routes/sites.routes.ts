import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import {
  createDepotSchema,
  createFactorySchema,
  updateDepotSchema,
  updateFactorySchema,
} from '../../core/sites/sites.schemas.ts';
import {
  changeDepot,
  changeFactory,
  createDepot,
  createFactory,
  getDepot,
} from '../commands/sites.commands.ts';
import { listDepots, listFactories } from '../db/repositories/sites.repository.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentDepot, presentFactory } from '../presenters/sites.presenter.ts';

type IdParams = { Params: { id: string } };
const docksQuerySchema = z.object({ depotShortName: z.string().max(20).optional() }).loose();

/** Depots, docks and factories (business.md §7 Sites): everyone signed in reads; editors write. */
export function registerSitesRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/depots', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const docs = (await listDepots(db)).map(presentDepot);
    if (!isListQuery(raw)) return docs;
    const rows = docs.map((d) => ({
      ...d,
      dockCount: d.docks.length,
      dockNames: d.docks.map((k) => k.name).join(', '),
    }));
    return listInMemory(rows, parseOr400(listQuerySchema, raw), [
      'name',
      'shortName',
      'address',
      'isActive',
      'dockNames',
    ]);
  });
  app.get('/api/depots/docks', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const { depotShortName } = parseOr400(docksQuerySchema, request.query ?? {});
    return (await listDepots(db))
      .filter((d) => depotShortName === undefined || d.shortName === depotShortName)
      .flatMap((d) => d.docks.map((k) => ({ ...k, depotShortName: d.shortName })));
  });
  app.get<IdParams>(
    '/api/depots/geometry/:id',
    { config: { policy: POLICIES.signedIn } },
    async (request) => {
      const depot = await getDepot(app.services, request.params.id);
      return { id: depot.id, geometry: depot.geometry };
    },
  );
  app.post('/api/depots', { config: { policy: POLICIES.masterDataEditors } }, async (request, reply) => {
    const input = parseOr400(createDepotSchema, request.body);
    const depot = await createDepot(app.services, request.actor, input);
    return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, depot: presentDepot(depot) });
  });
  app.put<IdParams>(
    '/api/depots/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const input = parseOr400(updateDepotSchema, request.body);
      const depot = await changeDepot(app.services, request.actor, request.params.id, input);
      return { message: SUCCESS_MESSAGES.modified, depot: presentDepot(depot) };
    },
  );

  app.get('/api/factories', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const docs = (await listFactories(db)).map(presentFactory);
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), [
      'shortName',
      'name',
      'address',
      'depotShortName',
      'useDefaultFreightCostsSettings',
      'isActive',
    ]);
  });
  app.post('/api/factories', { config: { policy: POLICIES.masterDataEditors } }, async (request, reply) => {
    const input = parseOr400(createFactorySchema, request.body);
    const factory = await createFactory(app.services, request.actor, input);
    return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, factory: presentFactory(factory) });
  });
  app.put<IdParams>(
    '/api/factories/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const input = parseOr400(updateFactorySchema, request.body);
      const factory = await changeFactory(app.services, request.actor, request.params.id, input);
      return { message: SUCCESS_MESSAGES.modified, factory: presentFactory(factory) };
    },
  );
}
