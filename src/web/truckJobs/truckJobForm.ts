import { sameData } from '../ui/dialogState.ts';

/** The form values the edit dialogs hold: texts as typed, dates, flags and the external ids. */
export type TruckJobFormValue = string | null | boolean | Record<string, string>;

/** The fields every truck job's edit dialog shows first, in this order (the kind's own follow). */
export const TRUCK_JOB_FORM_FIELDS = [
  'deliveryDate',
  'releaseDate',
  'expectedDeadlineDate',
  'driverName',
  'truckLicensePlateNumber',
] as const;

/** The values of the fields every truck job's edit dialog has (texts as typed). */
export interface TruckJobForm {
  deliveryDate: string | null;
  releaseDate: string | null;
  expectedDeadlineDate: string | null;
  driverName: string;
  truckLicensePlateNumber: string;
  externalIds: Record<string, string>;
}

/** The shared part of a stored freight's or pickup's form. */
export function truckJobToForm(r: {
  deliveryDate: string | null;
  releaseDate: string | null;
  expectedDeadlineDate: string | null;
  driverName: string | null;
  truckLicensePlateNumber: string | null;
  externalIds: Record<string, string>;
}): TruckJobForm {
  return {
    deliveryDate: r.deliveryDate,
    releaseDate: r.releaseDate,
    expectedDeadlineDate: r.expectedDeadlineDate,
    driverName: r.driverName ?? '',
    truckLicensePlateNumber: r.truckLicensePlateNumber ?? '',
    externalIds: { ...r.externalIds },
  };
}

const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The body of a save (PUT /{id}/{version}): only the `fields` that differ from `original` (the
 * permission rules judge what is sent, so an untouched locked field is never sent). Blank texts
 * become null; external ids go whole, without the emptied ones.
 */
export function formChanges<F extends Record<K, TruckJobFormValue>, K extends keyof F & string>(
  fields: readonly K[],
  original: F,
  form: F,
): Partial<Record<K, TruckJobFormValue>> {
  const body: Partial<Record<K, TruckJobFormValue>> = {};
  for (const field of fields) {
    if (sameData(original[field], form[field])) continue;
    const value = form[field];
    if (field === 'externalIds' && typeof value === 'object' && value !== null)
      body[field] = Object.fromEntries(Object.entries(value).filter(([, v]) => v.trim() !== ''));
    else body[field] = typeof value === 'string' ? blankToNull(value) : value;
  }
  return body;
}
