import { defineErrors } from './catalogue.ts';

/** Failures every area shares (shell.md §8, business.md §8); used verbatim by server and client. */
export const COMMON_ERRORS = defineErrors('common', {
  forbidden: 'Nem engedélyezett művelet',
  notFound: 'Nem található',
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
});

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

/** The JSON body of every 4xx/5xx answer: `message`, its catalogue `code` when it has one, and `details` per field. */
export interface ApiErrorBody {
  statusCode: number;
  error?: string;
  code?: string;
  message: string;
  details?: Record<string, string>;
}
