import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '../../src/core/config/config.answers.ts';
import {
  ABILITIES,
  type AccessContext,
  ALL_MODULES_ACTIVE,
  abilitiesFor,
  guardRoute,
  hasPermission,
  inGroup,
  landingRoute,
  menuFor,
  menuPaths,
  PERMISSIONS,
  permissionsFor,
  ROLES,
  type Role,
  type RoleOrAnyone,
  roleHasPermission,
  sidePanelVisible,
  USER_ROLES,
} from '../../src/core/permissions/index.ts';

const ALL: AccessContext = {
  ...ALL_MODULES_ACTIVE,
  activeConfigs: { statistics: { allowProductionUsers: false } },
  hasTestOrders: true,
};
const without = (...keys: string[]): AccessContext => ({
  ...ALL,
  activeModules: MODULE_KEYS.filter((k) => !keys.includes(k)),
});
const withStatsForProduction: AccessContext = {
  ...ALL,
  activeConfigs: { statistics: { allowProductionUsers: true } },
};
const ROLES_AND_ANYONE: RoleOrAnyone[] = [...USER_ROLES, ROLES.ANYONE];
const { SUPERADMIN, ADMIN, LOGISTICS_MANAGER, LOGISTICS_VIEWER, PRODUCTION_MANAGER, PRODUCTION_VIEWER } =
  ROLES;
const { TRANSPORTER_MANAGER, TRANSPORTER_VIEWER, ENTRANCE_SUPERVISOR, ANYONE } = ROLES;

const guard = (
  path: string,
  role: RoleOrAnyone,
  ctx = ALL,
  loggedIn = role !== ANYONE,
  authDisabled = false,
) => guardRoute({ path, role, loggedIn, authDisabled, ctx });

describe('role groups', () => {
  it('match shell.md §6', () => {
    expect(USER_ROLES.filter((r) => inGroup(r, 'adminRoles'))).toEqual([SUPERADMIN, ADMIN]);
    expect(USER_ROLES.filter((r) => inGroup(r, 'editorRoles'))).toEqual([
      SUPERADMIN,
      ADMIN,
      LOGISTICS_MANAGER,
    ]);
    expect(USER_ROLES.filter((r) => inGroup(r, 'extendedEditorRoles'))).toEqual([
      SUPERADMIN,
      ADMIN,
      LOGISTICS_MANAGER,
      PRODUCTION_MANAGER,
      TRANSPORTER_MANAGER,
    ]);
    expect(inGroup(ANYONE, 'viewerRoles')).toBe(false);
  });
});

describe('permissions', () => {
  it('module settings and super-admin pages: superadmin only; admin pages: admins', () => {
    expect(ROLES_AND_ANYONE.filter((r) => hasPermission(r, 'accessSuperAdminPages', ALL))).toEqual([
      SUPERADMIN,
    ]);
    expect(ROLES_AND_ANYONE.filter((r) => hasPermission(r, 'accessAdminPages', ALL))).toEqual([
      SUPERADMIN,
      ADMIN,
    ]);
  });

  it('billing pages: admins or logistics roles, and only while billing is active', () => {
    expect(ROLES_AND_ANYONE.filter((r) => hasPermission(r, 'accessFreightBills', ALL))).toEqual([
      SUPERADMIN,
      ADMIN,
      LOGISTICS_MANAGER,
      LOGISTICS_VIEWER,
    ]);
    expect(hasPermission(ADMIN, 'accessFreightBills', without('billing'))).toBe(false);
  });

  it('module-bound permissions disappear with their module', () => {
    expect(hasPermission(ADMIN, 'accessProductPages', without('product_catalog'))).toBe(false);
    expect(hasPermission(PRODUCTION_VIEWER, 'accessPickups', without('pickup'))).toBe(false);
    expect(hasPermission(TRANSPORTER_VIEWER, 'accessCapacityEstimate', without('capacity_estimate'))).toBe(
      false,
    );
    expect(permissionsFor(ANYONE, ALL)).toEqual([]);
  });
});

