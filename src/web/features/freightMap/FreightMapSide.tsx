import { useEffect, useRef } from 'react';
import { kmLabel } from '../../../core/geo/distance.ts';
import type { MapFreight } from '../../../core/organizer/organizer.schemas.ts';
import { formatDate } from '../../i18n/format.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { KeyHint } from '../../truckJobs/KeyHint.tsx';
import { figuresText } from './FreightMap.tsx';
import type { FreightMapData } from './useFreightMapData.ts';

/** Beside the map: the count, the selected freight's details and the list of freights. */
export function FreightMapSide({
  map,
  figures,
  drawMs,
}: {
  map: FreightMapData;
  figures: boolean;
  drawMs: number | null;
}) {
  const t = useT();
  const { freights, selected, selectedId, setSelectedId, colourOf } = map;
  const listRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection moved, so the list scrolls to it
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  return (
    <aside className="fm-side">
      <p className="fm-count" data-testid="fm-count" data-draw-ms={drawMs === null ? '' : Math.round(drawMs)}>
        {t('freightMap.count', { count: freights.length })}
      </p>
      {selected ? (
        <FreightDetails freight={selected} figures={figures} />
      ) : (
        <p className="muted">{t('freightMap.pickHint')}</p>
      )}
      <div className="fm-list" ref={listRef} aria-label={t('freightMap.list')} role="listbox">
        {freights.map((f) => (
          <div
            key={f.id}
            role="option"
            tabIndex={-1}
            aria-selected={f.id === selectedId}
            className={f.id === selectedId ? 'fm-selected' : ''}
            onClick={() => setSelectedId(f.id)}
          >
            <span className="fm-swatch" style={{ background: colourOf(f) }} /> {f.freightId} ·{' '}
            {formatDate(f.deliveryDate)} · {t(`freights.status.${f.status}` as MessageKey)}
            {figures && ` · ${figuresText(f)}`}
          </div>
        ))}
      </div>
    </aside>
  );
}

/** The selected freight: number, status, date, depot, truck, transporter, load and stops. */
function FreightDetails({ freight: selected, figures }: { freight: MapFreight; figures: boolean }) {
  const t = useT();
  return (
    <dl className="fm-details" data-testid="fm-details" aria-live="polite">
      <dt>{t('freightMap.freight')}</dt>
      <dd>
        <strong>{selected.freightId}</strong> <KeyHint command="freightMap.open" />
      </dd>
      <dt>{t('freightMap.status')}</dt>
      <dd>{t(`freights.status.${selected.status}` as MessageKey)}</dd>
      <dt>{t('freightMap.date')}</dt>
      <dd>{formatDate(selected.deliveryDate)}</dd>
      <dt>{t('freightMap.depot')}</dt>
      <dd>
        {selected.depotShortName ?? '—'} / {selected.factoryShortName}
      </dd>
      <dt>{t('freightMap.truck')}</dt>
      <dd>{selected.truckType ?? '—'}</dd>
      <dt>{t('freightMap.transporter')}</dt>
      <dd>{selected.transporterName ?? t('freightMap.noTransporter')}</dd>
      <dt>{t('freightMap.load')}</dt>
      <dd>
        {figures ? figuresText(selected) : `${Math.round(selected.pallets)} rl`} ·{' '}
        {Math.round(selected.kg).toLocaleString('hu-HU')} kg ·{' '}
        {kmLabel(String(Math.round(selected.distanceKm)), selected.distanceEstimated)}
      </dd>
      <dt>{t('freightMap.stops')}</dt>
      <dd>
        <ol className="fm-stops">
          {selected.stops.map((s) => (
            <li key={`${s.address}@${s.coordinates.join(',')}`}>{s.city ?? s.address}</li>
          ))}
        </ol>
      </dd>
    </dl>
  );
}
