import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FreightCostDoc } from '../../../core/fees/fees.schemas.ts';
import { feeFieldError } from '../../../core/fees/fees.schemas.ts';
import { rangeChangeIssue } from '../../../core/fees/rangeChangeIssue.ts';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import type { Factory } from '../../../core/sites/sites.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { MasterDataDialog } from '../../masterData/MasterDataDialog.tsx';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { callSave } from '../../masterData/masterDataAdapter.ts';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FeeTableHeader } from './FeeTableHeader.tsx';
import {
  FEE_SECTIONS,
  type FeeRow,
  type FeeSection,
  type RangeRow,
  rowLabel,
  SECTION_API,
  SECTION_FIELDS,
  SECTION_TEXT,
  sectionAdapter,
  sectionColumns,
  toApiValue,
} from './feeSections.ts';

const COMMANDS: readonly CommandId[] = [
  ...MASTER_DATA_COMMANDS,
  'fees.switchSection',
  'fees.pickFactory',
  'fees.deleteFactoryRanges',
];
const asRange = (r: RangeRow | null, factoryId: string | null): FreightCostDoc | null =>
  r && { ...r, factoryId, overRanges: r.overRanges === 'true' };

/** /freight-fees: per factory (or the default table) its distance ranges, drop-off and pallet fees. */
export function FreightFeesScreen() {
  const t = useT();
  const canEdit = useAccess().abilities.has('canEdit');
  const [factories, setFactories] = useState<Factory[] | null>(null);
  // the picked factory stays in the address (?factory=), so a reload shows the same table
  const [factory, setFactory] = useState(
    () => new URLSearchParams(window.location.search).get('factory') ?? 'default',
  );
  const [section, setSection] = useState<FeeSection>('freightCosts');
  const [ranges, setRanges] = useState<FreightCostDoc[]>([]);
  const [confirmAll, setConfirmAll] = useState(false);
  const [status, setStatus] = useState('');
  const pickerRef = useRef<HTMLDivElement>(null);
  const factoryId = factory === 'default' ? null : factory;

  useEffect(() => {
    void callApi(SITES_API.factories, { errorMode: 'silent' })
      .then((answer) => setFactories(asListResult(answer).result))
      .catch(() => setFactories([]));
  }, []);
  const reloadRanges = useCallback(
    () =>
      callApi(SECTION_API.freightCosts.list, { query: { factoryId: factory }, errorMode: 'silent' })
        .then((answer) => setRanges(asListResult(answer).result))
        .catch(() => setRanges([])),
    [factory],
  );
  useEffect(() => {
    void reloadRanges();
  }, [reloadRanges]);

  const adapter = useMemo(
    () =>
      sectionAdapter(section, factory, (moved) => {
        void reloadRanges();
        if (moved) setTimeout(() => commandContext().grid?.refresh(), 0);
      }),
    [section, factory, reloadRanges],
  );
  const columns = useMemo(() => sectionColumns(section), [section]);
  // The grid's actions must stay the same object while it lists (a new one cancels its call):
  // the actions read the table through a ref instead of depending on it.
  const rangesRef = useRef(ranges);
  rangesRef.current = ranges;
  const extra = useMemo(
    () => ({
      'fees.switchSection': () =>
        setSection((s) => FEE_SECTIONS[(FEE_SECTIONS.indexOf(s) + 1) % FEE_SECTIONS.length]!),
      'fees.pickFactory': () => pickerRef.current?.querySelector('select')?.focus(),
      ...(canEdit &&
        section === 'freightCosts' && {
          'fees.deleteFactoryRanges': () =>
            rangesRef.current.length > 0 ? setConfirmAll(true) : setStatus(t('fees.tableEmpty')),
        }),
    }),
    [canEdit, section, t],
  );
  const api = SECTION_API[section];
  const text = SECTION_TEXT[section];
  const remove = useMemo(
    () => ({
      title: t(text.remove),
      text: (rows: readonly FeeRow[]) =>
        t('masterData.deleteText', { names: rows.map((r) => rowLabel(section, r)).join(', ') }),
      run: (r: FeeRow) =>
        callApi(api.remove, { params: { id: r.id }, errorMode: 'silent' }).finally(() => {
          void reloadRanges();
        }),
    }),
    [t, text, section, api, reloadRanges],
  );

  if (factories === null) return null;
  const factoryName =
    factoryId === null
      ? t('fees.defaultTable')
      : (factories.find((f) => f.id === factoryId)?.shortName ?? '');
  const fields = SECTION_FIELDS[section];
  /** A new range starts where the last closed range of the any-truck table ends. */
  const nextStart = Math.max(0, ...ranges.filter((r) => r.truckType === null).map((r) => r.endDistance));
  const initial: Record<FeeSection, Record<string, unknown>> = {
    freightCosts: { truckType: '', startDistance: nextStart, type: 'fixed', overRanges: false },
    waypointCosts: { truckType: '', includedWaypoints: 1 },
    palletFees: { palletType: '' },
  };
  const validate = (row: FeeRow | null) => (field: string, value: unknown, form: Record<string, unknown>) => {
    const own = feeFieldError(field, toApiValue(section, field, value));
    if (own || section !== 'freightCosts' || (field !== 'startDistance' && field !== 'endDistance'))
      return own;
    const next = { ...(form as unknown as FreightCostDoc), id: row?.id ?? '', __v: 0, factoryId };
    next.truckType = (toApiValue(section, 'truckType', form.truckType) as string | null) ?? null;
    if (typeof next.startDistance !== 'number' || typeof next.endDistance !== 'number') return null;
    const issue = rangeChangeIssue(ranges, asRange(row as RangeRow | null, factoryId), next);
    return issue?.field === field ? issue.message : null;
  };
  const toBody = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([f, v]) => [f, toApiValue(section, f, v)]));

  return (
    <>
      <MasterDataScreen<FeeRow>
        key={`${section}-${factory}`}
        viewId={section}
        title={t(screenTitleKey('/freight-fees'))}
        adapter={adapter}
        columns={columns}
        canEdit={canEdit}
        commands={COMMANDS}
        rowLabel={(r) => rowLabel(section, r)}
        extra={extra}
        subheader={
          <FeeTableHeader
            pickerRef={pickerRef}
            factories={factories}
            factory={factory}
            onFactory={(f) => {
              setStatus('');
              setFactory(f);
              const url = new URL(window.location.href);
              url.searchParams.set('factory', f);
              window.history.replaceState(window.history.state, '', url);
            }}
            section={section}
            onSection={setSection}
            ranges={ranges}
            status={status}
          />
        }
        renderDialog={(row, onSaved, onClose) => (
          <MasterDataDialog
            testId="fee-dialog"
            title={
              row ? t(text.edit, { name: rowLabel(section, row) }) : `${t(text.create)} – ${factoryName}`
            }
            fields={fields}
            record={row as (FeeRow & Record<string, unknown>) | null}
            initial={initial[section]}
            validate={validate(row)}
            create={(values) => callSave(api.create, null, { ...toBody(values), factoryId })}
            update={(id, changes) => callSave(api.update, id, toBody(changes))}
            onSaved={() => {
              onSaved();
              void reloadRanges();
            }}
            onClose={onClose}
          />
        )}
        remove={remove}
      />
      <ConfirmDialog
        open={confirmAll}
        title={t('fees.deleteAllTitle')}
        text={t('fees.deleteAllText', { factory: factoryName, n: String(ranges.length) })}
        onYes={async () => {
          setConfirmAll(false);
          const res = await callApi(SECTION_API.freightCosts.removeFactory, {
            params: { id: factory },
            errorMode: 'silent',
          }).catch((err: { body?: { message?: string } }) => {
            setStatus(err.body?.message ?? t('masterData.deleteFailed'));
            return null;
          });
          if (res) setStatus(t('fees.deletedAll', { n: String(res.deleted) }));
          void reloadRanges();
          commandContext().grid?.refresh();
        }}
        onNo={() => setConfirmAll(false)}
      />
    </>
  );
}
