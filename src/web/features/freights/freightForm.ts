import type { FreightUpdateInput } from '../../../core/freights/freightEdit.schemas.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { formChanges } from '../../transportEdit/transportForm.ts';

/** The edit dialog's values: texts as typed (costs are parsed by the server, business.md §5). */
export interface FreightForm {
  deliveryDate: string | null;
  releaseDate: string | null;
  expectedDeadlineDate: string | null;
  driverName: string;
  truckLicensePlateNumber: string;
  truckType: string;
  freightCost: string;
  freightIncome: string;
  excludedFromAutomaticProcessing: boolean;
  externalIds: Record<string, string>;
}

/** Fields of the form in the order the dialog shows them (each one a freightUpdateSchema field). */
export const FREIGHT_FORM_FIELDS = [
  'deliveryDate',
  'releaseDate',
  'expectedDeadlineDate',
  'driverName',
  'truckLicensePlateNumber',
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
    deliveryDate: f.deliveryDate,
    releaseDate: f.releaseDate,
    expectedDeadlineDate: f.expectedDeadlineDate,
    driverName: f.driverName ?? '',
    truckLicensePlateNumber: f.truckLicensePlateNumber ?? '',
    truckType: f.truckType ?? '',
    freightCost: money(f.freightCost),
    freightIncome: money(f.freightIncome),
    excludedFromAutomaticProcessing: f.excludedFromAutomaticProcessing,
    externalIds: { ...f.externalIds },
  };
}

/**
 * The body of PUT /{id}/{version}: only the fields that differ from `original` (the permission rules
 * judge what is sent, so an untouched locked field is never sent). Blank texts become null.
 */
export function freightChanges(original: FreightForm, form: FreightForm): FreightUpdateInput {
  return formChanges(FREIGHT_FORM_FIELDS, original, form) as FreightUpdateInput;
}
