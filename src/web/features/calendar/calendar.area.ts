import { defineWebArea, screen } from '../../areas/webArea.ts';

export const CALENDAR_AREA = defineWebArea({
  name: 'calendar',
  screens: {
    '/calendar-settings': screen(() => import('./CalendarSettingsScreen.tsx'), 'CalendarSettingsScreen'),
  },
});
