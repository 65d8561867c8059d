/** Structural equality of plain data (form values): dirty means "differs from the original". */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Save and Apply are enabled only when the form is valid, dirty, not saving and not save-disabled (shell.md §4). */
export function canSubmit(s: {
  valid: boolean;
  dirty: boolean;
  saving: boolean;
  saveDisabled?: boolean;
}): boolean {
  return s.valid && s.dirty && !s.saving && !s.saveDisabled;
}
