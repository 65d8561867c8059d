import type { PickupDetailsResponse } from '../../../core/pickups/pickups.schemas.ts';
import { formatDate } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { TruckJobDetailsModal, type TruckJobPanelProps } from '../../truckJobs/TruckJobDetailsModal.tsx';
import { TruckJobSplitActions } from '../../truckJobs/TruckJobSplitActions.tsx';
import { stepPickupStatus } from './pickupEditing.ts';
import { pickupStatusLabel } from './pickupRows.ts';
import { fetchPickupDetails } from './pickupsApi.ts';

export interface PickupDetailsPanelProps extends TruckJobPanelProps {
  /** Whether the user may step the status (Alt+PageDown / Alt+PageUp), as on the list. */
  canStep: boolean;
}

/**
 * One pickup (GET /pickup-details/{id}): customer, cargo, orders, then its events. Its keys are the
 * freight panel's (TruckJobDetailsModal): F2, Alt+K, Alt+PageDown / Alt+PageUp, Alt+I.
 */
export function PickupDetailsPanel({ canStep, ...panel }: PickupDetailsPanelProps) {
  const t = useT();
  return (
    <TruckJobDetailsModal
      {...panel}
      record={(d: PickupDetailsResponse) => d.pickup}
      {...(canStep && { stepStatus: stepPickupStatus })}
      load={fetchPickupDetails}
      title={(d) => (d ? t('pickups.detailsTitle', { id: d.pickup.pickupId }) : t('pickups.details'))}
      testId="pickup-details"
    >
      {(details, reload) => {
        const p = details.pickup;
        return (
          <>
            <dl className="freight-meta">
              <dt>{t('freights.col.status')}</dt>
              <dd>{pickupStatusLabel(p.status)}</dd>
              <dt>{t('pickups.customer')}</dt>
              <dd>
                {p.details.customerName} ({p.details.customerCode})
              </dd>
              <dt>{t('freights.col.deliveryDate')}</dt>
              <dd>{p.deliveryDate ? formatDate(p.deliveryDate) : '—'}</dd>
              <dt>{t('freights.col.factoryShortName')}</dt>
              <dd>{p.factoryShortName}</dd>
              <dt>{t('freights.col.pallets')}</dt>
              <dd>{p.pallets}</dd>
              <dt>{t('freights.col.kg')}</dt>
              <dd>{p.kg}</dd>
            </dl>
            <TruckJobSplitActions
              kind="pickup"
              record={{ id: p.id, number: p.pickupId, __v: p.__v, cargo: p.cargo }}
              onChanged={reload}
            />
            <h3>{t('freights.cargo')}</h3>
            <ul>
              {p.cargo.map((c) => (
                <li key={`${c.orderId}-${c.palletType}`}>
                  {c.orderId}: {c.pallets} × {c.palletType}, {c.kg} kg
                </li>
              ))}
            </ul>
            <h3>{t('freights.orders')}</h3>
            <ul>
              {details.orders.map((o) => (
                <li key={o.orderId}>
                  {o.orderId} – {o.customerName}
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </TruckJobDetailsModal>
  );
}
