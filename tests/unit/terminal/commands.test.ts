import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/core/permissions/index.ts';
import { navCommandId } from '../../../src/web/commands/appCommands.ts';
import { COMMAND_CATALOG } from '../../../src/web/commands/catalog.ts';
import type { CommandContext } from '../../../src/web/commands/commandTypes.ts';
import { parseJump } from '../../../src/web/commands/jumps.ts';
import { paletteCommands } from '../../../src/web/commands/paletteEntries.ts';
import { isAvailable, registerCommands } from '../../../src/web/commands/registry.ts';
import { translate } from '../../../src/web/i18n/i18n.ts';
import { chordFromEvent } from '../../../src/web/keyboard/chordFromEvent.ts';
import {
  applyOverrides,
  DEFAULT_KEYMAP,
  formatKeys,
  worksWhileTyping,
} from '../../../src/web/keyboard/keymap.ts';

const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  path: '/userlist',
  selection: [],
  navigate: () => {},
  view: null,
  grid: null,
  modal: null,
  can: () => true,
  ui: { openPalette() {}, openHelp() {}, closeModal() {}, saveDialog() {}, cancelDialog() {} },
  ...over,
});

describe('command registry, palette and keymap are one', () => {
  const ids = new Set(COMMAND_CATALOG.map((c) => c.id));

  it('command ids are unique and every title key has a Hungarian text', () => {
    expect(ids.size).toBe(COMMAND_CATALOG.length);
    for (const c of COMMAND_CATALOG) {
      expect(translate(c.titleKey, c.titleParams), c.id).not.toBe(c.titleKey);
    }
  });

  it('every command has a palette entry (dialog commands are the keys of the open dialog)', () => {
    const entries = new Set(paletteCommands(COMMAND_CATALOG).map((c) => c.id));
    for (const c of COMMAND_CATALOG) {
      if (c.group === 'dialog' || c.id === 'palette.open') continue;
      expect(entries.has(c.id), `${c.id} has no palette entry`).toBe(true);
    }
  });

  it('every binding points to a command, and every screen has a g sequence', () => {
    for (const b of DEFAULT_KEYMAP) expect(ids.has(b.command), `binding to unknown ${b.command}`).toBe(true);
    for (const r of ROUTES.filter((x) => x.path !== '/login')) {
      const binding = DEFAULT_KEYMAP.find((b) => b.command === navCommandId(r.path));
      expect(binding?.keys[0], r.path).toMatch(/^g /);
    }
  });

  it('no two bindings of one scope share a chord', () => {
    const seen = new Set<string>();
    for (const b of DEFAULT_KEYMAP) {
      for (const k of b.keys) {
        const key = `${b.scope}:${k}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('selection needs: none, exactly one, one or more', () => {
    const [one, many] = [
      COMMAND_CATALOG.find((c) => c.id === 'record.edit'),
      COMMAND_CATALOG.find((c) => c.id === 'record.delete'),
    ];
    const view = { id: 'userlist', actions: { edit() {}, remove() {} } };
    expect(one && isAvailable(one, ctx({ view, selection: [{}] }))).toBe(true);
    expect(one && isAvailable(one, ctx({ view, selection: [{}, {}] }))).toBe(false);
    expect(many && isAvailable(many, ctx({ view, selection: [] }))).toBe(false);
    expect(many && isAvailable(many, ctx({ view, selection: [{}, {}] }))).toBe(true);
    expect(many && isAvailable(many, ctx({ selection: [{}] }))).toBe(false);
  });

  it('refuses a second command with the same id', () => {
    const dispose = registerCommands([
      { id: 'x.test', titleKey: 'commands.new', group: 'app', selection: 'none', run() {} },
    ]);
    expect(() =>
      registerCommands([
        { id: 'x.test', titleKey: 'commands.new', group: 'app', selection: 'none', run() {} },
      ]),
    ).toThrow(/Duplicate/);
    dispose();
  });
});

describe('keymap', () => {
  it('user overrides replace a chord, an empty one unbinds', () => {
    const km = applyOverrides(DEFAULT_KEYMAP, { 'palette.open': '$mod+KeyP', 'help.open': '' });
    expect(km.find((b) => b.command === 'palette.open')?.keys).toEqual(['$mod+KeyP']);
    expect(km.find((b) => b.command === 'help.open')).toBeUndefined();
  });
  it('formats chords for people and lets only modified chords and Esc through while typing', () => {
    expect(formatKeys('$mod+Shift+KeyZ')).toBe('Ctrl+Shift+Z');
    expect(formatKeys('g r')).toBe('g r');
    expect(worksWhileTyping('$mod+KeyS')).toBe(true);
    expect(worksWhileTyping('Escape')).toBe(true);
    expect(worksWhileTyping('n')).toBe(false);
    expect(worksWhileTyping('g r')).toBe(false);
  });
  it('records a chord from a key press', () => {
    const ev = (init: Partial<KeyboardEvent>) =>
      ({
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
        code: '',
        ...init,
      }) as KeyboardEvent;
    expect(chordFromEvent(ev({ key: 'p', code: 'KeyP', ctrlKey: true }))).toBe('$mod+KeyP');
    expect(chordFromEvent(ev({ key: 'X', code: 'KeyX', shiftKey: true }))).toBe('Shift+KeyX');
    expect(chordFromEvent(ev({ key: 'q', code: 'KeyQ' }))).toBe('q');
    expect(chordFromEvent(ev({ key: 'Shift' }))).toBeNull();
  });
});

describe('entity jumps', () => {
  it('"fuvar 1234", "rendelés <id>", "átvét <id>", "felhasználó <name>" — accents optional', () => {
    const target = (q: string) => parseJump(q).map((j) => j.kind.target(j.id));
    expect(target('fuvar 1234')).toEqual(['/freights?freightId=1234']);
    expect(target('rendeles 241122TVSABCDE')).toEqual(['/orders?orderId=241122TVSABCDE']);
    expect(target('átvét 77')).toEqual(['/pickups?pickupId=77']);
    expect(target('felhasznalo admin')).toEqual(['/userlist?user=admin']);
    expect(target('fuvar')).toEqual([]);
    expect(target('x 12')).toEqual([]);
  });
});
