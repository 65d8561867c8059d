import { useCallback } from 'react';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { DetailsModal, useDetailsLoad } from '../../ui/DetailsModal.tsx';
import { TableHead } from '../../ui/TableHead.tsx';
import { fetchDetails, type StatRow, type StatSelection } from './statisticsApi.ts';

const number = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });
const show = (n: number | null) => (n === null ? '—' : number.format(n));

/** The freights behind one group of the statistics (GET /api/statistics/details). Esc closes. */
export function StatisticsDetailsDialog(props: { selection: StatSelection; row: StatRow; onClose(): void }) {
  const { selection, row, onClose } = props;
  const t = useT();
  const load = useCallback(
    (signal: AbortSignal) => fetchDetails(selection, row.key, signal),
    [selection, row.key],
  );
  const state = useDetailsLoad(load, t('statistics.loadFailed'));
  const { data } = state;
  const title = t('statistics.detailsTitle', { group: row.label, count: row.count });
  return (
    <DetailsModal title={title} name="statistics-details" state={state} onClose={onClose}>
      {data && (
        <div className="statistics-details-scroll">
          <table>
            <TableHead
              labels={[
                t('freights.col.freightId'),
                t('freights.col.status'),
                t('freights.col.deliveryDate'),
                t('statistics.columns.pallets'),
                t('statistics.columns.kg'),
                t('statistics.columns.km'),
                t('statistics.columns.cost'),
                t('statistics.columns.fillRate'),
                t('statistics.columns.deliveredDate'),
                t('statistics.columns.onTimeRate'),
              ]}
            />
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
    </DetailsModal>
  );
}
