import { useState } from 'react';
import { ApiError } from '../api/apiErrors.ts';

/**
 * The state of a create/edit dialog: the values as read (`original`, what dirty is measured
 * against) and as typed, the server's messages per field (typing in a field drops its message),
 * the line under the form and the busy flag of a save.
 */
export function useDialogForm<F extends object>(initial: () => F) {
  const [original, setOriginal] = useState(initial);
  const [form, setForm] = useState(original);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  /** A field's new value; the server's message about the field goes. */
  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors(({ [key as string]: _, ...rest }) => rest);
  };
  /**
   * Runs a save: busy meanwhile, the line cleared first; a refusal of the server keeps the input and
   * shows its messages per field and its text (anything else is thrown on).
   */
  const runSave = async (save: () => Promise<void>) => {
    setSaving(true);
    setMessage('');
    try {
      await save();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const details = err.body?.details;
      setServerErrors(details && typeof details === 'object' ? (details as Record<string, string>) : {});
      setMessage(err.body?.message ?? String(err.status));
    } finally {
      setSaving(false);
    }
  };
  /** The saved values, as the dialog stays open: the new original, and the form. */
  const keepSaved = (saved: F) => {
    setOriginal(saved);
    setForm(saved);
  };
  /**
   * FormDialog's props for this form: the values as read and as typed, busy while saving, Mentés
   * (`save(true)`: save and close) and, for a stored record, Alkalmazás (`save(false)`: save and stay).
   */
  const formProps = (valid: boolean, save: (close: boolean) => void | Promise<void>, creating: boolean) => ({
    original,
    value: form,
    valid,
    saving,
    onSave: () => save(true),
    ...(!creating && { onApply: () => save(false) }),
  });
  return {
    original,
    setOriginal,
    form,
    set,
    serverErrors,
    message,
    setMessage,
    saving,
    runSave,
    keepSaved,
    formProps,
  };
}
