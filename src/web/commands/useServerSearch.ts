import { useEffect, useState } from 'react';
import type { AppPath } from '../../core/permissions/index.ts';
import { SEARCH_API } from '../../core/search/search.api.ts';
import {
  foldSearch,
  SEARCH_MIN_LENGTH,
  type SearchHit,
  type SearchKind,
} from '../../core/search/search.schemas.ts';
import { callApi } from '../api/callApi.ts';

/** How long after the last key the palette asks the server (the local items answer at once). */
const DEBOUNCE_MS = 200;

/** Where a found record opens (with its dialog or details) and the screen the user must be allowed. */
export const HIT_TARGETS: Record<SearchKind, { screen: AppPath; path(id: string): string }> = {
  order: { screen: '/orders', path: (id) => `/orders?orderId=${encodeURIComponent(id)}` },
  freight: {
    screen: '/freights',
    path: (id) => `/freights?freightId=${encodeURIComponent(id)}&open=${encodeURIComponent(id)}`,
  },
  pickup: {
    screen: '/pickups',
    path: (id) => `/pickups?pickupId=${encodeURIComponent(id)}&open=${encodeURIComponent(id)}`,
  },
};

/**
 * The palette's server search: GET /api/search 200 ms after the last key, from three letters, the
 * earlier call cancelled; a failure (offline, refused) is simply no hits. `loading` while one is due.
 */
export function useServerSearch(query: string): { hits: SearchHit[]; loading: boolean } {
  const [state, setState] = useState<{ q: string; hits: SearchHit[] }>({ q: '', hits: [] });
  const q = foldSearch(query);
  const active = q.length >= SEARCH_MIN_LENGTH;
  useEffect(() => {
    if (!active) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      callApi(SEARCH_API.search, { query: { q: query }, signal: ctl.signal, errorMode: 'silent' })
        .then((res) => setState({ q, hits: res.hits }))
        .catch(() => {
          if (!ctl.signal.aborted) setState({ q, hits: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [q, query, active]);
  if (!active) return { hits: [], loading: false };
  return { hits: state.q === q ? state.hits : [], loading: state.q !== q };
}
