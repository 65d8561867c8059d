import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { updateExternalIdNamesSchema } from './externalIdNames.schemas.ts';
import { externalIdNamesAnswer } from './externalIds.answers.ts';

/** External id names per entity (business.md §3, §7 Settings): everyone signed in reads, base-config editors write. */
export const EXTERNAL_ID_NAMES_API = {
  get: endpoint({
    summary: 'Reads the external id names',
    response: externalIdNamesAnswer,
    method: 'GET',
    path: '/api/external-id-names',
  }),
  save: endpoint({
    summary: 'Saves the external id names',
    description: "Replaces the sent entities' lists at the versions the client edited.",
    response: externalIdNamesAnswer.extend({ message: z.string() }),
    method: 'PUT',
    path: '/api/external-id-names',
    body: updateExternalIdNamesSchema,
  }),
} as const;
