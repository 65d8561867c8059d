import { useEffect, useState } from 'react';
import type { FreightStatDetails } from '../../../core/statistics/statistics.schemas.ts';
import { pushDialog } from '../../commands/terminalState.ts';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { fetchDetails, type StatRow, type StatSelection } from './statisticsApi.ts';

const number = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });
const show = (n: number | null) => (n === null ? '—' : number.format(n));

/** The freights behind one group of the statistics (GET /api/statistics/details). Esc closes. */
export function StatisticsDetailsDialog(props: { selection: StatSelection; row: StatRow; onClose(): void }) {
  const { selection, row, onClose } = props;
  const t = useT();
  const [data, setData] = useState<FreightStatDetails | null>(null);
  const [error, setError] = useState('');
  useEffect(() => pushDialog({ save: onClose, cancel: onClose }), [onClose]);
  useEffect(() => {
    const abort = new AbortController();
    fetchDetails(selection, row.key, abort.signal)
      .then(setData)
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setError((err as { body?: { message?: string } }).body?.message ?? t('statistics.loadFailed'));
      });
    return () => abort.abort();
  }, [selection, row.key, t]);
  const title = t('statistics.detailsTitle', { group: row.label, count: row.count });
  return (
    <Modal open label={title} className="statistics-details" testId="statistics-details">
      <h2 className="modal-title" tabIndex={-1} data-autofocus>
        {title}
      </h2>
      {!data && !error && <LoadingLine />}
      {error && (
        <p className="input-error" role="alert">
          {error}
        </p>
      )}
      {data && (
        <div className="statistics-details-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('freights.col.freightId')}</th>
                <th scope="col">{t('freights.col.status')}</th>
                <th scope="col">{t('freights.col.deliveryDate')}</th>
                <th scope="col">{t('statistics.columns.pallets')}</th>
                <th scope="col">{t('statistics.columns.kg')}</th>
                <th scope="col">{t('statistics.columns.km')}</th>
                <th scope="col">{t('statistics.columns.cost')}</th>
                <th scope="col">{t('statistics.columns.fillRate')}</th>
                <th scope="col">{t('statistics.columns.deliveredDate')}</th>
                <th scope="col">{t('statistics.columns.onTimeRate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((f) => (
                <tr key={f.id}>
                  <th scope="row">{f.freightId}</th>
                  <td>{translate(`freights.status.${f.status}` as never)}</td>
                  <td>{f.deliveryDate?.replaceAll('-', '.') ?? '—'}</td>
                  <td>{show(f.pallets)}</td>
                  <td>{show(f.kg)}</td>
                  <td>{show(f.km)}</td>
                  <td>{show(f.cost)}</td>
                  <td>{f.fillRate === null ? '—' : `${show(Math.round(f.fillRate * 1000) / 10)} %`}</td>
                  <td>{f.deliveredDate?.replaceAll('-', '.') ?? '—'}</td>
                  <td>
                    {f.onTime === null
                      ? '—'
                      : f.onTime
                        ? t('statistics.onTimeYes')
                        : t('statistics.onTimeNo')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.totalCount > data.rows.length && (
            <p>{t('statistics.detailsMore', { shown: data.rows.length, count: data.totalCount })}</p>
          )}
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('statistics.close')}
        </button>
      </div>
    </Modal>
  );
}
