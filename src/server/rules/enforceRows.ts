import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { ENTITY_FIELDS } from '../../core/rules/ruleEntityFields.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { HttpError } from '../http/httpError.ts';
import { type EnforceContext, enforceRulesWith, rulesContextOf } from './enforceRules.ts';
import type { RulesService } from './rulesService.ts';

/** One row of a batch: its key in the answer's details, the values sent and the stored version. */
export interface RuleRow {
  key: string;
  facts: Record<string, unknown>;
  current?: Record<string, unknown>;
}

/**
 * How a refused batch names its rows in the details: `byRow`, the row's first message by its key (a
 * grid's rows by id); `byRowField`, one message per `<key>.<field>` (a list editor's rows);
 * `byRowFieldUnlessOne`, the same but by field alone when the batch is one row (a dialog saving one
 * record through the batch).
 */
export type RowDetails = 'byRow' | 'byRowField' | 'byRowFieldUnlessOne';

/**
 * Runs an entity's rules on every row of a batch before anything is written: any refused row
 * refuses the whole batch (all-or-nothing), details as `details` says. A refused permission makes the
 * whole answer a 403.
 */
export async function enforceRows(
  entity: RuleEntity,
  rows: readonly RuleRow[],
  ctx: Omit<EnforceContext, 'current'>,
  details: RowDetails = 'byRow',
): Promise<void> {
  await enforceRowsWith(ctx.app.rules, await rulesContextOf(ctx), entity, rows, details);
}

/** enforceRows for a command, which holds the rules pool and the caller's context instead of a request. */
export async function enforceRowsWith(
  rules: RulesService,
  rulesCtx: RulesContextInput,
  entity: RuleEntity,
  rows: readonly RuleRow[],
  details: RowDetails = 'byRow',
): Promise<void> {
  const refused: Record<string, string> = {};
  const prefixed = details === 'byRowField' || (details === 'byRowFieldUnlessOne' && rows.length > 1);
  let status = 422;
  for (const row of rows) {
    try {
      await enforceRulesWith(rules, rulesCtx, entity, row.facts, row.current);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.statusCode === 403) status = 403;
      const messages = Object.entries(err.details ?? {});
      if (details === 'byRow') refused[row.key] = messages[0]?.[1] ?? err.message;
      else
        for (const [field, message] of messages) refused[prefixed ? `${row.key}.${field}` : field] = message;
    }
  }
  if (Object.keys(refused).length > 0)
    throw new HttpError(status, status === 403 ? COMMON_ERRORS.forbidden : RULES_ERRORS.rejected, refused);
}

/** A stored record as the rules see it: only the entity's fact fields (the `current` of an update). */
export function storedFacts(entity: RuleEntity, record: object): Record<string, unknown> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(ENTITY_FIELDS[entity].filter((f) => f in source).map((f) => [f, source[f]]));
}
