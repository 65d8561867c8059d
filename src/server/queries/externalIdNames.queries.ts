import type { ExternalIdNamesDocument } from '../../core/externalIds/externalIdNames.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { getExternalIdNames } from '../db/repositories/externalIdNames.repository.ts';

/** Every entity's external id names (any signed-in user reads them; grids build columns from them). */
export function readExternalIdNames(services: AppServices): Promise<ExternalIdNamesDocument> {
  return getExternalIdNames(services.db);
}
