import {
  BUSINESS_EVENT_ACTIONS,
  EVENT_ACTIONS,
  EVENT_ENTITIES,
} from '../../../core/events/events.schemas.ts';
import { enumOptions } from '../../grid/enumOptions.ts';
import { useT } from '../../i18n/useT.ts';
import { DateRangeInput } from '../../ui/inputs/DateRangeInput.tsx';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';
import { actionLabel, entityLabel } from './eventLabels.ts';
import type { EventFilterValues } from './eventsApi.ts';

export interface EventFilterBarProps {
  value: EventFilterValues;
  onChange(value: EventFilterValues): void;
  /** Changes when the filters are cleared, so the date inputs start afresh. */
  resetKey: number;
}

/** The event log's filters: period (with this week / month / year), entity and action. */
export function EventFilterBar({ value, onChange, resetKey }: EventFilterBarProps) {
  const t = useT();
  const all = { value: '', label: t('events.all') };
  const entities = [all, ...enumOptions(EVENT_ENTITIES, entityLabel)];
  const actions = [all, ...enumOptions([...EVENT_ACTIONS, ...BUSINESS_EVENT_ACTIONS], actionLabel)];
  return (
    <div className="event-filters" data-testid="event-filters">
      <DateRangeInput
        key={resetKey}
        label={t('events.period')}
        value={{ from: value.from, to: value.to }}
        onChange={(r) => onChange({ ...value, from: r.from, to: r.to })}
      />
      <SelectInput
        label={t('events.entity')}
        value={value.entity}
        options={entities}
        onChange={(entity) => onChange({ ...value, entity })}
      />
      <SelectInput
        label={t('events.action')}
        value={value.action}
        options={actions}
        onChange={(action) => onChange({ ...value, action })}
      />
    </div>
  );
}
