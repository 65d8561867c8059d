import {
  canAnswerOffers,
  canCloseOrders,
  canCommentOffers,
  canConfirmArrivals,
  canEditCapacityEstimates,
  canEditFleet,
  canSendOffers,
  isTransporterUser,
} from '../../core/permissions/actions.ts';
import {
  type AccessContext,
  abilitiesFor,
  hasPermission,
  inGroup,
  moduleFlag,
  ROLES,
} from '../../core/permissions/index.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { type FieldEditSettings, rulesLetChange } from '../../core/rules/rulePermissionProbes.ts';
import type { Actor } from './actor.ts';

/** What a route-level policy sees: the caller, the module state (when asked for) and the URL params. */
export interface PolicyInput {
  actor: Actor;
  access: AccessContext;
  params: Readonly<Record<string, string | undefined>>;
  /**
   * What the permission rules of the set in force let each role change (`fieldEditSettings`, read
   * on demand): policies of edits go by it, so a read-only role is the rule files' answer (issue 36).
   * Absent: no role may change anything by the rules.
   */
  fieldEdit?: () => FieldEditSettings;
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
/** The permission rules let the caller change `entity` (anything, or the one `field`). */
const rulesLet =
  (entity: RuleEntity, field?: string) =>
  ({ actor, fieldEdit }: PolicyInput): boolean =>
    rulesLetChange(fieldEdit?.(), entity, actor.role, field);
const isAdmin = ({ actor, access }: PolicyInput) => hasPermission(actor.role, 'accessAdminPages', access);

/** Declares an area's own policies keeping their ids as literal types (a ServerArea's `policies`). */
export function definePolicies<const P extends Record<string, Policy>>(policies: P): P {
  return policies;
}

/**
 * The route policies of the areas, by id (shared ones and, as they were written before areas
 * registered themselves, most areas' own). A new area may declare its own in its ServerArea
 * (`definePolicies`); `areas/serverAreas.ts` holds the registry of all (`SERVER_POLICIES`).
 */
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
    allows: ({ actor }) => signedIn(actor) && !isTransporterUser(actor.role),
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
    allows: ({ actor }) => canEditFleet(actor.role),
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
    allows: ({ actor }) => signedIn(actor) && !isTransporterUser(actor.role),
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
    rule: 'Roles the order permission rules let change an order in some status (base: editor roles and the production manager; viewers, transporters and the gate by the locked order.viewers.noEdit; the fields per role in rules/base/permissions.json, business.md §6).',
    needsModules: false,
    allows: rulesLet('order'),
  },
  ordersClosers: {
    id: 'ordersClosers',
    rule: 'Editor roles while the order_closure module is active (business.md §4, §6).',
    needsModules: true,
    allows: ({ actor, access }) =>
      canCloseOrders(actor.role) && access.activeModules.includes('order_closure'),
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
    rule: 'Cargo split and order separation of freights (issue 14): roles the freight permission rules let change `cargo` (base: editor roles, the production manager and the transporter manager, their own freights only, record level) (business.md §6: split rules depend on settings).',
    needsModules: false,
    allows: rulesLet('freight', 'cargo'),
  },
  pickupCargoSplit: {
    id: 'pickupCargoSplit',
    rule: 'Cargo split of pickups (issue 14): accessPickups, and the pickup permission rules let the role change `cargo` (base: editor roles and the production manager; viewers and the gate read only).',
    needsModules: true,
    allows: (input) =>
      abilitiesFor(input.actor.role, input.access).has('accessPickups') && rulesLet('pickup', 'cargo')(input),
  },
  organizerReaders: {
    id: 'organizerReaders',
    rule: 'accessFreightOrganizer: admin, logistics and production roles (shell.md §2 /freight-organizer, §6; transporters see no organizer). Fix / unfix: the rule files judge the status field per role.',
    needsModules: false,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessFreightOrganizer'),
  },
  mapReaders: {
    id: 'mapReaders',
    rule: 'accessMap: admin, logistics and production roles (shell.md §2 /map, §6; transporters see no map).',
    needsModules: false,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessMap'),
  },
  offerSenders: {
    id: 'offerSenders',
    rule: 'Editor roles while the freight_offer module is active (business.md §6: send offer).',
    needsModules: true,
    allows: ({ actor, access }) =>
      canSendOffers(actor.role) && access.activeModules.includes('freight_offer'),
  },
  offerReaders: {
    id: 'offerReaders',
    rule: 'accessOffers (logistics with the transporter module, transporter roles with freight_offer; theirs only, record level), or admin and logistics roles while freight_offer is active (issue 19).',
    needsModules: true,
    allows: ({ actor, access }) =>
      abilitiesFor(actor.role, access).has('accessOffers') ||
      ((inGroup(actor.role, 'adminRoles') || inGroup(actor.role, 'logisticsRoles')) &&
        access.activeModules.includes('freight_offer')),
  },
  offerAnswerers: {
    id: 'offerAnswerers',
    rule: 'The transporter manager while freight_offer is active, on their own offers (business.md §6: answer offer).',
    needsModules: true,
    allows: ({ actor, access }) =>
      canAnswerOffers(actor.role) && access.activeModules.includes('freight_offer'),
  },
  offerCommenters: {
    id: 'offerCommenters',
    rule: 'Editor roles (the logistics comment) and the transporter manager (their own comment) while freight_offer is active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      canCommentOffers(actor.role) && access.activeModules.includes('freight_offer'),
  },
  capacityReaders: {
    id: 'capacityReaders',
    rule: 'accessCapacityEstimate (logistics and transporter roles while capacity_estimate is active); transporters their own only (record level) (shell.md §2, business.md §6).',
    needsModules: true,
    allows: ({ actor, access }) => hasPermission(actor.role, 'accessCapacityEstimate', access),
  },
  capacityEditors: {
    id: 'capacityEditors',
    rule: 'accessCapacityEstimate and an editor role or the transporter manager (their own, record level) (issue 19).',
    needsModules: true,
    allows: ({ actor, access }) =>
      hasPermission(actor.role, 'accessCapacityEstimate', access) && canEditCapacityEstimates(actor.role),
  },
  timeSlotsReaders: {
    id: 'timeSlotsReaders',
    rule: 'Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      (abilitiesFor(actor.role, access).has('accessTimeSlots') || isTransporterUser(actor.role)),
  },
  timeSlotsBookers: {
    id: 'timeSlotsBookers',
    rule: 'Booking freight time slots (issue 18, business.md §6): editor roles, the production manager, and the transporter manager (own freights, module config, record level), while time_slot is active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      (inGroup(actor.role, 'editorRoles') ||
        actor.role === ROLES.PRODUCTION_MANAGER ||
        actor.role === ROLES.TRANSPORTER_MANAGER),
  },
  timeSlotsPickupReaders: {
    id: 'timeSlotsPickupReaders',
    rule: 'Pickups in the time-slot view (business.md §6): admin, logistics and production roles and the entrance supervisor, while time_slot and pickup are active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      access.activeModules.includes('pickup') &&
      (inGroup(actor.role, 'adminRoles') ||
        inGroup(actor.role, 'logisticsRoles') ||
        inGroup(actor.role, 'productionRoles') ||
        actor.role === ROLES.ENTRANCE_SUPERVISOR),
  },
  timeSlotsPickupBookers: {
    id: 'timeSlotsPickupBookers',
    rule: 'Booking pickup time slots (issue 18): editor roles and the production manager, while time_slot and pickup are active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') &&
      access.activeModules.includes('pickup') &&
      (inGroup(actor.role, 'editorRoles') || actor.role === ROLES.PRODUCTION_MANAGER),
  },
  timeSlotsGate: {
    id: 'timeSlotsGate',
    rule: 'Arrival confirmation at the gate (issue 18): the entrance supervisor and editor roles, while time_slot is active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      access.activeModules.includes('time_slot') && canConfirmArrivals(actor.role),
  },
  freightBillReaders: {
    id: 'freightBillReaders',
    rule: 'accessFreightBills: admins and logistics roles while the billing module is active (shell.md §6 billing pages).',
    needsModules: true,
    allows: ({ actor, access }) => hasPermission(actor.role, 'accessFreightBills', access),
  },
  freightBillEditors: {
    id: 'freightBillEditors',
    rule: 'Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).',
    needsModules: true,
    allows: (input) =>
      hasPermission(input.actor.role, 'accessFreightBills', input.access) &&
      rulesLet('freight', 'bill')(input),
  },
  statisticsReaders: {
    id: 'statisticsReaders',
    rule: 'accessFreightStatistics: admin and logistics roles while the statistics module is active; production roles when statistics.allowProductionUsers (shell.md §2, business.md §9).',
    needsModules: true,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessFreightStatistics'),
  },
  searchReaders: {
    id: 'searchReaders',
    rule: 'The palette search (issue 16): whoever reads orders, freights or pickups; each kind is searched only for its readers (ordersReaders, freightsReaders, pickupsReaders), transporter users only their own freights.',
    needsModules: true,
    allows: (input) => {
      const abilities = abilitiesFor(input.actor.role, input.access);
      return (['accessFreightPlanner', 'accessTransporterFreights', 'accessPickups'] as const).some((a) =>
        abilities.has(a),
      );
    },
  },
  capacityPlanners: {
    id: 'capacityPlanners',
    rule: "Capacity vs demand (issue 19): the planner side of accessCapacityEstimate (admin and logistics roles while capacity_estimate is active); transporters never see the others' estimates summed.",
    needsModules: true,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessCapacityEstimate'),
  },
} as const satisfies Record<string, Policy>;
export type PolicyId = keyof typeof POLICIES;
