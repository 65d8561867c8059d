import { defineErrors } from '../errors/catalogue.ts';

/**
 * The transporters' own failures (ours: the spec has no text for them). A file of its own because
 * the areas that name a transporter (fleet, users, freights, capacity estimates) read these texts.
 */
export const TRANSPORTER_ERRORS = defineErrors('transporters', {
  shortNameTaken: 'Ilyen rövid nevű fuvarozó már létezik!',
  /** A transporter id that names none (a field of a save). */
  unknown: 'Ismeretlen fuvarozó!',
  /** A transporter the call is about is not there. */
  notFound: 'A fuvarozó nem található!',
});
