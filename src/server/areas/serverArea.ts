import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { Policy } from '../policies/policies.ts';

/**
 * One business area of the API as the app sees it: its routes, the route policies only it uses (the
 * shared ones stay in policies/policies.ts) and the migrations of its tables. The area declares it
 * next to its routes (`export const <AREA>_AREA = defineServerArea({...})`); `areas/serverAreas.ts`
 * lists the areas, one line each, and app.ts, db/migrate.ts and the policy registry read that list.
 */
export interface ServerArea {
  /** The area's name (the stem of its routes file). */
  name: string;
  /** Registers the area's routes on the app (in the order of its OpenAPI operations). */
  routes(app: FastifyInstance): void | Promise<void>;
  /** Route policies of this area alone, by id (an id must be unique across the server). */
  policies?: Readonly<Record<string, Policy>>;
  /** The area's migrations by their id (`NNNN_name`; ids never change once applied anywhere). */
  migrations?: Readonly<Record<string, Migration>>;
}

/** Declares an area keeping its literal types (the policy ids reach `PolicyId`). */
export function defineServerArea<const A extends ServerArea>(area: A): A {
  return area;
}
