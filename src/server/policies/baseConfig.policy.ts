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
