/**
 * Whether a rule result's field path concerns one of the changed fields: the field itself or a part
 * of it (`externalIds.orderNr` for `externalIds`, `fuzzySearch.threshold` for `fuzzySearch`). Server
 * and browser filter rule results by it, so both report the same fields of a change.
 */
export function touches(key: string, changed: readonly string[]): boolean {
  return changed.some((c) => key === c || key.startsWith(`${c}.`));
}
