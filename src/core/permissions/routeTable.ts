import { type AreaRoute, areaRoutes } from '../areas/coreArea.ts';
import { CORE_AREAS } from '../areas/coreAreas.ts';
import type { ModuleKey } from '../config/modules.ts';
import type { HuKey } from '../i18n/huTexts.ts';
import type { Ability } from './abilities.ts';
import type { Permission } from './permissions.ts';

/**
 * Roles limited to an allow-list of routes (shell.md §2 guards), recognised by their marker
 * permission, with the route they land on after sign-in and when a guard refuses them.
 */
export const LIMITED_ROLES = {
  transporters: { marker: 'accessTransporterPages', landing: '/freights' },
  production: { marker: 'accessProductionPages', landing: '/' },
  gate: { marker: 'accessEntranceSupervisorPages', landing: '/timeslots' },
} as const satisfies Record<string, { marker: Permission; landing: string }>;
export type LimitedRoles = keyof typeof LIMITED_ROLES;

/** One route: who may open it, and who sees it in the side menu. */
export interface RouteDef {
  path: string;
  /**
   * The key of its title in locales/hu.json (the spec's Hungarian text, verbatim from shell.md §2):
   * the menu and the palette name the route by it, the screen's heading reads the same key.
   */
  titleKey: HuKey;
  /** Title while the module is inactive (shell.md §2: /offers is named by the tender module). */
  titleWithout?: { module: ModuleKey; titleKey: HuKey };
  /** The guard refuses the route unless the role holds this permission (with its module). */
  permission?: Permission;
  /** The guard refuses the route while this module is inactive. */
  module?: ModuleKey;
  /**
   * Limited roles that may open it (everyone else is limited by permission and module only);
   * `true`, or only while the role holds the ability.
   */
  allow?: Partial<Record<LimitedRoles, true | Ability>>;
  /** Abilities that show its side menu entry; the first one the role holds is the entry's. */
  menu?: readonly Ability[];
}

/**
 * The 25 routes of shell.md §2 in the spec's order (the order of the palette's screens), plus the
 * rules playground of the configuration teams (issue #5; superadmin, palette only).
 */
const SPEC_ROUTES = [
  {
    path: '/',
    titleKey: 'home.backToHome',
    allow: { production: true },
    menu: ['accessBackToHomepage'],
  },
  { path: '/login', titleKey: 'login.heading' },
  { path: '/orders', titleKey: 'orders.title', allow: { production: true }, menu: ['accessFreightPlanner'] },
  {
    path: '/freights',
    titleKey: 'freights.title',
    allow: { transporters: true, production: true },
    menu: ['accessFreightPlanner', 'accessTransporterFreights'],
  },
  {
    path: '/pickups',
    titleKey: 'pickups.menuTitle',
    permission: 'accessPickups',
    allow: { production: true },
    menu: ['accessPickups'],
  },
  {
    path: '/freight-organizer',
    titleKey: 'organizer.title',
    allow: { production: true },
    menu: ['accessFreightOrganizer'],
  },
  {
    path: '/freight-bills',
    titleKey: 'freightBills.title',
    permission: 'accessFreightBills',
    menu: ['accessFreightBills'],
  },
  {
    path: '/capacity-estimate',
    titleKey: 'capacityEstimates.title',
    permission: 'accessCapacityEstimate',
    allow: { transporters: true },
    menu: ['accessCapacityEstimate', 'accessTransporterCapacityEstimate'],
  },
  {
    path: '/timeslots',
    titleKey: 'timeSlots.title',
    module: 'time_slot',
    // Transporters reach the gate through their allow-list, not the menu (shell.md §2).
    allow: { transporters: true, production: true, gate: true },
    menu: ['accessTimeSlots'],
  },
  { path: '/map', titleKey: 'freightMap.title', allow: { production: true }, menu: ['accessMap'] },
  {
    path: '/route-planner',
    titleKey: 'routePlanner.title',
    module: 'route_planner',
    allow: { production: true },
    menu: ['accessRoutePlanner'],
  },
  {
    path: '/freight-statistics',
    titleKey: 'statistics.freightsMenuTitle',
    module: 'statistics',
    allow: { production: 'accessFreightStatistics' },
    menu: ['accessFreightStatistics'],
  },
  {
    path: '/order-statistics',
    titleKey: 'statistics.ordersMenuTitle',
    module: 'statistics',
    menu: ['accessFreightStatistics'],
  },
  {
    path: '/products',
    titleKey: 'products.title',
    permission: 'accessProductPages',
    menu: ['accessProducts'],
  },
  { path: '/sites', titleKey: 'sites.menuTitle', menu: ['accessBaseData'] },
  { path: '/vehicles', titleKey: 'vehicles.title', menu: ['accessBaseData'] },
  { path: '/transporters', titleKey: 'transporters.title', menu: ['accessBaseData'] },
  { path: '/basic-settings', titleKey: 'settings.title', menu: ['accessBaseData'] },
  { path: '/calendar-settings', titleKey: 'calendar.title', menu: ['accessBaseData'] },
  { path: '/freight-fees', titleKey: 'fees.title', menu: ['accessBaseData'] },
  {
    path: '/fleet',
    titleKey: 'fleet.title',
    permission: 'accessFleetPages',
    allow: { transporters: true },
    menu: ['accessFleet', 'accessTransporterFleet'],
  },
  {
    path: '/offers',
    titleKey: 'offers.title',
    titleWithout: { module: 'freight_offer', titleKey: 'offers.titleWithout' },
    permission: 'accessOfferPages',
    allow: { transporters: true },
    menu: ['accessOffers'],
  },
  {
    path: '/events',
    titleKey: 'events.title',
    allow: { transporters: true, production: true },
    menu: ['accessEvents', 'accessTransporterEvents'],
  },
  { path: '/userlist', titleKey: 'users.title', permission: 'accessAdminPages', menu: ['accessUserList'] },
  {
    path: '/module-settings',
    titleKey: 'settings.modulesTitle',
    permission: 'accessSuperAdminPages',
    menu: ['accessModuleSettings'],
  },
  { path: '/rules-playground', titleKey: 'rules.playgroundTitle', permission: 'accessSuperAdminPages' },
] as const satisfies readonly RouteDef[];

