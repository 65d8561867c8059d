import type { ModuleKey } from '../config/modules.ts';
import { type Ability, abilitiesFor } from './abilities.ts';
import { type AccessContext, hasPermission, moduleFlag, type Permission } from './permissions.ts';
import { inGroup, ROLES, type RoleOrAnyone } from './roles.ts';

/**
 * The 25 routes of shell.md §2 with their Hungarian titles (verbatim from the spec), plus the rules
 * playground of the configuration teams (issue #5; superadmin, not in the side menu).
 */
export const APP_ROUTES = [
  { path: '/', title: 'Vissza a nyitólapra' },
  { path: '/login', title: 'Bejelentkezés' },
  { path: '/orders', title: 'Rendelések' },
  { path: '/freights', title: 'Fuvarok' },
  { path: '/pickups', title: 'Gyári átvétek', permission: 'accessPickups' },
  { path: '/freight-organizer', title: 'Fuvarszervező' },
  { path: '/freight-bills', title: 'Fuvarszámlák', permission: 'accessFreightBills' },
  { path: '/capacity-estimate', title: 'Kapacitás előrejelzés', permission: 'accessCapacityEstimate' },
  { path: '/timeslots', title: 'Időkapu', module: 'time_slot' },
  { path: '/map', title: 'Térképes nézet' },
  { path: '/route-planner', title: 'Útvonaltervező', module: 'route_planner' },
  { path: '/freight-statistics', title: 'Fuvarok', group: 'Statisztikák', module: 'statistics' },
  { path: '/order-statistics', title: 'Rendelések', group: 'Statisztikák', module: 'statistics' },
  { path: '/products', title: 'Árukatalógus', permission: 'accessProductPages' },
  { path: '/sites', title: 'Depók/Gyárak' },
  { path: '/vehicles', title: 'Járművek' },
  { path: '/transporters', title: 'Fuvarozók' },
  { path: '/basic-settings', title: 'Általános beállítások' },
  { path: '/calendar-settings', title: 'Naptár beállítások' },
  { path: '/freight-fees', title: 'Fuvardíjak' },
  { path: '/fleet', title: 'Flotta', permission: 'accessFleetPages' },
  { path: '/offers', title: 'Ajánlatok', permission: 'accessOfferPages' },
  { path: '/events', title: 'Eseménynapló' },
  { path: '/userlist', title: 'Felhasználók', permission: 'accessAdminPages' },
  { path: '/module-settings', title: 'Modul beállítások', permission: 'accessSuperAdminPages' },
  { path: '/rules-playground', title: 'Szabálypróba', permission: 'accessSuperAdminPages' },
] as const satisfies readonly {
  path: string;
  title: string;
  permission?: Permission;
  module?: ModuleKey;
  group?: string;
}[];
export type AppPath = (typeof APP_ROUTES)[number]['path'];

/** /offers is titled by the transporter tender module (shell.md §2). */
export function offersTitle(ctx: AccessContext): string {
  return ctx.activeModules.includes('freight_offer') ? 'Ajánlatok' : 'Elfogadásra váró megbízások';
}

export const TRANSPORTER_ALLOWED = [
  '/offers',
  '/freights',
  '/events',
  '/timeslots',
  '/fleet',
  '/capacity-estimate',
];
export const PRODUCTION_ALLOWED = [
  '/',
  '/orders',
  '/freights',
  '/pickups',
  '/freight-organizer',
  '/map',
  '/events',
  '/timeslots',
  '/route-planner',
];
export const ENTRANCE_SUPERVISOR_ALLOWED = ['/timeslots'];

/** Where a role lands after sign-in (shell.md §2). */
export function landingRoute(role: RoleOrAnyone): string {
  if (inGroup(role, 'transporterRoles')) return '/freights';
  if (role === ROLES.ENTRANCE_SUPERVISOR) return '/timeslots';
  return '/';
}

export interface GuardInput {
  path: string;
  role: RoleOrAnyone;
  /** A token is stored (or auth is disabled). */
  loggedIn: boolean;
  authDisabled: boolean;
  ctx: AccessContext;
}

/**
 * The navigation guards of shell.md §2, in order. Returns the path to redirect to, or null to stay.
 */
export function guardRoute({ path, role, loggedIn, authDisabled, ctx }: GuardInput): string | null {
  const known = APP_ROUTES.some((r) => r.path === path) || path === '/users';
  if (!known) return '/';
  if (authDisabled) {
    if (path === '/users' || path === '/login') return '/';
  } else {
    if (path === '/login') return loggedIn ? '/' : null;
    if (!loggedIn) return '/login';
  }
  if (path === '/users') return '/';

  if (inGroup(role, 'transporterRoles')) {
    if (!TRANSPORTER_ALLOWED.includes(path)) return '/freights';
  } else if (inGroup(role, 'productionRoles')) {
    const statsOk = moduleFlag(ctx, 'statistics', 'allowProductionUsers');
    const allowed = statsOk ? [...PRODUCTION_ALLOWED, '/freight-statistics'] : PRODUCTION_ALLOWED;
    if (!allowed.includes(path)) return path === '/' ? null : '/';
  } else if (role === ROLES.ENTRANCE_SUPERVISOR) {
    if (!ENTRANCE_SUPERVISOR_ALLOWED.includes(path)) return '/timeslots';
  }

  const route = APP_ROUTES.find((r) => r.path === path);
  if (route && 'permission' in route && !hasPermission(role, route.permission, ctx)) {
    return fallbackFor(role, path);
  }
  if (route && 'module' in route && !ctx.activeModules.includes(route.module)) return fallbackFor(role, path);
  return null;
}

