import { useEffect, useState } from 'react';
import { FREIGHT_BILLS_API } from '../../../core/freightBills/freightBills.api.ts';
import type { FreightBillAudit, FreightBillRow } from '../../../core/freightBills/freightBills.schemas.ts';
import type { AuditRange } from '../../../core/freightBills/priceAudit.ts';
import { ApiError, errorAlertText, isCanceled } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import type { TranslateFn } from '../../i18n/useT.ts';
import { useT } from '../../i18n/useT.ts';
import { DetailsModal } from '../../ui/DetailsModal.tsx';
import { TableHead } from '../../ui/TableHead.tsx';

export interface AuditBreakdownDialogProps {
  row: FreightBillRow;
  onClose(): void;
}

const NUMBER = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 2 });
const n = (v: number) => NUMBER.format(v);
const ft = formatMoney;
const signed = (v: number) => `${v > 0 ? '+' : ''}${ft(v)}`;

/** The bill's audit, asked when the dialog opens (GET /{id}/audit): recomputed now, with its breakdown. */
function useBillAudit(id: string): { audit: FreightBillAudit | null; error: string | null } {
  const [state, setState] = useState<{ audit: FreightBillAudit | null; error: string | null }>({
    audit: null,
    error: null,
  });
  useEffect(() => {
    const abort = new AbortController();
    callApi(FREIGHT_BILLS_API.audit, { params: { id }, signal: abort.signal, errorMode: 'silent' }).then(
      (audit) => setState({ audit, error: null }),
      (err: unknown) => {
        if (abort.signal.aborted || isCanceled(err)) return;
        const status = err instanceof ApiError ? err.status : 500;
        setState({ audit: null, error: errorAlertText(status, err instanceof ApiError ? err.body : null) });
      },
    );
    return () => abort.abort();
  }, [id]);
  return state;
}

function rangeText(t: TranslateFn, r: AuditRange): string {
  const params = {
    start: n(r.startDistance),
    end: r.endDistance === -1 ? t('freightBills.audit.openEnd') : n(r.endDistance),
    price: n(r.price),
  };
  const text = t(
    r.type === 'perKm' ? 'freightBills.audit.rangePerKm' : 'freightBills.audit.rangeFixed',
    params,
  );
  return r.overRanges ? `${text} ${t('freightBills.audit.overRanges')}` : text;
}

/**
 * The price audit of one bill (issue 20): the fee recomputed from the fee tables in force on the
 * delivery date, part by part (distance range, drop-offs, pallets), against the bill's amount; asked
 * from the server when the dialog opens (the list rows do not carry it). Read-only; Esc or Enter
 * closes and the focus goes back to the row.
 */
export function AuditBreakdownDialog({ row, onClose }: AuditBreakdownDialogProps) {
  const t = useT();
  const state = useBillAudit(row.id);
  const { audit } = state;
  const b = audit?.breakdown;
  const title = t('freightBills.audit.title', { freightId: row.freightId });
  return (
    <DetailsModal
      title={title}
      name="freight-bill-audit"
      state={{ data: audit, error: state.error }}
      loading={<p className="screen-empty">{t('freightBills.audit.loading')}</p>}
      onClose={onClose}
    >
      {audit && b && (
        <>
          <dl className="freight-bill-audit-summary">
            <dt>{t('freightBills.audit.feesOn')}</dt>
            <dd>{formatDate(b.feesOn)}</dd>
            <dt>{t('freightBills.audit.amount')}</dt>
            <dd>{audit.amount === null ? '—' : ft(audit.amount)}</dd>
            <dt>{t('freightBills.audit.recomputed')}</dt>
            <dd>{ft(b.total)}</dd>
            <dt>{t('freightBills.audit.difference')}</dt>
            <dd
              className={audit.flagged ? 'cell-flagged' : undefined}
              data-testid="freight-bill-audit-difference"
            >
              {audit.difference === null ? '—' : signed(audit.difference)}
            </dd>
            <dt>{t('freightBills.audit.tolerance')}</dt>
            <dd>{ft(audit.tolerance)}</dd>
          </dl>
          <p role="status">
            {audit.flagged ? t('freightBills.audit.flagged') : t('freightBills.audit.withinTolerance')}
          </p>
          <table className="freight-bill-audit-parts">
            <TableHead
              labels={[
                t('freightBills.audit.part'),
                t('freightBills.audit.basis'),
                t('freightBills.audit.fee'),
              ]}
            />
            <tbody>
              <tr data-part="distance">
                <th scope="row">{t('freightBills.audit.distance')}</th>
                <td>
                  {n(b.km)} km{b.truckType ? ` (${b.truckType})` : ''}:{' '}
                  {b.range ? rangeText(t, b.range) : t('freightBills.audit.noRange')}
                </td>
                <td>{ft(b.distanceFee)}</td>
              </tr>
              <tr data-part="dropOffs">
                <th scope="row">{t('freightBills.audit.dropOffs')}</th>
                <td>
                  {t('freightBills.audit.dropOffBasis', {
                    count: n(b.dropOffs),
                    included: n(b.includedWaypoints),
                    price: n(b.pricePerWaypoint),
                  })}
                </td>
                <td>{ft(b.waypointFee)}</td>
              </tr>
              {b.pallets.map((p) => (
                <tr key={p.palletType} data-part={`pallets-${p.palletType}`}>
                  <th scope="row">{t('freightBills.audit.pallets', { type: p.palletType })}</th>
                  <td>
                    {p.pricePerPallet === null
                      ? t('freightBills.audit.noPalletFee', { pallets: n(p.pallets) })
                      : t('freightBills.audit.palletBasis', {
                          pallets: n(p.pallets),
                          price: n(p.pricePerPallet),
                        })}
                  </td>
                  <td>{ft(p.fee)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('freightBills.audit.total')}
                </th>
                <td>{ft(b.total)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </DetailsModal>
  );
}
