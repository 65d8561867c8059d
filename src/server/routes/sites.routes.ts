import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery } from '../../core/list/listCall.schemas.ts';
import { depotListRow, SITES_API } from '../../core/sites/sites.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { changeDepot, changeFactory, createDepot, createFactory } from '../commands/sites.commands.ts';
import * as m0101sites from '../db/migrations/0101_sites.ts';
import { listed, queryOf } from '../http/listed.ts';
import { readWriteAccess, route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentDepot, presentFactory } from '../presenters/sites.presenter.ts';
import {
  depotDoc,
  depotDocs,
  dockDocs,
  factoryDoc,
  factoryDocs,
  getDepot,
} from '../queries/sites.queries.ts';
import { storedFacts } from '../rules/enforceRows.ts';
import { enforceRules } from '../rules/enforceRules.ts';

const { readers, editors } = readWriteAccess(POLICIES.signedIn, POLICIES.masterDataEditors);
const savedDepot = (d: Parameters<typeof presentDepot>[0]) => ({
  message: SUCCESS_MESSAGES.modified,
  depot: presentDepot(d),
});
const savedFactory = (f: Parameters<typeof presentFactory>[0]) => ({
  message: SUCCESS_MESSAGES.modified,
  factory: presentFactory(f),
});

/** Depots, docks and factories (business.md §7 Sites): everyone signed in reads; editors write. */
export function registerSitesRoutes(app: FastifyInstance): void {
  const { services } = app;
  const { db } = services;
  // An edit is judged over the stored site's facts, the changes on top (an unknown id runs no rules:
  // the command answers 404).
  const enforceEdit = async (
    entity: 'depot' | 'factory',
    { __v: _v, ...facts }: { __v?: number } & Record<string, unknown>,
    found: object | null | undefined,
    request: FastifyRequest,
  ) => {
    if (found) await enforceRules(entity, facts, { app, request, current: storedFacts(entity, found) });
  };

  route(app, SITES_API.depots, readers, async ({ request }) => {
    const raw = queryOf(request);
    const docs = await depotDocs(db);
    if (!isListQuery(raw)) return docs;
    return listed(docs.map(depotListRow), raw, ['name', 'shortName', 'address', 'isActive', 'dockNames']);
  });
  route(app, SITES_API.docks, readers, ({ query }) => dockDocs(db, query.depotShortName));
  route(app, SITES_API.depotGeometry, readers, async ({ params }) => {
    const depot = await getDepot(services, params.id);
    return { id: depot.id, geometry: depot.geometry };
  });
  // The masterData rules (rules/base/masterData.json) check the values before they are written.
  route(app, SITES_API.createDepot, editors, async ({ body, actor, request }) => {
    await enforceRules('depot', body, { app, request });
    return savedDepot(await createDepot(services, actor, body));
  });
  // Round trips: the GET's record is accepted back; an unchanged one is answered as saved, unwritten.
  const depotTrip = {
    current: ({ params }: { params: { id: string } }) => depotDoc(db, params.id),
    unchanged: (depot: ReturnType<typeof presentDepot>) => ({ message: SUCCESS_MESSAGES.modified, depot }),
  };
  const factoryTrip = {
    current: ({ params }: { params: { id: string } }) => factoryDoc(db, params.id),
    unchanged: (factory: ReturnType<typeof presentFactory>) => ({
      message: SUCCESS_MESSAGES.modified,
      factory,
    }),
  };
  route(
    app,
    SITES_API.updateDepot,
    { ...editors, roundTrip: depotTrip },
    async ({ body, params, actor, request }) => {
      await enforceEdit('depot', body, await depotDoc(db, params.id), request);
      return savedDepot(await changeDepot(services, actor, params.id, body));
    },
  );

  route(app, SITES_API.factories, readers, async ({ request }) => {
    return listed(await factoryDocs(db), queryOf(request), [
      'shortName',
      'name',
      'address',
      'depotShortName',
      'useDefaultFreightCostsSettings',
      'isActive',
    ]);
  });
  route(app, SITES_API.createFactory, editors, async ({ body, actor, request }) => {
    await enforceRules('factory', body, { app, request });
    return savedFactory(await createFactory(services, actor, body));
  });
  route(
    app,
    SITES_API.updateFactory,
    { ...editors, roundTrip: factoryTrip },
    async ({ body, params, actor, request }) => {
      await enforceEdit('factory', body, await factoryDoc(db, params.id), request);
      return savedFactory(await changeFactory(services, actor, params.id, body));
    },
  );
}

export const SITES_AREA = defineServerArea({
  name: 'sites',
  routes: registerSitesRoutes,
  migrations: { '0101_sites': m0101sites },
});
