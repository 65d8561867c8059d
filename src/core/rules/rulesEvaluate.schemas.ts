import { z } from 'zod';
import { CONFIG_MODES } from '../config/config.answers.ts';
import { rulesContextSchema } from './ruleFacts.schemas.ts';
import { RULE_ENTITIES, RULE_FAMILIES } from './ruleFile.schemas.ts';

/** A config mode as a path parameter of the rules calls. */
export const ruleModeParamsSchema = z.object({ mode: z.enum(CONFIG_MODES) });

/** POST /api/rules/evaluate: the playground's rows, on the server's pool (active mode) or another mode. */
export const rulesEvaluateSchema = z.object({
  mode: z.enum(CONFIG_MODES).optional(),
  entity: z.enum(RULE_ENTITIES),
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(10_000),
  ctx: z.record(z.string(), z.unknown()).optional(),
  families: z.array(z.enum(RULE_FAMILIES)).optional(),
  trace: z.boolean().optional(),
  engine: z.enum(['compiled', 'reference']).optional(),
});
export type RulesEvaluateInput = z.input<typeof rulesEvaluateSchema>;

/** The playground's context after its overrides are laid over the caller's: it must still be a rules context. */
export const playgroundContextSchema = z.object({ ctx: rulesContextSchema });
