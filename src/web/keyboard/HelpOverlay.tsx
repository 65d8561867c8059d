import { Fragment, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { commandIdOf, getCommand } from '../commands/registry.ts';
import { closeModal, commandContext, terminalState } from '../commands/terminalState.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/useT.ts';
import { CloseActions } from '../ui/DetailsModal.tsx';
import { Modal } from '../ui/Modal.tsx';
import { chordFromEvent } from './chordFromEvent.ts';
import { filterHelp, type HelpRow, helpSections } from './helpModel.ts';
import { formatKeys } from './keymap.ts';
import { effectiveKeymap, keymapState, saveKeyOverride } from './keymapState.ts';

/** `?`: the keys of the current scope from the effective keymap (this screen first), searchable; rebinding. */
export function HelpOverlay() {
  const { modal } = useSnapshot(terminalState);
  return modal === 'help' ? <HelpBody /> : null;
}

function HelpBody() {
  const t = useT();
  const { overrides } = useSnapshot(keymapState);
  const [recording, setRecording] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // A new revision: the screen under the overlay offers something else now (e.g. the rules made its
  // grid editable while the help was open), so the sections are read again.
  const { revision } = useSnapshot(terminalState);
  const keymap = effectiveKeymap(overrides);
  // The context the help describes: the screen under the overlay (at this revision).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen under the overlay is read again at each revision.
  const sections = useMemo(() => {
    const ctx = { ...commandContext(), modal: null };
    return helpSections({
      keymap,
      ctx,
      command: (id) => {
        const c = commandIdOf(id);
        return c ? getCommand(c) : undefined;
      },
      title: (c, id) => (c ? t(c.titleFor?.(ctx) ?? c.titleKey, c.titleParams) : id),
      t: (key) => t(key as MessageKey),
    });
  }, [keymap, t, revision]);
  const shown = filterHelp(sections, query, formatKeys);
  const close = () => (recording ? setRecording(null) : closeModal());
  const heading = (id: string) => t(`help.section.${id}` as MessageKey);

  const keyCell = (r: HelpRow) => {
    const command = r.command;
    if (command === null)
      return (
        <td className="help-keys">
          {r.keys.map((k, i) => (
            <Fragment key={k}>
              {i > 0 && ' / '}
              <kbd>{k}</kbd>
            </Fragment>
          ))}
        </td>
      );
    return (
      <td className="help-keys">
        <button
          type="button"
          className="kbd-button"
          title={t('help.rebind')}
          onClick={() => setRecording(command)}
          onKeyDown={(e) => {
            if (recording !== command) return;
            const chord = chordFromEvent(e.nativeEvent);
            if (!chord) return;
            e.preventDefault();
            e.stopPropagation();
            setRecording(null);
            void saveKeyOverride(command, chord);
          }}
        >
          {recording === command
            ? t('help.pressKey')
            : r.keys.map((k, i) => (
                <Fragment key={k}>
                  {i > 0 && ' / '}
                  <kbd>{formatKeys(k)}</kbd>
                </Fragment>
              ))}
        </button>
      </td>
    );
  };

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
      <input
        type="search"
        className="help-search"
        aria-label={t('help.search')}
        placeholder={t('help.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        data-autofocus
      />
      <div className="help-columns">
        {shown.length === 0 && <p className="grid-status">{t('help.nothing')}</p>}
        {shown.map(({ id, rows }) => (
          <section key={id} className={`help-scope${id === 'nav' ? ' help-nav' : ''}`} data-section={id}>
            <h3>{heading(id)}</h3>
            <table className="help-table">
              <tbody>
                {rows.map((r) => (
                  <tr key={r.command ?? r.title}>
                    {keyCell(r)}
                    <td>{r.title}</td>
                    <td>
                      {r.command !== null && overrides[r.command] !== undefined && (
                        <button
                          type="button"
                          className="btn btn-link"
                          onClick={() => r.command && void saveKeyOverride(r.command, null)}
                        >
                          {t('help.resetKey')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <CloseActions onClose={closeModal} />
    </Modal>
  );
}
