import { inGroup, ROLE_GROUPS, ROLES, type Role, type RoleOrAnyone } from './roles.ts';

/**
 * Who may do what on a record (issue 33 item 7): the role conditions the server's policies and
 * commands check, asked by the screens too, so a button is enabled exactly when the server would
 * accept the call. Module conditions stay with the callers (the policy's access, the web's
 * active modules); record-level scope (a transporter's own records) stays on the server.
 * Who may change a freight's, pickup's, order's or bill's fields — the read-only roles included
 * (orders, bills, cargo, the comment) — is not here: the permission rules answer it
 * (rules/base/permissions.json, `rulesLetChange` of core/rules/rulePermissionProbes.ts; issue 36).
 */

/** Change a fleet: editor roles, and the transporter manager (their own fleet). */
export const canEditFleet = (role: RoleOrAnyone): boolean =>
  inGroup(role, 'editorRoles') || role === ROLES.TRANSPORTER_MANAGER;

/** Answer (accept or reject) an offer: the transporter manager (their own offers). */
export const canAnswerOffers = (role: RoleOrAnyone): boolean => role === ROLES.TRANSPORTER_MANAGER;

/** Comment on an offer: editor roles (the logistics comment) and the transporter manager (their own). */
export const canCommentOffers = (role: RoleOrAnyone): boolean =>
  inGroup(role, 'editorRoles') || role === ROLES.TRANSPORTER_MANAGER;

/** Write capacity estimates: a transporter's manager (their own), else editor roles. */
export const canEditCapacityEstimates = (role: RoleOrAnyone): boolean =>
  inGroup(role, 'transporterRoles') ? role === ROLES.TRANSPORTER_MANAGER : inGroup(role, 'editorRoles');

/** The gate's view of the time slots (arrivals only): the entrance supervisor. */
export const isGateKeeper = (role: RoleOrAnyone): boolean => role === ROLES.ENTRANCE_SUPERVISOR;

/** Confirm an arrival at the gate: the entrance supervisor and editor roles. */
export const canConfirmArrivals = (role: RoleOrAnyone): boolean =>
  isGateKeeper(role) || inGroup(role, 'editorRoles');

/** Hear of a rule-file change the server kept out (the shell's notice; issue 36): the superadmin. */
export const hearsOfRefusedRules = (role: RoleOrAnyone): boolean => role === ROLES.SUPERADMIN;

/** A transporter's user (manager or viewer): sees and writes only their own transporter's records. */
export const isTransporterUser = (role: RoleOrAnyone): boolean => inGroup(role, 'transporterRoles');

/** Send offers to transporters (with the freight_offer module): editor roles. */
export const canSendOffers = (role: RoleOrAnyone): boolean => inGroup(role, 'editorRoles');

/** Close orders and cancel pickups (with the order_closure module): editor roles. */
export const canCloseOrders = (role: RoleOrAnyone): boolean => inGroup(role, 'editorRoles');

/** The roles that may edit a new external id name by default: editor roles (the editor may change it). */
export const defaultExternalIdEditRoles = (): Role[] => [...ROLE_GROUPS.editorRoles];
