import { Command as Cmdk } from 'cmdk';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ROUTES, screenTitle } from '../../core/permissions/index.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/useT.ts';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';
import { Modal } from '../ui/Modal.tsx';
import { navCommandId } from './appCommands.ts';
import type { CommandId } from './commandTypes.ts';
import { parseJump } from './jumps.ts';
import { paletteCommands } from './paletteEntries.ts';
import { searchPalette, toPaletteItem } from './paletteSearch.ts';
import { recencyBoost, recentCommandState, rememberCommand } from './recentCommands.ts';
import { recentState, rememberRecord } from './recentRecords.ts';
import { allCommands, commandIdOf, isAvailable, runCommand } from './registry.ts';
import { closeModal, commandContext, terminalState } from './terminalState.ts';
import { HIT_TARGETS, useServerSearch } from './useServerSearch.ts';
import { hasViewExtra } from './viewExtras.ts';

const SCREEN_TITLE = new Map<string, string>(ROUTES.map((r) => [navCommandId(r.path), screenTitle(r)]));

/** Commands that end or destroy something: never among the first items, asked for by name. */
const DESTRUCTIVE = new Set<string>(['session.logout', 'record.delete']);

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

  // The context as it will be once the palette is closed: that is where the command runs.
  const runCtx = { ...ctx, modal: null };
  const boosts = new Map<string, number>();
  const here = navCommandId(ctx.path.split('?')[0] ?? '/');
  const items = paletteCommands(allCommands())
    .filter((c) => isAvailable(c, runCtx))
    .map((c) => {
      const screen = SCREEN_TITLE.get(c.id);
      const id = `cmd:${c.id}`;
      // The selection's commands first when rows are chosen, then this screen's, then what the user runs often.
      const onSelection = c.selection !== 'none' && ctx.selection.length > 0 && ctx.grid !== null;
      const ofScreen =
        hasViewExtra(ctx, c.id as CommandId) || (c.id.startsWith('record.') && ctx.view !== null);
      boosts.set(
        id,
        (onSelection ? 8 : 0) +
          (ofScreen ? 4 : 0) +
          recencyBoost(uses, c.id) -
          (c.id === here ? 2 : 0) -
          (DESTRUCTIVE.has(c.id) ? 50 : 0),
      );
      return toPaletteItem({
        id,
        label: screen ?? t(c.titleKey, c.titleParams),
        group: DESTRUCTIVE.has(c.id) ? 'other' : c.group === 'navigation' ? 'screens' : 'commands',
        keywords: c.id,
      });
    });
  for (const r of records) {
    items.push(toPaletteItem({ id: `rec:${r.path}`, label: r.label, group: 'recent', keywords: r.kind }));
  }

  const jumps = parseJump(query).filter((j) => ctx.can(j.kind.screen));
  const found = searchPalette(items, query, 50, (i) => boosts.get(i.id) ?? 0);
  // Records on the server (customer, address, plate, order number…): below the local items, which
  // answer at once; only kinds whose screen this user may open.
  const server = useServerSearch(query);
  const hits = server.hits
    .filter((h) => ctx.can(HIT_TARGETS[h.kind].screen))
    .map((h) => {
      const kind = t(`jumps.${h.kind}`);
      const status = t(`${h.kind}s.status.${h.status}` as MessageKey);
      return {
        value: `hit:${HIT_TARGETS[h.kind].path(h.id)}`,
        hit: h,
        label: `${kind} ${h.id}`,
        detail: [h.title, status, ...h.details].filter(Boolean).join(' · '),
      };
    });
  const close = () => closeModal();
  const select = (id: string) => {
    close();
    if (id.startsWith('hit:')) {
      const chosen = hits.find((h) => h.value === id);
      const path = id.slice(4);
      if (chosen)
        rememberRecord({
          kind: chosen.hit.kind,
          id: chosen.hit.id,
          label: `${chosen.label} – ${chosen.hit.title}`,
          path,
        });
      ctx.navigate(path);
    } else if (id.startsWith('cmd:')) {
      rememberCommand(id.slice(4));
      const command = commandIdOf(id.slice(4));
      if (command) runCommand(command, commandContext());
    } else if (id.startsWith('rec:') || id.startsWith('jump:')) ctx.navigate(id.slice(id.indexOf(':') + 1));
  };
  // With no query: the view's commands on the selection first, then recent records, then every
  // screen. With a query the group holding the best match comes first, so Enter runs the best match
  // ("rendeles" → the Rendelések screen, not the longer command "Rendelések generálása").
  const headings = {
    commands: t('palette.commands'),
    recent: t('palette.recent'),
    screens: t('palette.screens'),
    other: t('palette.other'),
  } as const;
  // The destructive group (Kilépés) always comes last, whatever matched best.
  const order: (keyof typeof headings)[] =
    query.trim() === ''
      ? ['commands', 'recent', 'screens', 'other']
      : [
          ...new Set([
            ...found.map((i) => i.group as keyof typeof headings).filter((g) => g !== 'other'),
            'other' as const,
          ]),
        ];
  const groups = order.filter((g) => g in headings).map((g) => [g, headings[g]] as const);
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
          {/* A listbox holds options even when nothing is found (axe aria-required-children): the note is one, unavailable. */}
          {!server.loading && jumps.length === 0 && found.length === 0 && hits.length === 0 && (
            <div
              role="option"
              tabIndex={-1}
              aria-disabled="true"
              aria-selected="false"
              className="palette-empty"
            >
              {t('palette.empty')}
            </div>
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
