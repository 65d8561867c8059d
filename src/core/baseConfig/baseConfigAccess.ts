import {
  type AccessContext,
  hasPermission,
  moduleFlag,
  ROLES,
  type RoleOrAnyone,
} from '../permissions/index.ts';

/**
 * Who may change the base config and the external id names (business.md §6): admins, or the
 * logistics manager while modules.base.logisticsManagerCanModifyBaseConfig — the server's
 * baseConfigEditors policy, for the screens that show the form editable or view-only.
 */
export function canEditBaseConfig(role: RoleOrAnyone, ctx: AccessContext): boolean {
  if (ctx.authDisabled) return true;
  return (
    hasPermission(role, 'accessAdminPages', ctx) ||
    (role === ROLES.LOGISTICS_MANAGER && moduleFlag(ctx, 'base', 'logisticsManagerCanModifyBaseConfig'))
  );
}

/** Only the superadmin sees and edits fuzzySearch and proxyConfig (business.md §6). */
export function canEditSuperadminBaseConfig(role: RoleOrAnyone, ctx: AccessContext): boolean {
  return hasPermission(role, 'accessSuperAdminPages', ctx);
}
