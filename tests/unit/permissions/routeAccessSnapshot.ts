import { MODULE_KEYS } from '../../../src/core/config/config.answers.ts';
import type { ModuleKey } from '../../../src/core/config/modules.ts';
import {
  type AccessContext,
  guardRoute,
  landingRoute,
  menuFor,
  menuPaths,
  ROLES,
  type RoleOrAnyone,
  routeTitle,
  sidePanelVisible,
  USER_ROLES,
} from '../../../src/core/permissions/index.ts';
import { NAV_COMMANDS } from '../../../src/web/commands/appCommands.ts';

/**
 * Route access as data: every guard decision, menu, landing route, title and nav command over
 * roles × paths × sign-in states × module states. The paths are written out here (not read from
 * the route table) so the snapshot stays independent of how the table is shaped.
 */
export const SNAPSHOT_PATHS = [
  '/',
  '/login',
  '/orders',
  '/freights',
  '/pickups',
  '/freight-organizer',
  '/freight-bills',
  '/capacity-estimate',
  '/timeslots',
  '/map',
  '/route-planner',
  '/freight-statistics',
  '/order-statistics',
  '/products',
  '/sites',
  '/vehicles',
  '/transporters',
  '/basic-settings',
  '/calendar-settings',
  '/freight-fees',
  '/fleet',
  '/offers',
  '/events',
  '/userlist',
  '/module-settings',
  '/rules-playground',
  '/users',
  '/no-such-screen',
] as const;

// The modules that permissions, abilities and route entries read (permissions.ts, abilities.ts).
const ACCESS_MODULES: readonly ModuleKey[] = [
  'billing',
  'capacity_estimate',
  'freight_offer',
  'pickup',
  'product_catalog',
  'route_planner',
  'statistics',
  'time_slot',
  'transporter',
];

const stats = (allowProductionUsers: boolean) => ({ statistics: { allowProductionUsers } });

/** Named module states: none, all, each access module off, each alone, the statistics flag and demo data. */
export function snapshotContexts(): Record<string, AccessContext> {
  const all = (over: Partial<AccessContext> = {}): AccessContext => ({
    activeModules: [...MODULE_KEYS],
    activeConfigs: stats(false),
    hasTestOrders: true,
    ...over,
  });
  const out: Record<string, AccessContext> = {
    none: { activeModules: [] },
    all: all(),
    'all+statsForProduction': all({ activeConfigs: stats(true) }),
    'all-noConfigs': all({ activeConfigs: {} }),
    'all-noDemo': all({ hasTestOrders: false }),
    'all+authDisabledFlag': all({ authDisabled: true }),
  };
  for (const m of ACCESS_MODULES) {
    out[`all-${m}`] = all({ activeModules: MODULE_KEYS.filter((k) => k !== m) });
    out[`only-${m}`] = { activeModules: [m], activeConfigs: stats(false), hasTestOrders: false };
  }
  out['only-statistics+statsForProduction'] = { activeModules: ['statistics'], activeConfigs: stats(true) };
  return out;
}

const ROLES_AND_ANYONE: readonly RoleOrAnyone[] = [...USER_ROLES, ROLES.ANYONE];
const SIGN_IN_STATES = [
  { name: 'signedIn', loggedIn: true, authDisabled: false },
  { name: 'signedOut', loggedIn: false, authDisabled: false },
  { name: 'authDisabled', loggedIn: true, authDisabled: true },
  { name: 'authDisabledNoToken', loggedIn: false, authDisabled: true },
] as const;

/** Collapses a context → value map to the value itself when every context agrees. */
function byContext<T>(contexts: Record<string, AccessContext>, f: (ctx: AccessContext) => T): unknown {
  const entries = Object.entries(contexts).map(([name, ctx]) => [name, f(ctx)] as const);
  const first = JSON.stringify(entries[0]?.[1]);
  if (entries.every(([, v]) => JSON.stringify(v) === first)) return { '*': entries[0]?.[1] };
  const groups = new Map<string, { value: T; contexts: string[] }>();
  for (const [name, value] of entries) {
    const key = JSON.stringify(value);
    const g = groups.get(key) ?? { value, contexts: [] };
    g.contexts.push(name);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** Today's route access as plain JSON (see routeAccess.snapshot.json). */
export function routeAccessSnapshot(): Record<string, unknown> {
  const contexts = snapshotContexts();
  const guard: Record<string, unknown> = {};
  for (const role of ROLES_AND_ANYONE) {
    for (const s of SIGN_IN_STATES) {
      const paths: Record<string, unknown> = {};
      for (const path of SNAPSHOT_PATHS) {
        paths[path] = byContext(contexts, (ctx) =>
          guardRoute({ path, role, loggedIn: s.loggedIn, authDisabled: s.authDisabled, ctx }),
        );
      }
      guard[`${role}/${s.name}`] = paths;
    }
  }
  const menu: Record<string, unknown> = {};
  for (const role of ROLES_AND_ANYONE) {
    menu[role] = byContext(contexts, (ctx) => {
      const items = menuFor(role, ctx);
      return { paths: menuPaths(items), items };
    });
  }
  const titles: Record<string, unknown> = {};
  for (const path of SNAPSHOT_PATHS) titles[path] = byContext(contexts, (ctx) => routeTitle(path, ctx));
  const sidePanel: Record<string, unknown> = {};
  for (const role of ROLES_AND_ANYONE) {
    sidePanel[role] = Object.fromEntries(
      SIGN_IN_STATES.map((s) => [
        s.name,
        SNAPSHOT_PATHS.filter((p) => sidePanelVisible(p, role, s.loggedIn, s.authDisabled)),
      ]),
    );
  }
  return {
    contexts,
    landing: Object.fromEntries(ROLES_AND_ANYONE.map((r) => [r, landingRoute(r)])),
    guard,
    menu,
    titles,
    sidePanel,
    navCommands: NAV_COMMANDS.map((c) => ({
      id: c.id,
      titleKey: c.titleKey,
      titleParams: c.titleParams ?? null,
      group: c.group,
      selection: c.selection,
    })),
  };
}
