import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FREIGHT_STATUSES } from '../../../core/config/enums.ts';
import { kmLabel } from '../../../core/geo/distance.ts';
import { ORGANIZER_API } from '../../../core/organizer/organizer.api.ts';
import type { MapFreight, MapResponse } from '../../../core/organizer/organizer.schemas.ts';
import { ApiError, errorAlertText } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { setView } from '../../commands/terminalState.ts';
import { formatDate, toInternalDate } from '../../i18n/format.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { KeyHint } from '../../truckJobs/KeyHint.tsx';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { FreightMap, figuresText } from './FreightMap.tsx';
import { LEGEND_STATUSES, statusColour, transporterColour } from './freightColours.ts';
import { FREIGHT_MAP_VIEW } from './freightMapCommands.ts';
import './freightMap.css';

type ColourBy = 'status' | 'transporter';

/**
 * /map (Térképes nézet, shell.md §2): the freights of a day or range drawn from their route
 * geometry, coloured by status or transporter, filtered by depot, status and transporter; depots
 * and factories marked. j / k select the next / previous freight (details beside the map), o opens
 * it, c switches the colouring, f jumps to the filters, m to the map. With extended_visualization,
 * pallets and fill rate per freight. URL: ?from&to&depot&freightId (the organizer's Shift+M).
 */
export function FreightMapScreen() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const today = toInternalDate(new Date());
  const [from, setFrom] = useState(search.get('from') ?? today);
  const [to, setTo] = useState(search.get('to') ?? search.get('from') ?? today);
  const [depot, setDepot] = useState(search.get('depot') ?? '');
  const [status, setStatus] = useState('');
  const [transporterId, setTransporterId] = useState('');
  const [colourBy, setColourBy] = useState<ColourBy>('status');
  const [data, setData] = useState<MapResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drawMs, setDrawMs] = useState<number | null>(null);
  const wanted = useRef(search.get('freightId'));
  const filtersRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const figures = useAccess().ctx.activeModules.includes('extended_visualization');

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection moved, so the list scrolls to it
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const extras: Partial<Record<CommandId, () => void>> = {
    'freightMap.next': () => step(1),
    'freightMap.previous': () => step(-1),
    'freightMap.open': () => {
      if (!selected) return;
      const n = encodeURIComponent(selected.freightId);
      navigate(`/freights?freightId=${n}&open=${n}`);
    },
    'freightMap.colourBy': () => setColourBy((c) => (c === 'status' ? 'transporter' : 'status')),
    'freightMap.focusFilters': () => filtersRef.current?.querySelector<HTMLElement>('input, select')?.focus(),
    'freightMap.focusMap': () => document.querySelector<HTMLElement>('[data-testid="freight-map"]')?.focus(),
  };
  const extrasRef = useRef(extras);
  extrasRef.current = extras;
  useEffect(() => {
    const ids = Object.keys(extrasRef.current) as CommandId[];
    setView({
      id: FREIGHT_MAP_VIEW,
      actions: { extra: Object.fromEntries(ids.map((id) => [id, () => extrasRef.current[id]?.()])) },
    });
    return () => setView(null);
  }, []);

  const depots = data?.depots ?? [];
  // The filter fields: the choice of each, after its "all" entry.
  const filters = [
    {
      id: 'depot',
      value: depot,
      set: setDepot,
      all: t('freightMap.all'),
      choices: depots.map((d) => ({ value: d.shortName, label: d.shortName })),
    },
    {
      id: 'status',
      value: status,
      set: setStatus,
      all: t('freightMap.allButCancelled'),
      choices: FREIGHT_STATUSES.map((s) => ({ value: s, label: t(`freights.status.${s}` as MessageKey) })),
    },
    {
      id: 'transporter',
      value: transporterId,
      set: setTransporterId,
      all: t('freightMap.all'),
      choices: (data?.transporters ?? []).map((tr) => ({ value: tr.id, label: tr.name })),
    },
  ] as const;
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
    <section
      className="screen freight-map-screen"
      aria-labelledby="screen-title"
      data-testid="screen"
      data-path="/map"
    >
      <header className="screen-header">
        <h1 id="screen-title">{t(screenTitleKey('/map'))}</h1>
      </header>
      <div className="fm-filters" ref={filtersRef}>
        <DateInput label={t('freightMap.from')} value={from} onChange={(v) => v && setFrom(v)} steppers />
        <DateInput
          label={t('freightMap.to')}
          value={to}
          onChange={(v) => v && setTo(v)}
          steppers
          min={from}
        />
        {filters.map((f) => (
          <KeyboardSelect
            key={f.id}
            label={t(`freightMap.${f.id}`)}
            testId={`fm-${f.id}`}
            value={f.value}
            onChange={f.set}
            choices={[{ value: '', label: f.all }, ...f.choices]}
          />
        ))}
        <KeyboardSelect
          label={t('freightMap.colourBy')}
          hint={<KeyHint command="freightMap.colourBy" />}
          testId="fm-colour-by"
          value={colourBy}
          onChange={(v) => setColourBy(v as ColourBy)}
          choices={[
            { value: 'status', label: t('freightMap.byStatus') },
            { value: 'transporter', label: t('freightMap.byTransporter') },
          ]}
        />
      </div>
      <p className="muted fm-help">{t('freightMap.keysHelp')}</p>
      {loading && <LoadingLine />}
      {error && (
        <div role="alert" className="fm-error">
          {error}
        </div>
      )}
      <div className="fm-body">
        <div className="fm-map">
          <FreightMap
            freights={freights}
            sites={data?.sites ?? []}
            selectedId={selectedId}
            colourOf={colourOf}
            figures={figures}
            label={t('freightMap.mapLabel')}
            onSelect={setSelectedId}
            onDrawn={setDrawMs}
          />
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
        </div>
        <aside className="fm-side">
          <p
            className="fm-count"
            data-testid="fm-count"
            data-draw-ms={drawMs === null ? '' : Math.round(drawMs)}
          >
            {t('freightMap.count', { count: freights.length })}
          </p>
          {selected ? (
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
      </div>
    </section>
  );
}
