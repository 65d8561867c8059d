import { isTransporterUser } from '../../core/permissions/actions.ts';
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

/** The caller is signed in. */
export const signedIn = (a: Actor) => a.role !== ROLES.ANYONE;
/** The permission rules let the caller change `entity` (anything, or the one `field`). */
export const rulesLet =
  (entity: RuleEntity, field?: string) =>
  ({ actor, fieldEdit }: PolicyInput): boolean =>
    rulesLetChange(fieldEdit?.(), entity, actor.role, field);
/** The caller holds accessAdminPages. */
export const isAdmin = ({ actor, access }: PolicyInput) =>
  hasPermission(actor.role, 'accessAdminPages', access);

/** Declares policies keeping their ids as literal types (an area's own, beside its routes). */
export function definePolicies<const P extends Record<string, Policy>>(policies: P): P {
  return policies;
}

/**
 * The policies several areas share, by id. A policy only one area uses lives with that area (its
 * ServerArea's `policies`); `areas/serverAreas.ts` holds the registry of all (`SERVER_POLICIES`).
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
  ordersReaders: {
    id: 'ordersReaders',
    rule: 'accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).',
    needsModules: false,
    allows: ({ actor, access }) => abilitiesFor(actor.role, access).has('accessFreightPlanner'),
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
  freightPlanning: {
    id: 'freightPlanning',
    rule: 'Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.',
    needsModules: false,
    allows: ({ actor }) => inGroup(actor.role, 'editorRoles'),
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
  capacityReaders: {
    id: 'capacityReaders',
    rule: 'accessCapacityEstimate (logistics and transporter roles while capacity_estimate is active); transporters their own only (record level) (shell.md §2, business.md §6).',
    needsModules: true,
    allows: ({ actor, access }) => hasPermission(actor.role, 'accessCapacityEstimate', access),
  },
} as const satisfies Record<string, Policy>;
export type PolicyId = keyof typeof POLICIES;
