import { endpoint } from '../api/endpoint.ts';
import type { ListOrAll, ListResult } from '../list/listCall.schemas.ts';
import {
  createDepotSchema,
  createFactorySchema,
  type Depot,
  type Dock,
  docksQuerySchema,
  type Factory,
  updateDepotSchema,
  updateFactorySchema,
} from './sites.schemas.ts';

/** A depot as the list contract answers it: its dock count and names as columns of their own. */
export type DepotListRow = Depot & { dockCount: number; dockNames: string };
/** A depot with its dock columns, as the list contract and the grid show it. */
export function depotListRow(depot: Depot): DepotListRow {
  return { ...depot, dockCount: depot.docks.length, dockNames: depot.docks.map((k) => k.name).join(', ') };
}
/** A dock with the short name of its depot (GET /api/depots/docks). */
export type DepotDock = Dock & { depotShortName: string };

/** Answer of a depot save. */
export interface DepotSaveResponse {
  message: string;
  depot: Depot;
}
/** Answer of a factory save. */
export interface FactorySaveResponse {
  message: string;
  factory: Factory;
}

/**
 * The sites API (business.md §7 Sites): everyone signed in reads depots, docks and factories;
 * master-data editors create and change them (src/server/policies/policies.ts). Errors:
 * SITE_ERRORS (sites.errors.ts) and COMMON_ERRORS.
 */
export const SITES_API = {
  /** Every depot; with list parameters (page, sort, filter, q) the list contract with dock columns. */
  depots: endpoint<Depot[] | ListResult<DepotListRow>>()({ method: 'GET', path: '/api/depots' }),
  /** The docks of one depot (or of all). */
  docks: endpoint<DepotDock[]>()({ method: 'GET', path: '/api/depots/docks', query: docksQuerySchema }),
  /** Where a depot is (GeoJSON point or null). */
  depotGeometry: endpoint<{ id: string; geometry: Depot['geometry'] }>()({
    method: 'GET',
    path: '/api/depots/geometry/:id',
  }),
  /** Creates a depot with its docks (201). */
  createDepot: endpoint<DepotSaveResponse>()({
    method: 'POST',
    path: '/api/depots',
    body: createDepotSchema,
    status: 201,
  }),
  /** Changes a depot at the version read; `docks` is the whole new list. */
  updateDepot: endpoint<DepotSaveResponse>()({
    method: 'PUT',
    path: '/api/depots/:id',
    body: updateDepotSchema,
  }),
  /** Every factory; with list parameters the list contract. */
  factories: endpoint<ListOrAll<Factory>>()({ method: 'GET', path: '/api/factories' }),
  /** Creates a factory (201). */
  createFactory: endpoint<FactorySaveResponse>()({
    method: 'POST',
    path: '/api/factories',
    body: createFactorySchema,
    status: 201,
  }),
  /** Changes a factory at the version read. */
  updateFactory: endpoint<FactorySaveResponse>()({
    method: 'PUT',
    path: '/api/factories/:id',
    body: updateFactorySchema,
  }),
} as const;