describe('abilities', () => {
  it('editing and the orders-processing indicators: admins and logistics manager', () => {
    for (const ability of ['canEdit', 'seeOrdersProcessing', 'seeNewOrders', 'accessTestOrders'] as const) {
      expect(
        ROLES_AND_ANYONE.filter((r) => abilitiesFor(r, ALL).has(ability)),
        ability,
      ).toEqual([SUPERADMIN, ADMIN, LOGISTICS_MANAGER]);
    }
    expect(abilitiesFor(ADMIN, { ...ALL, hasTestOrders: false }).has('accessTestOrders')).toBe(false);
  });

  it('transporters see fleet, offers (with the offer module), their freights and events — nothing else', () => {
    for (const role of [TRANSPORTER_MANAGER, TRANSPORTER_VIEWER]) {
      expect([...abilitiesFor(role, ALL)].sort()).toEqual(
        [
          'accessOffers',
          'accessTransporterCapacityEstimate',
          'accessTransporterEvents',
          'accessTransporterFleet',
          'accessTransporterFreights',
        ].sort(),
      );
      expect(abilitiesFor(role, without('freight_offer')).has('accessOffers')).toBe(false);
    }
  });

  it('production roles lack base data and settings; statistics only when the module allows them', () => {
    for (const role of [PRODUCTION_MANAGER, PRODUCTION_VIEWER]) {
      const ab = abilitiesFor(role, ALL);
      expect(ab.has('accessBaseData')).toBe(false);
      expect(ab.has('accessUserList')).toBe(false);
      expect(ab.has('accessFreightStatistics')).toBe(false);
      expect(abilitiesFor(role, withStatsForProduction).has('accessFreightStatistics')).toBe(true);
    }
  });

  it('the entrance supervisor has only the time slots; anyone has nothing', () => {
    expect([...abilitiesFor(ENTRANCE_SUPERVISOR, ALL)]).toEqual(['accessTimeSlots']);
    expect(abilitiesFor(ENTRANCE_SUPERVISOR, without('time_slot')).size).toBe(0);
    expect(abilitiesFor(ANYONE, ALL).size).toBe(0);
  });
});

describe('navigation guards (shell.md §2)', () => {
  it('transporters may open only their allow-list; everything else goes to /freights', () => {
    for (const path of ['/offers', '/freights', '/events', '/timeslots', '/fleet', '/capacity-estimate']) {
      expect(guard(path, TRANSPORTER_MANAGER), path).toBeNull();
    }
    for (const path of ['/', '/orders', '/map', '/userlist', '/basic-settings', '/pickups']) {
      expect(guard(path, TRANSPORTER_VIEWER), path).toBe('/freights');
    }
  });

  it('production users may open only their allow-list; everything else goes to /', () => {
    for (const path of [
      '/',
      '/orders',
      '/freights',
      '/pickups',
      '/freight-organizer',
      '/map',
      '/events',
      '/timeslots',
      '/route-planner',
    ]) {
      expect(guard(path, PRODUCTION_MANAGER), path).toBeNull();
    }
    for (const path of ['/basic-settings', '/vehicles', '/userlist', '/offers', '/freight-bills']) {
      expect(guard(path, PRODUCTION_VIEWER), path).toBe('/');
    }
    expect(guard('/freight-statistics', PRODUCTION_MANAGER)).toBe('/');
    expect(guard('/freight-statistics', PRODUCTION_MANAGER, withStatsForProduction)).toBeNull();
  });

  it('the entrance supervisor goes to /timeslots from anywhere else', () => {
    expect(guard('/timeslots', ENTRANCE_SUPERVISOR)).toBeNull();
    for (const path of ['/', '/orders', '/userlist', '/freights'])
      expect(guard(path, ENTRANCE_SUPERVISOR)).toBe('/timeslots');
  });

  it('/module-settings is for the superadmin, /userlist for admins', () => {
    expect(guard('/module-settings', SUPERADMIN)).toBeNull();
    for (const role of [ADMIN, LOGISTICS_MANAGER, LOGISTICS_VIEWER])
      expect(guard('/module-settings', role)).toBe('/');
    expect(guard('/userlist', ADMIN)).toBeNull();
    expect(guard('/userlist', LOGISTICS_MANAGER)).toBe('/');
  });

  it('module-dependent routes redirect while their module is off', () => {
    expect(guard('/route-planner', LOGISTICS_VIEWER, without('route_planner'))).toBe('/');
    expect(guard('/freight-statistics', ADMIN, without('statistics'))).toBe('/');
    expect(guard('/freight-bills', ADMIN, without('billing'))).toBe('/');
    expect(guard('/products', LOGISTICS_MANAGER, without('product_catalog'))).toBe('/');
    expect(guard('/pickups', LOGISTICS_MANAGER, without('pickup'))).toBe('/');
    expect(guard('/capacity-estimate', TRANSPORTER_MANAGER, without('capacity_estimate'))).toBe('/freights');
    expect(guard('/timeslots', ENTRANCE_SUPERVISOR, without('time_slot'))).toBeNull();
    expect(guard('/route-planner', LOGISTICS_VIEWER)).toBeNull();
  });

  it('sign-in: no token goes to /login, a signed-in user leaves /login, unknown paths go to /', () => {
    expect(guard('/orders', ANYONE)).toBe('/login');
    expect(guard('/login', ANYONE)).toBeNull();
    expect(guard('/login', ADMIN)).toBe('/');
    expect(guard('/nincs-ilyen', ADMIN)).toBe('/');
    expect(guard('/users', ADMIN)).toBe('/');
  });

  it('with authentication disabled /login and /users redirect to /', () => {
    expect(guard('/login', ADMIN, ALL, true, true)).toBe('/');
    expect(guard('/users', ADMIN, ALL, true, true)).toBe('/');
    expect(guard('/orders', ADMIN, ALL, false, true)).toBeNull();
  });

  it('landing routes: / for most, /freights for transporters, /timeslots for the gate', () => {
    const landing = Object.fromEntries(USER_ROLES.map((r) => [r, landingRoute(r)]));
    expect(landing).toEqual({
      superadmin: '/',
      admin: '/',
      logistics_manager: '/',
      logistics_viewer: '/',
      production_manager: '/',
      production_viewer: '/',
      transporter_manager: '/freights',
      transporter_viewer: '/freights',
      entrance_supervisor: '/timeslots',
    });
  });

  it('no role is ever redirected to a page its guard refuses (no redirect loops)', () => {
    for (const role of USER_ROLES) {
      for (const ctx of [ALL, without('time_slot', 'route_planner', 'statistics', 'billing')]) {
        const target = landingRoute(role);
        expect(guard(target, role, ctx), `${role} → ${target}`).toBeNull();
      }
    }
  });
});

