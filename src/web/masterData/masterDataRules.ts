import { useCallback, useEffect, useState } from 'react';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import type { CellMessage, RowCheckItem } from '../grid/gridTypes.ts';
import { type FieldCheck, rulesClient } from '../rules/rulesClient.ts';
import { coerceChanges, type FormField } from './masterDataForm.ts';

type Values = Record<string, unknown>;

/**
 * Only the form's fields, typed (a grid row also carries ids, names and the version); without a
 * field list the values are taken as they are (a screen's own typed form).
 */
const factsOf = (fields: readonly FormField[] | null, values: Values): Values =>
  fields
    ? coerceChanges(
        fields,
        Object.fromEntries(fields.filter((f) => f.name in values).map((f) => [f.name, values[f.name]])),
      )
    : values;

/**
 * The rules' messages for records being saved, as the server will judge them: the stored values
 * with the changes on top (and the stored ones as `original`), messages only on the fields that
 * are sent. Evaluated in the rules worker, so a mode's rule reaches the screens without a server round.
 * `ctx` adds what the server's save path adds to the context (a product's pallet types).
 */
export async function checkRecords(
  entity: RuleEntity,
  fields: readonly FormField[] | null,
  records: readonly { stored: Values | null; changes: Values }[],
  ctx?: RulesContextInput,
): Promise<Record<string, FieldCheck>[]> {
  const rows = records.map(({ stored, changes }) => {
    const sent = factsOf(fields, changes);
    if (!stored) return sent;
    const current = factsOf(fields, stored);
    return { ...current, ...sent, original: current };
  });
  const results = await rulesClient.validateRows(entity, rows, ctx);
  return results.map((r, i) => {
    const sent = Object.keys(records[i]?.changes ?? {});
    return Object.fromEntries(Object.entries(r.fields).filter(([f]) => sent.includes(f)));
  });
}

/** A grid's check before a batch is sent (GridAdapter.check) by the entity's rules. */
export function rulesRowCheck<T>(
  entity: RuleEntity,
  fields: readonly FormField[],
  ctx?: () => RulesContextInput,
) {
  return async (items: readonly RowCheckItem<T>[]): Promise<Record<string, Record<string, CellMessage>>> => {
    const checks = await checkRecords(
      entity,
      fields,
      items.map((i) => ({ stored: (i.row ?? null) as Values | null, changes: i.changes })),
      ctx?.(),
    );
    return Object.fromEntries(items.map((item, i) => [item.id, checks[i] ?? {}]));
  };
}

/** Messages by field of one record's check. */
const messagesOf = (checks: Record<string, FieldCheck> = {}) =>
  Object.fromEntries(Object.entries(checks).map(([k, c]) => [k, c.message]));

/**
 * A dialog's rule messages by field, checked in the rules worker as the form changes (100 ms after
 * the last change). `messages` is the last answer; `pending` says it is about older values (or
 * none came yet) — a save then must not be refused on it: `check()` checks the values of this
 * render at once. `changes` are the values to be sent: every field when creating (`stored` null),
 * the changed ones when editing.
 */
export function useRuleMessages(
  entity: RuleEntity | undefined,
  fields: readonly FormField[] | null,
  stored: Values | null,
  changes: Values,
  ctx?: () => RulesContextInput,
) {
  const key = JSON.stringify([stored, changes]);
  const [answer, setAnswer] = useState<{ key: string; messages: Record<string, string> } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are keyed by their JSON
  const check = useCallback(async (): Promise<Record<string, string>> => {
    if (!entity) return {};
    const [checks] = await checkRecords(entity, fields, [{ stored, changes }], ctx?.());
    return messagesOf(checks);
  }, [entity, fields, key, ctx]);
  useEffect(() => {
    if (!entity) return;
    let live = true;
    const timer = setTimeout(() => {
      check()
        .then((messages) => live && setAnswer({ key, messages }))
        .catch(() => live && setAnswer({ key, messages: {} }));
    }, 100);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [entity, check, key]);
  const checkNow = async () => {
    const messages = await check();
    setAnswer({ key, messages });
    return messages;
  };
  return {
    messages: answer?.messages ?? {},
    pending: entity !== undefined && answer?.key !== key,
    check: checkNow,
  };
}
