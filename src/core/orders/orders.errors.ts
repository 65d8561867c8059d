import { defineErrors } from '../errors/catalogue.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { GEO_MESSAGES } from '../geo/geo.schemas.ts';
import { SITE_ERRORS } from '../sites/sites.errors.ts';

/**
 * The orders' failures (spec texts verbatim; the others are ours). A refused save because the order
 * changed meanwhile is COMMON_ERRORS.staleVersion, like every other area's.
 */
export const ORDER_ERRORS = defineErrors('orders', {
  atLeastOneItem: 'Legalább 1 tételnek kell szerepelni egy rendelésben!',
  notGeocodable: GEO_MESSAGES.cannotBeGeocoded,
  notEditable: 'A rendelés csak új vagy hibás státuszban szerkeszthető!',
  notDeletable: 'A rendelés csak új vagy hibás státuszban törölhető!',
  alreadyClosed: 'A rendelés már le van zárva!',
  notClosed: 'A rendelés nincs lezárva!',
  orderIdTaken: 'Ilyen azonosítójú rendelés már létezik!',
  orderNrTaken:
    'Ilyen rendelésszámú megrendelés már létezik! Ha mégis fel szeretné venni, erősítse meg a mentést.',
  unknownFactory: SITE_ERRORS.unknownFactory.message,
  idGenerationFailed: 'Nem sikerült egyedi azonosítót generálni, próbálja újra!',
  duplicateRow: 'Egy rendelés csak egyszer szerepelhet!',
  badVersion: 'Hibás verzió!',
  unknownField: 'Ismeretlen mező: {field}',
  confirmationNeeded: COMMON_ERRORS.confirmationNeeded.message,
});

/** The orders' success texts (business.md §8 where it has them). */
export const ORDER_MESSAGES = {
  created: 'Új megrendelés sikeresen felvéve a(z) {id} azonosítóval!',
  deleted: 'A rendelés törlése sikeresen megtörtént.',
  closed: 'A rendelés lezárása sikeresen megtörtént.',
  reopened: 'A rendelés sikeresen újranyitva!',
} as const;
