import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_LAYOUT, ROUTES } from '../../../src/core/permissions/index.ts';
import { NAV_COMMANDS, type NavCommandId, navCommandId } from '../../../src/web/commands/appCommands.ts';
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
import { buildCommandContext } from '../../factories/commandContext.factory.ts';

const ctx = (over: Partial<CommandContext> = {}): CommandContext =>
  buildCommandContext({ path: '/userlist', ...over });

describe('command registry, palette and keymap are one', () => {
  const ids = new Set<string>(COMMAND_CATALOG.map((c) => c.id));

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

  it('every binding of every keymaps/*.json file points to a command, and every screen has a g sequence', () => {
    const dir = new URL('../../../keymaps/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files).toContain('default.json');
    for (const file of files) {
      const { bindings } = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        bindings: { command: string }[];
      };
      for (const b of bindings)
        expect(ids.has(b.command), `${file}: binding to unknown ${b.command}`).toBe(true);
    }
    for (const b of DEFAULT_KEYMAP) expect(ids.has(b.command), `binding to unknown ${b.command}`).toBe(true);
    for (const r of ROUTES.filter((x) => x.path !== '/login')) {
      const binding = DEFAULT_KEYMAP.find((b) => b.command === navCommandId(r.path));
      expect(binding?.keys[0], r.path).toMatch(/^g /);
    }
  });

  it('every side menu entry that runs a command names a command of the catalogue', () => {
    // Core cannot import the web catalogue, so the menu's command ids are checked here.
    const menuCommands = MENU_LAYOUT.flatMap((s) =>
      typeof s === 'object' && 'command' in s ? [s.command] : [],
    );
    expect(menuCommands.length).toBeGreaterThan(0);
    for (const id of menuCommands) expect(ids.has(id), id).toBe(true);
  });

  it('nav command ids at run time are the ids of the NavCommandId type', () => {
    // Typed: a literal the type does not derive fails to compile; a run-time id that differs fails here.
    const expected: readonly NavCommandId[] = [
      'nav.home',
      'nav.orders',
      'nav.freights',
      'nav.pickups',
      'nav.freightOrganizer',
      'nav.freightBills',
      'nav.capacityEstimate',
      'nav.timeslots',
      'nav.map',
      'nav.routePlanner',
      'nav.freightStatistics',
      'nav.orderStatistics',
      'nav.products',
      'nav.sites',
      'nav.vehicles',
      'nav.transporters',
      'nav.basicSettings',
      'nav.calendarSettings',
      'nav.freightFees',
      'nav.fleet',
      'nav.offers',
      'nav.events',
      'nav.userlist',
      'nav.moduleSettings',
      'nav.rulesPlayground',
    ];
    expect(NAV_COMMANDS.map((c) => c.id)).toEqual(expected);
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
    expect(formatKeys('Shift+BracketRight')).toBe('Shift+]');
    expect(formatKeys('Shift+ArrowLeft')).toBe('Shift+←');
    expect(formatKeys('Shift+Escape')).toBe('Shift+Esc');
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
    // Freights and pickups open narrowed to the record, with its details panel (issue #13).
    expect(target('fuvar 1234')).toEqual(['/freights?freightId=1234&open=1234']);
    expect(target('rendeles 241122TVSABCDE')).toEqual(['/orders?orderId=241122TVSABCDE']);
    expect(target('átvét 77')).toEqual(['/pickups?pickupId=77&open=77']);
    expect(target('felhasznalo admin')).toEqual(['/userlist?user=admin']);
    expect(target('fuvar')).toEqual([]);
    expect(target('x 12')).toEqual([]);
  });
});
