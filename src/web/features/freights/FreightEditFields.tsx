import type { ExternalIdColumn } from '../../externalIds/externalIdColumns.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { ExternalIdInputs, TruckJobDateFields } from '../../truckJobs/TruckJobFields.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import type { FreightForm } from './freightForm.ts';

export interface FreightEditFieldsProps {
  form: FreightForm;
  /** Whether the user may change the field (permission rules); others are shown disabled. */
  editable(field: keyof FreightForm): boolean;
  /** The server's message per field of the last refused save. */
  errors: Record<string, string>;
  /** Planner-side fields (money) are left out for transporter users. */
  planner: boolean;
  externalIdNames: readonly ExternalIdColumn[];
  set<K extends keyof FreightForm>(field: K, value: FreightForm[K]): void;
}

const TEXT_FIELDS = ['driverName', 'truckLicensePlateNumber', 'truckType'] as const;
const MONEY_FIELDS = ['freightCost', 'freightIncome'] as const;
const header = (field: string) => `freights.col.${field}` as MessageKey;

/** Every editable field of a freight (freightUpdateSchema), disabled where the rules lock it. */
export function FreightEditFields({
  form,
  editable,
  errors,
  planner,
  externalIdNames,
  set,
}: FreightEditFieldsProps) {
  const t = useT();
  return (
    <>
      <TruckJobDateFields form={form} editable={editable} errors={errors} set={set} />
      {TEXT_FIELDS.map((f) => (
        <TextInput
          key={f}
          label={t(header(f))}
          value={form[f]}
          onChange={(v) => set(f, v)}
          maxLength={f === 'truckLicensePlateNumber' || f === 'truckType' ? 40 : 200}
          disabled={!editable(f)}
          error={errors[f] ?? null}
          name={f}
        />
      ))}
      {planner &&
        MONEY_FIELDS.map((f) => (
          <TextInput
            key={f}
            label={t(header(f))}
            value={form[f]}
            onChange={(v) => set(f, v)}
            disabled={!editable(f)}
            error={errors[f] ?? null}
            name={f}
          />
        ))}
      {planner && (
        <label className="input-field transport-edit-wide">
          <span>
            <input
              type="checkbox"
              checked={form.excludedFromAutomaticProcessing}
              disabled={!editable('excludedFromAutomaticProcessing')}
              onChange={(e) => set('excludedFromAutomaticProcessing', e.target.checked)}
            />{' '}
            {t('freightEdit.excluded')}
          </span>
        </label>
      )}
      <ExternalIdInputs
        names={externalIdNames}
        values={form.externalIds}
        editable={editable('externalIds')}
        errors={errors}
        onChange={(v) => set('externalIds', v)}
      />
    </>
  );
}
