import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { commandIdOf, getCommand } from '../commands/registry.ts';
import { closeModal, terminalState } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { Modal } from '../ui/Modal.tsx';
import { chordFromEvent } from './chordFromEvent.ts';
import { formatKeys, KEY_SCOPES } from './keymap.ts';
import { effectiveKeymap, keymapState, saveKeyOverride } from './keymapState.ts';

// Screen jumps (g …) get their own full-width section: they are the longest list.
const SECTIONS = [
  ...KEY_SCOPES.map((scope) => ({ id: scope, scope, nav: false })),
  { id: 'nav', scope: 'global' as const, nav: true },
];

/** `?`: every binding of the effective keymap by scope, titles from the command registry; rebinding. */
export function HelpOverlay() {
  const { modal } = useSnapshot(terminalState);
  return modal === 'help' ? <HelpBody /> : null;
}

function HelpBody() {
  const t = useT();
  const { overrides } = useSnapshot(keymapState);
  const [recording, setRecording] = useState<string | null>(null);
  const keymap = effectiveKeymap(overrides);
  const close = () => (recording ? setRecording(null) : closeModal());
  return (
    <Modal
      open
      label={t('help.title')}
      onEscape={close}
      onOutsideClick={close}
      className="help-overlay"
      testId="help-overlay"
    >
      <h2 className="modal-title">{t('help.title')}</h2>
      <div className="help-columns">
        {SECTIONS.map(({ id, scope, nav }) => {
          const rows = keymap.filter((b) => b.scope === scope && b.command.startsWith('nav.') === nav);
          if (rows.length === 0) return null;
          return (
            <section key={id} className={`help-scope${nav ? ' help-nav' : ''}`}>
              <h3>{nav ? t('help.navigation') : t(`help.scope.${scope}`)}</h3>
              <table className="help-table">
                <tbody>
                  {rows.map((b) => {
                    const id = commandIdOf(b.command);
                    const command = id && getCommand(id);
                    return (
                      <tr key={b.command}>
                        <td className="help-keys">
                          <button
                            type="button"
                            className="kbd-button"
                            title={t('help.rebind')}
                            onClick={() => setRecording(b.command)}
                            onKeyDown={(e) => {
                              if (recording !== b.command) return;
                              const chord = chordFromEvent(e.nativeEvent);
                              if (!chord) return;
                              e.preventDefault();
                              e.stopPropagation();
                              setRecording(null);
                              void saveKeyOverride(b.command, chord);
                            }}
                          >
                            {recording === b.command
                              ? t('help.pressKey')
                              : b.keys.map((k) => <kbd key={k}>{formatKeys(k)}</kbd>)}
                          </button>
                        </td>
                        <td>{command ? t(command.titleKey, command.titleParams) : b.command}</td>
                        <td>
                          {overrides[b.command] !== undefined && (
                            <button
                              type="button"
                              className="btn btn-link"
                              onClick={() => void saveKeyOverride(b.command, null)}
                            >
                              {t('help.resetKey')}
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={closeModal} data-autofocus>
          {t('help.close')}
        </button>
      </div>
    </Modal>
  );
}
