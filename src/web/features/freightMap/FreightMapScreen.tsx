import { useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { ScreenFrame } from '../../shell/ScreenFrame.tsx';
import { useAccess } from '../../shell/useAccess.ts';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { FreightMap } from './FreightMap.tsx';
import { FreightMapFilters } from './FreightMapFilters.tsx';
import { FreightMapSide } from './FreightMapSide.tsx';
import { LEGEND_STATUSES, statusColour, transporterColour } from './freightColours.ts';
import { useFreightMapCommands } from './useFreightMapCommands.ts';
import { type FreightMapData, useFreightMapData } from './useFreightMapData.ts';
import './freightMap.css';

/**
 * /map (Térképes nézet, shell.md §2): the freights of a day or range drawn from their route
 * geometry, coloured by status or transporter, filtered by depot, status and transporter; depots
 * and factories marked. j / k select the next / previous freight (details beside the map), o opens
 * it, c switches the colouring, f jumps to the filters, m to the map. With extended_visualization,
 * pallets and fill rate per freight. URL: ?from&to&depot&freightId (the organizer's Shift+M).
 */
export function FreightMapScreen() {
  const t = useT();
  const map = useFreightMapData();
  const [drawMs, setDrawMs] = useState<number | null>(null);
  const filtersRef = useRef<HTMLDivElement>(null);
  const figures = useAccess().ctx.activeModules.includes('extended_visualization');
  useFreightMapCommands(map, filtersRef);

  return (
    <ScreenFrame path="/map" className="freight-map-screen">
      <FreightMapFilters ref={filtersRef} map={map} />
      <p className="muted fm-help">{t('freightMap.keysHelp')}</p>
      {map.loading && <LoadingLine />}
      {map.error && (
        <div role="alert" className="fm-error">
          {map.error}
        </div>
      )}
      <div className="fm-body">
        <div className="fm-map">
          <FreightMap
            freights={map.freights}
            sites={map.data?.sites ?? []}
            selectedId={map.selectedId}
            colourOf={map.colourOf}
            figures={figures}
            label={t('freightMap.mapLabel')}
            onSelect={map.setSelectedId}
            onDrawn={setDrawMs}
          />
          <FreightMapLegend map={map} />
        </div>
        <FreightMapSide map={map} figures={figures} drawMs={drawMs} />
      </div>
    </ScreenFrame>
  );
}

/** The legend of the colouring in use (only the statuses or transporters shown), and the site marks. */
function FreightMapLegend({ map: { colourBy, freights } }: { map: FreightMapData }) {
  const t = useT();
  const legend =
    colourBy === 'status'
      ? LEGEND_STATUSES.filter((s) => freights.some((f) => f.status === s)).map((s) => ({
          key: s,
          label: t(`freights.status.${s}` as MessageKey),
          colour: statusColour(s),
        }))
      : [...new Map(freights.map((f) => [f.transporterId ?? '', f.transporterName])).entries()].map(
          ([id, name]) => ({
            key: id,
            label: name ?? t('freightMap.noTransporter'),
            colour: transporterColour(id === '' ? null : id),
          }),
        );
  return (
    <ul className="fm-legend" aria-label={t('freightMap.legend')}>
      {legend.map((l) => (
        <li key={l.key}>
          <span className="fm-swatch" style={{ background: l.colour }} /> {l.label}
        </li>
      ))}
      <li>
        ■ {t('freightMap.depotMark')} ▲ {t('freightMap.factoryMark')}
      </li>
    </ul>
  );
}
