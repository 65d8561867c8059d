import { useCallback, useEffect, useRef, useState } from 'react';
import { COMMON_ERRORS } from '../../../core/errors/messages.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { useExternalIdColumns } from '../../externalIds/useExternalIdColumns.ts';
import { useT } from '../../i18n/useT.ts';
import { fieldMessagesOf } from '../../rules/rulesClient.ts';
import { StatusStepper } from '../../transportEdit/StatusStepper.tsx';
import type { SaveResult } from '../../transportEdit/saveWithWarnings.ts';
import { isStaleVersion } from '../../transportEdit/saveWithWarnings.ts';
import { type DialogMessage, TransportEditDialog } from '../../transportEdit/TransportEditDialog.tsx';
import { useFieldPermissions } from '../../transportEdit/transportRules.ts';
import { sameData } from '../../ui/dialogState.ts';
import { FreightEditFields } from './FreightEditFields.tsx';
import { FreightSideEdits } from './FreightSideEdits.tsx';
import {
  adjacentStatus,
  loadFreight,
  refusalText,
  saveFreight,
  stepFreightStatus,
} from './freightEditing.ts';
import { type FreightForm, freightChanges, freightToForm } from './freightForm.ts';
import { freightStatusLabel } from './freightRows.ts';

export interface FreightEditDialogProps {
  /** The freight's uuid or number. */
  id: string;
  /** Planner-side parts (money, transporter) are left out for transporter users. */
  planner: boolean;
  /** Where the keyboard goes once loaded (the comment or transporter command opened it). */
  focus?: 'comment' | 'transporter';
  /** After every save (fields, status, comment …): the list shows the new row. */
  onSaved(freight: Freight): void;
  onClose(): void;
}

/**
 * The freight edit dialog (business.md §2, §6): every editable field, locked where the permission
 * rules say so for the user's role and mode; Ctrl+S saves after one confirmation of the save
 * warnings; status stepping by key; a stale version offers "Újratöltés", which keeps the input.
 */
export function FreightEditDialog({ id, planner, focus, onSaved, onClose }: FreightEditDialogProps) {
  const t = useT();
  const [stored, setStored] = useState<Freight | null>(null);
  const [original, setOriginal] = useState<FreightForm | null>(null);
  const [form, setForm] = useState<FreightForm | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const perms = useFieldPermissions('freight', stored as Record<string, unknown> | null);
  const externalIdNames = useExternalIdColumns('freight');
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const adopt = useCallback((f: Freight, keepInput: boolean) => {
    setStored(f);
    const next = freightToForm(f);
    setOriginal(next);
    if (!keepInput) setForm(next);
    setStale(false);
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    loadFreight(id, abort.signal)
      .then((f) => adopt(f, false))
      .catch(() => !abort.signal.aborted && onClose());
    return () => abort.abort();
  }, [id, adopt, onClose]);

  const refused = (err: unknown) => {
    if (isStaleVersion(err)) {
      setStale(true);
      setMessage({ text: COMMON_ERRORS.staleVersion.message, error: true });
      return;
    }
    if (err instanceof ApiError) setErrors(fieldMessagesOf(err.body));
    setMessage({ text: refusalText(err), error: true });
  };
  const run = async (save: () => Promise<SaveResult<Freight>>, done: string, close: boolean) => {
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
        setMessage({ text: done, error: false });
      }
    } catch (err) {
      refused(err);
    } finally {
      setSaving(false);
    }
  };
  const reload = () =>
    void loadFreight(id)
      .then((f) => {
        // The newer version becomes the base; what the user typed stays in the fields.
        adopt(f, true);
        setMessage({ text: t('transportEdit.reloaded'), error: false });
      })
      .catch(refused);

  const loaded = stored !== null;
  useEffect(() => {
    if (!loaded || !focus) return;
    const el =
      focus === 'comment' ? commentRef.current : document.querySelector<HTMLElement>('[name=transporterId]');
    el?.focus();
  }, [loaded, focus]);

  const dirty = original !== null && form !== null && !sameData(original, form);
  const step = (direction: 1 | -1) => {
    if (!stored || saving) return;
    if (dirty) setMessage({ text: t('transportEdit.unsavedFirst'), error: true });
    else void run(() => stepFreightStatus(stored, direction), t('transportEdit.saved'), false);
  };
  const changes = original && form ? freightChanges(original, form) : {};
  const lockedChange = Object.keys(changes).some((f) => !perms.editable(f));
  const set = <K extends keyof FreightForm>(field: K, value: FreightForm[K]) => {
    setForm((f) => (f ? { ...f, [field]: value } : f));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(field))));
  };
  const previous = stored && adjacentStatus(stored.status, -1);
  const next = stored && adjacentStatus(stored.status, 1);
  return (
    <TransportEditDialog<FreightForm | null>
      title={t('freightEdit.title', { id: stored?.freightId ?? id })}
      testId="freight-edit"
      original={original}
      value={form}
      valid={perms.ready && !lockedChange}
      saving={saving}
      loading={!stored || !form}
      message={message}
      stale={stale}
      onReload={reload}
      onSave={() =>
        stored ? run(() => saveFreight(stored, changes), t('transportEdit.saved'), true) : undefined
      }
      onClose={onClose}
      actions={{ step, comment: () => commentRef.current?.focus() }}
      status={
        stored && (
          <StatusStepper
            label={freightStatusLabel(stored.status)}
            previous={previous ? freightStatusLabel(previous) : null}
            next={next ? freightStatusLabel(next) : null}
            disabled={saving || !perms.editable('status')}
            onStep={step}
          />
        )
      }
    >
      {stored && form && (
        <>
          <FreightEditFields
            form={form}
            editable={perms.editable}
            errors={errors}
            planner={planner}
            externalIdNames={externalIdNames}
            set={set}
          />
          <FreightSideEdits
            freight={stored}
            planner={planner}
            commentRef={commentRef}
            onSaved={(f) => {
              onSaved(f);
              adopt(f, true);
            }}
            onRefused={refused}
          />
        </>
      )}
    </TransportEditDialog>
  );
}
