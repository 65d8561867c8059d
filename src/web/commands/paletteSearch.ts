/** Lower case without accents: "Rendelések" → "rendelesek", so "rendeles" finds it. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A searchable palette item; `folded` is computed once when the index is built. */
export interface PaletteItem {
  id: string;
  label: string;
  group: string;
  keywords?: string;
  folded: string;
}

export function toPaletteItem(item: Omit<PaletteItem, 'folded'>): PaletteItem {
  return { ...item, folded: foldText(`${item.label} ${item.keywords ?? ''}`) };
}

/**
 * Items whose folded text contains every word of the query, best first (a match at a word start
 * ranks higher, then shorter labels); at most `limit`.
 */
export function searchPalette(items: readonly PaletteItem[], query: string, limit = 50): PaletteItem[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items.slice(0, limit);
  const scored: { item: PaletteItem; score: number }[] = [];
  for (const item of items) {
    let score = 0;
    let ok = true;
    for (const w of words) {
      const at = item.folded.indexOf(w);
      if (at < 0) {
        ok = false;
        break;
      }
      score += at === 0 ? 3 : item.folded[at - 1] === ' ' ? 2 : 1;
    }
    if (ok) scored.push({ item, score: score * 1000 - item.label.length });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((s) => s.item);
}
