const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/** The tinykeys chord of a key press (`$mod+Shift+KeyP`, `x`); null for a lone modifier, Tab or Enter. */
export function chordFromEvent(e: KeyboardEvent): string | null {
  if (MODIFIER_KEYS.has(e.key) || e.key === 'Tab' || e.key === 'Enter' || e.key === 'Escape') return null;
  const mods: string[] = [];
  if (e.ctrlKey || e.metaKey) mods.push('$mod');
  if (e.altKey) mods.push('Alt');
  if (e.shiftKey) mods.push('Shift');
  const key =
    mods.length > 0 && /^Key[A-Z]$|^Digit\d$/.test(e.code)
      ? e.code
      : e.key.length === 1
        ? e.key.toLowerCase()
        : e.key;
  return [...mods, key].join('+');
}
