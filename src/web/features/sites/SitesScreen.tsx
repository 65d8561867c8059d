import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import {
  DEPOTS_PAGE_API,
  type DepotListRow,
  depotListRow,
  SITES_API,
} from '../../../core/sites/sites.api.ts';
import type { Depot, Factory } from '../../../core/sites/sites.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import type { ColumnOption, GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { formFields, type GridRowOf, yesNoOptions } from '../../masterData/masterDataForm.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { DepotDialog } from './DepotDialog.tsx';

const FACTORY_FIELDS = formFields('sites', {
  shortName: 'text',
  name: 'text',
  address: 'text',
  depotShortName: { kind: 'select', labelKey: 'sites.depot' },
  useDefaultFreightCostsSettings: { kind: 'bool', labelKey: 'sites.useDefaultFreightCosts' },
  isActive: 'bool',
});
/** The depot fields the grid edits (the rest, docks and hours, only in DepotDialog). */
const DEPOT_GRID_FIELDS = formFields('sites', {
  name: 'text',
  address: 'text',
  isActive: 'bool',
});

// Depots and factories have no bulk call: the grid saves each changed row through its own PUT.
const depotsAdapter = masterDataAdapter({
  entity: 'depots',
  api: {
    // The grid always lists with list parameters, so the answer is the list contract with dock columns.
    list: DEPOTS_PAGE_API,
    update: SITES_API.updateDepot,
  },
  fields: DEPOT_GRID_FIELDS,
  rules: 'depot',
  savedRow: (answer) => depotListRow(answer.depot),
});
const factoriesAdapter = masterDataAdapter({
  entity: 'factories',
  api: { list: SITES_API.factories, create: SITES_API.createFactory, update: SITES_API.updateFactory },
  fields: FACTORY_FIELDS,
  rules: 'factory',
  savedRow: (answer) => answer.factory,
});
type DepotRow = GridRowOf<DepotListRow>;
type FactoryRow = GridRowOf<Factory>;

/** The columns both lists open with: short name, name and address (name and address edited in cells). */
function siteColumns<
  T extends { shortName: string; name: string | null; address: string | null },
>(): GridColumn<T>[] {
  return [
    { field: 'shortName', headerKey: 'sites.shortName', width: 140 },
    { field: 'name', headerKey: 'sites.name', width: 200, editable: true },
    { field: 'address', headerKey: 'sites.address', flex: 1, editable: true },
  ];
}

/** /sites: depots (with docks and opening hours) and factories; t switches the list. */
export function SitesScreen() {
  const canEdit = useAccess().abilities.has('canEdit');
  // `?list=factories` (a palette jump to a factory) opens the factory list.
  const listParam = new URLSearchParams(useSearch()).get('list');
  const [list, setList] = useState<'depots' | 'factories'>(
    listParam === 'factories' ? 'factories' : 'depots',
  );
  useEffect(() => {
    if (listParam === 'factories' || listParam === 'depots') setList(listParam);
  }, [listParam]);
  const [depotOptions, setDepotOptions] = useState<ColumnOption[]>([]);
  useEffect(() => {
    if (list !== 'factories') return;
    void callApi(SITES_API.depots, { errorMode: 'silent' })
      .then((answer) =>
        setDepotOptions(
          asListResult<Depot>(answer).result.map((d) => ({
            value: d.shortName,
            label: `${d.shortName} – ${d.name}`,
          })),
        ),
      )
      .catch(() => undefined);
  }, [list]);
  const extra = useMemo(
    () => ({ 'sites.switchList': () => setList((l) => (l === 'depots' ? 'factories' : 'depots')) }),
    [],
  );
  const commands: readonly CommandId[] = [
    ...MASTER_DATA_COMMANDS.filter((c) => c !== 'record.delete'),
    'sites.switchList',
  ];
  const subheader = (
    <nav
      className="screen-tabs"
      style={{ display: 'flex', gap: 4, marginBottom: 8 }}
      aria-label={translate('sites.title')}
    >
      {(['depots', 'factories'] as const).map((l) => (
        <button key={l} type="button" aria-pressed={list === l} onClick={() => setList(l)}>
          {translate(l === 'depots' ? 'sites.depots' : 'sites.factories')}
        </button>
      ))}
    </nav>
  );
  const depotColumns = useMemo<GridColumn<DepotRow>[]>(
    () => [
      ...siteColumns<DepotRow>(),
      { field: 'dockNames', headerKey: 'sites.docks', width: 200 },
      { field: 'lengthOfTimeSlot', headerKey: 'sites.lengthOfTimeSlot', width: 150 },
      { field: 'isActive', headerKey: 'sites.isActive', width: 100, options: yesNoOptions() },
    ],
    [],
  );
  const factoryColumns = useMemo<GridColumn<FactoryRow>[]>(
    () => [
      ...siteColumns<FactoryRow>(),
      {
        field: 'depotShortName',
        headerKey: 'sites.depot',
        width: 150,
        editable: true,
        options: depotOptions,
      },
      {
        field: 'useDefaultFreightCostsSettings',
        headerKey: 'sites.useDefaultFreightCosts',
        width: 200,
        editable: true,
        options: yesNoOptions(),
      },
      { field: 'isActive', headerKey: 'sites.isActive', width: 100, editable: true, options: yesNoOptions() },
    ],
    [depotOptions],
  );
  // Both lists: the screen's heading, bar, list switch and editing.
  const frame = {
    title: translate('sites.title'),
    canEdit,
    commands,
    rowLabel: (r: { shortName: string }) => r.shortName,
    extra,
    subheader,
  };
  if (list === 'depots') {
    return (
      <MasterDataScreen<DepotRow>
        key="depots"
        {...frame}
        adapter={depotsAdapter}
        columns={depotColumns}
        renderDialog={(row, onSaved, onClose) => (
          <DepotDialog
            depot={row ? ({ ...row, isActive: row.isActive === 'true' } as Depot) : null}
            onSaved={onSaved}
            onClose={onClose}
          />
        )}
      />
    );
  }
  return (
    <MasterDataScreen<FactoryRow>
      // One key: the depots offered arriving later (a busy server) update the column and the open
      // dialog's select; a key by their count remounted the screen and closed a dialog being typed in.
      key="factories"
      {...frame}
      adapter={factoriesAdapter}
      columns={factoryColumns}
      dialog={{
        testId: 'factory-dialog',
        newTitle: translate('sites.newFactory'),
        editTitle: (r) => translate('sites.editFactory', { name: r.shortName }),
        fields: FACTORY_FIELDS.map((f) =>
          f.name === 'depotShortName' ? { ...f, options: () => depotOptions } : f,
        ),
        initial: {
          depotShortName: depotOptions[0]?.value ?? '',
          useDefaultFreightCostsSettings: true,
          isActive: true,
        },
      }}
    />
  );
}
