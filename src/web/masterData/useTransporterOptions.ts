import { useEffect, useState } from 'react';
import { asListResult } from '../../core/list/listCall.schemas.ts';
import { TRANSPORTERS_API } from '../../core/transporters/transporters.api.ts';
import { callApi } from '../api/callApi.ts';
import type { ColumnOption } from '../grid/gridTypes.ts';

/**
 * The transporters as a select's options ("SHORT – Company name", the id as value), for the lists
 * that name a transporter per row (fleet, capacity estimates): null until loaded, [] where there is
 * nothing to pick (`skip`: a transporter's own users) or the list could not be read.
 */
export function useTransporterOptions(skip: boolean, activeOnly = false): ColumnOption[] | null {
  const [options, setOptions] = useState<ColumnOption[] | null>(skip ? [] : null);
  useEffect(() => {
    if (skip) {
      setOptions((shown) => (shown?.length === 0 ? shown : []));
      return;
    }
    callApi(TRANSPORTERS_API.list, { errorMode: 'silent' })
      .then((answer) =>
        setOptions(
          asListResult(answer)
            .result.filter((t) => !activeOnly || t.active)
            .map((t) => ({ value: t.id, label: `${t.shortName} – ${t.companyName}` })),
        ),
      )
      .catch(() => setOptions([]));
  }, [skip, activeOnly]);
  return options;
}
