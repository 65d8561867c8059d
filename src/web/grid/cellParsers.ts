import {
  localToday,
  type NumberEntryRules,
  type Parsed,
  parseDateEntry,
  parseNumberEntry,
} from '../../core/validation/parseInput.ts';

/**
 * Column parsers (GridColumn.parse) on core's one parser of typed entries: numbers with decimal
 * comma (negatives refused unless allowed), dates in every accepted form.
 */
export function numberCell(rules: NumberEntryRules = {}): (text: string) => Parsed<number> {
  return (text) => parseNumberEntry(text, rules);
}

/** Dates kept as ISO (`iso`) or as the display text YYYY.MM.DD (`display`, the orders rows). */
export function dateCell(stored: 'iso' | 'display'): (text: string) => Parsed<string> {
  return (text) => {
    const parsed = parseDateEntry(text, localToday());
    if (!parsed.ok || parsed.value === null || stored === 'iso') return parsed;
    return { ok: true, value: parsed.value.replaceAll('-', '.') };
  };
}
