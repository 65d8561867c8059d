import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { ORGANIZER_API } from '../../../core/organizer/organizer.api.ts';
import type { MapFreight, MapResponse } from '../../../core/organizer/organizer.schemas.ts';
import { ApiError, errorAlertText } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import { toInternalDate } from '../../i18n/format.ts';
import { useScreenMemory } from '../../state/screenMemory.ts';
import { statusColour, transporterColour } from './freightColours.ts';

/** What the map colours the freights by. */
export type ColourBy = 'status' | 'transporter';

/**
 * The map's data: the range and filters (from the URL at first: ?from&to&depot&freightId; the status,
 * transporter and colouring as the user last chose them), the freights loaded for them, the colouring
 * and the selected freight kept across reloads.
 */
export function useFreightMapData() {
  const search = new URLSearchParams(useSearch());
  const today = toInternalDate(new Date());
  const [from, setFrom] = useState(search.get('from') ?? today);
  const [to, setTo] = useState(search.get('to') ?? search.get('from') ?? today);
  const [depot, setDepot] = useState(search.get('depot') ?? '');
  const [status, setStatus] = useScreenMemory('freightMap.status', '');
  const [transporterId, setTransporterId] = useScreenMemory('freightMap.transporterId', '');
  const [colourBy, setColourBy] = useScreenMemory<ColourBy>('freightMap.colourBy', 'status');
  const [data, setData] = useState<MapResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const wanted = useRef(search.get('freightId'));

  useEffect(() => {
    if (from > to) return;
    const ctl = new AbortController();
    setLoading(true);
    callApi(ORGANIZER_API.queryMap, {
      query: {
        from,
        to,
        ...(depot && { depot }),
        ...(status && { statuses: status }),
        ...(transporterId && { transporterId }),
      },
      signal: ctl.signal,
      errorMode: 'silent',
    })
      .then((answer) => {
        setData(answer);
        setError(null);
        setLoading(false);
        const pick = answer.freights.find((f) => f.freightId === wanted.current);
        wanted.current = null;
        setSelectedId((id) => pick?.id ?? (answer.freights.some((f) => f.id === id) ? id : null));
      })
      .catch((err: unknown) => {
        if (ctl.signal.aborted) return;
        setLoading(false);
        setError(err instanceof ApiError ? errorAlertText(err.status, err.body) : String(err));
      });
    return () => ctl.abort();
  }, [from, to, depot, status, transporterId]);

  const freights = data?.freights ?? [];
  const selectedIndex = freights.findIndex((f) => f.id === selectedId);
  const selected = freights[selectedIndex] ?? null;
  const colourOf = useCallback(
    (f: MapFreight) => (colourBy === 'status' ? statusColour(f.status) : transporterColour(f.transporterId)),
    [colourBy],
  );
  /** Selects the next (1) or previous (-1) freight of the list, round the end. */
  const step = (dir: 1 | -1) => {
    if (freights.length === 0) return;
    const next =
      selectedIndex < 0
        ? dir === 1
          ? 0
          : freights.length - 1
        : (selectedIndex + dir + freights.length) % freights.length;
    setSelectedId(freights[next]?.id ?? null);
  };

  return {
    range: { from, setFrom, to, setTo },
    filters: { depot, setDepot, status, setStatus, transporterId, setTransporterId },
    colourBy,
    setColourBy,
    colourOf,
    data,
    freights,
    loading,
    error,
    selectedId,
    setSelectedId,
    selected,
    step,
  };
}

/** What `useFreightMapData` gives. */
export type FreightMapData = ReturnType<typeof useFreightMapData>;
