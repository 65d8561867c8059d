import { POLICIES, type Policy } from '../policies/policies.ts';
import { ADMIN_AREA_MAP_AREA } from '../routes/adminAreaMap.routes.ts';
import { AUTH_AREA } from '../routes/auth.routes.ts';
import { BASE_CONFIG_AREA } from '../routes/baseConfig.routes.ts';
import { CALENDAR_AREA } from '../routes/calendar.routes.ts';
import { CAPACITY_ESTIMATES_AREA } from '../routes/capacityEstimates.routes.ts';
import { CARGO_SPLIT_AREA } from '../routes/cargoSplit.routes.ts';
import { CONFIG_AREA } from '../routes/config.routes.ts';
import { DEMO_AREA } from '../routes/demo.routes.ts';
import { EVENTS_AREA } from '../routes/events.routes.ts';
import { EXTERNAL_ID_NAMES_AREA } from '../routes/externalIdNames.routes.ts';
import { FEES_AREA } from '../routes/fees.routes.ts';
import { FLEET_AREA } from '../routes/fleet.routes.ts';
import { FREIGHT_BILLS_AREA } from '../routes/freightBills.routes.ts';
import { FREIGHT_DOCUMENTS_AREA } from '../routes/freightDocuments.routes.ts';
import { FREIGHT_PLANNING_AREA } from '../routes/freightPlanning.routes.ts';
import { FREIGHTS_AREA } from '../routes/freights.routes.ts';
import { FREIGHT_WAYPOINTS_AREA } from '../routes/freightWaypoints.routes.ts';
import { HEALTH_AREA } from '../routes/health.routes.ts';
import { LIVE_AREA } from '../routes/live.routes.ts';
import { LOCATION_AREA } from '../routes/location.routes.ts';
import { MODULES_AREA } from '../routes/modules.routes.ts';
import { OFFERS_AREA } from '../routes/offers.routes.ts';
import { ORDER_IMPORT_AREA } from '../routes/orderImport.routes.ts';
import { ORDERS_AREA } from '../routes/orders.routes.ts';
import { ORDERS_PROCESSING_AREA } from '../routes/ordersProcessing.routes.ts';
import { ORGANIZER_AREA } from '../routes/organizer.routes.ts';
import { PICKUPS_AREA } from '../routes/pickups.routes.ts';
import { PLANNING_JOBS_AREA } from '../routes/planningJobs.routes.ts';
import { PREFERENCES_AREA } from '../routes/preferences.routes.ts';
import { PRODUCTS_AREA } from '../routes/products.routes.ts';
import { ROUTE_PLANNER_AREA } from '../routes/routePlanner.routes.ts';
import { SEARCH_AREA } from '../routes/search.routes.ts';
import { SITES_AREA } from '../routes/sites.routes.ts';
import { STATISTICS_AREA } from '../routes/statistics.routes.ts';
import { TIME_SLOTS_AREA } from '../routes/timeSlots.routes.ts';
import { TRANSPORTERS_AREA } from '../routes/transporters.routes.ts';
import { FREIGHT_EDIT_AREA, PICKUP_EDIT_AREA } from '../routes/truckJobEdit.routes.ts';
import { USERS_AREA } from '../routes/users.routes.ts';
import { VEHICLES_AREA } from '../routes/vehicles.routes.ts';
import type { ServerArea } from './serverArea.ts';

/**
 * The business areas of the API, in the order their routes are registered (the OpenAPI document's
 * order): app.ts registers their routes, db/migrate.ts runs their migrations, the policy registry
 * holds their policies. A new area adds one line here (see src/server/README.md, "Adding an area").
 */
export const SERVER_AREAS = [
  CONFIG_AREA,
  HEALTH_AREA,
  AUTH_AREA,
  USERS_AREA,
  MODULES_AREA,
  BASE_CONFIG_AREA,
  EXTERNAL_ID_NAMES_AREA,
  ORDERS_PROCESSING_AREA,
  ORDERS_AREA,
  FREIGHTS_AREA,
  FREIGHT_DOCUMENTS_AREA,
  PICKUPS_AREA,
  PREFERENCES_AREA,
  LOCATION_AREA,
  ORDER_IMPORT_AREA,
  ROUTE_PLANNER_AREA,
  ADMIN_AREA_MAP_AREA,
  VEHICLES_AREA,
  TRANSPORTERS_AREA,
  FLEET_AREA,
  SITES_AREA,
  CALENDAR_AREA,
  FEES_AREA,
  EVENTS_AREA,
  PRODUCTS_AREA,
  DEMO_AREA,
  PLANNING_JOBS_AREA,
  FREIGHT_PLANNING_AREA,
  FREIGHT_EDIT_AREA,
  CARGO_SPLIT_AREA,
  FREIGHT_WAYPOINTS_AREA,
  PICKUP_EDIT_AREA,
  ORGANIZER_AREA,
  OFFERS_AREA,
  CAPACITY_ESTIMATES_AREA,
  TIME_SLOTS_AREA,
  FREIGHT_BILLS_AREA,
  STATISTICS_AREA,
  SEARCH_AREA,
  LIVE_AREA,
] as const;

type AreaPolicies<A> = A extends { policies: infer P } ? P : never;
/** Every policy id of the server: the shared ones and each area's own. */
export type PolicyId =
  | keyof typeof POLICIES
  | keyof UnionToIntersection<AreaPolicies<(typeof SERVER_AREAS)[number]>>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every route policy of the server by id (the role-matrix test checks each against core's table). */
export const SERVER_POLICIES: Readonly<Record<PolicyId, Policy>> = collectPolicies();

function collectPolicies(): Record<PolicyId, Policy> {
  const all: Record<string, Policy> = { ...POLICIES };
  for (const area of SERVER_AREAS as readonly ServerArea[]) {
    for (const [id, policy] of Object.entries(area.policies ?? {})) {
      if (id in all || policy.id !== id)
        throw new Error(`Policy ${id} is declared twice or under another id`);
      all[id] = policy;
    }
  }
  return all as Record<PolicyId, Policy>;
}
