import { defineErrors } from '../errors/catalogue.ts';

/**
 * The planning queue's texts: cancel-processing's refusals and answers, and why a job ended without
 * its result. "Tervezés megszakítása folyamatban..." is shell.md's bottom-bar text, verbatim.
 */
export const PLANNING_JOB_ERRORS = defineErrors('planningJobs', {
  jobNotFound: 'A tervezési feladat nem található!',
  jobFinished: 'A tervezés már befejeződött, nem szakítható meg!',
  notYourJob: 'Csak a saját tervezését szakíthatja meg (vagy adminisztrátor, logisztikai vezető)!',
  /** A cancelled job: it ended without writing anything (answer of a queued job's cancel; the orders' reason). */
  cancelled: 'A tervezés megszakítva, a megrendelések újra tervezhetők.',
  /** Cancel of a running job: it stops between two phases. */
  cancelling: 'Tervezés megszakítása folyamatban...',
  /** A job's reason when its instance died too many times while running it. */
  instanceDied:
    'A tervezést futtató szerver többször leállt a tervezés közben, a tervezés sikertelen. Kérjük, indítsa újra!',
  /** A job's reason when its handler failed (the details are in the server log). */
  jobFailed: 'A tervezés váratlan hiba miatt sikertelen, semmi nem módosult.',
});

/** The error code a cancelled job reports (business.md §8). */
export const PROCESSING_CANCELLED = 'PROCESSING_CANCELLED';
