import { describe, expect, it } from 'vitest';
import type { Command, CommandContext } from '../../../src/web/commands/commandTypes.ts';
import { parseJump } from '../../../src/web/commands/jumps.ts';
import { searchPalette, toPaletteItem, wordScore } from '../../../src/web/commands/paletteSearch.ts';
import { recencyBoost } from '../../../src/web/commands/recentCommands.ts';
import { filterHelp, GRID_KEYS, helpSections } from '../../../src/web/keyboard/helpModel.ts';
import type { KeyBinding } from '../../../src/web/keyboard/keymap.ts';
import { buildCommandContext } from '../../factories/commandContext.factory.ts';

const ctx = buildCommandContext;

describe('palette search', () => {
  it('matches accent-free and fuzzy within a word: "szurs" finds Szűrés, "rndlsk" Rendelések', () => {
    expect(wordScore('szures', 'szurs')).toBe(0.5);
    const items = ['Szűrés az új rendelésekre', 'Rendelések', 'Kilépés'].map((label, i) =>
      toPaletteItem({ id: String(i), label, group: 'commands' }),
    );
    expect(searchPalette(items, 'szurs').map((i) => i.label)).toEqual(['Szűrés az új rendelésekre']);
    expect(searchPalette(items, 'rndlsk')[0]?.label).toBe('Rendelések');
    expect(searchPalette(items, 'xyz')).toEqual([]);
  });

  it('a real substring beats a fuzzy match; the boost (recent use, screen) orders equal matches and an empty query', () => {
    const items = ['Rendelések', 'Rendelés statisztika', 'Kilépés'].map((label, i) =>
      toPaletteItem({ id: String(i), label, group: 'commands' }),
    );
    const boost = (i: { id: string }) => (i.id === '1' ? 3 : i.id === '2' ? -50 : 0);
    expect(searchPalette(items, 'rendeles', 50, boost)[0]?.label).toBe('Rendelés statisztika');
    expect(searchPalette(items, '', 50, boost).map((i) => i.label)).toEqual([
      'Rendelés statisztika',
      'Rendelések',
      'Kilépés',
    ]);
  });

  it('recent use ranks up to 3, fading with age', () => {
    const now = Date.UTC(2026, 10, 27);
    expect(recencyBoost({}, 'x', now)).toBe(0);
    const fresh = recencyBoost({ x: { n: 3, at: now } }, 'x', now);
    const old = recencyBoost({ x: { n: 3, at: now - 14 * 24 * 3600_000 } }, 'x', now);
    expect(fresh).toBeGreaterThan(old);
    expect(recencyBoost({ x: { n: 1000, at: now } }, 'x', now)).toBe(3);
  });
});

describe('jumps by a bare id', () => {
  it('an id alone means the kinds whose ids look like it; words still work', () => {
    const kinds = [
      {
        kind: 'order',
        labelKey: 'jumps.order',
        words: ['rendelés'],
        target: (id: string) => `/o/${id}`,
        screen: '/orders',
        bare: /^\d{6}[A-Za-z]{2,}\w*$/,
      },
      {
        kind: 'freight',
        labelKey: 'jumps.freight',
        words: ['fuvar'],
        target: (id: string) => `/f/${id}`,
        screen: '/freights',
        bare: /^\d{1,9}$/,
      },
      {
        kind: 'vehicle',
        labelKey: 'jumps.vehicle',
        words: ['jármű'],
        target: (id: string) => `/v/${id}`,
        screen: '/vehicles',
      },
    ] as const;
    const parsed = (q: string) => parseJump(q, [...kinds] as never).map((j) => `${j.kind.kind}:${j.id}`);
    expect(parsed('261127TVSAZU2U')).toEqual(['order:261127TVSAZU2U']);
    expect(parsed('1234')).toEqual(['freight:1234']);
    expect(parsed('szures')).toEqual([]);
    expect(parsed('jarmu ABC-123')).toEqual(['vehicle:ABC-123']);
  });
});

describe('help from the keymap and the scope', () => {
  const commands: Record<string, Command> = {
    'palette.open': {
      id: 'palette.open',
      titleKey: 'commands.paletteOpen',
      group: 'app',
      selection: 'none',
      run: () => {},
    },
    'record.new': {
      id: 'record.new',
      titleKey: 'commands.new',
      group: 'view',
      selection: 'none',
      when: (c) => !!c.view?.actions.create,
      refused: (c) => !!c.view && !c.view.actions.create,
      run: () => {},
    },
    'orders.close': {
      id: 'orders.close',
      titleKey: 'commands.new',
      group: 'view',
      selection: 'many',
      when: (c) => !!c.view?.actions.extra?.['orders.close' as never],
      run: () => {},
    },
    'grid.refresh': {
      id: 'grid.refresh',
      titleKey: 'commands.refresh',
      group: 'grid',
      selection: 'none',
      when: (c) => c.grid !== null,
      run: () => {},
    },
    'nav.userlist': {
      id: 'nav.userlist',
      titleKey: 'commands.goTo',
      group: 'navigation',
      selection: 'none',
      when: (c) => c.can('/userlist'),
      refused: (c) => !c.can('/userlist'),
      run: () => {},
    },
    'nav.orders': {
      id: 'nav.orders',
      titleKey: 'commands.goTo',
      group: 'navigation',
      selection: 'none',
      when: () => true,
      run: () => {},
    },
  };
  const keymap: KeyBinding[] = [
    { command: 'palette.open', keys: ['$mod+KeyK'], scope: 'global' },
    { command: 'record.new', keys: ['n'], scope: 'grid' },
    { command: 'orders.close', keys: ['Shift+L'], scope: 'grid' },
    { command: 'grid.refresh', keys: ['r'], scope: 'grid' },
    { command: 'nav.userlist', keys: ['g u'], scope: 'global' },
    { command: 'nav.orders', keys: ['g r'], scope: 'global' },
    { command: 'dialog.save', keys: ['$mod+KeyS'], scope: 'dialog' },
  ];
  const input = (c: CommandContext) => ({
    keymap,
    ctx: c,
    command: (id: string) => commands[id],
    title: (cmd: Command | undefined, id: string) => cmd?.id ?? id,
    t: (k: string) => k,
  });
  const grid = {} as NonNullable<CommandContext['grid']>;

  it("this screen's keys first, then the grid's (its own keys included), everywhere, the jumps; only what the user may do", () => {
    const c = ctx({
      grid,
      can: (p) => p !== '/userlist',
      view: { id: 'orders', actions: { extra: { 'orders.close': () => {} } } as never },
    });
    const sections = helpSections(input(c));
    expect(sections.map((s) => s.id)).toEqual(['screen', 'grid', 'global', 'dialog', 'nav']);
    expect(sections[0]?.rows.map((r) => r.command)).toEqual(['orders.close']);
    expect(sections[1]?.rows.length).toBe(GRID_KEYS.length + 1);
    expect(sections[1]?.rows.map((r) => r.keys[0])).toContain('F2');
    expect(sections.at(-1)?.rows.map((r) => r.command)).toEqual(['nav.orders']);
    // A viewer's list has no create: `n` is not offered.
    expect(sections.flatMap((s) => s.rows).some((r) => r.command === 'record.new')).toBe(false);
  });

  it('without a grid no grid keys; typing filters by title or key', () => {
    const sections = helpSections(input(ctx()));
    expect(sections.some((s) => s.id === 'grid')).toBe(false);
    const found = filterHelp(sections, 'nav.orders', (k) => k);
    expect(found.flatMap((s) => s.rows.map((r) => r.command))).toEqual(['nav.orders']);
  });
});
