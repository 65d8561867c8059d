import { inGroup, type RoleOrAnyone } from '../permissions/roles.ts';
import { fillMessage } from '../validation/generalRules.ts';
import type { ExternalIdName } from './externalIdNames.schemas.ts';

/** 403 text for an external id the caller's role may not change (business.md §3 rolesAllowedToEdit; wording ours). */
export const EXTERNAL_ID_EDIT_DENIED = 'A(z) „{name}” külső azonosítót ez a szerepkör nem módosíthatja!';

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The configured external id names whose value `sent` changes against `stored` (null: a new record,
 * every filled value counts) while the role is not among the name's `rolesAllowedToEdit`. Admins
 * edit every id. Null, '' and missing are alike, so re-sending an unchanged id is never refused;
 * a name that is not configured has no roles to check.
 */
export function refusedExternalIds(
  names: readonly ExternalIdName[],
  role: string,
  sent: Readonly<Record<string, unknown>> | null | undefined,
  stored: Readonly<Record<string, unknown>> | null | undefined,
): ExternalIdName[] {
  if (!sent || inGroup(role as RoleOrAnyone, 'adminRoles')) return [];
  return names.filter((n) => {
    if (!(n.name in sent) || (n.rolesAllowedToEdit as readonly string[]).includes(role)) return false;
    const before = stored?.[n.name];
    const after = sent[n.name];
    return blank(before) ? !blank(after) : before !== after;
  });
}

/** The 403 details of refused ids: `<prefix>externalIds.<name>` → the message naming it. */
export function externalIdDenials(refused: readonly ExternalIdName[], prefix = ''): Record<string, string> {
  return Object.fromEntries(
    refused.map((n) => [
      `${prefix}externalIds.${n.name}`,
      fillMessage(EXTERNAL_ID_EDIT_DENIED, { name: n.displayName || n.name }),
    ]),
  );
}
