import { defineWebArea, screen } from '../../areas/webArea.ts';

export const TAGS_AREA = defineWebArea({
  name: 'tags',
  screens: {
    '/tags': screen(
      () => import('./TagsScreen.tsx'),
      (m) => m.TagsScreen,
    ),
  },
});
