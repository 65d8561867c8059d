import { defineWebArea, screen } from '../../areas/webArea.ts';
import { USER_COMMANDS } from './userCommands.ts';

export const USERS_AREA = defineWebArea({
  name: 'users',
  screens: { '/userlist': screen(() => import('./UserListScreen.tsx'), 'UserListScreen') },
  commands: USER_COMMANDS,
});
