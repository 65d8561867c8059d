import type { ErrorEntry } from '../../core/errors/catalogue.ts';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { type AccessContext, hasPermission, ROLES, type Role } from '../../core/permissions/index.ts';
import { USERS_ERRORS } from '../../core/users/users.api.ts';
import type { UpdateUserInput } from '../../core/users/users.schemas.ts';
import type { Actor } from './actor.ts';

const MESSAGE = COMMON_ERRORS.forbidden.message;
const NO_MODULES: AccessContext = { activeModules: [] };
const isAdmin = (actor: Actor) => hasPermission(actor.role, 'accessAdminPages', NO_MODULES);
const isSuperadmin = (actor: Actor) => hasPermission(actor.role, 'accessSuperAdminPages', NO_MODULES);

/** Admins manage users, but an admin may not change or delete a superadmin account. */
export function canManageUser(actor: Actor, target: { role: Role }): boolean {
  return isAdmin(actor) && (target.role !== ROLES.SUPERADMIN || isSuperadmin(actor));
}

/**
 * Record-level refusals of a user change, as 403 details; empty when allowed. Which fields a role
 * may change is the permission rules' (rules/base/permissions.json: `user.role.adminsOnly`,
 * `user.account.adminsOnly`, `user.role.superadminBySuperadmin`, enforced by the route before
 * this runs); here only what depends on whose record it is: another user's record (admins only,
 * a superadmin's account only by a superadmin) and an admin's own role and active flag.
 */
export function forbiddenUserChanges(
  actor: Actor,
  target: { id: string; role: Role },
  input: UpdateUserInput,
): Record<string, string> {
  const refused: Record<string, string> = {};
  const self = actor.userId === target.id;
  if (!canManageUser(actor, target)) return self ? refused : { id: MESSAGE };
  // An admin demoting themselves could lock the installation out of user management.
  if (self && input.role !== undefined && input.role !== target.role) refused.role = MESSAGE;
  if (self && input.active === false) refused.active = USERS_ERRORS.deactivateSelf.message;
  return refused;
}

/** "Sign out everywhere": the user themself, or whoever may manage the user. */
export function canSignOutUser(actor: Actor, target: { id: string; role: Role }): boolean {
  return actor.userId === target.id || canManageUser(actor, target);
}

/** Deleting: admins (superadmins for superadmin accounts), never oneself. */
export function deleteUserRefusal(actor: Actor, target: { id: string; role: Role }): ErrorEntry | null {
  if (actor.userId === target.id) return USERS_ERRORS.deleteSelf;
  if (!canManageUser(actor, target)) return COMMON_ERRORS.forbidden;
  return null;
}
