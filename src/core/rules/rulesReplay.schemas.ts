import { z } from 'zod';
import { CONFIG_MODES } from '../config/config.answers.ts';

/** The stored records the what-if replay and the playground read. */
export const REPLAY_RECORD_ENTITIES = ['order', 'freight'] as const;

/** POST /api/rules/replay: a draft (rule files laid over those in force) against the last n stored records. */
export const rulesReplaySchema = z.object({
  mode: z.enum(CONFIG_MODES).optional(),
  entity: z.enum(REPLAY_RECORD_ENTITIES),
  n: z.number().int().min(1).max(10_000).default(1000),
  files: z
    .array(
      z.object({
        file: z
          .string()
          .regex(
            /^(base|modes\/[a-z]+)\/[A-Za-z]+\.json$/,
            'base/<family>.json or modes/<mode>/<family>.json',
          ),
        content: z.unknown(),
      }),
    )
    .min(1)
    .max(50),
});
export type RulesReplayInput = z.input<typeof rulesReplaySchema>;

/** GET /api/rules/records/:entity/:id: a stored record as rule facts, for the playground. */
export const ruleRecordParamsSchema = z.object({
  entity: z.enum(REPLAY_RECORD_ENTITIES),
  id: z.string().min(1).max(100),
});
