import { type AccessContext, hasPermission, ROLES, type Role } from '../../core/permissions/index.ts';
import { USERS_ERRORS } from '../../core/users/users.api.ts';
import type { UpdateUserInput } from '../../core/users/users.schemas.ts';
import type { Actor } from './actor.ts';

const NO_MODULES: AccessContext = { activeModules: [] };
const isAdmin = (actor: Actor) => hasPermission(actor.role, 'accessAdminPages', NO_MODULES);
const isSuperadmin = (actor: Actor) => hasPermission(actor.role, 'accessSuperAdminPages', NO_MODULES);

/** Only a superadmin may make (or touch) a superadmin; admins may give every other role. */
export function canAssignRole(actor: Actor, role: Role): boolean {
  if (role === ROLES.SUPERADMIN) return isSuperadmin(actor);
  return isAdmin(actor);
}

/** Admins manage users, but an admin may not change or delete a superadmin account. */
export function canManageUser(actor: Actor, target: { role: Role }): boolean {
  return isAdmin(actor) && (target.role !== ROLES.SUPERADMIN || isSuperadmin(actor));
}

/** Fields a user may change on their own record (names, e-mail, password), never role or account. */
export const SELF_EDITABLE_USER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * Fields of the change the actor may not make, as 403 details; empty when allowed. Fields sent
 * unchanged (a form posting the whole record) are not counted as changes.
 */
export function forbiddenUserChanges(
  actor: Actor,
  target: { id: string; role: Role; username: string; transporterId: string | null; active?: boolean },
  input: UpdateUserInput,
): Record<string, string> {
  const refused: Record<string, string> = {};
  const message = 'Nem engedélyezett művelet';
  if (canManageUser(actor, target)) {
    if (input.role !== undefined && input.role !== target.role && !canAssignRole(actor, input.role as Role)) {
      refused.role = message;
    }
    if (actor.userId === target.id && input.role !== undefined && input.role !== target.role) {
      // An admin demoting themselves could lock the installation out of user management.
      refused.role = message;
    }
    if (actor.userId === target.id && input.active === false)
      refused.active = USERS_ERRORS.deactivateSelf.message;
    return refused;
  }
  if (actor.userId !== target.id) return { id: message };
  if (input.role !== undefined && input.role !== target.role) refused.role = message;
  if (input.username !== undefined && input.username.toLowerCase() !== target.username.toLowerCase()) {
    refused.username = message;
  }
  if (input.transporter !== undefined && (input.transporter ?? null) !== target.transporterId) {
    refused.transporter = message;
  }
  if (input.active !== undefined && input.active !== (target.active ?? true)) refused.active = message;
  return refused;
}

/** "Sign out everywhere": the user themself, or whoever may manage the user. */
export function canSignOutUser(actor: Actor, target: { id: string; role: Role }): boolean {
  return actor.userId === target.id || canManageUser(actor, target);
}

/** Deleting: admins (superadmins for superadmin accounts), never oneself. */
export function deleteUserRefusal(actor: Actor, target: { id: string; role: Role }): string | null {
  if (actor.userId === target.id) return 'A saját felhasználó nem törölhető!';
  if (!canManageUser(actor, target)) return 'Nem engedélyezett művelet';
  return null;
}
