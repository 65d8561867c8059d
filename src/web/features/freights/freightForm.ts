import type { FreightUpdateInput } from '../../../core/freights/freightEdit.schemas.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import {
  formChanges,
  TRUCK_JOB_FORM_FIELDS,
  type TruckJobForm,
  truckJobToForm,
} from '../../truckJobs/truckJobForm.ts';

/** The edit dialog's values: texts as typed (costs are parsed by the server, business.md §5). */
export interface FreightForm extends TruckJobForm {
  truckType: string;
  freightCost: string;
  freightIncome: string;
  excludedFromAutomaticProcessing: boolean;
}

/** Fields of the form in the order the dialog shows them (each one a freightUpdateSchema field). */
export const FREIGHT_FORM_FIELDS = [
  ...TRUCK_JOB_FORM_FIELDS,
  'truckType',
  'freightCost',
  'freightIncome',
  'excludedFromAutomaticProcessing',
  'externalIds',
] as const satisfies readonly (keyof FreightForm & keyof FreightUpdateInput)[];

const money = (n: number | null) => (n === null ? '' : String(n));

/** The form of a stored freight. */
export function freightToForm(f: Freight): FreightForm {
  return {
    ...truckJobToForm(f),
    truckType: f.truckType ?? '',
    freightCost: money(f.freightCost),
    freightIncome: money(f.freightIncome),
    excludedFromAutomaticProcessing: f.excludedFromAutomaticProcessing,
  };
}

/**
 * The body of PUT /{id}/{version}: only the fields that differ from `original` (the permission rules
 * judge what is sent, so an untouched locked field is never sent). Blank texts become null.
 */
export function freightChanges(original: FreightForm, form: FreightForm): FreightUpdateInput {
  return formChanges(FREIGHT_FORM_FIELDS, original, form) as FreightUpdateInput;
}
