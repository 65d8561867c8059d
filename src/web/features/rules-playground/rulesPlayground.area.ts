import { defineWebArea, screen } from '../../areas/webArea.ts';

/** The rulesPlayground area of the terminal: its screen (listed in areas/webAreas.ts). */
export const RULES_PLAYGROUND_AREA = defineWebArea({
  name: 'rulesPlayground',
  screens: {
    '/rules-playground': screen(
      () => import('./RulesPlaygroundScreen.tsx'),
      (m) => m.RulesPlaygroundScreen,
    ),
  },
});
