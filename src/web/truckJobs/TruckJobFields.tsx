import type { ExternalIdColumn } from '../externalIds/externalIdColumns.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/useT.ts';
import { DateInput } from '../ui/inputs/DateInput.tsx';
import { TextInput } from '../ui/inputs/TextInput.tsx';

/** The dates a freight and a pickup share, in the order the dialogs show them. */
export const TRANSPORT_DATE_FIELDS = ['deliveryDate', 'releaseDate', 'expectedDeadlineDate'] as const;
type DateField = (typeof TRANSPORT_DATE_FIELDS)[number];

export interface TruckJobDateFieldsProps {
  form: Record<DateField, string | null>;
  editable(field: DateField): boolean;
  /** The server's message per field of the last refused save. */
  errors: Record<string, string>;
  set(field: DateField, value: string | null): void;
}

/** The three dates of a freight or pickup (column headers as labels), each disabled where the rules lock it. */
export function TruckJobDateFields({ form, editable, errors, set }: TruckJobDateFieldsProps) {
  const t = useT();
  return TRANSPORT_DATE_FIELDS.map((f) => (
    <DateInput
      key={f}
      label={t(`freights.col.${f}` as MessageKey)}
      value={form[f]}
      onChange={(v) => set(f, v)}
      steppers
      disabled={!editable(f)}
      rules={errors[f] ? [() => errors[f] ?? null] : []}
    />
  ));
}

export interface ExternalIdInputsProps {
  /** The configured names of the record's entity (useExternalIdColumns). */
  names: readonly ExternalIdColumn[];
  values: Record<string, string>;
  /** The rules' answer for the field `externalIds`; a name the role may not edit stays disabled too. */
  editable: boolean;
  errors: Record<string, string>;
  onChange(values: Record<string, string>): void;
}

/** One text field per configured external id of the record (errors under `externalIds.<name>`). */
export function ExternalIdInputs({ names, values, editable, errors, onChange }: ExternalIdInputsProps) {
  return names.map((n) => (
    <TextInput
      key={n.name}
      label={n.header}
      value={values[n.name] ?? ''}
      onChange={(v) => onChange({ ...values, [n.name]: v })}
      disabled={!editable || !n.editable}
      error={errors[`externalIds.${n.name}`] ?? null}
    />
  ));
}
