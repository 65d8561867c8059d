import { SUPERADMIN_ONLY_BASE_CONFIG_FIELDS } from '../../core/baseConfig/baseConfig.schemas.ts';
import { type AccessContext, hasPermission } from '../../core/permissions/index.ts';
import type { Actor } from './actor.ts';
import { POLICIES } from './policies.ts';

/** Which optional parts of the base config the actor may read. */
export function readableBaseConfigParts(actor: Actor, access: AccessContext) {
  const superadmin = hasPermission(actor.role, 'accessSuperAdminPages', access);
  // The webhook key is a secret: only those who may edit the base config see it.
  const editor = POLICIES.baseConfigEditors.allows({ actor, access, params: {} });
  return { superadminParts: superadmin, shippingNotificationConfig: editor };
}

/** Superadmin-only fields present in the change, as 403 details (business.md §6). */
export function forbiddenBaseConfigFields(
  actor: Actor,
  access: AccessContext,
  input: Record<string, unknown>,
): Record<string, string> {
  if (hasPermission(actor.role, 'accessSuperAdminPages', access)) return {};
  const refused: Record<string, string> = {};
  for (const field of SUPERADMIN_ONLY_BASE_CONFIG_FIELDS) {
    if (input[field] !== undefined) refused[field] = 'Nem engedélyezett művelet';
  }
  return refused;
}
