import { defineErrors } from './catalogue.ts';

/** Failures every area shares (shell.md §8, business.md §8); used verbatim by server and client. */
export const COMMON_ERRORS = defineErrors('common', {
  forbidden: 'Nem engedélyezett művelet',
  notFound: 'Nem található',
  /** A batch names a record that is not there. */
  notFoundId: 'Nem található: {id}',
  badRequest: 'Hibás kérés',
  unauthorized: 'Azonosítás sikertelen',
  serverError: 'Belső szerverhiba történt',
  timeout: 'Időtúllépés miatt nem érkezett válasz a szervertől!',
  generic: 'Hiba történt, próbálja újra!',
  required: 'A mező kitöltése kötelező!',
  tooLarge: 'A kérés túl nagy!',
  /** The one text of a save refused because the record changed since it was read (409). */
  staleVersion: 'Az adatot időközben valaki más módosította! Töltse be újra, és próbálja ismét.',
  /** A batch names one row twice. */
  duplicateRow: 'Egy sor csak egyszer szerepelhet!',
  /** 503: the database connection was lost (restart, failover); the request may be repeated. */
  databaseUnavailable: 'Az adatbázis átmenetileg nem érhető el. Próbálja újra néhány másodperc múlva!',
  /** A text with a NUL character or a lone UTF-16 surrogate (not storable, not displayable). */
  invalidCharacters: 'A szöveg nem megengedett karaktert tartalmaz!',
  /** A JSON body nested deeper than the API accepts. */
  tooDeep: 'A kérés törzse túl mélyen egymásba ágyazott!',
  /** A list's sort or filter names a column that the list does not have as its own. */
  unknownColumn: 'Ismeretlen oszlop!',
  /** A body that is not JSON (or an empty one where JSON was announced). */
  invalidJson: 'A kérés törzse nem érvényes JSON.',
  /** A body in another format than JSON. */
  unsupportedMediaType: 'A kérés törzsét application/json formában kell küldeni.',
  /** A known path called with a method it does not have (405, the `Allow` header lists those it has). */
  methodNotAllowed: 'Ezen a címen ez a kérésmód nem használható!',
  /** Keys a body may not have (zod's own Hungarian text says "kulcss" for several). */
  unknownKeys: 'Ismeretlen kulcs: {keys}',
  /** A date that is not one (several areas' schemas and commands). */
  invalidDate: 'Érvénytelen dátum!',
  /** A save with rule warnings the user has not confirmed yet (each area answers it under its own code). */
  confirmationNeeded: 'A mentés megerősítést igényel: nézze át a figyelmeztetéseket!',
  /** A record id that is not one (ids are UUIDs). */
  invalidId: 'Érvénytelen azonosító!',
  /** A body that changes nothing the call knows (only unknown keys). */
  nothingToChange: 'A kérés egyetlen ismert mezőt sem tartalmaz!',
  /** A refusal of the request as a whole that has no text of its own (422). */
  unprocessable: 'A kérés nem teljesíthető!',
  /** A conflict that has no text of its own (409). */
  conflict: 'A kérés ütközik a tárolt adatokkal!',
  /** Too many requests (429) without a text of its own. */
  tooManyRequests: 'Túl sok kérés, próbálja újra később!',
});

/** The catalogue code of an error answer that names none: the common entry of its status. */
export function commonCodeOf(statusCode: number): string {
  const byStatus: Record<number, { code: string }> = {
    401: COMMON_ERRORS.unauthorized,
    403: COMMON_ERRORS.forbidden,
    404: COMMON_ERRORS.notFound,
    405: COMMON_ERRORS.methodNotAllowed,
    409: COMMON_ERRORS.conflict,
    413: COMMON_ERRORS.tooLarge,
    415: COMMON_ERRORS.unsupportedMediaType,
    422: COMMON_ERRORS.unprocessable,
    429: COMMON_ERRORS.tooManyRequests,
    503: COMMON_ERRORS.databaseUnavailable,
    504: COMMON_ERRORS.timeout,
  };
  return (byStatus[statusCode] ?? (statusCode >= 500 ? COMMON_ERRORS.serverError : COMMON_ERRORS.badRequest))
    .code;
}

/** The common texts by key (the catalogue's messages, for places that need a plain string). */
export const ERROR_MESSAGES = Object.fromEntries(
  Object.entries(COMMON_ERRORS).map(([key, entry]) => [key, entry.message]),
) as { readonly [K in keyof typeof COMMON_ERRORS]: (typeof COMMON_ERRORS)[K]['message'] };

/** Success texts of business.md §8 that the shell uses. */
export const SUCCESS_MESSAGES = {
  registered: 'A regisztráció sikeresen megtörtént.',
  modified: 'A módosítás sikeresen megtörtént.',
  deleted: 'A törlés sikeresen megtörtént.',
} as const;

/** The JSON body of every 4xx/5xx answer: `message`, its catalogue `code`, and `details` per field. */
export interface ApiErrorBody {
  statusCode: number;
  error?: string;
  code?: string;
  message: string;
  details?: Record<string, string>;
}
