import { ROUTES } from '../../core/permissions/routeTable.ts';
import { CALENDAR_AREA } from '../features/calendar/calendar.area.ts';
import { CAPACITY_ESTIMATES_AREA } from '../features/capacityEstimates/capacityEstimates.area.ts';
import { DEMO_AREA } from '../features/demo/demo.area.ts';
import { EVENTS_AREA } from '../features/events/events.area.ts';
import { FEES_AREA } from '../features/fees/fees.area.ts';
import { FLEET_AREA } from '../features/fleet/fleet.area.ts';
import { FREIGHT_BILLS_AREA } from '../features/freightBills/freightBills.area.ts';
import { FREIGHT_MAP_AREA } from '../features/freightMap/freightMap.area.ts';
import { FREIGHT_OFFERS_AREA } from '../features/freights/freightOffers.area.ts';
import { FREIGHTS_AREA } from '../features/freights/freights.area.ts';
import { OFFERS_AREA } from '../features/offers/offers.area.ts';
import { ORDERS_AREA } from '../features/orders/orders.area.ts';
import { ORGANIZER_AREA } from '../features/organizer/organizer.area.ts';
import { PICKUPS_AREA } from '../features/pickups/pickups.area.ts';
import { PRODUCTS_AREA } from '../features/products/products.area.ts';
import { ROUTE_PLANNER_AREA } from '../features/route-planner/routePlanner.area.ts';
import { RULES_PLAYGROUND_AREA } from '../features/rules-playground/rulesPlayground.area.ts';
import { SETTINGS_AREA } from '../features/settings/settings.area.ts';
import { SITES_AREA } from '../features/sites/sites.area.ts';
import { STATISTICS_AREA } from '../features/statistics/statistics.area.ts';
import { TIME_SLOTS_AREA } from '../features/timeSlots/timeSlots.area.ts';
import { TRANSPORTERS_AREA } from '../features/transporters/transporters.area.ts';
import { USERS_AREA } from '../features/users/users.area.ts';
import { VEHICLES_AREA } from '../features/vehicles/vehicles.area.ts';
import { GRID_VIEW_COMMANDS } from '../grid/gridCommands.ts';
import { RULE_COMMANDS } from '../rules/ruleCommands.ts';
import { PROCESSING_COMMANDS } from '../shell/processingCommands.ts';
import { defineWebArea, type Screen, type ScreenPath } from './webArea.ts';

/**
 * The business areas of the terminal, one line each, in the order of their commands in the palette
 * (ties of a search keep it). Three shared parts sit between them with their commands: the
 * processing indicator, the grid's saved views and the rule traces. A new area adds one line at the
 * end (see src/web/README.md, "Adding an area").
 */
export const WEB_AREAS = [
  USERS_AREA,
  SITES_AREA,
  SETTINGS_AREA,
  FEES_AREA,
  ROUTE_PLANNER_AREA,
  DEMO_AREA,
  ORDERS_AREA,
  EVENTS_AREA,
  PRODUCTS_AREA,
  FREIGHTS_AREA,
  defineWebArea({ name: 'processing', commands: PROCESSING_COMMANDS }),
  ORGANIZER_AREA,
  FREIGHT_MAP_AREA,
  FREIGHT_OFFERS_AREA,
  OFFERS_AREA,
  TIME_SLOTS_AREA,
  defineWebArea({ name: 'gridViews', commands: GRID_VIEW_COMMANDS }),
  FREIGHT_BILLS_AREA,
  STATISTICS_AREA,
  defineWebArea({ name: 'ruleTraces', commands: RULE_COMMANDS }),
  CAPACITY_ESTIMATES_AREA,
  PICKUPS_AREA,
  VEHICLES_AREA,
  TRANSPORTERS_AREA,
  FLEET_AREA,
  CALENDAR_AREA,
  RULES_PLAYGROUND_AREA,
] as const;

type WebAreaOf = (typeof WEB_AREAS)[number];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type AreaScreens = UnionToIntersection<
  WebAreaOf extends infer A ? (A extends { screens: infer S } ? S : never) : never
>;
/** The command ids of the areas (the catalogue adds the shell's). */
export type AreaCommandId = WebAreaOf extends infer A
  ? A extends { commands: readonly (infer C)[] }
    ? C extends { id: infer Id extends string }
      ? Id
      : never
    : never
  : never;

/** Routes of the table that no area shows (the call below is a type error naming them). */
type Unshown = Exclude<ScreenPath, keyof AreaScreens>;
type EveryRouteShown = [Unshown] extends [never] ? true : { unshown: Unshown };

/** The screen of every route but the shell's own; an area listed twice for one path stops the app. */
export const AREA_SCREENS: Record<ScreenPath, Screen> = collectScreens(true);

function collectScreens(_everyRouteShown: EveryRouteShown): Record<ScreenPath, Screen> {
  const all: Partial<Record<ScreenPath, Screen>> = {};
  for (const area of WEB_AREAS) {
    for (const [path, screen] of Object.entries('screens' in area ? area.screens : {}) as [
      ScreenPath,
      Screen,
    ][]) {
      if (all[path]) throw new Error(`Two areas show ${path}`);
      all[path] = screen;
    }
  }
  if (!showsEveryRoute(all)) throw new Error('A route of the table has no screen');
  return all;
}

/** True when every route of the table but the shell's own has its screen. */
function showsEveryRoute(all: Partial<Record<ScreenPath, Screen>>): all is Record<ScreenPath, Screen> {
  return ROUTES.every(({ path }) => path === '/' || path === '/login' || all[path] !== undefined);
}
