import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { User } from '../../../core/users/users.schemas.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId, ViewActions } from '../../commands/commandTypes.ts';
import { rememberRecord } from '../../commands/recentRecords.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import { focusGridSoon } from '../../grid/gridFocus.ts';
import { useGridDialog } from '../../grid/useGridDialog.ts';
import { useT } from '../../i18n/useT.ts';
import { ScreenSection } from '../../shell/ScreenFrame.tsx';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { UserDialog } from './UserDialog.tsx';
import { userColumns, userLabel } from './userColumns.ts';
import { deleteUser, signOutEverywhere, usersAdapter } from './usersApi.ts';

type Editing = { user: User | null };

/** The buttons of the screen, all from the command registry. */
const USER_LIST_COMMANDS: readonly CommandId[] = [
  'record.new',
  'record.edit',
  'record.delete',
  'grid.bulkEdit',
  'users.bulkRole',
  'users.signOutEverywhere',
  'grid.undo',
  'grid.redo',
  'grid.export',
  'help.open',
];

/** /userlist: the user list on the DataGrid; everything by keyboard (see the help overlay, `?`). */
export function UserListScreen() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const jumpName = search.get('user') ?? undefined;
  const jumpPending = useRef(jumpName !== undefined);
  const { shown: editing, show: setEditing, close: closeEditing } = useGridDialog<Editing>();
  const [deleting, setDeleting] = useState<readonly User[] | null>(null);
  const [signingOut, setSigningOut] = useState<User | null>(null);
  const [status, setStatus] = useState('');
  const columns = useMemo(() => userColumns(), []);

  const open = useCallback(
    (user: User | null) => {
      if (user)
        rememberRecord({
          kind: 'user',
          id: user.id,
          label: userLabel(user),
          path: `/userlist?user=${encodeURIComponent(user.username)}`,
        });
      setEditing({ user });
    },
    [setEditing],
  );
  const actions = useMemo<ViewActions>(
    () => ({
      create: () => open(null),
      edit: (row) => open(row as User),
      remove: (rows) => setDeleting(rows as User[]),
      extra: { 'users.signOutEverywhere': (rows) => setSigningOut((rows[0] as User | undefined) ?? null) },
    }),
    [open],
  );
  const refresh = () => commandContext().grid?.refresh();

  return (
    <ScreenSection titleId="userlist-title" title={t(screenTitleKey('/userlist'))}>
      <CommandBar ids={USER_LIST_COMMANDS} />
      <p className="grid-status" role="status">
        {status}
      </p>
      <DataGrid<User>
        key={jumpName ?? ''}
        viewId="userlist"
        adapter={usersAdapter}
        columns={columns}
        canEdit
        actions={actions}
        exportKind="users"
        rowLabel={userLabel}
        {...(jumpName !== undefined && { initialQuickFilter: jumpName })}
        onRowsLoaded={(rows, filtered) => {
          if (!jumpPending.current) return;
          jumpPending.current = false;
          const exact = rows.find((r) => r.username.toLowerCase() === jumpName?.toLowerCase());
          const only = filtered === 1 ? rows[0] : exact;
          if (only) open(only);
        }}
      />
      {editing && <UserDialog user={editing.user} onSaved={() => refresh()} onClose={closeEditing} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('users.deleteTitle')}
        text={t('users.deleteText', {
          count: deleting?.length ?? 0,
          names: (deleting ?? []).map((u) => u.username).join(', '),
        })}
        onYes={async () => {
          const rows = deleting ?? [];
          setDeleting(null);
          for (const u of rows) await deleteUser(u.id).catch(() => undefined);
          commandContext().grid?.clearSelection();
          refresh();
        }}
        onNo={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={signingOut !== null}
        title={t('users.signOutTitle')}
        text={t('users.signOutText', { name: signingOut ? userLabel(signingOut) : '' })}
        onYes={async () => {
          const user = signingOut;
          setSigningOut(null);
          // A failure is shown by the API client's alert; the status line reports a success.
          if (user) setStatus(await signOutEverywhere(user.id).catch(() => ''));
          focusGridSoon();
        }}
        onNo={() => {
          setSigningOut(null);
          focusGridSoon();
        }}
      />
    </ScreenSection>
  );
}
