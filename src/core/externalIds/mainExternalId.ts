import { type ExternalIdName, NAME_TAKEN_MESSAGE, ONE_MAIN_MESSAGE } from './externalIdNames.schemas.ts';

/**
 * The main-id rule of business.md §5 on one entity's list: a non-empty list has exactly one main.
 * With none, the first becomes main; with several, the first of them stays main.
 */
export function normalizeMain<T extends { main: boolean }>(list: readonly T[]): T[] {
  const keep = Math.max(
    0,
    list.findIndex((item) => item.main),
  );
  return list.map((item, i) => (item.main === (i === keep) ? item : { ...item, main: i === keep }));
}

/** Appends a name; the first name of an empty list becomes main, a main newcomer takes it over. */
export function addExternalIdName<T extends { main: boolean }>(list: readonly T[], item: T): T[] {
  if (item.main) return [...list.map((x) => (x.main ? { ...x, main: false } : x)), item];
  return normalizeMain([...list, item]);
}

/** Removes the name at `index`; when it was the main one, the first remaining becomes main. */
export function removeExternalIdName<T extends { main: boolean }>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return normalizeMain(list.filter((_, i) => i !== index));
}

/** Makes the name at `index` the only main one. */
export function setMainExternalIdName<T extends { main: boolean }>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return list.map((item, i) => (item.main === (i === index) ? item : { ...item, main: i === index }));
}

/** The main name of a list, if any. */
export function mainExternalIdName<T extends { main: boolean; name: string }>(
  list: readonly T[],
): string | undefined {
  return list.find((item) => item.main)?.name;
}

/**
 * The list-wide messages of one entity's list as the form shows them (keys `<index>.name`, and
 * `list` for the main rule): unique names, one main — the server's list schema checks the same.
 * Each name's own fields (required, no spaces, length) are the `externalIdName` rules
 * (rules/base/masterData.json), checked in the rules worker and on the server.
 */
export function externalIdNameErrors(list: readonly ExternalIdName[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const counts = new Map<string, number>();
  for (const item of list) counts.set(item.name, (counts.get(item.name) ?? 0) + 1);
  list.forEach((item, i) => {
    if (item.name !== '' && (counts.get(item.name) ?? 0) > 1) errors[`${i}.name`] = NAME_TAKEN_MESSAGE;
  });
  if (list.filter((item) => item.main).length > 1) errors.list = ONE_MAIN_MESSAGE;
  return errors;
}
