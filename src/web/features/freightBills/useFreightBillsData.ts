import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { FREIGHT_BILLS_API } from '../../../core/freightBills/freightBills.api.ts';
import type { FreightBillRow } from '../../../core/freightBills/freightBills.schemas.ts';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import type { ViewActions } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import type { useRecordListScreen } from '../../grid/useRecordListScreen.ts';
import type { useT } from '../../i18n/useT.ts';
import { openFromOtherScreen } from '../../shell/returnTrip.ts';
import { showAlert } from '../../state/alertState.ts';
import { useScreenMemory } from '../../state/screenMemory.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { billStatusLabel } from './freightBillRows.ts';
import { type FreightBillFilters, freightBillsAdapter } from './freightBillsAdapter.ts';
import type { usePriceAudit } from './usePriceAudit.tsx';

type ListScreen = ReturnType<typeof useRecordListScreen<FreightBillRow>>;
type PriceAudit = ReturnType<typeof usePriceAudit>;

/** A refusal of a bill call as one alert: the message and the reason per freight. */
export function alertRefusal(err: unknown): void {
  if (!(err instanceof ApiError)) throw err;
  const details = err.body?.details;
  const lines =
    details && typeof details === 'object'
      ? Object.entries(details as Record<string, string>).map(([id, reason]) => `${id}: ${reason}`)
      : [];
  showAlert([err.body?.message ?? err.message, ...lines].join('\n'));
}

/** Reloads the grid's rows after the render. */
export const refreshBills = () => setTimeout(() => commandContext().grid?.refresh(), 0);
const rowsOf = (rows: readonly unknown[]) => rows as FreightBillRow[];

/** Runs a bill call, alerts its refusal, and reloads the rows either way. */
async function run(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (err) {
    alertRefusal(err);
  }
  refreshBills();
}

/**
 * The bills list's filters above the grid (transporter, delivery period, cost centre, with the
 * list's status, the freights it is narrowed to and the price audit's "only differences"), the
 * transporters to choose from, and the grid's adapter reading them; a filter change reloads.
 */
export function useFreightBillsData(screen: ListScreen, audit: PriceAudit) {
  const [transporters, setTransporters] = useState<{ id: string; name: string }[]>([]);
  const [transporterId, setTransporterId] = useScreenMemory('freightBills.transporterId', '');
  const [from, setFrom] = useScreenMemory<string | null>('freightBills.from', null);
  const [to, setTo] = useScreenMemory<string | null>('freightBills.to', null);
  const [costCentre, setCostCentre] = useScreenMemory('freightBills.costCentre', '');

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
    refreshBills();
  }, [transporterId, from, to, costCentre, audit.onlyDifferences]);

  return {
    transporters,
    filters: { transporterId, setTransporterId, from, setFrom, to, setTo, costCentre, setCostCentre },
    adapter,
  };
}

/** The filters `useFreightBillsData` keeps, with their setters. */
export type FreightBillsFilterState = ReturnType<typeof useFreightBillsData>['filters'];

/**
 * The bills grid's actions: Enter opens the freight; Shift+G to the filters; the price audit's;
 * for editors accept, decline, batch-bill the accepted ones (else an alert says which are not),
 * undo a bill's last step and the cost centre's bulk edit.
 */
export function useFreightBillActions(args: {
  screen: ListScreen;
  audit: PriceAudit;
  editor: boolean;
  t: ReturnType<typeof useT>;
  onBill(rows: FreightBillRow[]): void;
}): ViewActions {
  const { screen, audit, editor, t, onBill } = args;
  const [, navigate] = useLocation();
  const { statusSelect } = screen;
  const billRef = useLatest(onBill);
  return useMemo(
    () => ({
      ...screen.actions,
      edit: (row: unknown) => {
        const n = encodeURIComponent((row as FreightBillRow).freightId);
        openFromOtherScreen(navigate, `/freights?freightId=${n}&open=${n}`);
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
            if (picked.length > 0) billRef.current(picked);
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
}
