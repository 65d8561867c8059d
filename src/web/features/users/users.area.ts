import { defineWebArea, screen } from '../../areas/webArea.ts';
import { USER_COMMANDS } from './userCommands.ts';

/** The users area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const USERS_AREA = defineWebArea({
  name: 'users',
  screens: {
    '/userlist': screen(
      () => import('./UserListScreen.tsx'),
      (m) => m.UserListScreen,
    ),
  },
  commands: USER_COMMANDS,
});
