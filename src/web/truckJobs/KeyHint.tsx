import { useSnapshot } from 'valtio';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';

/** The user's key of a command, e.g. "(Alt+PageDown)" on a button; nothing when it has none. */
export function KeyHint({ command }: { command: string }) {
  const { overrides } = useSnapshot(keymapState);
  const keys = effectiveKeymap(overrides).find((b) => b.command === command)?.keys[0];
  return keys ? <span className="muted">({formatKeys(keys)})</span> : null;
}
