import { GEO_MESSAGES } from '../../geo/geo.schemas.ts';
import { fillMessage, RULE_MESSAGES } from '../../validation/generalRules.ts';

/** Import row error codes of business.md §8. */
export const IMPORT_ERROR_CODES = [
  'ALREADY_EXISTS_IN_DATABASE',
  'CANNOT_BE_GEOCODED',
  'CAPACITY',
  'DATE_IN_PAST',
  'DUPLICATED_VALUE',
  'INVALID_DATE',
  'INVALID_VALUE',
  'IS_NOT_POSITIVE',
  'IS_NOT_POSITIVE_INTEGER',
  'IS_NOT_WORKDAY',
  'MISSING_REQUIRED_FIELD',
  'MORE_THAN_ONE_VALUE',
  'IS_NOT_VALID_VEHICLE',
  'IS_NOT_VALID_WEIGHT',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/**
 * The Hungarian texts of business.md §5 Excel import. The spec's lower-case fragments
 * ('mező helytelen adatot tartalmaz!', 'érvénytelen dátum érték', 'minden értéknek egyezőnek
 * kell lennie!') are prefixed with the column's header so the user knows which cell is meant.
 */
export const IMPORT_MESSAGES = {
  noDeliveryDateHeader: 'Nincs megadva szállítási dátum mező a konfigurációban!',
  required: 'A "{header}" mező kitöltése kötelező!',
  unique: 'A "{header}" mező értékeinek egyedinek kell lennie!',
  invalidValue: 'A "{header}" mező helytelen adatot tartalmaz!',
  invalidDate: 'A "{header}" mező: érvénytelen dátum érték',
  moreThanOneValue: 'A "{header}" mező: minden értéknek egyezőnek kell lennie!',
  noVehicleFits: 'A megrendelés nem fér fel egy járműre sem!',
  grossWeight: 'A megadott bruttó súly nem nagyobb, mint a raklapok összsúlya!',
  cannotBeGeocoded: GEO_MESSAGES.cannotBeGeocoded,
  positive: RULE_MESSAGES.positive,
  positiveInteger: RULE_MESSAGES.positiveInteger,
  workday: RULE_MESSAGES.workday,
  dateInPast: RULE_MESSAGES.dateNotEarlier,
} as const;

/** A message with the header (or other {name}) filled in. */
export function importMessage(
  key: keyof typeof IMPORT_MESSAGES,
  params: Record<string, string> = {},
): string {
  return fillMessage(IMPORT_MESSAGES[key], params);
}
