import { z } from 'zod';

/**
 * The externalIds answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link ExternalIdNameLists} (externalIdNames.schemas.ts). */
export const externalIdNameListsAnswer = z
  .object({
    freight: z.array(
      z.object({
        name: z.string(),
        displayName: z.string(),
        main: z.boolean(),
        rolesAllowedToEdit: z.array(
          z.enum([
            'superadmin',
            'admin',
            'logistics_manager',
            'logistics_viewer',
            'production_manager',
            'production_viewer',
            'transporter_manager',
            'transporter_viewer',
            'entrance_supervisor',
          ]),
        ),
        freightFilter: z.boolean(),
        orderFilter: z.boolean(),
      }),
    ),
    pickup: z.array(
      z.object({
        name: z.string(),
        displayName: z.string(),
        main: z.boolean(),
        rolesAllowedToEdit: z.array(
          z.enum([
            'superadmin',
            'admin',
            'logistics_manager',
            'logistics_viewer',
            'production_manager',
            'production_viewer',
            'transporter_manager',
            'transporter_viewer',
            'entrance_supervisor',
          ]),
        ),
        freightFilter: z.boolean(),
        orderFilter: z.boolean(),
      }),
    ),
    cargo: z.array(
      z.object({
        name: z.string(),
        displayName: z.string(),
        main: z.boolean(),
        rolesAllowedToEdit: z.array(
          z.enum([
            'superadmin',
            'admin',
            'logistics_manager',
            'logistics_viewer',
            'production_manager',
            'production_viewer',
            'transporter_manager',
            'transporter_viewer',
            'entrance_supervisor',
          ]),
        ),
        freightFilter: z.boolean(),
        orderFilter: z.boolean(),
      }),
    ),
    order: z.array(
      z.object({
        name: z.string(),
        displayName: z.string(),
        main: z.boolean(),
        rolesAllowedToEdit: z.array(
          z.enum([
            'superadmin',
            'admin',
            'logistics_manager',
            'logistics_viewer',
            'production_manager',
            'production_viewer',
            'transporter_manager',
            'transporter_viewer',
            'entrance_supervisor',
          ]),
        ),
        freightFilter: z.boolean(),
        orderFilter: z.boolean(),
      }),
    ),
    orderItem: z.array(
      z.object({
        name: z.string(),
        displayName: z.string(),
        main: z.boolean(),
        rolesAllowedToEdit: z.array(
          z.enum([
            'superadmin',
            'admin',
            'logistics_manager',
            'logistics_viewer',
            'production_manager',
            'production_viewer',
            'transporter_manager',
            'transporter_viewer',
            'entrance_supervisor',
          ]),
        ),
        freightFilter: z.boolean(),
        orderFilter: z.boolean(),
      }),
    ),
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
