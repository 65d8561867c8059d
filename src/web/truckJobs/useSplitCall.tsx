import { useState } from 'react';
import { ApiError } from '../api/apiErrors.ts';
import { refusalText } from './cargoSplitApi.ts';

/**
 * The call of a cargo-split dialog (split, separate): one at a time, busy meanwhile; its answer (the
 * server's message) goes to `onDone`, a refusal stays in the dialog as the server's text (`Refusal`),
 * the input kept to correct.
 */
export function useSplitCall(onDone: (message: string) => void) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const run = async (call: () => Promise<string>) => {
    if (saving) return;
    setSaving(true);
    try {
      onDone(await call());
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(refusalText(e));
      setSaving(false);
    }
  };
  return { saving, error, run };
}

/** The refusal line of a cargo-split dialog (announced). */
export function Refusal({ error }: { error: string }) {
  if (!error) return null;
  return (
    <p className="input-error" role="alert" data-testid="cargo-split-error">
      {error}
    </p>
  );
}
