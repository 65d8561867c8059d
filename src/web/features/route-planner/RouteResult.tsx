import { kmLabel } from '../../../core/geo/distance.ts';
import { useT } from '../../i18n/useT.ts';
import type { PlannedRoute } from './routePlanner.api.ts';

const km = (m: number, estimated: boolean) =>
  kmLabel((m / 1000).toLocaleString('hu-HU', { maximumFractionDigits: 1 }), estimated);
const hm = (s: number) => `${Math.floor(s / 3600)} ó ${Math.round((s % 3600) / 60)} p`;

/** The planned route: distance, duration, HU-GO toll, CO2 and weight-zone warnings. */
export function RouteResult({ result }: { result: PlannedRoute }) {
  const t = useT();
  return (
    <section aria-label={t('routePlanner.result')} className="rp-result" data-testid="route-result">
      <dl>
        <dt>{t('routePlanner.distance')}</dt>
        <dd data-testid="rp-distance">{km(result.distanceMeter, result.distanceSource !== 'road')}</dd>
        <dt>{t('routePlanner.duration')}</dt>
        <dd data-testid="rp-duration">{hm(result.durationSecond)}</dd>
        <dt>{t('routePlanner.toll')}</dt>
        <dd data-testid="rp-toll">{`${result.tariff.total.toLocaleString('hu-HU')} Ft`}</dd>
        <dt>{t('routePlanner.co2')}</dt>
        <dd data-testid="rp-co2">{`${result.cO2Emission.kg.toLocaleString('hu-HU')} kg`}</dd>
      </dl>
      {result.legality.warnings.map((w) => (
        <p key={w} className="rp-warning" role="status">
          {w}
        </p>
      ))}
      {result.estimated && <p className="rp-note">{t('routePlanner.estimate')}</p>}
    </section>
  );
}
