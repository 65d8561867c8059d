import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { ENTITY_FIELDS } from '../../core/rules/ruleEntityFields.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { HttpError } from '../http/httpError.ts';
import { type EnforceContext, enforceRules } from './enforceRules.ts';

/** One row of a batch: its key in the answer's details, the values sent and the stored version. */
export interface RuleRow {
  key: string;
  facts: Record<string, unknown>;
  current?: Record<string, unknown>;
}

/**
 * Runs an entity's rules on every row of a batch before anything is written: any refused row
 * refuses the whole batch (all-or-nothing). Details name each refused row by its key — with
 * `perField`, one message per `<key>.<field>` (a list editor's rows), else the row's first message
 * (a grid's rows by id). A refused permission makes the whole answer a 403.
 */
export async function enforceRows(
  entity: RuleEntity,
  rows: readonly RuleRow[],
  ctx: Omit<EnforceContext, 'current'>,
  perField = false,
): Promise<void> {
  const refused: Record<string, string> = {};
  let status = 422;
  for (const row of rows) {
    try {
      await enforceRules(entity, row.facts, { ...ctx, ...(row.current && { current: row.current }) });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.statusCode === 403) status = 403;
      const details = Object.entries(err.details ?? {});
      if (perField) for (const [field, message] of details) refused[`${row.key}.${field}`] = message;
      else refused[row.key] = details[0]?.[1] ?? err.message;
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
