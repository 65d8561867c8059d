import { describe, expect, it } from 'vitest';
import type { CommandContext, ViewExtras } from '../../../src/web/commands/commandTypes.ts';
import { viewCommand } from '../../../src/web/commands/viewExtras.ts';
import { buildCommandContext } from '../../factories/commandContext.factory.ts';

const ctx = (over: Partial<CommandContext> = {}): CommandContext =>
  buildCommandContext({ path: '/timeslots', ...over });
const on = (id: string, extra: ViewExtras = {}) => ({ id, actions: { extra } });

describe('viewCommand: a command that runs the view action of its id', () => {
  it('is offered while the view has the action and no dialog is open, and runs it without rows', () => {
    const cmd = viewCommand('timeSlots.book', 'commands.timeSlotsBook');
    const got: unknown[][] = [];
    const view = on('timeSlots', { 'timeSlots.book': (rows) => got.push([...rows]) });
    expect(cmd.when?.(ctx({ view }))).toBe(true);
    expect(cmd.when?.(ctx({ view: on('timeSlots') }))).toBe(false);
    expect(cmd.when?.(ctx({ view, modal: 'dialog' }))).toBe(false);
    cmd.run(ctx({ view, selection: ['row'] }));
    expect(got).toEqual([[]]);
  });

  it('belongs to its views; without ifOffered it is offered there whatever the extras', () => {
    const cmd = viewCommand('statistics.nextMetric', 'statistics.commands.nextMetric', {
      views: ['freightStatistics'],
      ifOffered: false,
    });
    expect(cmd.when?.(ctx({ view: on('freightStatistics') }))).toBe(true);
    expect(cmd.when?.(ctx({ view: on('orders') }))).toBe(false);
  });

  it('hands the selection to an action that needs rows', () => {
    const got: unknown[][] = [];
    const cmd = viewCommand('users.signOutEverywhere', 'commands.usersSignOutEverywhere', {
      views: ['userlist'],
      selection: 'one',
    });
    const view = on('userlist', { 'users.signOutEverywhere': (rows) => got.push([...rows]) });
    expect(cmd.selection).toBe('one');
    cmd.run(ctx({ view, selection: ['u1'] }));
    expect(got).toEqual([['u1']]);
  });
});
