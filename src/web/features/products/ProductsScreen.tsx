import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { ViewActions } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { numberCell } from '../../grid/cellParsers.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { useT } from '../../i18n/useT.ts';
import { MasterDataDialog } from '../../masterData/MasterDataDialog.tsx';
import { removeRows } from '../../masterData/MasterDataScreen.tsx';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ProductUploadDialog } from './ProductUploadDialog.tsx';
import './products.css';
import type { CommandId } from '../../commands/commandTypes.ts';
import { useGridDialog } from '../../grid/useGridDialog.ts';
import { ScreenSection } from '../../shell/ScreenFrame.tsx';
import { palletTypeNames, palletTypeOptions } from '../../state/palletTypes.ts';
import {
  findProductRow,
  PRODUCT_FIELDS,
  type ProductRow,
  productSaves,
  productsAdapter,
} from './productsApi.ts';

function productColumns(): GridColumn<ProductRow>[] {
  return [
    { field: 'itemId', headerKey: 'products.itemId', width: 150, editable: true, bulk: false },
    { field: 'name', headerKey: 'products.name', flex: 1, editable: true },
    { field: 'unit', headerKey: 'products.unit', width: 120, editable: true },
    {
      field: 'kgPerUnit',
      headerKey: 'products.kgPerUnit',
      width: 140,
      editable: true,
      type: 'number',
      parse: numberCell(),
    },
    {
      field: 'kgPerPallet',
      headerKey: 'products.kgPerPallet',
      width: 140,
      editable: true,
      type: 'number',
      parse: numberCell(),
    },
    {
      field: 'unitPerPallet',
      headerKey: 'products.unitPerPallet',
      width: 130,
      editable: true,
      type: 'number',
      parse: numberCell(),
    },
    {
      field: 'palletType',
      headerKey: 'products.palletType',
      width: 120,
      editable: true,
      options: palletTypeOptions(),
    },
    {
      field: 'priority',
      headerKey: 'products.priority',
      width: 110,
      editable: true,
      type: 'number',
      parse: numberCell({ integer: true }),
    },
  ];
}

/** The screen's commands: the master-data set plus the upload. */
const PRODUCT_SCREEN_COMMANDS: readonly CommandId[] = [
  ...MASTER_DATA_COMMANDS.slice(0, 3),
  'products.upload',
  ...MASTER_DATA_COMMANDS.slice(3),
];

/**
 * /products (Árukatalógus): the catalogue on the DataGrid with server-side paging, filters and sort;
 * editors edit in cells, in bulk and in the dialog, delete (not the dummy product) and upload a
 * product list. "termék <cikkszám>" in the palette opens here with that product's dialog.
 */
export function ProductsScreen() {
  const t = useT();
  const canEdit = useAccess().abilities.has('canEdit');
  const columns = useMemo(() => productColumns(), []);
  const jumpItemId = new URLSearchParams(useSearch()).get('itemId') ?? undefined;
  const {
    shown: editing,
    show: setEditing,
    close: closeEditing,
  } = useGridDialog<{ row: ProductRow | null }>();
  const [deleting, setDeleting] = useState<readonly ProductRow[] | null>(null);
  const { shown: uploading, show: upload, close: closeUpload } = useGridDialog<true>();
  const [status, setStatus] = useState('');
  const refresh = useCallback(() => commandContext().grid?.refresh(), []);

  const actions = useMemo<ViewActions>(
    () => ({
      ...(canEdit && {
        create: () => setEditing({ row: null }),
        remove: (rows: readonly unknown[]) => setDeleting(rows as ProductRow[]),
        extra: { 'products.upload': () => upload(true) },
      }),
      edit: (row) => setEditing({ row: row as ProductRow }),
    }),
    [canEdit, upload, setEditing],
  );
  // A palette jump (?itemId=…) opens that product's dialog, also when /products is already open.
  useEffect(() => {
    if (!jumpItemId) return;
    let live = true;
    void findProductRow(jumpItemId).then((row) => {
      if (live && row) setEditing({ row });
    });
    return () => {
      live = false;
    };
  }, [jumpItemId, setEditing]);

  return (
    <ScreenSection
      titleId="products-title"
      title={t(screenTitleKey('/products'))}
      header={<CommandBar ids={PRODUCT_SCREEN_COMMANDS} />}
    >
      <DataGrid<ProductRow>
        viewId="products"
        adapter={productsAdapter}
        columns={columns}
        canEdit={canEdit}
        actions={actions}
        exportKind="products"
        rowLabel={(p) => `${p.itemId} ${p.name}`}
        {...(jumpItemId !== undefined && { initialQuickFilter: jumpItemId })}
      />
      {status && (
        <p className="input-error" role="alert">
          {status}
        </p>
      )}
      {editing && (
        <MasterDataDialog
          testId="product-dialog"
          title={editing.row ? t('products.editTitle', { name: editing.row.itemId }) : t('products.newTitle')}
          fields={PRODUCT_FIELDS}
          record={editing.row as (ProductRow & Record<string, unknown>) | null}
          initial={{ itemId: '', name: '', unit: 'db', palletType: palletTypeNames()[0] ?? '', priority: 0 }}
          validate={productsAdapter.validate}
          {...(productsAdapter.rules && { rules: productsAdapter.rules })}
          {...(productsAdapter.rulesCtx && { rulesCtx: productsAdapter.rulesCtx })}
          create={productSaves.create}
          update={productSaves.update}
          onSaved={refresh}
          onClose={closeEditing}
        />
      )}
      {uploading && <ProductUploadDialog onSaved={refresh} onClose={closeUpload} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('products.deleteTitle')}
        text={t('masterData.deleteText', { names: (deleting ?? []).map((p) => p.itemId).join(', ') })}
        onYes={async () => {
          const rows = deleting ?? [];
          setDeleting(null);
          setStatus('');
          await removeRows(
            rows,
            (row) => productSaves.remove(row.id),
            setStatus,
            t('masterData.deleteFailed'),
          );
          refresh();
        }}
        onNo={() => setDeleting(null)}
      />
    </ScreenSection>
  );
}
