import { defineWebArea, screen } from '../../areas/webArea.ts';

/** The calendar area of the terminal: its screen (listed in areas/webAreas.ts). */
export const CALENDAR_AREA = defineWebArea({
  name: 'calendar',
  screens: {
    '/calendar-settings': screen(
      () => import('./CalendarSettingsScreen.tsx'),
      (m) => m.CalendarSettingsScreen,
    ),
  },
});
