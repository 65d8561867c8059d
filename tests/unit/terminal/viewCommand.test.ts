import { describe, expect, it } from 'vitest';
import type { CommandContext, ViewExtras } from '../../../src/web/commands/commandTypes.ts';
import { areaViewCommands, viewCommand, viewCommands } from '../../../src/web/commands/viewExtras.ts';
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

  it('is offered only while its own further condition holds too (what the selected rows allow)', () => {
    const cmd = viewCommand('orders.combine', 'commands.ordersCombine', {
      views: ['orders'],
      selection: 'many',
      also: (c) => c.selection.length > 1,
    });
    const view = on('orders', { 'orders.combine': () => {} });
    expect(cmd.when?.(ctx({ view, selection: ['a', 'b'] }))).toBe(true);
    expect(cmd.when?.(ctx({ view, selection: ['a'] }))).toBe(false);
    expect(cmd.when?.(ctx({ view: on('orders'), selection: ['a', 'b'] }))).toBe(false);
  });

  it('viewCommands: one command per id of the table, in its order, each with the same options', () => {
    const cmds = viewCommands(
      { 'freightMap.next': 'freightMap.cmd.next', 'freightMap.previous': 'freightMap.cmd.previous' },
      { views: ['freight-map'] },
    );
    expect(cmds.map((c) => [c.id, c.titleKey, c.group, c.selection])).toEqual([
      ['freightMap.next', 'freightMap.cmd.next', 'view', 'none'],
      ['freightMap.previous', 'freightMap.cmd.previous', 'view', 'none'],
    ]);
    const view = on('freight-map', { 'freightMap.next': () => {}, 'freightMap.previous': () => {} });
    expect(cmds.map((c) => c.when?.(ctx({ view })))).toEqual([true, true]);
    expect(cmds.map((c) => c.when?.(ctx({ view: { ...view, id: 'orders' } })))).toEqual([false, false]);
  });

  it("areaViewCommands: the ids <area>.<name> titled <area>.cmd.<name>, in the names' order", () => {
    const cmds = areaViewCommands('organizer', ['nextWeek', 'fix'], { views: ['freight-organizer'] });
    expect(cmds.map((c) => [c.id, c.titleKey, c.group, c.selection])).toEqual([
      ['organizer.nextWeek', 'organizer.cmd.nextWeek', 'view', 'none'],
      ['organizer.fix', 'organizer.cmd.fix', 'view', 'none'],
    ]);
    const view = on('freight-organizer', { 'organizer.fix': () => {} });
    expect(cmds.map((c) => c.when?.(ctx({ view })))).toEqual([false, true]);
    // @ts-expect-error: organizer.cmd.nowhere is no locale key
    areaViewCommands('organizer', ['nowhere']);
  });
});
