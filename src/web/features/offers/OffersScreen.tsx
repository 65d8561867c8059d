import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { OFFER_CLOSE_REASONS } from '../../../core/offers/offers.answers.ts';
import type { Offer } from '../../../core/offers/offers.schemas.ts';
import { OFFER_STATUSES } from '../../../core/offers/offers.schemas.ts';
import { isTransporterUser } from '../../../core/permissions/actions.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId, ViewActions } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { registerExportKind } from '../../export/exportRegistry.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { appState } from '../../state/appState.ts';
import { showNotice } from '../../state/noticeState.ts';
import { OfferDetailsDialog } from './OfferDetailsDialog.tsx';
import './offers.css';
import { canAnswerOffers } from '../../../core/permissions/actions.ts';
import { enumOptions } from '../../grid/enumOptions.ts';
import { focusGridSoon } from '../../grid/gridFocus.ts';
import { ScreenSection } from '../../shell/ScreenFrame.tsx';
import { OFFERS_VIEW } from './offerCommands.ts';
import {
  answerOffer,
  type OfferRow,
  offerCloseReasonLabel,
  offerStatusLabel,
  offersAdapter,
} from './offersApi.ts';

registerExportKind({ kind: OFFERS_VIEW, titleKey: 'exports.offers', fileName: 'ajanlatok' });

const OFFER_SCREEN_COMMANDS: readonly CommandId[] = [
  'record.edit',
  'offers.accept',
  'offers.reject',
  'offers.toggleOpen',
  'grid.refresh',
  'grid.export',
  'help.open',
];

const columns = (planner: boolean): GridColumn<OfferRow>[] => [
  { field: 'freightId', headerKey: 'offers.col.freightId', width: 100 },
  ...(planner
    ? [{ field: 'transporterName', headerKey: 'offers.col.transporterName', width: 170 } as const]
    : []),
  {
    field: 'status',
    headerKey: 'offers.col.status',
    width: 150,
    options: enumOptions(OFFER_STATUSES, offerStatusLabel),
  },
  {
    field: 'closeReason',
    headerKey: 'offers.col.closeReason',
    width: 210,
    options: enumOptions(OFFER_CLOSE_REASONS, offerCloseReasonLabel),
  },
  { field: 'replyDeadlineDate', headerKey: 'offers.col.replyDeadlineDate', width: 150, filterable: false },
  { field: 'timeLeft', headerKey: 'offers.col.timeLeft', width: 130, sortable: false, filterable: false },
  {
    field: 'factoryShortName',
    headerKey: 'offers.col.factoryShortName',
    width: 90,
    sortable: false,
    filterable: false,
  },
  {
    field: 'deliveryDate',
    headerKey: 'offers.col.deliveryDate',
    width: 110,
    sortable: false,
    filterable: false,
  },
  { field: 'truckType', headerKey: 'offers.col.truckType', width: 90, sortable: false, filterable: false },
  { field: 'cities', headerKey: 'offers.col.cities', width: 180, sortable: false, filterable: false },
  { field: 'pallets', headerKey: 'offers.col.pallets', width: 80, sortable: false, filterable: false },
  { field: 'kg', headerKey: 'offers.col.kg', width: 90, sortable: false, filterable: false },
  { field: 'commentFromLogistics', headerKey: 'offers.col.commentFromLogistics', width: 160 },
  { field: 'comment', headerKey: 'offers.col.comment', width: 160 },
  ...(planner
    ? [
        {
          field: 'waterfall',
          headerKey: 'offers.col.waterfall',
          width: 130,
          sortable: false,
          filterable: false,
        } as const,
      ]
    : []),
];

/**
 * /offers: transporters see their offers (open ones first by default) with the time left to answer;
 * the transporter manager accepts (a) or rejects (Shift+N) the focused offer, Enter shows its details
 * with a live countdown. Planners see every offer and where each waterfall stands.
 */
