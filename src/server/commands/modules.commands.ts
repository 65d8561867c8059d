import type { ModuleDocument, UpdateModuleInput } from '../../core/config/modules.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { updateModule } from '../db/repositories/modules.repository.ts';
import { notFound } from '../http/httpError.ts';

/** Switches a module on or off and/or replaces its config (superadmin). */
export async function changeModule(
  services: AppServices,
  id: string,
  input: UpdateModuleInput,
): Promise<ModuleDocument> {
  const updated = await updateModule(services.db, id, input);
  if (!updated) throw notFound();
  return updated;
}
