import { defineErrors } from '../errors/catalogue.ts';
import { SITE_ERRORS } from '../sites/sites.errors.ts';

/**
 * The fee tables' own failures (ours: the spec has no text for them). The range texts take
 * `{prefix}` ("<truck type>: " or nothing) and the ranges; fill them with withParams. A file of its
 * own because the schemas and the range rule need the texts and the contract needs the schemas.
 */
export const FEE_ERRORS = defineErrors('fees', {
  rangeEnd: 'A sáv végének nagyobbnak kell lennie a kezdeténél (nyitott végű sáv: -1)!',
  rangeOverlap: '{prefix}A {range} sáv átfedi a {other} sávot.',
  rangeGap: '{prefix}A {from} és {to} km között nincs sáv.',
  feeTaken: 'Ehhez a gyárhoz és típushoz már van díj megadva!',
  unknownFactory: SITE_ERRORS.unknownFactory.message,
});
