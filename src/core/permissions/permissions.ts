import { MODULE_KEYS } from '../config/config.answers.ts';
import type { ModuleConfigs, ModuleKey } from '../config/modules.ts';
import { inGroup, ROLES, type RoleOrAnyone } from './roles.ts';

/**
 * Permission names of shell.md §6. The spec does not show the role table; this file is that table,
 * written from every rule of shell.md §2/§6 and business.md §6 (see README.md beside it).
 */
export const PERMISSIONS = [
  'accessProductPages',
  'accessFleetPages',
  'accessOfferPages',
  'accessTransporterPages',
  'accessProductionPages',
  'accessEntranceSupervisorPages',
  'accessSuperAdminPages',
  'accessAdminPages',
  'accessFreightBills',
  'accessCapacityEstimate',
  'accessPickups',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const A = ROLES;
// The role groups the table is written in: logistics staff (with the admins), transporters, production.
const STAFF = [A.SUPERADMIN, A.ADMIN, A.LOGISTICS_MANAGER, A.LOGISTICS_VIEWER] as const;
const TRANSPORTERS = [A.TRANSPORTER_MANAGER, A.TRANSPORTER_VIEWER] as const;
const PRODUCTION = [A.PRODUCTION_MANAGER, A.PRODUCTION_VIEWER] as const;

const PERMISSION_TABLE: Record<Permission, readonly RoleOrAnyone[]> = {
  // Product catalogue is base data: admins and logistics; never production, transporters or the gate.
  accessProductPages: STAFF,
  // Fleet: logistics staff see every transporter's fleet; transporters their own.
  accessFleetPages: [...STAFF, ...TRANSPORTERS],
  accessOfferPages: [...STAFF, ...TRANSPORTERS],
  // Marker permissions: the holder is limited to its own allow-list of routes.
  accessTransporterPages: TRANSPORTERS,
  accessProductionPages: PRODUCTION,
  accessEntranceSupervisorPages: [A.ENTRANCE_SUPERVISOR],
  accessSuperAdminPages: [A.SUPERADMIN],
  accessAdminPages: [A.SUPERADMIN, A.ADMIN],
  // Billing pages: admins or logistics roles (and only while the billing module is active).
  accessFreightBills: STAFF,
  accessCapacityEstimate: [...STAFF, ...TRANSPORTERS],
  accessPickups: [...STAFF, ...PRODUCTION],
};

/** Module a permission also needs to be active (none listed: always available to its roles). */
export const PERMISSION_MODULES: Partial<Record<Permission, ModuleKey>> = {
  accessProductPages: 'product_catalog',
  accessFreightBills: 'billing',
  accessCapacityEstimate: 'capacity_estimate',
  accessPickups: 'pickup',
};

/** Role part of the table only (ignores modules). */
export function roleHasPermission(role: RoleOrAnyone, permission: Permission): boolean {
  return PERMISSION_TABLE[permission].includes(role);
}

/** Module state that abilities and permissions depend on. */
export interface AccessContext {
  activeModules: readonly ModuleKey[];
  activeConfigs?: ModuleConfigs;
  /** AUTH_DISABLED: everyone is treated as signed in with editing abilities. */
  authDisabled?: boolean;
  /** Demo scenarios are configured (logistics config mode with testOrdersJson). */
  hasTestOrders?: boolean;
}

/** Full check: role table and the module the permission depends on. */
export function hasPermission(role: RoleOrAnyone, permission: Permission, ctx: AccessContext): boolean {
  if (!roleHasPermission(role, permission)) return false;
  const module = PERMISSION_MODULES[permission];
  return module === undefined || ctx.activeModules.includes(module);
}

/** Every permission the role holds in this module state. */
export function permissionsFor(role: RoleOrAnyone, ctx: AccessContext): Permission[] {
  return PERMISSIONS.filter((p) => hasPermission(role, p, ctx));
}

/** Module config flag, e.g. statistics.allowProductionUsers. */
export function moduleFlag(ctx: AccessContext, module: ModuleKey, flag: string): boolean {
  return ctx.activeModules.includes(module) && ctx.activeConfigs?.[module]?.[flag] === true;
}

export const ALL_MODULES_ACTIVE: AccessContext = { activeModules: [...MODULE_KEYS], activeConfigs: {} };

export { inGroup };
