import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listOrAllAnswer, listResultAnswer } from '../list/list.answers.ts';
import {
  depotAnswer,
  depotDockAnswer,
  depotListRowAnswer,
  depotSaveAnswer,
  factoryAnswer,
  factorySaveAnswer,
} from './sites.answers.ts';
import {
  createDepotSchema,
  createFactorySchema,
  type Depot,
  docksQuerySchema,
  updateDepotSchema,
  updateFactorySchema,
} from './sites.schemas.ts';

/** A depot as the list contract answers it: its dock count and names as columns of their own. */
export type DepotListRow = z.output<typeof depotListRowAnswer>;
/** A depot with its dock columns, as the list contract and the grid show it. */
export function depotListRow(depot: Depot): DepotListRow {
  return { ...depot, dockCount: depot.docks.length, dockNames: depot.docks.map((k) => k.name).join(', ') };
}
/** A dock with the short name of its depot (GET /api/depots/docks). */
export type DepotDock = z.output<typeof depotDockAnswer>;

/**
 * The sites API (business.md §7 Sites): everyone signed in reads depots, docks and factories;
 * master-data editors create and change them (src/server/policies/policies.ts). Errors:
 * SITE_ERRORS (sites.errors.ts) and COMMON_ERRORS.
 */
const DEPOTS_LIST = endpoint({
  summary: 'Lists depots',
  response: listOrAllAnswer(depotAnswer, depotListRowAnswer),
  method: 'GET',
  path: '/api/depots',
});

/**
 * The depots list as the grid calls it, always with list parameters: the list contract with the dock
 * columns. The same call as `SITES_API.depots` (registered once, under that name).
 */
export const DEPOTS_PAGE_API = { ...DEPOTS_LIST, response: listResultAnswer(depotListRowAnswer) };

export const SITES_API = {
  /** Every depot; with list parameters (page, sort, filter, q) the list contract with dock columns. */
  depots: DEPOTS_LIST,
  docks: endpoint({
    summary: "Lists a depot's docks",
    description: 'The docks of one depot (or of all).',
    response: z.array(depotDockAnswer),
    method: 'GET',
    path: '/api/depots/docks',
    query: docksQuerySchema,
  }),
  depotGeometry: endpoint({
    summary: 'Reads where a depot is',
    description: 'Where a depot is (GeoJSON point or null).',
    response: z.object({
      id: z.string(),
      geometry: z
        .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
        .nullable(),
    }),
    method: 'GET',
    path: '/api/depots/geometry/:id',
  }),
  createDepot: endpoint({
    summary: 'Creates a depot',
    description: 'Creates a depot with its docks (201).',
    response: depotSaveAnswer,
    method: 'POST',
    path: '/api/depots',
    body: createDepotSchema,
    status: 201,
  }),
  updateDepot: endpoint({
    summary: 'Changes a depot',
    description: 'Changes a depot at the version read; `docks` is the whole new list.',
    response: depotSaveAnswer,
    method: 'PUT',
    path: '/api/depots/:id',
    body: updateDepotSchema,
  }),
  factories: endpoint({
    summary: 'Lists factories',
    description: 'Every factory; with list parameters the list contract.',
    response: listOrAllAnswer(factoryAnswer),
    method: 'GET',
    path: '/api/factories',
  }),
  createFactory: endpoint({
    summary: 'Creates a factory',
    description: 'Creates a factory (201).',
    response: factorySaveAnswer,
    method: 'POST',
    path: '/api/factories',
    body: createFactorySchema,
    status: 201,
  }),
  updateFactory: endpoint({
    summary: 'Changes a factory',
    description: 'Changes a factory at the version read.',
    response: factorySaveAnswer,
    method: 'PUT',
    path: '/api/factories/:id',
    body: updateFactorySchema,
  }),
} as const;
