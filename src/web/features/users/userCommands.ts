import { userFieldError } from '../../../core/users/users.schemas.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { viewCommand } from '../../commands/viewExtras.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';

/** The user list's own commands (the generic list commands come from the grid). */
export const USER_COMMANDS = defineCommands([
  {
    id: 'users.bulkRole',
    titleKey: 'commands.usersBulkRole',
    group: 'view',
    selection: 'many',
    when: (c) => c.modal === null && c.view?.id === 'userlist' && c.grid !== null,
    run: (c) => c.grid?.openBulkEdit('role'),
  },
  viewCommand('users.signOutEverywhere', 'commands.usersSignOutEverywhere', {
    views: ['userlist'],
    selection: 'one',
  }),
]);

/** "felhasználó <name>" opens the user list filtered to the name, with the dialog of the only match. */
registerJumpKind({
  kind: 'user',
  labelKey: 'jumps.user',
  words: ['felhasználó'],
  target: (name) => `/userlist?user=${encodeURIComponent(name)}`,
  screen: '/userlist',
});

// Cells of the user grid are checked by the same zod schemas the server applies.
registerFieldValidator('users', (field, value) => userFieldError(field, value));
