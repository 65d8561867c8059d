import { fillMessage, RULE_MESSAGES } from '../../../core/validation/generalRules.ts';
import { dateInputError } from '../../ui/inputs/inputRules.ts';
import { ORDER_DATE_FIELDS } from './orderRows.ts';

/** Longest text of each editable text column (the API's limits). */
const MAX_LENGTH: Record<string, number> = {
  comment: 2000,
  orderNr: 100,
  incoterm: 20,
  preferredTrucks: 800,
};

/** The format message of an order cell's typed value (YYYY.MM.DD dates, text lengths), else null. */
export function orderCellError(field: string, value: unknown): string | null {
  const text = value === null || value === undefined ? '' : String(value);
  if ((ORDER_DATE_FIELDS as readonly string[]).includes(field)) return dateInputError(text);
  const max = MAX_LENGTH[field];
  return max !== undefined && text.length > max ? fillMessage(RULE_MESSAGES.maxLength, { n: max }) : null;
}
