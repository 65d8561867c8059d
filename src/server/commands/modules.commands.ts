import type { ModuleDocument, UpdateModuleInput } from '../../core/config/modules.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { findModuleById, updateModule } from '../db/repositories/modules.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';

/** Switches a module on or off and/or replaces its config (superadmin); the change is logged. */
export async function changeModule(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateModuleInput,
): Promise<ModuleDocument> {
  return services.db.transaction().execute(async (trx) => {
    const before = await findModuleById(trx, id);
    if (!before) throw notFound();
    const updated = await updateModule(trx, id, input);
    if (!updated) throw notFound();
    await recordEvent(trx, actor, {
      entity: 'module',
      entityId: updated.key,
      action: 'updated',
      before: { ...before },
      after: { ...updated },
    });
    return updated;
  });
}
