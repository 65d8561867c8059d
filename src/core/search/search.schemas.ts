import { z } from 'zod';
import type { SEARCH_KINDS, searchAnswer, searchHitAnswer } from './search.answers.ts';
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Shortest query the server searches (a trigram index needs three letters). */
export const SEARCH_MIN_LENGTH = 3;
/** Most hits of one kind in one answer. */
export const SEARCH_MAX_PER_KIND = 8;

/**
 * The accented letters the search folds, and what they become: Hungarian ones and their capitals are
 * enough for our data (capitals too: lower() of a C-locale database leaves them as they are). The database folds its haystacks with
 * `translate(text, SEARCH_FOLD_FROM, SEARCH_FOLD_TO)` — the same pair the indexes of migration 0600 use.
 */
export const SEARCH_FOLD_FROM = 'áéíóöőúüűäâàèêëîïôòùûçÁÉÍÓÖŐÚÜŰ';
export const SEARCH_FOLD_TO = 'aeiooouuuaaaeeeiioouucaeiooouuu';

/** A query as the haystacks hold it: trimmed, lower case, accents folded, blanks collapsed. */
export function foldSearch(text: string): string {
  const lower = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let out = '';
  for (const ch of lower) {
    const at = SEARCH_FOLD_FROM.indexOf(ch);
    out += at >= 0 ? SEARCH_FOLD_TO[at] : ch;
  }
  return out;
}

/** GET /api/search: `q`, at least three letters once folded. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(100)
    .refine((q) => foldSearch(q).length >= SEARCH_MIN_LENGTH, {
      message: `Legalább ${SEARCH_MIN_LENGTH} karaktert adjon meg!`,
    }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One record found: what it is, its number, and the texts that tell it apart (customer, address, plate…). */
export type SearchHit = z.output<typeof searchHitAnswer>;

/** Answer of GET /api/search: the hits, best first, of every kind the caller may read. */
export type SearchResponse = z.output<typeof searchAnswer>;

/**
 * How well a folded haystack holds a folded query: the number equal 0, the number's start 1, a word's
 * start 2, anywhere else 3 (the search repository ranks its candidates with it).
 */
export function searchRank(id: string, haystack: string, query: string): number {
  const number = foldSearch(id);
  if (number === query) return 0;
  if (number.startsWith(query)) return 1;
  const at = haystack.indexOf(query);
  return at === 0 || haystack[at - 1] === ' ' ? 2 : 3;
}

/** Merges the kinds' hits: by rank, then in the order the kinds came (each already newest first). */
export function mergeHits(groups: readonly (readonly SearchHit[])[]): SearchHit[] {
  return groups
    .flatMap((hits, g) => hits.map((hit, i) => ({ hit, g, i })))
    .sort((a, b) => a.hit.rank - b.hit.rank || a.i - b.i || a.g - b.g)
    .map((x) => x.hit);
}
