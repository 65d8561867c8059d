import { z } from 'zod';
import { type Role, USER_ROLES } from '../permissions/index.ts';

/**
 * The externalIds answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** One external id name as GET /api/external-id-names answers it. */
const externalIdNameAnswer = z.object({
  name: z.string(),
  displayName: z.string(),
  main: z.boolean(),
  rolesAllowedToEdit: z.array(z.enum(USER_ROLES as [Role, ...Role[]])),
  freightFilter: z.boolean(),
  orderFilter: z.boolean(),
});

/** {@link ExternalIdNameLists} (externalIdNames.schemas.ts). */
export const externalIdNameListsAnswer = z
  .object({
    freight: z.array(externalIdNameAnswer),
    pickup: z.array(externalIdNameAnswer),
    cargo: z.array(externalIdNameAnswer),
    order: z.array(externalIdNameAnswer),
    orderItem: z.array(externalIdNameAnswer),
  })
  .meta({ id: 'ExternalIdNameLists' });

/** {@link ExternalIdNamesDocument} (externalIdNames.schemas.ts). */
export const externalIdNamesAnswer = z
  .object({
    lists: externalIdNameListsAnswer,
    versions: z.object({
      freight: z.number(),
      pickup: z.number(),
      cargo: z.number(),
      order: z.number(),
      orderItem: z.number(),
    }),
  })
  .meta({ id: 'ExternalIdNames' });
