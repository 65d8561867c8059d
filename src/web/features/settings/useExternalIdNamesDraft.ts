import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdEntity,
  type ExternalIdName,
  type ExternalIdNameLists,
} from '../../../core/externalIds/externalIdNames.schemas.ts';
import {
  addExternalIdName,
  externalIdNameErrors,
  removeExternalIdName,
  setMainExternalIdName,
} from '../../../core/externalIds/mainExternalId.ts';
import { defaultExternalIdEditRoles } from '../../../core/permissions/actions.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { saveExternalIdNames } from '../../externalIds/externalIdNamesApi.ts';
import { adoptExternalIdNames, externalIdNamesState, loadExternalIdNames } from '../../externalIds/state.ts';
import { checkRecords } from '../../masterData/masterDataRules.ts';
import { sameData } from '../../ui/dialogState.ts';

const EMPTY = Object.fromEntries(EXTERNAL_ID_ENTITIES.map((e) => [e, []])) as unknown as ExternalIdNameLists;

/** A new row: editors may edit it, filters off; the main rule decides `main`. */
const blankName = (): ExternalIdName => ({
  name: '',
  displayName: '',
  main: false,
  rolesAllowedToEdit: defaultExternalIdEditRoles(),
  freightFilter: false,
  orderFilter: false,
});

type EntityErrors = Partial<Record<ExternalIdEntity, Record<string, string>>>;

/**
 * Every name of every list through the `externalIdName` rules in the rules worker, as the save
 * will be judged: messages per entity as `<index>.<field>`.
 */
async function ruleErrorsOf(lists: ExternalIdNameLists): Promise<EntityErrors> {
  const rows = EXTERNAL_ID_ENTITIES.flatMap((entity) =>
    lists[entity].map((item, index) => ({ entity, index, item })),
  );
  const checks = await checkRecords(
    'externalIdName',
    null,
    rows.map((r) => ({ stored: null, changes: { entity: r.entity, ...r.item } })),
  );
  const out: EntityErrors = {};
  rows.forEach((r, i) => {
    for (const [field, check] of Object.entries(checks[i] ?? {}))
      out[r.entity] = { ...out[r.entity], [`${r.index}.${field}`]: check.message };
  });
  return out;
}

/** Server field details (`lists.order.0.name`) as the editor's keys per entity (`0.name`). */
function serverErrorsByEntity(details: unknown): Partial<Record<ExternalIdEntity, Record<string, string>>> {
  const out: Partial<Record<ExternalIdEntity, Record<string, string>>> = {};
  if (!details || typeof details !== 'object') return out;
  for (const [key, message] of Object.entries(details as Record<string, string>)) {
    const m = /^(?:lists|versions)\.(\w+)(?:\.(.+))?$/.exec(key);
    const entity = m?.[1] as ExternalIdEntity | undefined;
    if (!entity || !EXTERNAL_ID_ENTITIES.includes(entity)) continue;
    out[entity] = { ...out[entity], [m?.[2] ?? 'list']: message };
  }
  return out;
}

/**
 * The editable copy of every entity's external id names against the loaded ones: edits with the
 * main-id rules of core, per-row messages (the server's checks), dirty state, save and revert.
 */
export function useExternalIdNamesDraft() {
  const { doc } = useSnapshot(externalIdNamesState);
  const original = (doc?.lists as ExternalIdNameLists | undefined) ?? EMPTY;
  const [draft, setDraft] = useState<ExternalIdNameLists>(original);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ExternalIdEntity, Record<string, string>>>>(
    {},
  );
  const [ruleErrors, setRuleErrors] = useState<EntityErrors>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  useEffect(() => {
    void loadExternalIdNames(true).catch(() => {});
  }, []);
  // A (re)load replaces the draft: what the server has is what the user edits.
  useEffect(() => {
    if (doc) setDraft(doc.lists as ExternalIdNameLists);
  }, [doc]);

  // The rules worker checks the names as they change (100 ms after the last change).
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      ruleErrorsOf(draft)
        .then((next) => live && setRuleErrors(next))
        .catch(() => live && setRuleErrors({}));
    }, 100);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [draft]);

  const dirtyEntities = useMemo(
    () => EXTERNAL_ID_ENTITIES.filter((e) => !sameData(original[e], draft[e])),
    [original, draft],
  );
  const errors = useMemo(
    () =>
      Object.fromEntries(
        EXTERNAL_ID_ENTITIES.map((e) => [
          e,
          { ...ruleErrors[e], ...externalIdNameErrors(draft[e]), ...serverErrors[e] },
        ]),
      ) as Record<ExternalIdEntity, Record<string, string>>,
    [draft, ruleErrors, serverErrors],
  );

  const change = useCallback((entity: ExternalIdEntity, next: ExternalIdName[]) => {
    setDraft((d) => ({ ...d, [entity]: next }));
    setServerErrors(({ [entity]: _, ...rest }) => rest);
    setMessage(null);
  }, []);

  const actions = {
    add: (entity: ExternalIdEntity) => change(entity, addExternalIdName(draft[entity], blankName())),
    remove: (entity: ExternalIdEntity, index: number) =>
      change(entity, removeExternalIdName(draft[entity], index)),
    setMain: (entity: ExternalIdEntity, index: number) =>
      change(entity, setMainExternalIdName(draft[entity], index)),
    update: (entity: ExternalIdEntity, index: number, patch: Partial<ExternalIdName>) =>
      change(
        entity,
        draft[entity].map((n, i) => (i === index ? { ...n, ...patch } : n)),
      ),
    revert: () => {
      setDraft(original);
      setServerErrors({});
      setMessage(null);
    },
    /** Reloads from the server, dropping unsaved edits (after leaving the page, shell.md §2). */
    reload: () => void loadExternalIdNames(true).catch(() => {}),
    save: async (savedText: string): Promise<boolean> => {
      if (dirtyEntities.length === 0 || saving || !doc) return false;
      // The list-wide and server messages here; the rules' below, on the lists as they are now.
      const own = (e: ExternalIdEntity) => ({ ...externalIdNameErrors(draft[e]), ...serverErrors[e] });
      if (dirtyEntities.some((e) => Object.keys(own(e)).length > 0)) return false;
      setSaving(true);
      try {
        // The lists as they are now (the last answer of the rules may be about older ones).
        const refused = await ruleErrorsOf(draft);
        setRuleErrors(refused);
        if (dirtyEntities.some((e) => Object.keys(refused[e] ?? {}).length > 0)) return false;
        const lists = Object.fromEntries(dirtyEntities.map((e) => [e, draft[e]]));
        const versions = Object.fromEntries(dirtyEntities.map((e) => [e, doc.versions[e]]));
        const saved = await saveExternalIdNames({ lists, versions });
        adoptExternalIdNames(saved);
        setServerErrors({});
        setMessage({ text: saved.message ?? savedText, ok: true });
        return true;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        setServerErrors(serverErrorsByEntity(e.body?.details));
        setMessage({ text: e.body?.message ?? String(e.status), ok: false });
        return false;
      } finally {
        setSaving(false);
      }
    },
  };
  return { loaded: doc !== null, draft, errors, dirtyEntities, saving, message, actions };
}
export type ExternalIdNamesDraft = ReturnType<typeof useExternalIdNamesDraft>;
