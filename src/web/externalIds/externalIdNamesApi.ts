import { EXTERNAL_ID_NAMES_API } from '../../core/externalIds/externalIdNames.api.ts';
import type {
  ExternalIdNamesDocument,
  UpdateExternalIdNamesInput,
} from '../../core/externalIds/externalIdNames.schemas.ts';
import { callApi } from '../api/callApi.ts';

/** The external id names (every signed-in user). */
export function fetchExternalIdNames(): Promise<ExternalIdNamesDocument> {
  return callApi(EXTERNAL_ID_NAMES_API.get);
}

/** Saves the changed lists; errors come back to the caller (field messages per row). */
export function saveExternalIdNames(
  input: UpdateExternalIdNamesInput,
): Promise<ExternalIdNamesDocument & { message: string }> {
  return callApi(EXTERNAL_ID_NAMES_API.save, { body: input, errorMode: 'silent' });
}
