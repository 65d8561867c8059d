import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT.ts';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';
import type { CommandId } from './commandTypes.ts';
import { getCommand, isAvailable, runCommand } from './registry.ts';
import { commandContext, terminalState } from './terminalState.ts';

export interface CommandButtonProps {
  id: CommandId;
  /** Shown instead of the command's title (which stays in the tooltip), without the key hint. */
  label?: string;
  testId?: string;
}

/** One command as a button: title, key hint, enabled by `when` and selection. */
export function CommandButton({ id, label, testId }: CommandButtonProps) {
  const t = useT();
  // Re-render when the selection, the view or the undo stack changes.
  useSnapshot(terminalState);
  const { overrides } = useSnapshot(keymapState);
  const command = getCommand(id);
  if (!command) return null;
  const keys = effectiveKeymap(overrides).find((b) => b.command === id)?.keys[0];
  const title = t(command.titleKey, command.titleParams);
  return (
    <button
      type="button"
      className="btn btn-small"
      disabled={!isAvailable(command, commandContext())}
      title={keys ? `${title} (${formatKeys(keys)})` : title}
      onClick={() => runCommand(id, commandContext())}
      data-command={id}
      data-testid={testId}
    >
      {label ?? title}
      {label === undefined && keys && <kbd>{formatKeys(keys)}</kbd>}
    </button>
  );
}

/** Buttons of the current view, generated from the registry. */
export function CommandBar({ ids }: { ids: readonly CommandId[] }) {
  const t = useT();
  return (
    <div className="command-bar" role="toolbar" aria-label={t('palette.commands')}>
      {ids.map((id) => (
        <CommandButton key={id} id={id} />
      ))}
    </div>
  );
}
