import { describe, expect, it } from 'vitest';
import {
  foldSearch,
  mergeHits,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  type SearchHit,
  searchQuerySchema,
  searchRank,
} from '../../../src/core/search/search.schemas.ts';

const hit = (id: string, rank: number, kind: SearchHit['kind'] = 'order'): SearchHit => ({
  kind,
  id,
  title: '',
  status: 'new',
  details: [],
  rank,
});

describe('palette server search: fold and rank', () => {
  it('folds accents and case as the database does, and collapses blanks', () => {
    expect(foldSearch('  Kőműves   ÖDÖN  ')).toBe('komuves odon');
    expect(foldSearch('ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP')).toBe('arvizturo tukorfurogep');
    expect(SEARCH_FOLD_FROM.length).toBe(SEARCH_FOLD_TO.length);
  });

  it('ranks the number, its start, a word start, then anything inside', () => {
    expect(searchRank('261127TVSAB', 'x', '261127tvsab')).toBe(0);
    expect(searchRank('261127TVSAB', 'x', '261127')).toBe(1);
    expect(searchRank('1', 'kovacs bela 4400 nyiregyhaza', 'bela')).toBe(2);
    expect(searchRank('1', 'kovacs bela', 'kovacs')).toBe(2);
    expect(searchRank('1', 'kovacs bela', 'ela')).toBe(3);
  });

  it('merges the kinds by rank, then position, then kind order', () => {
    const merged = mergeHits([
      [hit('o1', 2), hit('o2', 3)],
      [hit('f1', 1, 'freight'), hit('f2', 2, 'freight')],
      [hit('p1', 2, 'pickup')],
    ]);
    expect(merged.map((h) => h.id)).toEqual(['f1', 'o1', 'p1', 'f2', 'o2']);
  });

  it('refuses a query shorter than three letters once folded', () => {
    expect(searchQuerySchema.safeParse({ q: ' ab ' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'abc' }).success).toBe(true);
  });
});
