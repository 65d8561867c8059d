import { useEffect, useState } from 'react';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { rulesClient } from '../rules/rulesClient.ts';
import type { SaveWarning } from './saveWithWarnings.ts';

/**
 * The facts a save is judged on, as the server builds them (truckJob.commands judgeTruckJobChanges): the
 * stored record with the changes on top and the stored one as `original`.
 */
export function saveFacts(stored: object, changes: object): Record<string, unknown> {
  return { ...stored, ...changes, original: stored };
}

/** The save warnings the rule files give for these facts (family freightWarnings). */
export async function ruleWarnings(
  entity: RuleEntity,
  facts: Record<string, unknown>,
): Promise<SaveWarning[]> {
  const result = await rulesClient.validateEntity(entity, facts, undefined, ['freightWarnings']);
  return result.warnings.map((w) => ({ code: w.code, message: w.message, trace: w.trace }));
}

/**
 * The fields the signed-in user may not change on this record (family permissions: role, modules,
 * config mode), by field name with the rule's message. Every present field is judged, so the answer
 * covers the whole record, not just a change.
 */
export async function deniedFields(
  entity: RuleEntity,
  record: Record<string, unknown>,
): Promise<Record<string, string>> {
  const result = await rulesClient.validateEntity(entity, saveFacts(record, {}), undefined, ['permissions']);
  return Object.fromEntries(Object.entries(result.denied).map(([f, c]) => [f, c.message]));
}

/** Field permissions of one record for a dialog or a grid: ready once the rules worker answered. */
export interface FieldPermissions {
  ready: boolean;
  /** Whether the user may change this field (false until ready: nothing is editable before the rules say so). */
  editable(field: string): boolean;
  denied: Record<string, string>;
}

/** Asks the rules worker which fields of `record` the user may change (again whenever the record changes). */
export function useFieldPermissions(
  entity: RuleEntity,
  record: Record<string, unknown> | null,
): FieldPermissions {
  const [state, setState] = useState<{ ready: boolean; denied: Record<string, string> }>({
    ready: false,
    denied: {},
  });
  useEffect(() => {
    if (!record) return;
    let live = true;
    deniedFields(entity, record)
      .then((denied) => live && setState({ ready: true, denied }))
      .catch(() => live && setState({ ready: false, denied: {} }));
    return () => {
      live = false;
    };
  }, [entity, record]);
  return {
    ...state,
    editable: (field) => state.ready && !(field in state.denied),
  };
}
