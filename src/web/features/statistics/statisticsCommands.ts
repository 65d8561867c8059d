import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommands } from '../../commands/viewExtras.ts';

/** The view ids of the two statistics screens (grid preferences, commands' `when`). */
export const FREIGHT_STATISTICS_VIEW = 'freightStatistics';
export const ORDER_STATISTICS_VIEW = 'orderStatistics';

/** /freight-statistics and /order-statistics: period, grouping, bucket and figure switched by keys. */
export const STATISTICS_COMMANDS = defineCommands([
  // The screens always have these actions: offered on them whatever the view's extras.
  ...viewCommands(
    {
      'statistics.previousPeriod': 'statistics.commands.previousPeriod',
      'statistics.nextPeriod': 'statistics.commands.nextPeriod',
      'statistics.focusPeriod': 'statistics.commands.focusPeriod',
      'statistics.nextGroupBy': 'statistics.commands.nextGroupBy',
      'statistics.nextInterval': 'statistics.commands.nextInterval',
      'statistics.nextMetric': 'statistics.commands.nextMetric',
      'statistics.focusChart': 'statistics.commands.focusChart',
    },
    { views: [FREIGHT_STATISTICS_VIEW, ORDER_STATISTICS_VIEW], ifOffered: false },
  ),
  {
    id: 'statistics.details',
    titleKey: 'statistics.commands.details',
    group: 'view',
    selection: 'one',
    when: (c) => c.modal === null && c.view?.id === FREIGHT_STATISTICS_VIEW,
    run: (c) => {
      const row = c.selection[0];
      if (row) c.view?.actions.edit?.(row);
    },
  },
]);
