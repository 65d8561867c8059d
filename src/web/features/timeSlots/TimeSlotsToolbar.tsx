import type { Depot } from '../../../core/sites/sites.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { KeyHint } from '../../truckJobs/KeyHint.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import { dayTitle } from './timeSlotGrid.ts';

interface TimeSlotsToolbarProps {
  depots: readonly Depot[];
  depot: Depot;
  date: string;
  /** The transporter's reservations left for the day; null when it has no limit (or is no transporter). */
  reservationsLeft: number | null | undefined;
  gate: boolean;
  onDepot(index: number): void;
}

/** The depot choice (Shift+[ ]), the day shown, the reservations left and the keys of the view. */
export function TimeSlotsToolbar({
  depots,
  depot,
  date,
  reservationsLeft,
  gate,
  onDepot,
}: TimeSlotsToolbarProps) {
  const t = useT();
  return (
    <div className="ts-toolbar">
      <KeyboardSelect
        label={t('timeSlots.depot')}
        hint={<KeyHint command="timeSlots.nextDepot" />}
        testId="ts-depot"
        value={depot.id}
        onChange={(id) =>
          onDepot(
            Math.max(
              0,
              depots.findIndex((d) => d.id === id),
            ),
          )
        }
        choices={depots.map((d) => ({ value: d.id, label: `${d.shortName} – ${d.name}` }))}
      />
      <strong className="ts-day" data-testid="time-slots-day">
        {depot.name} · {dayTitle(date, 'hu')}
      </strong>
      {reservationsLeft !== null && reservationsLeft !== undefined && (
        <span className="ts-left">{t('timeSlots.reservationsLeft', { n: reservationsLeft })}</span>
      )}
      <span className="ts-hint">{t(gate ? 'timeSlots.gateHint' : 'timeSlots.keysHint')}</span>
    </div>
  );
}