describe('side menu (shell.md §2)', () => {
  const paths = (role: Role, ctx = ALL) => menuPaths(menuFor(role, ctx));

  it('shows every entry to the superadmin', () => {
    expect(new Set(paths(SUPERADMIN))).toEqual(
      new Set([
        '/orders',
        '/freights',
        '/pickups',
        '/offers',
        '/freight-organizer',
        '/freight-bills',
        '/capacity-estimate',
        '/timeslots',
        '/map',
        '/route-planner',
        '/freight-statistics',
        '/order-statistics',
        '/basic-settings',
        '/products',
        '/sites',
        '/vehicles',
        '/transporters',
        '/calendar-settings',
        '/freight-fees',
        '/fleet',
        '/events',
        '/userlist',
        '/module-settings',
        '/',
      ]),
    );
  });

  it('shows admins all but module settings, logistics all but users too', () => {
    expect(paths(ADMIN)).not.toContain('/module-settings');
    expect(paths(ADMIN)).toContain('/userlist');
    expect(paths(LOGISTICS_VIEWER)).not.toContain('/userlist');
    expect(paths(LOGISTICS_VIEWER)).toContain('/basic-settings');
  });

  it('shows transporters only their entries', () => {
    expect(paths(TRANSPORTER_MANAGER)).toEqual([
      '/freights',
      '/offers',
      '/capacity-estimate',
      '/fleet',
      '/events',
    ]);
    expect(menuFor(TRANSPORTER_MANAGER, without('freight_offer')).map((i) => i.path)).not.toContain(
      '/offers',
    );
  });

  it('shows production roles only paths of their allow-list', () => {
    for (const role of [PRODUCTION_MANAGER, PRODUCTION_VIEWER]) {
      for (const path of paths(role)) expect(guard(path, role), path).toBeNull();
      expect(paths(role)).not.toContain('/basic-settings');
    }
  });

  it('gives the entrance supervisor the time slots only, and hides the side panel for them', () => {
    expect(paths(ENTRANCE_SUPERVISOR)).toEqual(['/timeslots']);
    expect(sidePanelVisible('/timeslots', ENTRANCE_SUPERVISOR, true, false)).toBe(false);
    expect(sidePanelVisible('/orders', ADMIN, true, false)).toBe(true);
    expect(sidePanelVisible('/', ADMIN, true, false)).toBe(false);
    expect(sidePanelVisible('/orders', ANYONE, false, false)).toBe(false);
    expect(sidePanelVisible('/orders', ANYONE, false, true)).toBe(true);
  });

  it('every menu entry of every role passes that role’s guard', () => {
    for (const role of USER_ROLES) {
      for (const path of paths(role)) {
        if (path === '/order-statistics') continue; // a statistics-group page the spec lists without its own guard
        expect(guard(path, role), `${role} ${path}`).toBeNull();
      }
    }
  });
});

describe('README tables match the code', () => {
  const readme = readFileSync(new URL('../../src/core/permissions/README.md', import.meta.url), 'utf8');
  /** Rows of the markdown table that follows the heading: name → ✓/· per role column. */
  const table = (heading: string) => {
    const section = readme.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
    const rows = section
      .split('\n')
      .filter((l) => /^\| [a-zA-Z]/.test(l) && !l.startsWith('| Permission') && !l.startsWith('| Ability'));
    return new Map(
      rows.map((l) => {
        const cells = l.split('|').map((c) => c.trim());
        return [cells[1] ?? '', cells.slice(2, 2 + ROLES_AND_ANYONE.length)];
      }),
    );
  };

  it('role → permission', () => {
    const rows = table('Role → permission');
    expect([...rows.keys()]).toEqual([...PERMISSIONS]);
    for (const p of PERMISSIONS) {
      expect(rows.get(p), p).toEqual(ROLES_AND_ANYONE.map((r) => (roleHasPermission(r, p) ? '✓' : '·')));
    }
  });

  it('role → ability', () => {
    const rows = table('Role → ability');
    expect([...rows.keys()]).toEqual([...ABILITIES]);
    for (const a of ABILITIES) {
      expect(rows.get(a), a).toEqual(ROLES_AND_ANYONE.map((r) => (abilitiesFor(r, ALL).has(a) ? '✓' : '·')));
    }
  });
});
