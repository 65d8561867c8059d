import { useCallback, useEffect, useState } from 'react';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { ApiError } from '../api/apiErrors.ts';
import { useT } from '../i18n/useT.ts';
import { fieldMessagesOf } from '../rules/rulesClient.ts';
import { sameData } from '../ui/dialogState.ts';
import { useLatest } from '../ui/useLatest.ts';
import { isStaleVersion, refusalText, type SaveResult } from './saveWithWarnings.ts';
import type { DialogMessage } from './TruckJobEditDialog.tsx';
import { type FieldPermissions, useFieldPermissions } from './truckJobRules.ts';

/** What one area (freight, pickup) tells the editor: how to load, show and save its record. */
export interface TruckJobEditorInput<R extends { status: string }, F, C extends object> {
  /** The rule entity whose permission rules lock fields (useFieldPermissions). */
  entity: RuleEntity;
  /** The record's uuid or number. */
  id: string;
  /** Reads the record as stored now (keep it stable: a new function reloads). */
  load(id: string, signal?: AbortSignal): Promise<R>;
  toForm(record: R): F;
  /** The body of a save: only what differs from the form as loaded. */
  changes(original: F, form: F): C;
  /** Saves the changes at the version read (warnings flow included). */
  save(stored: R, changes: C): Promise<SaveResult<R>>;
  /** Steps the status to the previous (-1) or next (+1) one. */
  stepStatus(stored: R, direction: 1 | -1): Promise<SaveResult<R>>;
  /** The status's label and its neighbours in the server's order, for the status line. */
  statusLabel(status: R['status']): string;
  adjacentStatus(status: R['status'], direction: 1 | -1): R['status'] | null;
  /** After every save: the list (and panel) show the new record. */
  onSaved(record: R): void;
  onClose(): void;
}

/**
 * The state of a freight or pickup edit dialog (business.md §2, §6): loads the record, keeps the
 * form, locks fields by the permission rules, saves only the changes (closing on success), steps the
 * status only when nothing is unsaved, and after a stale version reloads in place keeping the input.
 * Spread `frame` on TruckJobEditDialog (it holds the status line too).
 */
export function useTruckJobEditor<R extends { status: string }, F, C extends object>(
  input: TruckJobEditorInput<R, F, C>,
) {
  const t = useT();
  const { id, load, toForm, onSaved, onClose } = input;
  const latest = useLatest(input);
  const [stored, setStored] = useState<R | null>(null);
  const [original, setOriginal] = useState<F | null>(null);
  const [form, setForm] = useState<F | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const perms: FieldPermissions = useFieldPermissions(input.entity, stored as Record<string, unknown> | null);

  /** Takes a record as the new base; `keepInput` leaves what the user typed in the fields. */
  const adopt = useCallback(
    (record: R, keepInput: boolean) => {
      setStored(record);
      const next = toForm(record);
      setOriginal(next);
      if (!keepInput) setForm(next);
      setStale(false);
    },
    [toForm],
  );
  useEffect(() => {
    const abort = new AbortController();
    load(id, abort.signal)
      .then((r) => adopt(r, false))
      .catch(() => !abort.signal.aborted && onClose());
    return () => abort.abort();
  }, [id, load, adopt, onClose]);

  /** Shows a refusal: a stale version offers "Újratöltés", field messages go under their fields. */
  const refused = (err: unknown) => {
    if (isStaleVersion(err)) {
      setStale(true);
      setMessage({ text: COMMON_ERRORS.staleVersion.message, error: true });
      return;
    }
    if (err instanceof ApiError) setErrors(fieldMessagesOf(err.body));
    setMessage({ text: refusalText(err), error: true });
  };
  const run = async (save: () => Promise<SaveResult<R>>, close: boolean) => {
    setSaving(true);
    setMessage(null);
    try {
      const result = await save();
      if (!result.saved) return;
      onSaved(result.value);
      setErrors({});
      if (close) onClose();
      else {
        adopt(result.value, false);
        setMessage({ text: t('transportEdit.saved'), error: false });
      }
    } catch (err) {
      refused(err);
    } finally {
      setSaving(false);
    }
  };
  const reload = () =>
    void load(id)
      .then((r) => {
        // The newer version becomes the base; what the user typed stays in the fields.
        adopt(r, true);
        setMessage({ text: t('transportEdit.reloaded'), error: false });
      })
      .catch(refused);

  const dirty = original !== null && form !== null && !sameData(original, form);
  const step = (direction: 1 | -1) => {
    if (!stored || saving) return;
    if (dirty) setMessage({ text: t('transportEdit.unsavedFirst'), error: true });
    else void run(() => latest.current.stepStatus(stored, direction), false);
  };
  const changes = original && form ? input.changes(original, form) : null;
  const lockedChange = Object.keys(changes ?? {}).some((f) => !perms.editable(f));
  const set = <K extends keyof F>(field: K, value: F[K]) => {
    setForm((f) => (f ? { ...f, [field]: value } : f));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(String(field)))));
  };
  /** A part saved by its own call (comment, transporter, cargo ids): the input stays; "Mentve." confirms it. */
  const sideSaved = (record: R) => {
    onSaved(record);
    adopt(record, true);
    setMessage({ text: t('transportEdit.saved'), error: false });
  };
  return {
    stored,
    form,
    errors,
    perms,
    saving,
    set,
    step,
    refused,
    sideSaved,
    /** The props of TruckJobEditDialog that are the editor's. */
    frame: {
      original,
      value: form,
      valid: perms.ready && !lockedChange,
      saving,
      loading: !stored || !form,
      message,
      stale,
      onReload: reload,
      onSave: () => (stored && changes ? run(() => latest.current.save(stored, changes), true) : undefined),
      onClose,
      stepper: stored && {
        status: stored.status,
        label: input.statusLabel,
        adjacent: input.adjacentStatus,
        disabled: saving || !perms.editable('status'),
        onStep: step,
      },
    },
  };
}
