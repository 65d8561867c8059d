import { z } from 'zod';
import { type Role, USER_ROLES } from '../permissions/index.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { externalIdNameListsAnswer, externalIdNamesAnswer } from './externalIds.answers.ts';
/** Entities that keep their own list of external id names (business.md §3). */
export const EXTERNAL_ID_ENTITIES = ['cargo', 'freight', 'order', 'orderItem', 'pickup'] as const;
export type ExternalIdEntity = (typeof EXTERNAL_ID_ENTITIES)[number];

/** Message for a name used twice within one entity (the spec shows none; ours). */
export const NAME_TAKEN_MESSAGE = 'Ez az azonosító név már szerepel a listában!';
/** Message for more than one main id in one entity (business.md §5; wording ours). */
export const ONE_MAIN_MESSAGE = 'Entitásonként csak egy fő külső azonosító lehet!';
/** Message for an unknown role in rolesAllowedToEdit. */
export const UNKNOWN_ROLE_MESSAGE = 'Ismeretlen szerepkör!';

/** Most names one entity may have. */
export const EXTERNAL_ID_NAMES_MAX = 50;

/**
 * One external id name: the key, its label, main flag, who may edit it, filter flags. Types only
 * for name and label: required, no spaces and lengths are the `externalIdName` rules
 * (rules/base/masterData.json) that the save runs on every name.
 */
export const externalIdNameSchema = z.object({
  name: z.string({ error: RULE_MESSAGES.required }),
  displayName: z.string({ error: RULE_MESSAGES.required }).trim(),
  main: z.boolean({ error: RULE_MESSAGES.invalidValue }),
  rolesAllowedToEdit: z
    .array(z.enum(USER_ROLES as [Role, ...Role[]], { error: UNKNOWN_ROLE_MESSAGE }))
    .refine((list) => new Set(list).size === list.length, UNKNOWN_ROLE_MESSAGE),
  freightFilter: z.boolean({ error: RULE_MESSAGES.invalidValue }),
  orderFilter: z.boolean({ error: RULE_MESSAGES.invalidValue }),
});
export type ExternalIdName = z.infer<typeof externalIdNameSchema>;

/** One entity's list: names unique, at most one main (business.md §5). */
export const externalIdNameListSchema = z
  .array(externalIdNameSchema)
  .max(EXTERNAL_ID_NAMES_MAX, `Legfeljebb ${EXTERNAL_ID_NAMES_MAX} azonosító adható meg!`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.name))
        ctx.addIssue({ code: 'custom', message: NAME_TAKEN_MESSAGE, path: [i, 'name'] });
      seen.add(item.name);
    });
    if (list.filter((item) => item.main).length > 1)
      ctx.addIssue({ code: 'custom', message: ONE_MAIN_MESSAGE });
  });

/** Every entity's list, as GET /api/external-id-names answers it. */
export type ExternalIdNameLists = z.output<typeof externalIdNameListsAnswer>;

/** GET /api/external-id-names: the lists and each entity's version (optimistic concurrency). */
export type ExternalIdNamesDocument = z.output<typeof externalIdNamesAnswer>;

const perEntity = <T extends z.ZodType>(schema: T) =>
  z
    .object(
      Object.fromEntries(EXTERNAL_ID_ENTITIES.map((e) => [e, schema.optional()])) as {
        [K in ExternalIdEntity]: z.ZodOptional<T>;
      },
    )
    .strict();

/** PUT /api/external-id-names: the entities whose lists change, with the versions the client edited. */
export const updateExternalIdNamesSchema = z.object({
  lists: perEntity(externalIdNameListSchema),
  versions: perEntity(z.number().int().min(0)).optional(),
});
export type UpdateExternalIdNamesInput = z.infer<typeof updateExternalIdNamesSchema>;

/** The question before leaving with unsaved external id name changes (shell.md §2, verbatim). */
export const UNSAVED_EXTERNAL_IDS_MESSAGE =
  'Mentetlen külső azonosító módosítások! Biztosan el szeretne navigálni az oldalról?';