/** Redirect target when a guard refuses; never the refused path itself. */
function fallbackFor(role: RoleOrAnyone, path: string): string | null {
  const target = inGroup(role, 'transporterRoles')
    ? '/freights'
    : role === ROLES.ENTRANCE_SUPERVISOR
      ? '/timeslots'
      : '/';
  return target === path ? null : target;
}

/** One entry of the side menu: a route, or a group of entries. */
export interface MenuItem {
  path?: string;
  /** An entry that runs a command (web command id) instead of opening a route. */
  command?: string;
  title: string;
  ability: Ability;
  children?: MenuItem[];
}

/** The side menu of shell.md §2, every entry filtered by its ability. */
export function menuFor(role: RoleOrAnyone, ctx: AccessContext): MenuItem[] {
  const ab = abilitiesFor(role, ctx);
  const all: MenuItem[] = [
    {
      title: 'Fuvartervező',
      ability: 'accessFreightPlanner',
      children: [
        { path: '/orders', title: 'Rendelések', ability: 'accessFreightPlanner' },
        { path: '/freights', title: 'Fuvarok', ability: 'accessFreightPlanner' },
        { path: '/pickups', title: 'Gyári átvétek', ability: 'accessPickups' },
      ],
    },
    { path: '/freights', title: 'Fuvarok', ability: 'accessTransporterFreights' },
    { path: '/offers', title: offersTitle(ctx), ability: 'accessOffers' },
    { path: '/freight-organizer', title: 'Fuvarszervező', ability: 'accessFreightOrganizer' },
    { path: '/freight-bills', title: 'Fuvarszámlák', ability: 'accessFreightBills' },
    { path: '/capacity-estimate', title: 'Kapacitás előrejelzés', ability: 'accessCapacityEstimate' },
    {
      path: '/capacity-estimate',
      title: 'Kapacitás előrejelzés',
      ability: 'accessTransporterCapacityEstimate',
    },
    { path: '/timeslots', title: 'Időkapu', ability: 'accessTimeSlots' },
    { path: '/map', title: 'Térképes nézet', ability: 'accessMap' },
    { path: '/route-planner', title: 'Útvonaltervező', ability: 'accessRoutePlanner' },
    {
      title: 'Statisztikák',
      ability: 'accessFreightStatistics',
      children: [
        { path: '/freight-statistics', title: 'Fuvarok', ability: 'accessFreightStatistics' },
        { path: '/order-statistics', title: 'Rendelések', ability: 'accessFreightStatistics' },
      ],
    },
    {
      title: 'Törzsadatok',
      ability: 'accessBaseData',
      children: [
        { path: '/basic-settings', title: 'Általános beállítások', ability: 'accessBaseData' },
        { path: '/products', title: 'Árukatalógus', ability: 'accessProducts' },
        { path: '/sites', title: 'Depók/Gyárak', ability: 'accessBaseData' },
        { path: '/vehicles', title: 'Járművek', ability: 'accessBaseData' },
        { path: '/transporters', title: 'Fuvarozók', ability: 'accessBaseData' },
        { path: '/calendar-settings', title: 'Naptár beállítások', ability: 'accessBaseData' },
        { path: '/freight-fees', title: 'Fuvardíjak', ability: 'accessBaseData' },
        { path: '/fleet', title: 'Flotta', ability: 'accessFleet' },
      ],
    },
    { path: '/fleet', title: 'Flotta', ability: 'accessTransporterFleet' },
    { path: '/events', title: 'Eseménynapló', ability: 'accessEvents' },
    { path: '/events', title: 'Eseménynapló', ability: 'accessTransporterEvents' },
    { path: '/userlist', title: 'Felhasználók', ability: 'accessUserList' },
    { path: '/module-settings', title: 'Modul beállítások', ability: 'accessModuleSettings' },
    // Demo entry: opens the demo dialog; shown only when demo scenarios are configured (shell.md §2).
    { title: 'Teszt megrendelések', ability: 'accessTestOrders', command: 'demo.open' },
    { path: '/', title: 'Vissza a nyitólapra', ability: 'accessBackToHomepage' },
  ];
  const filter = (items: MenuItem[]): MenuItem[] =>
    items
      .filter((i) => ab.has(i.ability))
      .map((i) => (i.children ? { ...i, children: filter(i.children) } : i))
      .filter((i) => !i.children || i.children.length > 0);
  return filter(all);
}

/** Flat list of the menu's route paths, in menu order (used by tests and the palette). */
export function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((i) => (i.children ? menuPaths(i.children) : i.path ? [i.path] : []));
}

/** The side panel hides when signed out (unless auth is disabled), on Home, and for the gate (shell.md §2). */
export function sidePanelVisible(
  path: string,
  role: RoleOrAnyone,
  loggedIn: boolean,
  authDisabled: boolean,
): boolean {
  if (!loggedIn && !authDisabled) return false;
  if (path === '/') return false;
  return role !== ROLES.ENTRANCE_SUPERVISOR;
}
