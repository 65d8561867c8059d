import { useEffect, useState } from 'react';
import { FREIGHT_DOCUMENTS_API } from '../../../core/freights/freightDocuments.api.ts';
import type { FreightDetails } from '../../../core/freights/freights.schemas.ts';
import { renderPackingSvg } from '../../../core/packing/renderPackingSvg.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';

/**
 * The packing plan drawing of the details panel: the stored plan drawn here, else the server's
 * drawing (GET /api/cargoplan/getsvg lays one out by the configured algorithm); nothing while none.
 */
export function FreightPackingPlan({ details }: { details: FreightDetails }) {
  const t = useT();
  const stored = details.packingPlan;
  const freightId = details.freight.freightId;
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    if (stored) return;
    const abort = new AbortController();
    setFetched(null);
    callApi(FREIGHT_DOCUMENTS_API.cargoPlanSvg, {
      query: { freightId },
      responseType: 'text',
      errorMode: 'silent',
      signal: abort.signal,
    })
      .then(setFetched)
      .catch(() => undefined); // the panel shows everything else; a missing drawing needs no alert
    return () => abort.abort();
  }, [stored, freightId]);
  const svg = stored ? renderPackingSvg(stored) : fetched;
  if (!svg) return null;
  return (
    <>
      <h3>{t('freights.packingPlan')}</h3>
      <img
        className="freight-packing"
        alt={t('freights.packingPlan')}
        data-testid="freight-packing-plan"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      />
    </>
  );
}
