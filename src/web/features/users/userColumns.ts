import { USER_ROLES } from '../../../core/permissions/roles.ts';
import type { User } from '../../../core/users/users.schemas.ts';
import { enumOptions } from '../../grid/enumOptions.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { columnsHeadedBy } from '../../grid/headedColumns.ts';
import { translate } from '../../i18n/i18n.ts';
import { yesNoOptions } from '../../masterData/masterDataForm.ts';

/** Roles as grid/select options with their Hungarian names. */
export function roleOptions() {
  return enumOptions(USER_ROLES, (r) => translate(`roles.${r}`));
}

/** Columns of /userlist; names, e-mail and role are editable in cells, in bulk and by paste. */
export function userColumns(): GridColumn<User>[] {
  return columnsHeadedBy('users')<User>({
    username: { width: 170 },
    lastName: { width: 160, editable: true },
    firstName: { width: 160, editable: true },
    email: { flex: 1, editable: true },
    role: { width: 200, editable: true, options: roleOptions() },
    // Changed in the dialog only: deactivating ends the user's sessions, not a cell edit to paste over.
    active: { width: 100, options: yesNoOptions(), sortable: false, filterable: false },
  });
}

/** "Vezeték Kereszt (felhasználónév)". */
export function userLabel(u: Pick<User, 'username' | 'firstName' | 'lastName'>): string {
  const name = [u.lastName, u.firstName].filter(Boolean).join(' ');
  return name ? `${name} (${u.username})` : u.username;
}
