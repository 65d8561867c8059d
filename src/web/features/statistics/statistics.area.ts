import { defineWebArea, screen } from '../../areas/webArea.ts';
import { STATISTICS_COMMANDS } from './statisticsCommands.ts';

export const STATISTICS_AREA = defineWebArea({
  name: 'statistics',
  screens: {
    '/freight-statistics': screen(() => import('./StatisticsScreen.tsx'), 'FreightStatisticsScreen'),
    '/order-statistics': screen(() => import('./StatisticsScreen.tsx'), 'OrderStatisticsScreen'),
  },
  commands: STATISTICS_COMMANDS,
});
