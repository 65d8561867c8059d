import { type HuKey, huText } from '../i18n/huTexts.ts';
import { type Ability, abilitiesFor } from './abilities.ts';
import { type AccessContext, hasPermission, roleHasPermission } from './permissions.ts';
import { ROLES, type RoleOrAnyone } from './roles.ts';
import {
  type AppPath,
  LIMITED_ROLES,
  type LimitedRoles,
  MENU_GROUPS,
  MENU_LAYOUT,
  type MenuGroupId,
  ROUTES,
  type RouteDef,
} from './routeTable.ts';

export * from './routeTable.ts';

const BY_PATH = new Map<string, RouteDef>(ROUTES.map((r) => [r.path, r]));
const GROUP_OF = new Map<string, MenuGroupId>(
  MENU_LAYOUT.flatMap((s) => (typeof s === 'object' && 'group' in s ? s.paths.map((p) => [p, s.group]) : [])),
);

/** The route table's entry of a path (undefined for unknown paths). */
export function routeOf(path: string): RouteDef | undefined {
  return BY_PATH.get(path);
}

/** The limited role set a role belongs to, if any (shell.md §2 allow-lists). */
function limitedRolesOf(role: RoleOrAnyone): LimitedRoles | null {
  const found = (Object.keys(LIMITED_ROLES) as LimitedRoles[]).find((k) =>
    roleHasPermission(role, LIMITED_ROLES[k].marker),
  );
  return found ?? null;
}

/** Where a role lands after sign-in (shell.md §2). */
export function landingRoute(role: RoleOrAnyone): string {
  const limited = limitedRolesOf(role);
  return limited ? LIMITED_ROLES[limited].landing : '/';
}

/** Whether the role may open the route: its allow-list (limited roles), permission and module. */
export function opensRoute(route: RouteDef, role: RoleOrAnyone, ctx: AccessContext): boolean {
  const limited = limitedRolesOf(role);
  if (limited) {
    const grant = route.allow?.[limited];
    if (grant === undefined) return false;
    if (grant !== true && !abilitiesFor(role, ctx).has(grant)) return false;
  }
  if (route.permission && !hasPermission(role, route.permission, ctx)) return false;
  return !route.module || ctx.activeModules.includes(route.module);
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
  const route = routeOf(path);
  // /users is the old address of the user list: known, but always sent home.
  if (!route && path !== '/users') return '/';
  if (authDisabled) {
    if (path === '/users' || path === '/login') return '/';
  } else {
    if (path === '/login') return loggedIn ? '/' : null;
    if (!loggedIn) return '/login';
  }
  if (!route) return '/';
  if (opensRoute(route, role, ctx)) return null;
  // A refused role goes to its landing route, never back to the refused path itself.
  const target = landingRoute(role);
  return target === path ? null : target;
}

/**
 * The locale key of a route's title in this module state: the screen's heading translates it, the
 * menu and the palette show its Hungarian text, so the title is written once (locales/hu.json).
 */
export function routeTitleKey(route: RouteDef, ctx: Pick<AccessContext, 'activeModules'>): HuKey {
  const other = route.titleWithout;
  return other && !ctx.activeModules.includes(other.module) ? other.titleKey : route.titleKey;
}

/** Hungarian title of a route in this module state, and the menu group that prefixes it. */
export function routeTitle(path: string, ctx: AccessContext): { title: string; group: string | null } {
  const route = routeOf(path);
  if (!route) return { title: '', group: null };
  const title = huText(routeTitleKey(route, ctx));
  const groupId = GROUP_OF.get(path);
  const group = groupId ? MENU_GROUPS[groupId] : undefined;
  return { title, group: group && 'prefixesTitles' in group ? group.title : null };
}

/** A screen's name in the palette: its title, after its group where the group prefixes titles. */
export function screenTitle(route: RouteDef): string {
  const groupId = GROUP_OF.get(route.path);
  const group = groupId ? MENU_GROUPS[groupId] : undefined;
  const title = huText(route.titleKey);
  return group && 'prefixesTitles' in group ? `${group.title} › ${title}` : title;
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

/** The side menu of shell.md §2 (MENU_LAYOUT), every entry filtered by its abilities. */
export function menuFor(role: RoleOrAnyone, ctx: AccessContext): MenuItem[] {
  const ab = abilitiesFor(role, ctx);
  const entry = (path: AppPath): MenuItem[] => {
    const route = routeOf(path);
    const ability = (route?.menu ?? []).find((a) => ab.has(a));
    return ability ? [{ path, title: routeTitle(path, ctx).title, ability }] : [];
  };
  return MENU_LAYOUT.flatMap((slot): MenuItem[] => {
    if (typeof slot === 'string') return entry(slot);
    if ('command' in slot) return ab.has(slot.ability) ? [{ ...slot }] : [];
    const group = MENU_GROUPS[slot.group];
    const children = slot.paths.flatMap(entry);
    if (!ab.has(group.ability)) return children;
    return children.length > 0 ? [{ title: group.title, ability: group.ability, children }] : [];
  });
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
