import { describe, expect, it } from 'vitest';
import { COMMAND_CATALOG } from '../../../src/web/commands/catalog.ts';
import type { CommandContext, GridHandle, ViewActions } from '../../../src/web/commands/commandTypes.ts';
import { translate } from '../../../src/web/i18n/i18n.ts';
import { helpSections } from '../../../src/web/keyboard/helpModel.ts';
import { DEFAULT_KEYMAP, formatKeys } from '../../../src/web/keyboard/keymap.ts';
import { buildCommandContext } from '../../factories/commandContext.factory.ts';

// The help of real screens (issue 35): the keys a screen offers once something is chosen are listed
// before that; a read-only list offers no bulk edit, paste or undo, and its `e` opens, not edits.
const byId = new Map(COMMAND_CATALOG.map((c) => [c.id as string, c]));

function helpLines(ctx: CommandContext): string[] {
  return helpSections({
    keymap: DEFAULT_KEYMAP,
    ctx,
    command: (id) => byId.get(id),
    title: (c, id) => (c ? translate(c.titleFor?.(ctx) ?? c.titleKey, c.titleParams) : id),
    t: (k) => k,
  }).flatMap((s) => s.rows.map((r) => `${s.id}: ${r.keys.map(formatKeys).join(' / ')} ${r.title}`));
}

const grid = (editable: boolean) =>
  ({ editable: () => editable, canUndo: () => false }) as unknown as GridHandle;
const view = (id: string, actions: ViewActions) => ({ id, actions });

describe('the help of a screen', () => {
  it("lists the gate's Alt+A and the planners' Shift+M / Shift+Delete before a booking is focused", () => {
    const gate = helpLines(
      buildCommandContext({
        path: '/timeslots',
        view: view('timeSlots', {
          extra: { 'timeSlots.today': () => {} },
          later: ['timeSlots.confirmArrival'],
        }),
      }),
    );
    expect(gate).toContain('screen: Alt+A Időkapu: érkezés rögzítése');
    const planner = helpLines(
      buildCommandContext({
        path: '/timeslots',
        view: view('timeSlots', { extra: {}, later: ['timeSlots.move', 'timeSlots.unbook'] }),
      }),
    );
    expect(planner).toContain('screen: Shift+M Időkapu: foglalás áthelyezése');
    expect(planner).toContain('screen: Shift+Delete Időkapu: foglalás törlése');
  });

  it('lists Shift+O on the orders before two orders are chosen', () => {
    const orders = helpLines(
      buildCommandContext({
        grid: grid(true),
        view: view('orders', { extra: { 'orders.combine': () => {} }, later: ['orders.combine'] }),
      }),
    );
    expect(orders).toContain('screen: Shift+O Összevonás fuvarrá');
  });

  it('a read-only list: e opens, no bulk edit or paste', () => {
    const readOnly = helpLines(
      buildCommandContext({
        path: '/statistics',
        grid: grid(false),
        view: view('stats', { edit: () => {} }),
      }),
    );
    expect(readOnly).toContain('screen: e Megnyitás');
    expect(readOnly.some((l) => l.includes('Csoportos módosítás'))).toBe(false);
    expect(readOnly.some((l) => l.includes('Szerkesztés'))).toBe(false);
    const editable = helpLines(
      buildCommandContext({ grid: grid(true), view: view('orders', { edit: () => {} }) }),
    );
    expect(editable).toContain('screen: e Szerkesztés');
    expect(editable).toContain('grid: b Csoportos módosítás');
  });
});
