import { useT } from '../../i18n/useT.ts';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import type { FreightBillsFilterState } from './useFreightBillsData.ts';
import { OnlyDifferencesFilter, type usePriceAudit } from './usePriceAudit.tsx';

/** The filters above the bills grid: transporter, delivery period, cost centre, only differences; Enter or Esc goes back to the grid. */
export function FreightBillsFilters({
  filters: f,
  transporters,
  audit,
  onDone,
}: {
  filters: FreightBillsFilterState;
  transporters: readonly { id: string; name: string }[];
  audit: ReturnType<typeof usePriceAudit>;
  onDone(): void;
}) {
  const t = useT();
  return (
    <fieldset className="freight-bills-filters" aria-label={t('freightBills.filters')}>
      <KeyboardSelect
        label={t('freightBills.transporter')}
        testId="freight-bills-transporter"
        value={f.transporterId}
        onChange={f.setTransporterId}
        onDone={onDone}
        choices={[
          { value: '', label: t('freightBills.allTransporters') },
          ...transporters.map((tr) => ({ value: tr.id, label: tr.name })),
        ]}
      />
      <DateInput label={t('freightBills.from')} value={f.from} onChange={f.setFrom} />
      <DateInput label={t('freightBills.to')} value={f.to} onChange={f.setTo} />
      <label className="list-status-filter">
        <span>{t('freightBills.costCentreFilter')}</span>
        <input
          value={f.costCentre}
          maxLength={30}
          data-testid="freight-bills-cost-centre"
          onChange={(e) => f.setCostCentre(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === 'Escape') onDone();
          }}
        />
      </label>
      <OnlyDifferencesFilter audit={audit} onDone={onDone} />
    </fieldset>
  );
}
