import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { FREIGHT_BILLS_API } from '../../../core/freightBills/freightBills.api.ts';
import type { FreightBillRow } from '../../../core/freightBills/freightBills.schemas.ts';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import { ListStatusFilter } from '../../grid/ListStatusFilter.tsx';
import { useRecordListScreen } from '../../grid/useRecordListScreen.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { showAlert } from '../../state/alertState.ts';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import { BatchBillDialog } from './BatchBillDialog.tsx';
import { FREIGHT_BILLS_VIEW } from './freightBillCommands.ts';
import { billStatusLabel, freightBillColumns, freightBillLabel } from './freightBillRows.ts';
import { type FreightBillFilters, fetchBillStatuses, freightBillsAdapter } from './freightBillsAdapter.ts';
import { OnlyDifferencesFilter, usePriceAudit } from './usePriceAudit.tsx';
import './freightBills.css';
import { useRulesLetChange } from '../../rules/useRulesLetChange.ts';

const COMMANDS: readonly CommandId[] = [
  'freightBills.accept',
  'freightBills.decline',
  'freightBills.bill',
  'freightBills.undo',
  'freightBills.costCentre',
  'freightBills.filters',
  'freightBills.onlyDifferences',
  'freightBills.auditBreakdown',
  'grid.bulkEdit',
  'grid.undo',
  'grid.refresh',
  'grid.export',
  'help.open',
];

const today = () => new Date().toISOString().slice(0, 10);

/** A refusal of a bill call as one alert: the message and the reason per freight. */
function alertRefusal(err: unknown): void {
  if (!(err instanceof ApiError)) throw err;
  const details = err.body?.details;
  const lines =
    details && typeof details === 'object'
      ? Object.entries(details as Record<string, string>).map(([id, reason]) => `${id}: ${reason}`)
      : [];
  showAlert([err.body?.message ?? err.message, ...lines].join('\n'));
}

const refresh = () => setTimeout(() => commandContext().grid?.refresh(), 0);
const rowsOf = (rows: readonly unknown[]) => rows as FreightBillRow[];

/** Runs a bill call, alerts its refusal, and reloads the rows either way. */
async function run(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (err) {
    alertRefusal(err);
  }
  refresh();
}

/**
 * /freight-bills (issue 20): delivered freights with their bills on the DataGrid. Filters above the
 * grid: bill status, transporter, delivery period and cost centre (Shift+G focuses the first, Tab
 * the next, Enter or Esc goes back to the grid).
 * Editors accept (Shift+E), decline (Shift+D), batch-bill the accepted ones (Shift+B), undo a
 * bill's last step (Shift+Z) and edit cost centre, charged amount, bill number and comment in the
 * cells (type, paste a column, bulk edit with b; grid undo Ctrl+Z). Enter opens the freight.
 */
