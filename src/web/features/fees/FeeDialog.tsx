import { FREIGHT_COST_TYPES } from '../../../core/fees/fees.answers.ts';
import type { FreightCostDoc } from '../../../core/fees/fees.schemas.ts';
import { feeFieldError } from '../../../core/fees/fees.schemas.ts';
import { rangeChangeIssue } from '../../../core/fees/rangeChangeIssue.ts';
import { useT } from '../../i18n/useT.ts';
import { MasterDataDialog } from '../../masterData/MasterDataDialog.tsx';
import { callSave } from '../../masterData/masterDataAdapter.ts';
import {
  type FeeRow,
  type FeeSection,
  type RangeRow,
  rowLabel,
  SECTION_API,
  SECTION_FIELDS,
  SECTION_TEXT,
  toApiValue,
} from './feeSections.ts';

const asRange = (r: RangeRow | null, factoryId: string | null): FreightCostDoc | null =>
  r && { ...r, factoryId, overRanges: r.overRanges === 'true' };

/** The range the dialog's form describes, as the table check reads it; null until both ends are numbers. */
function formRange(
  form: Record<string, unknown>,
  id: string,
  factoryId: string | null,
): FreightCostDoc | null {
  const value = (field: string) => toApiValue('freightCosts', field, form[field]);
  const [startDistance, endDistance, truckType, price] = [
    'startDistance',
    'endDistance',
    'truckType',
    'price',
  ].map(value);
  if (typeof startDistance !== 'number' || typeof endDistance !== 'number') return null;
  return {
    id,
    __v: 0,
    factoryId,
    truckType: typeof truckType === 'string' ? truckType : null,
    type: FREIGHT_COST_TYPES.find((type) => type === form.type) ?? 'fixed',
    startDistance,
    endDistance,
    price: typeof price === 'number' ? price : 0,
    overRanges: value('overRanges') === true,
  };
}

/**
 * The dialog of one fee row (new or edited) of the picked factory's table: a distance range is
 * checked against the table (overlap, gap, its end) as it is typed, as the server will.
 */
export function FeeDialog(props: {
  section: FeeSection;
  row: FeeRow | null;
  factoryId: string | null;
  factoryName: string;
  ranges: readonly FreightCostDoc[];
  onSaved(): void;
  onClose(): void;
}) {
  const t = useT();
  const { section, row, factoryId, ranges } = props;
  const api = SECTION_API[section];
  const text = SECTION_TEXT[section];
  /** A new range starts where the last closed range of the any-truck table ends. */
  const nextStart = Math.max(0, ...ranges.filter((r) => r.truckType === null).map((r) => r.endDistance));
  const initial: Record<FeeSection, Record<string, unknown>> = {
    freightCosts: { truckType: '', startDistance: nextStart, type: 'fixed', overRanges: false },
    waypointCosts: { truckType: '', includedWaypoints: 1 },
    palletFees: { palletType: '' },
  };
  const validate = (field: string, value: unknown, form: Record<string, unknown>) => {
    const own = feeFieldError(field, toApiValue(section, field, value));
    if (own || section !== 'freightCosts' || (field !== 'startDistance' && field !== 'endDistance'))
      return own;
    const next = formRange(form, row?.id ?? '', factoryId);
    if (!next) return null;
    const issue = rangeChangeIssue(ranges, asRange(row as RangeRow | null, factoryId), next);
    return issue?.field === field ? issue.message : null;
  };
  const toBody = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([f, v]) => [f, toApiValue(section, f, v)]));
  return (
    <MasterDataDialog
      testId="fee-dialog"
      title={
        row ? t(text.edit, { name: rowLabel(section, row) }) : `${t(text.create)} – ${props.factoryName}`
      }
      fields={SECTION_FIELDS[section]}
      record={row as (FeeRow & Record<string, unknown>) | null}
      initial={initial[section]}
      validate={validate}
      create={(values) => callSave(api.create, null, { ...toBody(values), factoryId })}
      update={(id, changes) => callSave(api.update, id, toBody(changes))}
      onSaved={props.onSaved}
      onClose={props.onClose}
    />
  );
}
