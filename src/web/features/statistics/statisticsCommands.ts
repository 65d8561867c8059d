import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { runViewExtra } from '../../commands/viewExtras.ts';

/** The view ids of the two statistics screens (grid preferences, commands' `when`). */
export const FREIGHT_STATISTICS_VIEW = 'freightStatistics';
export const ORDER_STATISTICS_VIEW = 'orderStatistics';
const onStatistics = (c: CommandContext) =>
  c.modal === null && (c.view?.id === FREIGHT_STATISTICS_VIEW || c.view?.id === ORDER_STATISTICS_VIEW);

/** /freight-statistics and /order-statistics: period, grouping, bucket and figure switched by keys. */
export const STATISTICS_COMMANDS = defineCommands([
  {
    id: 'statistics.previousPeriod',
    titleKey: 'statistics.commands.previousPeriod',
    group: 'view',
    selection: 'none',
    when: onStatistics,
    run: (c): void => runViewExtra(c, 'statistics.previousPeriod'),
  },
  {
    id: 'statistics.nextPeriod',
    titleKey: 'statistics.commands.nextPeriod',
    group: 'view',
    selection: 'none',
    when: onStatistics,
    run: (c): void => runViewExtra(c, 'statistics.nextPeriod'),
  },
  {
    id: 'statistics.focusPeriod',
    titleKey: 'statistics.commands.focusPeriod',
    group: 'view',
    selection: 'none',
    when: onStatistics,
    run: (c): void => runViewExtra(c, 'statistics.focusPeriod'),
  },
  {
    id: 'statistics.nextGroupBy',
    titleKey: 'statistics.commands.nextGroupBy',
    group: 'view',
    selection: 'none',
    when: onStatistics,
    run: (c): void => runViewExtra(c, 'statistics.nextGroupBy'),
  },
  {
    id: 'statistics.nextInterval',
    titleKey: 'statistics.commands.nextInterval',
    group: 'view',
    selection: 'none',
    when: onStatistics,
    run: (c): void => runViewExtra(c, 'statistics.nextInterval'),
  },
  {
    id: 'statistics.nextMetric',
    titleKey: 'statistics.commands.nextMetric',
    group: 'view',
    selection: 'none',
    when: onStatistics,
    run: (c): void => runViewExtra(c, 'statistics.nextMetric'),
  },
  {
    id: 'statistics.focusChart',
    titleKey: 'statistics.commands.focusChart',
    group: 'view',
    selection: 'none',
    when: onStatistics,
    run: (c): void => runViewExtra(c, 'statistics.focusChart'),
  },
  {
    id: 'statistics.details',
    titleKey: 'statistics.commands.details',
    group: 'view',
    selection: 'one',
    when: (c) => onStatistics(c) && c.view?.id === FREIGHT_STATISTICS_VIEW,
    run: (c) => {
      const row = c.selection[0];
      if (row) c.view?.actions.edit?.(row);
    },
  },
]);
