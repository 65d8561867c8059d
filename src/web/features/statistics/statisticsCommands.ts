import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** The view ids of the two statistics screens (grid preferences, commands' `when`). */
export const FREIGHT_STATISTICS_VIEW = 'freightStatistics';
export const ORDER_STATISTICS_VIEW = 'orderStatistics';
const STATISTICS_VIEWS = [FREIGHT_STATISTICS_VIEW, ORDER_STATISTICS_VIEW];
const onStatistics = (c: CommandContext) =>
  c.modal === null && STATISTICS_VIEWS.some((v) => v === c.view?.id);
// The screens always have these actions: offered on them whatever the view's extras.
const onStatisticsViews = { views: STATISTICS_VIEWS, ifOffered: false };

/** /freight-statistics and /order-statistics: period, grouping, bucket and figure switched by keys. */
export const STATISTICS_COMMANDS = defineCommands([
  viewCommand('statistics.previousPeriod', 'statistics.commands.previousPeriod', onStatisticsViews),
  viewCommand('statistics.nextPeriod', 'statistics.commands.nextPeriod', onStatisticsViews),
  viewCommand('statistics.focusPeriod', 'statistics.commands.focusPeriod', onStatisticsViews),
  viewCommand('statistics.nextGroupBy', 'statistics.commands.nextGroupBy', onStatisticsViews),
  viewCommand('statistics.nextInterval', 'statistics.commands.nextInterval', onStatisticsViews),
  viewCommand('statistics.nextMetric', 'statistics.commands.nextMetric', onStatisticsViews),
  viewCommand('statistics.focusChart', 'statistics.commands.focusChart', onStatisticsViews),
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
