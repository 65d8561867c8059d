import type { RefObject } from 'react';
import type { FreightCostDoc } from '../../../core/fees/fees.schemas.ts';
import { validateFreightCostRanges } from '../../../core/fees/validateFreightCostRanges.ts';
import type { Factory } from '../../../core/sites/sites.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';
import { FEE_SECTIONS, type FeeSection, rowLabel, SECTION_TEXT } from './feeSections.ts';

export interface FeeTableHeaderProps {
  pickerRef: RefObject<HTMLDivElement | null>;
  factories: readonly Factory[];
  /** A factory id, or 'default'. */
  factory: string;
  onFactory(factory: string): void;
  section: FeeSection;
  onSection(section: FeeSection): void;
  ranges: readonly FreightCostDoc[];
  status: string;
}

/** The factory picker, the section switch and the state of the range table (its ranges, or where it breaks). */
export function FeeTableHeader(props: FeeTableHeaderProps) {
  const t = useT();
  const { factories, factory, ranges } = props;
  const picked = factories.find((f) => f.id === factory);
  const options = [
    { value: 'default', label: t('fees.defaultTable') },
    ...factories.map((f) => ({ value: f.id, label: f.name ? `${f.shortName} – ${f.name}` : f.shortName })),
  ];
  const issues = validateFreightCostRanges(ranges);
  const summary =
    ranges.length === 0
      ? t('fees.tableEmpty')
      : t('fees.tableRanges', {
          ranges: ranges
            .map((r) => rowLabel('freightCosts', { ...r, overRanges: String(r.overRanges) }))
            .join(' · '),
        });
  return (
    <div
      className="fee-header"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginBottom: 8 }}
    >
      <div ref={props.pickerRef} style={{ minWidth: 260 }}>
        <SelectInput label={t('fees.factory')} value={factory} options={options} onChange={props.onFactory} />
      </div>
      <nav
        className="screen-tabs"
        style={{ display: 'flex', gap: 4 }}
        aria-label={t(screenTitleKey('/freight-fees'))}
      >
        {FEE_SECTIONS.map((s) => (
          <button key={s} type="button" aria-pressed={props.section === s} onClick={() => props.onSection(s)}>
            {t(SECTION_TEXT[s].tab)}
          </button>
        ))}
      </nav>
      <div style={{ flexBasis: '100%' }} data-testid="fee-table-state">
        {picked?.useDefaultFreightCostsSettings && <p className="grid-status">{t('fees.usesDefault')}</p>}
        {props.section === 'freightCosts' && <p className="grid-status">{summary}</p>}
        {props.section === 'freightCosts' &&
          picked &&
          !picked.useDefaultFreightCostsSettings &&
          ranges.length === 0 && <p className="grid-status">{t('fees.pricedByDefault')}</p>}
        {props.section === 'freightCosts' &&
          issues.map((i) => (
            <p key={i.message} className="input-error" role="alert">
              {i.message}
            </p>
          ))}
        {props.status && (
          <p className="grid-status" role="status">
            {props.status}
          </p>
        )}
      </div>
    </div>
  );
}
