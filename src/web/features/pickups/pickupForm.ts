import type { PickupUpdateInput } from '../../../core/pickups/pickupEdit.schemas.ts';
import type { Pickup } from '../../../core/pickups/pickups.schemas.ts';
import {
  formChanges,
  TRUCK_JOB_FORM_FIELDS,
  type TruckJobForm,
  truckJobToForm,
} from '../../truckJobs/truckJobForm.ts';

/** The pickup edit dialog's values (the status is stepped, not typed). */
export interface PickupForm extends TruckJobForm {
  comment: string;
}

/** Fields of the form in the order the dialog shows them (each one a pickupUpdateSchema field). */
export const PICKUP_FORM_FIELDS = [
  ...TRUCK_JOB_FORM_FIELDS,
  'comment',
  'externalIds',
] as const satisfies readonly (keyof PickupForm & keyof PickupUpdateInput)[];

/** The form of a stored pickup. */
export function pickupToForm(p: Pickup): PickupForm {
  return { ...truckJobToForm(p), comment: p.comment };
}

/**
 * The body of PUT /{id}/{version}: only the fields that differ from `original`; blank texts become
 * null, except the comment, which the schema keeps as text (an emptied comment is '').
 */
export function pickupChanges(original: PickupForm, form: PickupForm): PickupUpdateInput {
  const body = formChanges(PICKUP_FORM_FIELDS, original, form) as PickupUpdateInput;
  if ('comment' in body) body.comment = form.comment;
  return body;
}
