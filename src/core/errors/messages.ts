/** Hungarian texts of the error catalogue (shell.md §8, business.md §8); used verbatim by server and client. */
export const ERROR_MESSAGES = {
  forbidden: 'Nem engedélyezett művelet',
  notFound: 'Nem található',
  badRequest: 'Hibás kérés',
  unauthorized: 'Azonosítás sikertelen',
  serverError: 'Belső szerverhiba történt',
  timeout: 'Időtúllépés miatt nem érkezett válasz a szervertől!',
  generic: 'Hiba történt, próbálja újra!',
  required: 'A mező kitöltése kötelező!',
} as const;

/** Success texts of business.md §8 that the shell uses. */
export const SUCCESS_MESSAGES = {
  registered: 'A regisztráció sikeresen megtörtént.',
  modified: 'A módosítás sikeresen megtörtént.',
} as const;

/** The JSON body of every 4xx/5xx answer: `message`, and `details` per field where it applies. */
export interface ApiErrorBody {
  statusCode: number;
  error?: string;
  code?: string;
  message: string;
  details?: Record<string, string>;
}
