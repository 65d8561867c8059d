import { canSplitCargo } from '../../core/freights/cargoSplit.schemas.ts';
import {
  type AccessContext,
  abilitiesFor,
  hasPermission,
  inGroup,
  moduleFlag,
  ROLES,
} from '../../core/permissions/index.ts';
import type { Actor } from './actor.ts';

/** What a route-level policy sees: the caller, the module state (when asked for) and the URL params. */
export interface PolicyInput {
  actor: Actor;
  access: AccessContext;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A route-level access rule. Every route declares one (`config.policy`); the app refuses to start
 * with a route that has none. A refused signed-in caller gets 403, a refused anyone gets 401.
 */
export interface Policy {
  id: string;
  /** The rule in words, with the spec clause it comes from. */
  rule: string;
  /** The check needs module state (active modules and their configs). */
  needsModules: boolean;
  allows(input: PolicyInput): boolean;
}

const signedIn = (a: Actor) => a.role !== ROLES.ANYONE;
const isAdmin = ({ actor, access }: PolicyInput) => hasPermission(actor.role, 'accessAdminPages', access);

/** Every route policy of the server, by id. */
export const POLICIES = {
  public: {
    id: 'public',
    rule: 'Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).',
    needsModules: false,
    allows: () => true,
  },
  signedIn: {
    id: 'signedIn',
    rule: 'Any signed-in user (shell.md §4: modules load once logged in).',
    needsModules: false,
    allows: ({ actor }) => signedIn(actor),
  },
  superadmin: {
    id: 'superadmin',
    rule: 'accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).',
    needsModules: false,
    allows: ({ actor, access }) => hasPermission(actor.role, 'accessSuperAdminPages', access),
  },
  admins: {
    id: 'admins',
    rule: 'accessAdminPages: superadmin and admin (shell.md §6, admin pages and the user list).',
    needsModules: false,
    allows: isAdmin,
  },
  adminsOrSelf: {
    id: 'adminsOrSelf',
    rule: 'accessAdminPages, or the signed-in user on their own record (:id is their id).',
    needsModules: false,
    allows: (input) =>
      isAdmin(input) || (input.actor.userId !== null && input.actor.userId === input.params.id),
  },
  baseConfigEditors: {
    id: 'baseConfigEditors',
    rule: 'Admins, or the logistics manager while modules.base.logisticsManagerCanModifyBaseConfig (business.md §6).',
    needsModules: true,
    allows: (input) =>
      isAdmin(input) ||
      (input.actor.role === ROLES.LOGISTICS_MANAGER &&
        moduleFlag(input.access, 'base', 'logisticsManagerCanModifyBaseConfig')),
  },
  ordersProcessingStatus: {
    id: 'ordersProcessingStatus',
    rule: 'Signed-in users except transporter roles (shell.md §4: transporters do not poll it).',
    needsModules: false,
    allows: ({ actor }) => signedIn(actor) && !inGroup(actor.role, 'transporterRoles'),
  },
  autoProcessingSwitch: {
    id: 'autoProcessingSwitch',
    rule: 'seeOrdersProcessing: admins and the logistics manager (shell.md §6 orders-processing indicator; business.md §6 auto-plan switch).',
    needsModules: true,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('seeOrdersProcessing'),
  },
  masterDataReaders: {
    id: 'masterDataReaders',
    rule: 'Base data readers: admin and logistics roles (shell.md §6: production roles lack base data, transporters see none).',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'adminRoles') || inGroup(actor.role, 'logisticsRoles'),
  },
  masterDataEditors: {
    id: 'masterDataEditors',
    rule: 'Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles'),
  },
  fleetReaders: {
    id: 'fleetReaders',
    rule: 'accessFleetPages: admins, logistics and transporter roles; transporters only their own fleet (record level, business.md §6).',
    needsModules: false,
    allows: ({ actor, access }) => hasPermission(actor.role, 'accessFleetPages', access),
  },
  fleetEditors: {
    id: 'fleetEditors',
    rule: 'Editor roles, and the transporter manager on their own fleet (record level) (issue #6).',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles') || actor.role === ROLES.TRANSPORTER_MANAGER,
  },
  productReaders: {
    id: 'productReaders',
    rule: 'accessProductPages: admin and logistics roles while product_catalog is active (shell.md §2 /products, §6).',
    needsModules: true,
    allows: ({ actor, access }) => hasPermission(actor.role, 'accessProductPages', access),
  },
  productEditors: {
    id: 'productEditors',
    rule: 'accessProductPages and an editor role (admins, logistics manager) (shell.md §6 canEdit).',
    needsModules: true,
    allows: ({ actor, access }) =>
      inGroup(actor.role, 'editorRoles') && hasPermission(actor.role, 'accessProductPages', access),
  },
  productLookup: {
    id: 'productLookup',
    rule: 'Products by item id for order forms and imports: signed-in planner-side roles, not transporters (business.md §6).',
    needsModules: false,
    allows: ({ actor }) => signedIn(actor) && !inGroup(actor.role, 'transporterRoles'),
  },
  eventReaders: {
    id: 'eventReaders',
    rule: 'accessEvents (admin, logistics and production roles) or accessTransporterEvents (transporter roles, their own events only, record level) (shell.md §2, business.md §6).',
    needsModules: false,
    allows: ({ actor, access }) => {
      const abilities = abilitiesFor(actor.role, access);
      return abilities.has('accessEvents') || abilities.has('accessTransporterEvents');
    },
  },
  orderExcelImport: {
    id: 'orderExcelImport',
    rule: 'Editor roles while the order_excel_import module is active (business.md §6: adding orders from Excel).',
    needsModules: true,
    allows: ({ actor, access }) =>
      inGroup(actor.role, 'editorRoles') && access.activeModules.includes('order_excel_import'),
  },
  testOrders: {
    id: 'testOrders',
    rule: 'Test orders: admins and the logistics manager (shell.md §6; the demo generator and scenarios).',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles'),
  },
  ordersReaders: {
    id: 'ordersReaders',
    rule: 'accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).',
    needsModules: false,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessFreightPlanner'),
  },
  ordersCreators: {
    id: 'ordersCreators',
    rule: 'Editor roles: adding orders manually (business.md §6); deleting too — there is no delete module key, so editors only.',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles'),
  },
  ordersEditors: {
    id: 'ordersEditors',
    rule: 'Editor roles and the production manager (business.md §6: order items are not theirs — field rules in rules/base/permissions.json).',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles') || actor.role === ROLES.PRODUCTION_MANAGER,
  },
  ordersClosers: {
    id: 'ordersClosers',
    rule: 'Editor roles while the order_closure module is active (business.md §4, §6).',
    needsModules: true,
    allows: ({ actor, access }) =>
      inGroup(actor.role, 'editorRoles') && access.activeModules.includes('order_closure'),
  },
  freightsReaders: {
    id: 'freightsReaders',
    rule: 'accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).',
    needsModules: false,
    allows: ({ actor, access }) => {
      const abilities = abilitiesFor(actor.role, access);
      return abilities.has('accessFreightPlanner') || abilities.has('accessTransporterFreights');
    },
  },
  pickupsReaders: {
    id: 'pickupsReaders',
    rule: 'accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).',
    needsModules: true,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessPickups'),
  },
  pickupsEditors: {
    id: 'pickupsEditors',
    rule: 'Editor roles while the pickup module is active: cancel and reopen pickups (business.md §6; order_closure checked by the command).',
    needsModules: true,
    allows: ({ actor, access }) =>
      inGroup(actor.role, 'editorRoles') && access.activeModules.includes('pickup'),
  },
  routePlanner: {
    id: 'routePlanner',
    rule: 'accessRoutePlanner: planner-side staff while the route_planner module is active (shell.md §2, §6).',
    needsModules: true,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessRoutePlanner'),
  },
  freightPlanning: {
    id: 'freightPlanning',
    rule: 'Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles'),
  },
  cargoSplit: {
    id: 'cargoSplit',
    rule: 'Cargo split and order separation of freights (issue 14): editor roles, the production manager and the transporter manager (their own freights only, record level) (business.md §6: split rules depend on settings).',
    needsModules: false,
    allows: ({ actor }) => canSplitCargo(actor.role, 'freight'),
  },
  pickupCargoSplit: {
    id: 'pickupCargoSplit',
    rule: 'Cargo split of pickups (issue 14): accessPickups, and an editor role or the production manager (viewers and the gate read only).',
    needsModules: true,
    allows: ({ actor, access }) =>
      abilitiesFor(actor.role, access).has('accessPickups') && canSplitCargo(actor.role, 'pickup'),
  },
  statisticsReaders: {
    id: 'statisticsReaders',
    rule: 'accessFreightStatistics: admin and logistics roles while the statistics module is active; production roles when statistics.allowProductionUsers (shell.md §2, business.md §9).',
    needsModules: true,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessFreightStatistics'),
  },
} as const satisfies Record<string, Policy>;
export type PolicyId = keyof typeof POLICIES;
