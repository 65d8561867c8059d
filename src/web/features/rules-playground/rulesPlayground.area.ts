import { defineWebArea, screen } from '../../areas/webArea.ts';

export const RULES_PLAYGROUND_AREA = defineWebArea({
  name: 'rulesPlayground',
  screens: {
    '/rules-playground': screen(() => import('./RulesPlaygroundScreen.tsx'), 'RulesPlaygroundScreen'),
  },
});