export function OffersScreen() {
  const t = useT();
  const { role } = useAccess();
  const { activeModules } = useSnapshot(appState);
  const transporter = isTransporterUser(role);
  const canAnswer = canAnswerOffers(role);
  // A palette jump ("ajánlat 1234") opens the list filtered to that freight's offers, open or closed.
  const jumpQuery = new URLSearchParams(useSearch()).get('q') ?? undefined;
  const [openOnly, setOpenOnly] = useState(transporter && jumpQuery === undefined);
  const openRef = useRef(openOnly);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    if (jumpQuery !== undefined && openRef.current) {
      openRef.current = false;
      setOpenOnly(false);
    }
  }, [jumpQuery]);
  const adapter = useMemo(() => offersAdapter(() => openRef.current), []);
  const cols = useMemo(() => columns(!transporter), [transporter]);
  const refresh = useCallback(() => commandContext().grid?.refresh(), []);
  // Versions seen since the rows were loaded (the details' first look bumps it): answers send the newest.
  const seen = useRef(new Map<string, number>());
  const changedInDetails = useRef(false);
  const onLoaded = useCallback((offer: Offer) => {
    if ((seen.current.get(offer.id) ?? -1) < offer.__v) changedInDetails.current = true;
    seen.current.set(offer.id, offer.__v);
  }, []);
  const answer = useCallback(
    (offer: { id: string; __v: number }, accept: boolean) =>
      void answerOffer({ id: offer.id, __v: Math.max(offer.__v, seen.current.get(offer.id) ?? 0) }, accept)
        .then((saved) => {
          showNotice(t(accept ? 'offers.accepted' : 'offers.rejected', { freightId: saved.freightId }));
          refresh();
        })
        .catch(() => refresh()),
    [refresh, t],
  );
  const toggleOpen = useCallback(() => {
    openRef.current = !openRef.current;
    setOpenOnly(openRef.current);
    refresh();
  }, [refresh]);
  const actions = useMemo<ViewActions>(
    () => ({
      edit: (row) => setOpen((row as OfferRow).id),
      extra: {
        'offers.toggleOpen': toggleOpen,
        ...(canAnswer && {
          'offers.accept': (rows) => {
            const row = rows[0] as OfferRow | undefined;
            if (row) answer(row, true);
          },
          'offers.reject': (rows) => {
            const row = rows[0] as OfferRow | undefined;
            if (row) answer(row, false);
          },
        }),
      },
    }),
    [answer, canAnswer, toggleOpen],
  );
  const close = useCallback(() => {
    setOpen(null);
    if (changedInDetails.current) {
      changedInDetails.current = false;
      refresh();
    }
    focusGridSoon();
  }, [refresh]);
  const title = t(screenTitleKey('/offers', activeModules));
  return (
    <ScreenSection
      titleId="offers-title"
      title={title}
      header={
        <>
          <label className="offers-open-only">
            <input type="checkbox" checked={openOnly} onChange={toggleOpen} />
            <span>{t('offers.openOnly')}</span>
          </label>
          <CommandBar ids={OFFER_SCREEN_COMMANDS} />
        </>
      }
    >
      <DataGrid<OfferRow>
        key={jumpQuery ?? ''}
        {...(jumpQuery !== undefined && { initialQuickFilter: jumpQuery })}
        viewId={OFFERS_VIEW}
        adapter={adapter}
        columns={cols}
        canEdit={false}
        actions={actions}
        exportKind={OFFERS_VIEW}
        onRowsLoaded={(rows) => {
          for (const r of rows) seen.current.set(r.id, r.__v);
        }}
        rowLabel={(r) => t('offers.rowLabel', { freightId: r.freightId, transporter: r.transporterName })}
      />
      {open && (
        <OfferDetailsDialog
          id={open}
          canAnswer={canAnswer}
          onAnswer={(offer: Offer, accept) => {
            close();
            answer(offer, accept);
          }}
          onLoaded={onLoaded}
          onClose={close}
        />
      )}
    </ScreenSection>
  );
}
