import type { TransporterPunctuality } from '../../core/timeSlots/timeSlots.schemas.ts';
import { useT } from '../i18n/useT.ts';
import { TableHead } from '../ui/TableHead.tsx';
import './punctuality.css';

/**
 * The no-show and lateness record per transporter (issue 18, beyond the anchors): booked time
 * slots against arrivals, late ones with their average minutes, no-shows. The time-slot view and
 * the transporters screen show it (GET /api/timeSlot/punctuality).
 */
export function PunctualityTable({
  rows,
  testId,
}: {
  rows: readonly TransporterPunctuality[];
  testId: string;
}) {
  const t = useT();
  if (rows.length === 0) return <p className="screen-empty">{t('timeSlots.punctualityEmpty')}</p>;
  return (
    <table className="ts-record" data-testid={testId}>
      <TableHead
        labels={[
          t('timeSlots.transporter'),
          ...(
            ['punctualityBooked', 'punctualityArrived', 'punctualityLate', 'punctualityNoShow'] as const
          ).map((key) => ({ label: t(`timeSlots.${key}`), className: 'ts-number' })),
        ]}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.transporterId} data-transporter={r.transporterName}>
            <td>{r.transporterName}</td>
            <td className="ts-number">{r.booked}</td>
            <td className="ts-number">{r.arrived}</td>
            <td className="ts-number">
              {r.late > 0
                ? t('timeSlots.punctualityLateAverage', {
                    late: String(r.late),
                    minutes: String(r.averageLateMinutes),
                  })
                : r.late}
            </td>
            <td className="ts-number">{r.noShow}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
