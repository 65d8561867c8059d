import { defineErrors } from '../errors/catalogue.ts';

/**
 * The sites' own failures (ours: the spec has no text for them). A file of its own because the
 * schemas need the texts and the contract needs the schemas.
 */
export const SITE_ERRORS = defineErrors('sites', {
  depotTaken: 'Ilyen rövid nevű depó már létezik!',
  factoryTaken: 'Ilyen rövid nevű gyár már létezik!',
  unknownDepot: 'Ismeretlen depó!',
  unknownDock: 'Ismeretlen rámpa!',
  /** A factory short name that names none (orders, fee tables). */
  unknownFactory: 'Ismeretlen gyár!',
  dockNameTaken: 'Egy depóban két rámpa neve nem lehet azonos!',
  dockHasBookings:
    'A rámpára idősáv-foglalás van, ezért nem törölhető! Előbb helyezze át vagy törölje a foglalásokat.',
  coordinates: 'A koordináták formátuma nem megfelelő! Formátum: 47.4979, 19.0402',
});
