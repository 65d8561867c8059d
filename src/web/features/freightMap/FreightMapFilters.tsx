import { forwardRef } from 'react';
import { FREIGHT_STATUSES } from '../../../core/config/enums.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { KeyHint } from '../../truckJobs/KeyHint.tsx';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import type { ColourBy, FreightMapData } from './useFreightMapData.ts';

/** The map's toolbar: the date range, depot, status and transporter filters and the colouring. */
export const FreightMapFilters = forwardRef<HTMLDivElement, { map: FreightMapData }>(
  function FreightMapFilters({ map }, ref) {
    const t = useT();
    const { range, filters: f, data, colourBy, setColourBy } = map;
    // The filter fields: the choice of each, after its "all" entry.
    const filters = [
      {
        id: 'depot',
        value: f.depot,
        set: f.setDepot,
        all: t('freightMap.all'),
        choices: (data?.depots ?? []).map((d) => ({ value: d.shortName, label: d.shortName })),
      },
      {
        id: 'status',
        value: f.status,
        set: f.setStatus,
        all: t('freightMap.allButCancelled'),
        choices: FREIGHT_STATUSES.map((s) => ({ value: s, label: t(`freights.status.${s}` as MessageKey) })),
      },
      {
        id: 'transporter',
        value: f.transporterId,
        set: f.setTransporterId,
        all: t('freightMap.all'),
        choices: (data?.transporters ?? []).map((tr) => ({ value: tr.id, label: tr.name })),
      },
    ] as const;
    return (
      <div className="fm-filters" ref={ref}>
        <DateInput
          label={t('freightMap.from')}
          value={range.from}
          onChange={(v) => v && range.setFrom(v)}
          steppers
        />
        <DateInput
          label={t('freightMap.to')}
          value={range.to}
          onChange={(v) => v && range.setTo(v)}
          steppers
          min={range.from}
        />
        {filters.map((filter) => (
          <KeyboardSelect
            key={filter.id}
            label={t(`freightMap.${filter.id}`)}
            testId={`fm-${filter.id}`}
            value={filter.value}
            onChange={filter.set}
            choices={[{ value: '', label: filter.all }, ...filter.choices]}
          />
        ))}
        <KeyboardSelect
          label={t('freightMap.colourBy')}
          hint={<KeyHint command="freightMap.colourBy" />}
          testId="fm-colour-by"
          value={colourBy}
          onChange={(v) => setColourBy(v as ColourBy)}
          choices={[
            { value: 'status', label: t('freightMap.byStatus') },
            { value: 'transporter', label: t('freightMap.byTransporter') },
          ]}
        />
      </div>
    );
  },
);
