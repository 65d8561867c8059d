import { useEffect, useMemo, useState } from 'react';
import { type Depot, type Factory, siteFieldError } from '../../../core/sites/sites.schemas.ts';
import { apiRequest } from '../../api/http.ts';
import type { ColumnOption, GridAdapter, GridColumn } from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import {
  coerce,
  coerceChanges,
  type FormField,
  listFrom,
  toGridRow,
  yesNoOptions,
} from '../../masterData/masterDataForm.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { DepotDialog } from './DepotDialog.tsx';

type DepotRow = Omit<Depot, 'isActive'> & { isActive: string; dockNames: string };
type FactoryRow = Omit<Factory, 'isActive' | 'useDefaultFreightCostsSettings'> & {
  isActive: string;
  useDefaultFreightCostsSettings: string;
};

const FACTORY_FIELDS: FormField[] = [
  { name: 'shortName', labelKey: 'sites.shortName', kind: 'text' },
  { name: 'name', labelKey: 'sites.name', kind: 'text' },
  { name: 'address', labelKey: 'sites.address', kind: 'text' },
  { name: 'depotShortName', labelKey: 'sites.depot', kind: 'select' },
  { name: 'useDefaultFreightCostsSettings', labelKey: 'sites.useDefaultFreightCosts', kind: 'bool' },
  { name: 'isActive', labelKey: 'sites.isActive', kind: 'bool' },
];
const kindOf = (f: string) => FACTORY_FIELDS.find((x) => x.name === f)?.kind;
registerFieldValidator('factories', (field, value) =>
  siteFieldError('factory', field, coerce(kindOf(field), value)),
);
registerFieldValidator('depots', (field, value) => siteFieldError('depot', field, value));

/** Every change goes through the record's own PUT (depots and factories have no bulk call). */
async function saveEach<T>(
  url: string,
  items: { id: string; version: number; changes: Record<string, unknown> }[],
  key: string,
) {
  const saved: T[] = [];
  for (const i of items) {
    const res = await apiRequest<Record<string, T>>('PUT', `${url}/${encodeURIComponent(i.id)}`, {
      body: { ...i.changes, __v: i.version },
      errorMode: 'silent',
    });
    saved.push(res[key] as T);
  }
  return saved;
}

const depotRow = (d: Depot): DepotRow =>
  ({ ...(toGridRow(d) as object), dockNames: d.docks.map((k) => k.name).join(', ') }) as DepotRow;

const depotsAdapter: GridAdapter<DepotRow> = {
  entity: 'depots',
  rowId: (r) => r.id,
  version: (r) => r.__v,
  list: listFrom<Depot, DepotRow>('/api/depots', depotRow),
  saveBatch: async (items) => {
    const changes = items.map((i) => ({
      ...i,
      changes: coerceChanges([{ name: 'isActive', labelKey: 'sites.isActive', kind: 'bool' }], i.changes),
    }));
    return (await saveEach<Depot>('/api/depots', changes, 'depot')).map(depotRow);
  },
};

const factoriesAdapter: GridAdapter<FactoryRow> = {
  entity: 'factories',
  rowId: (r) => r.id,
  version: (r) => r.__v,
  list: listFrom<Factory, FactoryRow>('/api/factories'),
  saveBatch: async (items) => {
    const changes = items.map((i) => ({ ...i, changes: coerceChanges(FACTORY_FIELDS, i.changes) }));
    return (await saveEach<Factory>('/api/factories', changes, 'factory')).map(
      (f) => toGridRow(f) as unknown as FactoryRow,
    );
  },
};

/** /sites: depots (with docks and opening hours) and factories; t switches the list. */
export function SitesScreen() {
  const canEdit = useAccess().abilities.has('canEdit');
  const [list, setList] = useState<'depots' | 'factories'>('depots');
  const [depotOptions, setDepotOptions] = useState<ColumnOption[]>([]);
  useEffect(() => {
    if (list !== 'factories') return;
    void apiRequest<Depot[]>('GET', '/api/depots', { errorMode: 'silent' })
      .then((ds) =>
        setDepotOptions(ds.map((d) => ({ value: d.shortName, label: `${d.shortName} – ${d.name}` }))),
      )
      .catch(() => undefined);
  }, [list]);
  const extra = useMemo(
    () => ({ 'sites.switchList': () => setList((l) => (l === 'depots' ? 'factories' : 'depots')) }),
    [],
  );
  const commands = [...MASTER_DATA_COMMANDS.filter((c) => c !== 'record.delete'), 'sites.switchList'];
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
      { field: 'shortName', headerKey: 'sites.shortName', width: 140 },
      { field: 'name', headerKey: 'sites.name', width: 200, editable: true },
      { field: 'address', headerKey: 'sites.address', flex: 1, editable: true },
      { field: 'dockNames', headerKey: 'sites.docks', width: 200 },
      { field: 'lengthOfTimeSlot', headerKey: 'sites.lengthOfTimeSlot', width: 150 },
      { field: 'isActive', headerKey: 'sites.isActive', width: 100, options: yesNoOptions() },
    ],
    [],
  );
  const factoryColumns = useMemo<GridColumn<FactoryRow>[]>(
    () => [
      { field: 'shortName', headerKey: 'sites.shortName', width: 140 },
      { field: 'name', headerKey: 'sites.name', width: 200, editable: true },
      { field: 'address', headerKey: 'sites.address', flex: 1, editable: true },
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
  if (list === 'depots') {
    return (
      <MasterDataScreen<DepotRow>
        key="depots"
        viewId="depots"
        title={translate('sites.title')}
        adapter={depotsAdapter}
        columns={depotColumns}
        canEdit={canEdit}
        commands={commands}
        rowLabel={(r) => r.shortName}
        extra={extra}
        subheader={subheader}
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
      key={`factories-${depotOptions.length}`}
      viewId="factories"
      title={translate('sites.title')}
      adapter={factoriesAdapter}
      columns={factoryColumns}
      canEdit={canEdit}
      commands={commands}
      rowLabel={(r) => r.shortName}
      extra={extra}
      subheader={subheader}
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
        validate: (field, value) => siteFieldError('factory', field, value),
        create: (values) => apiRequest('POST', '/api/factories', { body: values, errorMode: 'silent' }),
        update: (id, changes) =>
          apiRequest('PUT', `/api/factories/${encodeURIComponent(id)}`, {
            body: changes,
            errorMode: 'silent',
          }),
      }}
    />
  );
}
