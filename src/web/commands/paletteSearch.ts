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
 * How well one typed word matches a folded text: at its start 3, at a word start 2, inside 1; its
 * letters in order within one word ("szurs" in "szures") 0.5; no match -1.
 */
export function wordScore(folded: string, word: string): number {
  const at = folded.indexOf(word);
  if (at >= 0) return at === 0 ? 3 : folded[at - 1] === ' ' ? 2 : 1;
  for (const part of folded.split(' ')) {
    if (part[0] !== word[0]) continue;
    let i = 0;
    for (const ch of part) if (ch === word[i]) i++;
    if (i === word.length) return 0.5;
  }
  return -1;
}

/**
 * Items whose folded text matches every word of the query (in it, or its letters in order within a
 * word: accent-free and fuzzy), best first: the match, then `boost` (recent use, the screen on show),
 * then shorter labels; at most `limit`. With no query: by `boost`, then as given.
 */
export function searchPalette(
  items: readonly PaletteItem[],
  query: string,
  limit = 50,
  boost: (item: PaletteItem) => number = () => 0,
): PaletteItem[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const scored: { item: PaletteItem; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    let score = 0;
    for (const w of words) {
      const s = wordScore(item.folded, w);
      if (s < 0) return;
      score += s;
    }
    scored.push({
      item,
      score: score * 1000 + boost(item) * 100 - (words.length > 0 ? item.label.length : 0),
      index,
    });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map((s) => s.item);
}
