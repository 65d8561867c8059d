import type {
  ExternalIdNamesDocument,
  UpdateExternalIdNamesInput,
} from '../../core/externalIds/externalIdNames.schemas.ts';
import { apiRequest } from '../api/http.ts';

/** GET /api/external-id-names (every signed-in user). */
export function fetchExternalIdNames(): Promise<ExternalIdNamesDocument> {
  return apiRequest<ExternalIdNamesDocument>('GET', '/api/external-id-names');
}

/** PUT /api/external-id-names; errors come back to the caller (field messages per row). */
export function saveExternalIdNames(
  input: UpdateExternalIdNamesInput,
): Promise<ExternalIdNamesDocument & { message: string }> {
  return apiRequest('PUT', '/api/external-id-names', { body: input, errorMode: 'silent' });
}
