import { ROUTE_METHODS, type RouteMethod } from '../../../core/config/enums.ts';
import { EURO_CATEGORIES, FUEL_TYPES, VEHICLE_CATEGORIES } from '../../../core/geo/vehicle.ts';
import { useT } from '../../i18n/useT.ts';
import type { RouteOptions, SetRouteOption } from './useRoutePlanner.ts';

/** The planning options: method, motorway/ferry, order, vehicle and toll inputs. */
export function RouteOptionsForm({
  options,
  setOption,
}: {
  options: RouteOptions;
  setOption: SetRouteOption;
}) {
  const t = useT();
  const check = (key: 'motorway' | 'ferry' | 'keepOrder' | 'fixFirst' | 'fixLast', disabled = false) => (
    <label className="rp-check">
      <input
        type="checkbox"
        checked={options[key]}
        disabled={disabled}
        onChange={(e) => setOption(key, e.target.checked)}
      />
      {t(`routePlanner.${key}`)}
    </label>
  );
  const amount = (key: 'consumption' | 'weight' | 'axleWeight') => (
    <label className="rp-field">
      <span>{t(`routePlanner.${key}`)}</span>
      <input
        type="number"
        min={1}
        value={options[key]}
        onChange={(e) => setOption(key, Number(e.target.value) || 0)}
      />
    </label>
  );
  const choice = <K extends 'vehicleCategory' | 'euroCategory' | 'fuel'>(
    key: K,
    values: readonly RouteOptions[K][],
  ) => (
    <label className="rp-field">
      <span>{t(`routePlanner.${key}`)}</span>
      <select value={options[key]} onChange={(e) => setOption(key, e.target.value as RouteOptions[K])}>
        {values.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="rp-options-grid">
      <label className="rp-field">
        <span>{t('routePlanner.method')}</span>
        <select value={options.method} onChange={(e) => setOption('method', e.target.value as RouteMethod)}>
          {ROUTE_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`routePlanner.method${m}`)}
            </option>
          ))}
        </select>
      </label>
      {check('motorway')}
      {check('ferry')}
      {check('keepOrder')}
      {check('fixFirst', options.keepOrder)}
      {check('fixLast', options.keepOrder)}
      {choice('vehicleCategory', VEHICLE_CATEGORIES)}
      {choice('euroCategory', EURO_CATEGORIES)}
      {choice('fuel', FUEL_TYPES)}
      {amount('consumption')}
      {amount('weight')}
      {amount('axleWeight')}
    </div>
  );
}
