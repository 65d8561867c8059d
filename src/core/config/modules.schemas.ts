import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { moduleAnswer } from './config.answers.ts';

/** One row of GET /api/modules (module settings screen, superadmin only). */
export type ModuleDocument = z.output<typeof moduleAnswer>;

/** Largest module config accepted, as JSON text; configs are flags and small lists. */
export const MODULE_CONFIG_MAX_CHARS = 20_000;

/** PUT /api/modules/{id}: switch a module and/or replace its config. */
export const updateModuleSchema = z.object({
  active: z.boolean({ error: RULE_MESSAGES.invalidValue }).optional(),
  config: z
    .record(z.string().max(100), z.unknown(), { error: RULE_MESSAGES.invalidValue })
    .refine(
      (v) => JSON.stringify(v).length <= MODULE_CONFIG_MAX_CHARS,
      `A beállítás legfeljebb ${MODULE_CONFIG_MAX_CHARS} karakter lehet!`,
    )
    .optional(),
});
export type UpdateModuleInput = z.infer<typeof updateModuleSchema>;
