import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdName,
  type ExternalIdNamesDocument,
  type UpdateExternalIdNamesInput,
} from '../../core/externalIds/externalIdNames.schemas.ts';
import { normalizeMain } from '../../core/externalIds/mainExternalId.ts';
import type { AppServices } from '../appServices.ts';
import { getExternalIdNames, replaceExternalIdNames } from '../db/repositories/externalIdNames.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';

/** Event log shape of a list: one field per name, so the log shows which name changed how. */
const byName = (list: readonly ExternalIdName[]) => Object.fromEntries(list.map((n) => [n.name, n]));

/**
 * Replaces the lists of the entities sent, all or nothing: each list gets exactly one main
 * (business.md §5: the first when none is marked), a stale version is refused with 409, and every
 * changed list writes one event in the same transaction.
 */
export async function changeExternalIdNames(
  services: AppServices,
  actor: Actor,
  input: UpdateExternalIdNamesInput,
): Promise<ExternalIdNamesDocument> {
  return services.db.transaction().execute(async (trx) => {
    const current = await getExternalIdNames(trx);
    for (const entity of EXTERNAL_ID_ENTITIES) {
      const sent = input.lists[entity];
      if (!sent) continue;
      const version = input.versions?.[entity] ?? current.versions[entity];
      if (version !== current.versions[entity]) {
        throw staleVersion({ [`versions.${entity}`]: COMMON_ERRORS.staleVersion.message });
      }
      const next = normalizeMain(sent);
      if (JSON.stringify(next) === JSON.stringify(current.lists[entity])) continue;
      if (!(await replaceExternalIdNames(trx, entity, next, version))) {
        throw staleVersion({ [`versions.${entity}`]: COMMON_ERRORS.staleVersion.message });
      }
      await recordEvent(trx, actor, {
        entity: 'externalIdNames',
        entityId: entity,
        action: 'updated',
        before: byName(current.lists[entity]),
        after: byName(next),
      });
    }
    return getExternalIdNames(trx);
  });
}
