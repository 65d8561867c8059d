import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FreightCostDoc } from '../../../core/fees/fees.schemas.ts';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import type { Factory } from '../../../core/sites/sites.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { FeeDialog } from './FeeDialog.tsx';
import { FeeTableHeader } from './FeeTableHeader.tsx';
import {
  FEE_SECTIONS,
  type FeeRow,
  type FeeSection,
  type RangeRow,
  rowLabel,
  SECTION_API,
  SECTION_TEXT,
  sectionAdapter,
  sectionColumns,
} from './feeSections.ts';

const COMMANDS: readonly CommandId[] = [
  ...MASTER_DATA_COMMANDS,
  'fees.switchSection',
  'fees.pickFactory',
  'fees.deleteFactoryRanges',
];
const _asRange = (r: RangeRow | null, factoryId: string | null): FreightCostDoc | null =>
  r && { ...r, factoryId, overRanges: r.overRanges === 'true' };

/** /freight-fees: per factory (or the default table) its distance ranges, drop-off and pallet fees. */
export function FreightFeesScreen() {
  const t = useT();
  const canEdit = useAccess().abilities.has('canEdit');
  // the picked factory stays in the address (?factory=), so a reload shows the same table
  const [factory, setFactory] = useState(
    () => new URLSearchParams(window.location.search).get('factory') ?? 'default',
  );
  const [section, setSection] = useState<FeeSection>('freightCosts');
  const [confirmAll, setConfirmAll] = useState(false);
  const [status, setStatus] = useState('');
  const pickerRef = useRef<HTMLDivElement>(null);
  const factoryId = factory === 'default' ? null : factory;

  const { factories, ranges, reloadRanges } = useFeeTable(factory);

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
  const rangesRef = useLatest(ranges);
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

  return (
    <>
      <MasterDataScreen<FeeRow>
        key={`${section}-${factory}`}
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
          <FeeDialog
            section={section}
            row={row}
            factoryId={factoryId}
            factoryName={factoryName}
            ranges={ranges}
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

/** The factories to pick from and the distance ranges of the picked table (reloaded after changes). */
function useFeeTable(factory: string) {
  const [factories, setFactories] = useState<Factory[] | null>(null);
  const [ranges, setRanges] = useState<FreightCostDoc[]>([]);
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
  return { factories, ranges, reloadRanges };
}
