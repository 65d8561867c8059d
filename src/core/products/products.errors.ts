import { defineErrors } from '../errors/catalogue.ts';
import { PRODUCT_UPLOAD_MAX_BYTES } from './productLoad.schemas.ts';

/**
 * The products' own failures (ours unless marked), the upload's and its load jobs' included. A file
 * of its own because the schemas need the texts and the contract needs the schemas.
 */
export const PRODUCT_ERRORS = defineErrors('products', {
  itemIdTaken: 'Ilyen cikkszámú termék már létezik!',
  /** Deleting or re-keying the default dummy product. */
  dummyProduct: 'Az alapértelmezett termék nem törölhető, cikkszáma nem módosítható!',
  uploadNoFile: 'Nincs feltöltött fájl: a fájl tartalmát kell a kérés törzseként küldeni!',
  uploadTooLarge: `A fájl legfeljebb ${PRODUCT_UPLOAD_MAX_BYTES / 1024 / 1024} MB lehet!`,
  loadFinished: 'A betöltés már befejeződött, nem szakítható meg!',
  tooManyLoads: 'Egyszerre legfeljebb két terméklista betöltése futhat, próbálja újra később!',
  /** A load job's message when its transaction failed. */
  saveFailed: 'A termékek mentése nem sikerült, semmi nem módosult!',
  /** A load job's messages when the parse worker gave no answer. */
  parseTimeout: 'A fájl feldolgozása túl sokáig tartott, a betöltés leállt!',
  parseCrash: 'A fájl feldolgozása közben hiba történt!',
  parseMemory: 'A fájl kibontva túl nagy, nem dolgozható fel!',
});