/** The routes the areas bring (core/areas/coreAreas.ts), after the spec's. */
const AREA_ROUTES = areaRoutes(CORE_AREAS);

/**
 * The one route table: the spec's routes, then the areas' own. Guards, landing routes, the side menu,
 * titles and the web's nav commands are all derived from it.
 */
export const ROUTES = [...SPEC_ROUTES, ...AREA_ROUTES] as const satisfies readonly RouteDef[];
export type AppPath = (typeof ROUTES)[number]['path'];

/** Groups of the side menu; a group shows to the holders of its ability (shell.md §2). */
export const MENU_GROUPS = {
  planner: { title: 'Fuvartervező', ability: 'accessFreightPlanner' },
  // Its entries repeat other screens' titles, so titles and the palette name the group too.
  statistics: { title: 'Statisztikák', ability: 'accessFreightStatistics', prefixesTitles: true },
  baseData: { title: 'Törzsadatok', ability: 'accessBaseData' },
} as const satisfies Record<string, { title: string; ability: Ability; prefixesTitles?: true }>;
export type MenuGroupId = keyof typeof MENU_GROUPS;

/** A menu entry that runs a web command instead of opening a route. */
export interface MenuCommandDef {
  command: string;
  title: string;
  ability: Ability;
}

/** Where each route sits in the side menu (shell.md §2); a route's abilities are in ROUTES. */
export type MenuSlot = AppPath | { group: MenuGroupId; paths: readonly AppPath[] } | MenuCommandDef;

/**
 * The side menu's order. An entry of a group the role does not see shows in the group's place when
 * the role holds another of its abilities: transporters find their freights where planners find the
 * planner group, and their fleet where logistics find base data.
 */
const SPEC_MENU_LAYOUT: readonly MenuSlot[] = [
  { group: 'planner', paths: ['/orders', '/freights', '/pickups'] },
  '/offers',
  '/freight-organizer',
  '/freight-bills',
  '/capacity-estimate',
  '/timeslots',
  '/map',
  '/route-planner',
  { group: 'statistics', paths: ['/freight-statistics', '/order-statistics'] },
  {
    group: 'baseData',
    paths: [
      '/basic-settings',
      '/products',
      '/sites',
      '/vehicles',
      '/transporters',
      '/calendar-settings',
      '/freight-fees',
      '/fleet',
    ],
  },
  '/events',
  '/userlist',
  '/module-settings',
  // Demo entry: opens the demo dialog; shown only when demo scenarios are configured (shell.md §2).
  { command: 'demo.open', title: 'Teszt megrendelések', ability: 'accessTestOrders' },
  '/',
];

/**
 * The menu with the areas' routes in it: each at the end of its group, or before the home entry (the
 * last slot) when it names none; a route without menu abilities stays palette-only.
 */
export function withAreaMenu(
  layout: readonly MenuSlot[],
  routes: readonly (AreaRoute<string> & { path: AppPath })[],
): MenuSlot[] {
  const out = layout.map((slot) => (typeof slot === 'object' && 'group' in slot ? { ...slot } : slot));
  for (const route of routes) {
    if (!route.menu?.length) continue;
    const group = out.find((s) => typeof s === 'object' && 'group' in s && s.group === route.menuGroup);
    if (group && typeof group === 'object' && 'group' in group) group.paths = [...group.paths, route.path];
    else out.splice(Math.max(0, out.lastIndexOf('/')), 0, route.path);
  }
  return out;
}

/** The side menu's order: the spec's layout with the areas' routes. */
export const MENU_LAYOUT: readonly MenuSlot[] = withAreaMenu(SPEC_MENU_LAYOUT, AREA_ROUTES);
