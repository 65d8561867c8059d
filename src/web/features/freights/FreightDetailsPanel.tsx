import type { FreightDetails } from '../../../core/freights/freights.schemas.ts';
import { kmLabel } from '../../../core/geo/distance.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { CargoTable } from '../../truckJobs/CargoTable.tsx';
import { TruckJobDetailsModal, type TruckJobPanelProps } from '../../truckJobs/TruckJobDetailsModal.tsx';
import { TruckJobSplitActions } from '../../truckJobs/TruckJobSplitActions.tsx';
import { FreightDocumentButtons } from './FreightDocumentButtons.tsx';
import { FreightPackingPlan } from './FreightPackingPlan.tsx';
import { FreightWaypointsButton } from './FreightWaypointsButton.tsx';
import { stepFreightStatus } from './freightEditing.ts';
import { freightStatusLabel } from './freightRows.ts';
import { fetchFreightDetails } from './freightsAdapter.ts';

export interface FreightDetailsPanelProps extends TruckJobPanelProps {
  /** Planner-only parts (money) stay hidden for transporter users. */
  planner: boolean;
}

const num = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('hu-HU');
const money = (n: number | null | undefined) => formatMoney(n) || '—';

/**
 * One freight (GET /freight-details/{id}): its waypoints in driving order, cargo, cost breakdown,
 * packing plan drawing, orders, then its events (TruckJobDetailsModal). Esc closes it; the screen puts the focus back on the row.
 * Its keys are the edit dialog's (TruckJobDetailsModal): F2 edits, Alt+K edits the comment,
 * Alt+PageDown / Alt+PageUp step the status, Alt+I opens the time slots; it reloads after every save.
 */
export function FreightDetailsPanel({ planner, ...panel }: FreightDetailsPanelProps) {
  const t = useT();
  return (
    <TruckJobDetailsModal
      {...panel}
      record={(d: FreightDetails) => d.freight}
      stepStatus={stepFreightStatus}
      eventsClassName="freight-events"
      load={fetchFreightDetails}
      title={(d) => (d ? t('freights.detailsTitle', { id: d.freight.freightId }) : t('freights.details'))}
      testId="freight-details"
    >
      {(details, reload) => {
        const f = details.freight;
        return (
          <>
            <dl className="freight-meta">
              <dt>{t('freights.col.status')}</dt>
              <dd>{freightStatusLabel(f.status)}</dd>
              <dt>{t('freights.col.deliveryDate')}</dt>
              <dd>{f.deliveryDate ? formatDate(f.deliveryDate) : '—'}</dd>
              <dt>{t('freights.col.factoryShortName')}</dt>
              <dd>{f.factoryShortName}</dd>
              <dt>{t('freights.col.truckType')}</dt>
              <dd>{f.truckType ?? '—'}</dd>
              <dt>{t('freights.col.transporterName')}</dt>
              <dd>{details.transporterName ?? '—'}</dd>
              <dt>{t('freights.col.distanceKm')}</dt>
              <dd data-testid="freight-distance">
                {kmLabel(num(f.distanceKm), details.geometry?.estimated !== false)}
              </dd>
            </dl>
            <FreightDocumentButtons freightId={f.freightId} />
            <TruckJobSplitActions
              kind="freight"
              record={{ id: f.id, number: f.freightId, __v: f.__v, cargo: f.cargo }}
              onChanged={reload}
            />
            <h3>{t('freights.waypoints')}</h3>
            {planner && <FreightWaypointsButton freightId={f.freightId} onSaved={reload} />}
            <ol className="freight-waypoints" data-testid="freight-waypoints">
              {f.waypoints.map((w) => (
                <li key={`${w.orderId}@${w.point.coordinates.join(',')}`}>
                  {w.address}{' '}
                  <span className="muted">
                    ({w.orderIds.join(', ')}; {num(w.legKm)} km)
                  </span>
                </li>
              ))}
            </ol>
            <h3>{t('freights.cargo')}</h3>
            <CargoTable cargo={f.cargo} />
            {planner && f.costBreakdown && (
              <>
                <h3>{t('freights.cost')}</h3>
                <dl className="freight-meta">
                  <dt>{t('freights.distanceFee')}</dt>
                  <dd>{money(f.costBreakdown.distanceFee)}</dd>
                  <dt>{t('freights.waypointFee')}</dt>
                  <dd>{money(f.costBreakdown.waypointFee)}</dd>
                  <dt>{t('freights.palletFee')}</dt>
                  <dd>{money(f.costBreakdown.palletFee)}</dd>
                  <dt>{t('freights.col.freightCost')}</dt>
                  <dd>{money(f.freightCost)}</dd>
                  <dt>{t('freights.col.freightIncome')}</dt>
                  <dd>{money(f.freightIncome)}</dd>
                </dl>
              </>
            )}
            <FreightPackingPlan details={details} />
            {details.orders.length > 0 && (
              <>
                <h3>{t('freights.orders')}</h3>
                <table className="freight-table">
                  <tbody>
                    {details.orders.map((o) => (
                      <tr key={o.orderId}>
                        <td>{o.orderId}</td>
                        <td>{o.customerName}</td>
                        <td>{o.deliveryAddress}</td>
                        <td>{num(o.pallets)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </>
        );
      }}
    </TruckJobDetailsModal>
  );
}
