import { useEffect } from 'react';
import type { FreightBillRow } from '../../../core/freightBills/freightBills.schemas.ts';
import type { AuditRange } from '../../../core/freightBills/priceAudit.ts';
import { pushDialog } from '../../commands/terminalState.ts';
import { formatDate } from '../../i18n/format.ts';
import type { TranslateFn } from '../../i18n/useT.ts';
import { useT } from '../../i18n/useT.ts';
import { Modal } from '../../ui/Modal.tsx';

export interface AuditBreakdownDialogProps {
  row: FreightBillRow;
  onClose(): void;
}

const NUMBER = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 2 });
const n = (v: number) => NUMBER.format(v);
const ft = (v: number) => `${NUMBER.format(v)} Ft`;
const signed = (v: number) => `${v > 0 ? '+' : ''}${ft(v)}`;

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
 * delivery date, part by part (distance range, drop-offs, pallets), against the bill's amount.
 * Read-only; Esc or Enter closes and the focus goes back to the row.
 */
export function AuditBreakdownDialog({ row, onClose }: AuditBreakdownDialogProps) {
  const t = useT();
  useEffect(() => pushDialog({ save: onClose, cancel: onClose }), [onClose]);
  const b = row.auditBreakdown;
  const title = t('freightBills.audit.title', { freightId: row.freightId });
  const amount = row.billedAmount ?? row.freightCost;
  return (
    <Modal open label={title} className="freight-bill-audit" testId="freight-bill-audit">
      {/* The title takes the focus: the key that opened the dialog must not press its button. */}
      <h2 className="modal-title" tabIndex={-1} data-autofocus>
        {title}
      </h2>
      {!b && <p className="screen-empty">{t('freightBills.audit.notYet')}</p>}
      {b && (
        <>
          <dl className="freight-bill-audit-summary">
            <dt>{t('freightBills.audit.feesOn')}</dt>
            <dd>{formatDate(b.feesOn)}</dd>
            <dt>{t('freightBills.audit.amount')}</dt>
            <dd>{amount === null ? '—' : ft(amount)}</dd>
            <dt>{t('freightBills.audit.recomputed')}</dt>
            <dd>{ft(b.total)}</dd>
            <dt>{t('freightBills.audit.difference')}</dt>
            <dd
              className={row.auditFlagged ? 'cell-flagged' : undefined}
              data-testid="freight-bill-audit-difference"
            >
              {row.auditDifference === null ? '—' : signed(row.auditDifference)}
            </dd>
          </dl>
          <p role="status">
            {row.auditFlagged ? t('freightBills.audit.flagged') : t('freightBills.audit.withinTolerance')}
          </p>
          <table className="freight-bill-audit-parts">
            <thead>
              <tr>
                <th scope="col">{t('freightBills.audit.part')}</th>
                <th scope="col">{t('freightBills.audit.basis')}</th>
                <th scope="col">{t('freightBills.audit.fee')}</th>
              </tr>
            </thead>
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
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('freightBills.audit.close')}
        </button>
      </div>
    </Modal>
  );
}
