import { defineWebArea, screen } from '../../areas/webArea.ts';
import { STATISTICS_COMMANDS } from './statisticsCommands.ts';

/** The statistics area of the terminal: its screens and commands (listed in areas/webAreas.ts). */
export const STATISTICS_AREA = defineWebArea({
  name: 'statistics',
  screens: {
    '/freight-statistics': screen(
      () => import('./StatisticsScreen.tsx'),
      (m) => m.FreightStatisticsScreen,
    ),
    '/order-statistics': screen(
      () => import('./StatisticsScreen.tsx'),
      (m) => m.OrderStatisticsScreen,
    ),
  },
  commands: STATISTICS_COMMANDS,
});
