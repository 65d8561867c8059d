import { endpoint } from '../api/endpoint.ts';
import { type ExternalIdNamesDocument, updateExternalIdNamesSchema } from './externalIdNames.schemas.ts';

/** External id names per entity (business.md §3, §7 Settings): everyone signed in reads, base-config editors write. */
export const EXTERNAL_ID_NAMES_API = {
  get: endpoint<ExternalIdNamesDocument>()({ method: 'GET', path: '/api/external-id-names' }),
  /** Replaces the sent entities' lists at the versions the client edited. */
  save: endpoint<ExternalIdNamesDocument & { message: string }>()({
    method: 'PUT',
    path: '/api/external-id-names',
    body: updateExternalIdNamesSchema,
  }),
} as const;
