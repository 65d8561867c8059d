import { lazy, Suspense, useState } from 'react';
import { GEO_MESSAGES } from '../../../core/geo/geo.schemas.ts';
import { formatCoordinates, parseCoordinates } from '../../../core/sites/sites.schemas.ts';
import { searchAddresses } from '../../api/location.api.ts';
import { useT } from '../../i18n/useT.ts';

// OpenLayers is large: the map arrives with its own chunk when a depot dialog first shows it.
const RouteMap = lazy(() => import('../../map/RouteMap.tsx').then((m) => ({ default: m.RouteMap })));

/** Round to ~1 m so a picked point reads well in the coordinates field. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * The depot's point on the offline map: the marker follows the coordinates field; a click, or
 * Enter on the focused map (arrows pan, +/− zoom), puts the depot at that point; the button finds
 * the coordinates of the typed address in the gazetteer.
 */
export function DepotLocationPicker({
  coordinates,
  address,
  onChange,
}: {
  coordinates: string;
  address: string;
  onChange(coordinates: string): void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const point = parseCoordinates(coordinates);
  const markers = point ? [{ id: 'depot', label: '', coordinates: point.coordinates }] : [];
  const pick = ([lng, lat]: [number, number]) => {
    onChange(formatCoordinates({ type: 'Point', coordinates: [round(lng), round(lat)] }));
    setNote('');
  };
  const fromAddress = async () => {
    const hit = address.trim().length >= 2 ? (await searchAddresses(address).catch(() => []))[0] : undefined;
    if (!hit) {
      setNote(GEO_MESSAGES.cannotBeGeocoded);
      return;
    }
    pick(hit.geometry.coordinates);
    setNote(t('sites.addressFound', { label: hit.properties.label }));
  };
  return (
    <fieldset className="depot-location">
      <legend>{t('sites.location')}</legend>
      <button type="button" onClick={() => void fromAddress()}>
        {t('sites.coordinatesFromAddress')}
      </button>
      <p className="grid-status" role="status" data-testid="depot-location-note">
        {note}
      </p>
      <div className="depot-location-map">
        <Suspense fallback={null}>
          <RouteMap markers={markers} onPick={pick} label={t('sites.locationMap')} />
        </Suspense>
      </div>
    </fieldset>
  );
}
