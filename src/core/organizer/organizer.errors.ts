import { defineErrors } from '../errors/catalogue.ts';

/**
 * Refusals and texts of the freight organizer (issue 21). The spec quotes none; the sentences are
 * worded as the freight edit ones.
 */
export const ORGANIZER_ERRORS = defineErrors('organizer', {
  cancelledRecord: 'Lemondott fuvar vagy átvétel nem fixálható és nem oldható fel!',
});

/** Success texts of fix and unfix. */
export const ORGANIZER_TEXTS = {
  fixed: 'A kijelölt tételek fixálva (ütemezett)!',
  unfixed: 'A kijelölt tételek fixálása feloldva (új)!',
} as const;
