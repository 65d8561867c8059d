import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/hu';

// Hungarian locale: weeks start on Monday (its weekStart is 1), month and weekday names in Hungarian.
dayjs.locale('hu');

/** Display formats of shell.md §9. */
export const DISPLAY_DATE_FORMAT = 'YYYY.MM.DD';
export const DISPLAY_TIME_FORMAT = 'HH:mm';
export const DISPLAY_DATE_TIME_FORMAT = `${DISPLAY_DATE_FORMAT} ${DISPLAY_TIME_FORMAT}`;
/** Format of dates on the wire and in the database. */
export const INTERNAL_DATE_FORMAT = 'YYYY-MM-DD';

const valid = (value: ConfigType): dayjs.Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
};

/** 2024.03.05; empty text for a missing or invalid value. */
export function formatDate(value: ConfigType): string {
  return valid(value)?.format(DISPLAY_DATE_FORMAT) ?? '';
}

/** 08:30 (24-hour clock). */
export function formatTime(value: ConfigType): string {
  return valid(value)?.format(DISPLAY_TIME_FORMAT) ?? '';
}

/** 2024.03.05 08:30 */
export function formatDateTime(value: ConfigType): string {
  return valid(value)?.format(DISPLAY_DATE_TIME_FORMAT) ?? '';
}

/** 2024-03-05, the wire format. */
export function toInternalDate(value: ConfigType): string {
  return valid(value)?.format(INTERNAL_DATE_FORMAT) ?? '';
}

/** Parses a display date (YYYY.MM.DD, strict) into the wire format, or null when it does not match. */
export function parseDisplayDate(text: string): string | null {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})\.?$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = dayjs(iso);
  return d.isValid() && d.format(INTERNAL_DATE_FORMAT) === iso ? iso : null;
}

/** Monday of the week that holds the value, in the wire format. */
export function startOfWeek(value: ConfigType): string {
  return valid(value)?.startOf('week').format(INTERNAL_DATE_FORMAT) ?? '';
}

/** Hungarian name of the weekday, e.g. "hétfő". */
export function weekdayName(value: ConfigType): string {
  return valid(value)?.format('dddd') ?? '';
}

const MONEY = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 2 });

/** 66 000 Ft: Hungarian digit grouping, at most two decimals (125 000,5 Ft); empty text for no value. */
export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : `${MONEY.format(value)} Ft`;
}
