import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { AppPath } from '../../core/permissions/index.ts';
import { CommandBar } from '../commands/CommandBar.tsx';
import type { CommandId, ViewActions } from '../commands/commandTypes.ts';
import { commandContext } from '../commands/terminalState.ts';
import { DataGrid } from '../grid/DataGrid.tsx';
import type { GridAdapter, GridColumn } from '../grid/gridTypes.ts';
import { useGridDialog } from '../grid/useGridDialog.ts';
import { type MessageKey, translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/useT.ts';
import { ScreenSection } from '../shell/ScreenFrame.tsx';
import { screenTitleKey } from '../shell/screenTitle.ts';
import { useAccess } from '../shell/useAccess.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { MasterDataDialog, type MasterDataDialogProps } from './MasterDataDialog.tsx';
import { MASTER_DATA_COMMANDS } from './masterDataCommands.ts';

type Row = { id: string; __v: number };

/** An area's text prefix with a `<prefix>.newTitle` and an `<prefix>.editTitle` ({{name}}: the row's label). */
export type TitledArea = {
  [K in MessageKey]: K extends `${infer P}.newTitle`
    ? `${P}.editTitle` extends MessageKey
      ? P
      : never
    : never;
}[MessageKey];

type DialogSaves = Pick<
  MasterDataDialogProps,
  'fields' | 'validate' | 'create' | 'update' | 'rules' | 'rulesCtx'
>;

/** An area prefix with a `<prefix>.deleteTitle` (the delete confirmation's title). */
type DeletingArea = {
  [K in MessageKey]: K extends `${infer P}.deleteTitle` ? P : never;
}[MessageKey];

/** Where the heading comes from: the route's title (the route table's key), or a text of the screen's own. */
type Heading = { route: AppPath; title?: never } | { title: string; route?: never };

export type MasterDataScreenProps<T extends Row> = MasterDataScreenOptions<T> & Heading;

interface MasterDataScreenOptions<T extends Row> {
  /** A masterDataAdapter (its fields, check, saves and delete serve the dialog), or a hand-made GridAdapter. */
  adapter: GridAdapter<T> & Partial<DialogSaves> & { remove?(id: string): Promise<unknown> };
  columns: GridColumn<T>[];
  /** Whether the user edits; defaults to the editors' ability (`canEdit`). */
  canEdit?: boolean;
  /** Which registry commands the bar shows; defaults to MASTER_DATA_COMMANDS (without delete where the area deletes nothing). */
  commands?: readonly CommandId[];
  rowLabel(row: T): string;
  /** The area's texts: the dialog's titles are `<texts>.newTitle` and `<texts>.editTitle`, the delete's `<texts>.deleteTitle`, unless the screen names its own. */
  texts?: TitledArea;
  /** The view the grid keeps its preferences and export under (and the heading's id); defaults to the adapter's entity. */
  viewId?: string;
  /** The generic dialog; fields, check and saves default to the adapter's, the titles to the area's texts. */
  dialog?: Omit<MasterDataDialogProps, 'record' | 'onSaved' | 'onClose' | 'title' | keyof DialogSaves> &
    Partial<DialogSaves> & {
      newTitle?: string;
      editTitle?(row: T): string;
    };
  /**
   * Delete with confirmation; the title defaults to `<texts>.deleteTitle`, the text to "Biztosan
   * törli? (the rows' labels)" and `run` to the adapter's remove.
   */
  remove?: { title?: string; text?(rows: readonly T[]): string; run?(row: T): Promise<unknown> };
  /** A screen's own dialog instead of the generic one (e.g. the depot with docks and hours). */
  renderDialog?(row: T | null, onSaved: () => void, onClose: () => void): React.ReactNode;
  /** View-specific commands' actions by command id. */
  extra?: ViewActions['extra'];
  /** Shown under the title (e.g. the list switch of /sites). */
  subheader?: React.ReactNode;
}

/** The dialog's saves: the screen's own where given, else the adapter's (a screen without either is a bug). */
function dialogSaves<T extends Row>(props: MasterDataScreenProps<T>): DialogSaves {
  const { adapter, dialog } = props;
  const fields = dialog?.fields ?? adapter.fields;
  const validate = dialog?.validate ?? adapter.validate;
  const create = dialog?.create ?? adapter.create;
  const update = dialog?.update ?? adapter.update;
  const rules = dialog?.rules ?? adapter.rules;
  const rulesCtx = dialog?.rulesCtx ?? adapter.rulesCtx;
  if (!fields || !validate || !create || !update)
    throw new Error(`${viewIdOf(props)}: the dialog has no saves`);
  return { fields, validate, create, update, ...(rules && { rules }), ...(rulesCtx && { rulesCtx }) };
}

/** The dialog's title for a new record (row null) or the row: the dialog's own, else the area's texts'. */
function dialogTitle<T extends Row>(props: MasterDataScreenProps<T>, row: T | null): string {
  const { dialog, texts } = props;
  const own = row ? dialog?.editTitle?.(row) : dialog?.newTitle;
  if (own !== undefined) return own;
  if (!texts) throw new Error(`${viewIdOf(props)}: the dialog has no title`);
  return row
    ? translate(`${texts}.editTitle`, { name: props.rowLabel(row) })
    : translate(`${texts}.newTitle`);
}

const viewIdOf = (props: { viewId?: string; adapter: { entity: string } }): string =>
  props.viewId ?? props.adapter.entity;

/** The delete confirmation's title: the screen's own, else the area's `<texts>.deleteTitle`. */
function deleteTitle<T extends Row>(props: MasterDataScreenProps<T>): string {
  const own = props.remove?.title;
  if (own !== undefined) return own;
  if (!props.texts) throw new Error(`${viewIdOf(props)}: the delete has no title`);
  return translate(`${props.texts as DeletingArea}.deleteTitle`);
}

/**
 * A master-data list on the DataGrid, with its dialog and delete confirmation; commands from the
 * registry. The area's texts name its view, its dialog and delete titles; the route its heading.
 */
export function MasterDataScreen<T extends Row>(props: MasterDataScreenProps<T>) {
  const t = useT();
  const { shown: editing, show: setEditing, close: closeDialog } = useGridDialog<{ row: T | null }>();
  const [deleting, setDeleting] = useState<readonly T[] | null>(null);
  const [status, setStatus] = useState('');
  const editor = useAccess().abilities.has('canEdit');
  const { remove, extra, adapter, canEdit = editor } = props;
  const viewId = viewIdOf(props);
  const title = props.route === undefined ? props.title : t(screenTitleKey(props.route));
  const commands =
    props.commands ??
    (remove ? MASTER_DATA_COMMANDS : MASTER_DATA_COMMANDS.filter((c) => c !== 'record.delete'));
  // A palette jump ("jármű ABC-123") opens the list filtered to what was typed.
  const jumpQuery = new URLSearchParams(useSearch()).get('q') ?? undefined;
  const removeRow = remove?.run ?? (adapter.remove && ((row: T) => adapter.remove?.(row.id)));
  const actions = useMemo<ViewActions>(
    () => ({
      ...(canEdit && {
        create: () => setEditing({ row: null }),
        ...(remove && { remove: (rows: readonly unknown[]) => setDeleting(rows as T[]) }),
      }),
      edit: (row) => setEditing({ row: row as T }),
      ...(extra && { extra }),
    }),
    [canEdit, remove, extra, setEditing],
  );
  const refresh = () => commandContext().grid?.refresh();

  return (
    <ScreenSection titleId={`${viewId}-title`} title={title} header={<CommandBar ids={commands} />}>
      {props.subheader}
      <DataGrid<T>
        key={jumpQuery ?? ''}
        {...(jumpQuery !== undefined && { initialQuickFilter: jumpQuery })}
        viewId={viewId}
        adapter={props.adapter}
        columns={props.columns}
        canEdit={canEdit}
        actions={actions}
        exportKind={viewId}
        rowLabel={props.rowLabel}
      />
      {status && (
        <p className="input-error" role="alert">
          {status}
        </p>
      )}
      {editing && props.renderDialog?.(editing.row, refresh, closeDialog)}
      {editing && !props.renderDialog && props.dialog && (
        <MasterDataDialog
          {...props.dialog}
          {...dialogSaves(props)}
          title={dialogTitle(props, editing.row)}
          record={editing.row as (Record<string, unknown> & Row) | null}
          onSaved={refresh}
          onClose={closeDialog}
        />
      )}
      {remove && (
        <ConfirmDialog
          open={deleting !== null}
          title={deleteTitle(props)}
          text={
            remove.text
              ? remove.text(deleting ?? [])
              : t('masterData.deleteText', { names: (deleting ?? []).map(props.rowLabel).join(', ') })
          }
          onYes={async () => {
            const rows = deleting ?? [];
            setDeleting(null);
            setStatus('');
            await removeRows(rows, (row) => removeRow?.(row), setStatus, t('masterData.deleteFailed'));
            refresh();
          }}
          onNo={() => setDeleting(null)}
        />
      )}
    </ScreenSection>
  );
}

/**
 * Deletes confirmed rows one by one; a refused one shows the server's message (or `failed`) and the
 * rest still go. Then the grid's selection is cleared (the caller reloads the grid).
 */
export async function removeRows<T>(
  rows: readonly T[],
  remove: (row: T) => Promise<unknown> | undefined,
  onRefused: (message: string) => void,
  failed: string,
): Promise<void> {
  for (const row of rows) {
    await remove(row)?.catch((err: unknown) => {
      const body = (err as { body?: { message?: string } }).body;
      onRefused(body?.message ?? failed);
    });
  }
  commandContext().grid?.clearSelection();
}
