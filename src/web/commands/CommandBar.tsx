import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT.ts';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';
import type { CommandId } from './catalog.ts';
import { getCommand, isAvailable, runCommand } from './registry.ts';
import { commandContext, terminalState } from './terminalState.ts';

/** Buttons of the current view, generated from the registry: title, key hint, enabled by `when` and selection. */
export function CommandBar({ ids }: { ids: readonly CommandId[] }) {
  const t = useT();
  // Re-render when the selection, the view or the undo stack changes.
  useSnapshot(terminalState);
  const { overrides } = useSnapshot(keymapState);
  const keymap = effectiveKeymap(overrides);
  const ctx = commandContext();
  return (
    <div className="command-bar" role="toolbar" aria-label={t('palette.commands')}>
      {ids.map((id) => {
        const command = getCommand(id);
        if (!command) return null;
        const keys = keymap.find((b) => b.command === id)?.keys[0];
        const title = t(command.titleKey, command.titleParams);
        return (
          <button
            key={id}
            type="button"
            className="btn btn-small"
            disabled={!isAvailable(command, ctx)}
            title={keys ? `${title} (${formatKeys(keys)})` : title}
            onClick={() => runCommand(id, commandContext())}
            data-command={id}
          >
            {title}
            {keys && <kbd>{formatKeys(keys)}</kbd>}
          </button>
        );
      })}
    </div>
  );
}
