import { useLocation } from 'wouter';
import type { CommandId } from '../../commands/commandTypes.ts';
import { useViewExtras } from '../../commands/useViewExtras.ts';
import { openFromOtherScreen } from '../../shell/returnTrip.ts';
import { FREIGHT_MAP_VIEW } from './freightMapCommands.ts';
import type { FreightMapData } from './useFreightMapData.ts';

/**
 * The map's commands, registered as the view's actions: j / k select the next / previous freight,
 * o opens it, c switches the colouring, f jumps to the filters, m to the map.
 */
export function useFreightMapCommands(
  map: FreightMapData,
  filtersRef: React.RefObject<HTMLDivElement | null>,
) {
  const [, navigate] = useLocation();
  const { selected, step, setColourBy, range, filters } = map;
  const extras: Partial<Record<CommandId, () => void>> = {
    'freightMap.next': () => step(1),
    'freightMap.previous': () => step(-1),
    'freightMap.open': () => {
      if (!selected) return;
      // The map's address names what is on show, so the way back (Esc on the freight) finds it again.
      const here = new URLSearchParams({ from: range.from, to: range.to, freightId: selected.freightId });
      if (filters.depot) here.set('depot', filters.depot);
      navigate(`/map?${here.toString()}`, { replace: true });
      const n = encodeURIComponent(selected.freightId);
      openFromOtherScreen(navigate, `/freights?freightId=${n}&open=${n}`);
    },
    'freightMap.colourBy': () => setColourBy((c) => (c === 'status' ? 'transporter' : 'status')),
    'freightMap.focusFilters': () => filtersRef.current?.querySelector<HTMLElement>('input, select')?.focus(),
    'freightMap.focusMap': () => document.querySelector<HTMLElement>('[data-testid="freight-map"]')?.focus(),
  };
  useViewExtras(FREIGHT_MAP_VIEW, extras);
}
