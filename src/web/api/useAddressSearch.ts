import { useEffect, useState } from 'react';
import { useLatest } from '../ui/useLatest.ts';
import { type AddressFeature, searchAddresses } from './location.api.ts';

/**
 * Address autocomplete as the route planner and the waypoint dialog offer it (business.md §5): from
 * 2 characters, 300 ms after the last key, the earlier search cancelled; a failure is no hits.
 * Answers the hits and a setter (to clear them once one is taken); `onResults` hears each new list.
 */
export function useAddressSearch(
  query: string,
  onResults?: (found: AddressFeature[]) => void,
): [AddressFeature[], (options: AddressFeature[]) => void] {
  const [options, setOptions] = useState<AddressFeature[]>([]);
  const heard = useLatest(onResults);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setOptions([]);
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      searchAddresses(q, ctl.signal)
        .then((list) => {
          if (ctl.signal.aborted) return;
          setOptions(list);
          heard.current?.(list);
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [query]);
  return [options, setOptions];
}