export function FreightBillsScreen() {
  const t = useT();
  const [, navigate] = useLocation();
  // The freight permission rules' `bill` field (freight.bill.billingEditors), as the server's policy.
  const editor = useRulesLetChange('freight', 'bill');
  const screen = useRecordListScreen<FreightBillRow>({
    path: '/freight-bills',
    idsParam: 'freightId',
    fetchStatuses: fetchBillStatuses,
    numberOf: (r) => r.freightId,
    remember: () => {},
  });
  const [transporters, setTransporters] = useState<{ id: string; name: string }[]>([]);
  const [transporterId, setTransporterId] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [costCentre, setCostCentre] = useState('');
  const [billing, setBilling] = useState<FreightBillRow[] | null>(null);
  const audit = usePriceAudit(screen.focusGrid);

  useEffect(() => {
    const abort = new AbortController();
    callApi(TRANSPORTERS_API.list, { signal: abort.signal, errorMode: 'silent' })
      .then((answer) =>
        setTransporters(
          asListResult(answer)
            .result.map((tr) => ({ id: tr.id, name: tr.companyName }))
            .sort((a, b) => a.name.localeCompare(b.name, 'hu')),
        ),
      )
      .catch(() => {});
    return () => abort.abort();
  }, []);

  const live = useRef<FreightBillFilters>({
    status: '',
    transporterId: '',
    from: null,
    to: null,
    costCentre: '',
    freightIds: [],
  });
  live.current = {
    status: screen.status,
    transporterId,
    from,
    to,
    costCentre,
    freightIds: screen.ids,
    onlyDifferences: audit.onlyDifferences,
  };
  const adapter = useMemo(() => freightBillsAdapter(() => live.current), []);
  // A filter changed: the grid reads the filters at its next call.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are what triggers the refresh
  useEffect(() => {
    refresh();
  }, [transporterId, from, to, costCentre, audit.onlyDifferences]);

  const { statusSelect } = screen;
  const actions = useMemo(
    () => ({
      ...screen.actions,
      edit: (row: unknown) => {
        const n = encodeURIComponent((row as FreightBillRow).freightId);
        navigate(`/freights?freightId=${n}&open=${n}`);
      },
      extra: {
        ...screen.actions.extra,
        'freightBills.filters': () => statusSelect.current?.focus(),
        ...audit.extras,
        ...(editor && {
          'freightBills.accept': (rows: readonly unknown[]) =>
            run(
              callApi(FREIGHT_BILLS_API.batchAccept, {
                body: { freightIds: rowsOf(rows).map((r) => r.id) },
                errorMode: 'silent',
              }),
            ),
          'freightBills.decline': (rows: readonly unknown[]) =>
            run(
              callApi(FREIGHT_BILLS_API.batchDecline, {
                body: { freightIds: rowsOf(rows).map((r) => r.id) },
                errorMode: 'silent',
              }),
            ),
          'freightBills.bill': (rows: readonly unknown[]) => {
            const picked = rowsOf(rows);
            const refused = picked.filter((r) => r.billStatus !== 'accepted');
            if (refused.length > 0) {
              showAlert(
                [
                  t('freightBills.onlyAccepted'),
                  ...refused.map((r) => `${r.freightId}: ${billStatusLabel(r.billStatus)}`),
                ].join('\n'),
              );
              return;
            }
            if (picked.length > 0) setBilling(picked);
          },
          'freightBills.undo': (rows: readonly unknown[]) => {
            const [row] = rowsOf(rows);
            if (row)
              void run(
                callApi(FREIGHT_BILLS_API.undo, {
                  params: { id: row.id },
                  body: { __v: row.__v },
                  errorMode: 'silent',
                }),
              );
          },
          'freightBills.costCentre': () => commandContext().grid?.openBulkEdit('costCentre'),
        }),
      },
    }),
    [screen.actions, statusSelect, editor, navigate, t, audit.extras],
  );

  return (
    <section className="screen record-list-screen freight-bills" aria-labelledby="freight-bills-title">
      <header className="screen-header">
        <h1 id="freight-bills-title">{t(screenTitleKey('/freight-bills'))}</h1>
        <ListStatusFilter
          statuses={screen.statuses}
          value={screen.status}
          label={billStatusLabel}
          onChange={screen.chooseStatus}
          onDone={screen.focusGrid}
          handleRef={screen.statusSelect}
          defaultLabel={t('freightBills.allBills')}
        />
        {screen.narrowed && (
          <p className="record-ids-chip" data-testid="freightBills-ids-chip" role="status">
            {t('freightBills.filteredTo', { count: String(screen.ids.length) })}
          </p>
        )}
      </header>
      <fieldset className="freight-bills-filters" aria-label={t('freightBills.filters')}>
        <KeyboardSelect
          label={t('freightBills.transporter')}
          testId="freight-bills-transporter"
          value={transporterId}
          onChange={setTransporterId}
          onDone={screen.focusGrid}
          choices={[
            { value: '', label: t('freightBills.allTransporters') },
            ...transporters.map((tr) => ({ value: tr.id, label: tr.name })),
          ]}
        />
        <DateInput label={t('freightBills.from')} value={from} onChange={setFrom} />
        <DateInput label={t('freightBills.to')} value={to} onChange={setTo} />
        <label className="list-status-filter">
          <span>{t('freightBills.costCentreFilter')}</span>
          <input
            value={costCentre}
            maxLength={30}
            data-testid="freight-bills-cost-centre"
            onChange={(e) => setCostCentre(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === 'Escape') screen.focusGrid();
            }}
          />
        </label>
        <OnlyDifferencesFilter audit={audit} onDone={screen.focusGrid} />
      </fieldset>
      <CommandBar ids={COMMANDS} />
      <DataGrid<FreightBillRow>
        key={screen.ids.join(',')}
        viewId={FREIGHT_BILLS_VIEW}
        adapter={adapter}
        columns={freightBillColumns(editor)}
        canEdit={editor}
        actions={actions}
        exportKind="freightbills"
        rowLabel={freightBillLabel}
        {...(screen.ids.length > 0 && { initialQuickFilter: '' })}
      />
      {audit.dialog}
      {billing && (
        <BatchBillDialog
          freightNumbers={billing.map((r) => r.freightId)}
          today={today()}
          onClose={() => {
            setBilling(null);
            screen.focusGrid();
          }}
          onSave={async (billData) => {
            try {
              await callApi(FREIGHT_BILLS_API.batchBill, {
                body: { billData, freightIds: billing.map((r) => r.id) },
                errorMode: 'silent',
              });
              setBilling(null);
              screen.focusGrid();
            } catch (err) {
              alertRefusal(err);
            }
            refresh();
          }}
        />
      )}
    </section>
  );
}
