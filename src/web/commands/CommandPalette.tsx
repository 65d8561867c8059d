import { Command as Cmdk } from 'cmdk';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT.ts';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';
import { ListboxNote } from '../ui/ListboxNote.tsx';
import { Modal } from '../ui/Modal.tsx';
import { parseJump } from './jumps.ts';
import { commandItems, paletteGroups, paletteHits, runPaletteChoice } from './paletteModel.ts';
import { searchPalette, toPaletteItem } from './paletteSearch.ts';
import { recentCommandState } from './recentCommands.ts';
import { recentState } from './recentRecords.ts';
import { closeModal, commandContext, terminalState } from './terminalState.ts';
import { useServerSearch } from './useServerSearch.ts';

/** Ctrl/⌘+K: screens, the view's commands on the selection, recent records and record jumps. */
export function CommandPalette() {
  const { modal } = useSnapshot(terminalState);
  return modal === 'palette' ? <PaletteBody /> : null;
}

function PaletteBody() {
  const t = useT();
  const [query, setQuery] = useState('');
  // A view that mounts (or a selection that changes) while the palette is open refreshes its
  // commands without losing what was typed.
  useSnapshot(terminalState);
  const { records } = useSnapshot(recentState);
  const { uses } = useSnapshot(recentCommandState);
  const { overrides } = useSnapshot(keymapState);
  const ctx = commandContext();
  const keysOf = useMemo(() => {
    const m = new Map<string, string>();
    for (const b of effectiveKeymap(overrides)) if (b.keys[0]) m.set(b.command, formatKeys(b.keys[0]));
    return m;
  }, [overrides]);

  const { items, boosts } = commandItems(ctx, uses, t);
  for (const r of records) {
    items.push(toPaletteItem({ id: `rec:${r.path}`, label: r.label, group: 'recent', keywords: r.kind }));
  }

  const jumps = parseJump(query).filter((j) => ctx.can(j.kind.screen));
  const found = searchPalette(items, query, 50, (i) => boosts.get(i.id) ?? 0);
  // Records on the server (customer, address, plate, order number…): below the local items, which
  // answer at once; only kinds whose screen this user may open.
  const server = useServerSearch(query);
  const hits = paletteHits(server.hits, ctx, t);
  const close = () => closeModal();
  const select = (id: string) => {
    close();
    runPaletteChoice(id, hits, ctx);
  };
  const groups = paletteGroups(query, found, t);
  // The highlighted item follows the best match: when the query changes or a view mounting while
  // the palette is open adds better commands, Enter runs the new first item, not the one cmdk kept.
  const firstJump = jumps[0];
  const firstGroup = groups[0]?.[0];
  // Nothing local matches (a customer name, a plate): the best record found on the server is first.
  const first = firstJump
    ? `jump:${firstJump.kind.target(firstJump.id)}`
    : (found.find((i) => i.group === firstGroup && i.group !== 'other')?.id ?? hits[0]?.value ?? '');
  const [selected, setSelected] = useState(first);
  useEffect(() => setSelected(first), [first]);
  const renderGroup = (group: string, heading: string) => {
    const inGroup = found.filter((i) => i.group === group);
    if (inGroup.length === 0) return null;
    return (
      <Cmdk.Group key={group} heading={heading}>
        {inGroup.map((item) => (
          <Cmdk.Item key={item.id} value={item.id} onSelect={select}>
            <span>{item.label}</span>
            {keysOf.get(item.id.slice(4)) && (
              <kbd className="palette-kbd">{keysOf.get(item.id.slice(4))}</kbd>
            )}
          </Cmdk.Item>
        ))}
      </Cmdk.Group>
    );
  };

  return (
    <Modal
      open
      label={t('palette.label')}
      onOutsideClick={close}
      onEscape={close}
      className="palette"
      testId="palette"
    >
      <Cmdk label={t('palette.label')} shouldFilter={false} loop value={selected} onValueChange={setSelected}>
        <Cmdk.Input
          data-autofocus
          value={query}
          onValueChange={setQuery}
          placeholder={t('palette.placeholder')}
          className="palette-input"
        />
        <Cmdk.List className="palette-list" label={t('palette.results')}>
          {!server.loading && jumps.length === 0 && found.length === 0 && hits.length === 0 && (
            <ListboxNote className="palette-empty">{t('palette.empty')}</ListboxNote>
          )}
          {jumps.length > 0 && (
            <Cmdk.Group heading={t('palette.jumps')}>
              {jumps.map(({ kind, id }) => (
                <Cmdk.Item key={kind.kind} value={`jump:${kind.target(id)}`} onSelect={select}>
                  {t('palette.jumpTo', { kind: t(kind.labelKey), id })}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          )}
          {groups
            .filter(([group]) => group !== 'other')
            .map(([group, heading]) => renderGroup(group, heading))}
          {(hits.length > 0 || server.loading) && (
            <Cmdk.Group heading={t('palette.found')}>
              {hits.map((h) => (
                <Cmdk.Item key={h.value} value={h.value} onSelect={select}>
                  <span className="palette-label">{h.label}</span>
                  <span className="palette-detail">{h.detail}</span>
                </Cmdk.Item>
              ))}
              {server.loading && <Cmdk.Loading>{t('palette.searching')}</Cmdk.Loading>}
            </Cmdk.Group>
          )}
          {groups
            .filter(([group]) => group === 'other')
            .map(([group, heading]) => renderGroup(group, heading))}
        </Cmdk.List>
      </Cmdk>
    </Modal>
  );
}
