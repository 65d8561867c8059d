import { useEffect, useMemo, useState } from 'react';
import { TIME_SLOTS_API } from '../../../core/timeSlots/timeSlots.api.ts';
import type { TransporterPunctuality } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import type { Transporter } from '../../../core/transporters/transporters.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { toInternalDate } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { fieldColumns, formFields, type GridRowOf } from '../../masterData/masterDataForm.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { PunctualityTable } from '../../truckJobs/PunctualityTable.tsx';

const FIELDS = formFields('transporters', {
  companyName: 'text',
  shortName: 'text',
  active: 'bool',
});

const adapter = masterDataAdapter({
  entity: 'transporters',
  api: TRANSPORTERS_API,
  fields: FIELDS,
  rules: 'transporter',
  bulkRows: (answer) => answer.transporters,
});

type TransporterRow = GridRowOf<Transporter>;

const RECORD_DAYS = 90;

/**
 * The transporters' time-slot record of the last 90 days (issue 18: no-shows and lateness, booked
 * vs arrived), while the time_slot module is on and the user reads time slots; nothing otherwise.
 */
function TransporterRecord() {
  const access = useAccess();
  const on = access.abilities.has('accessTimeSlots');
  const [rows, setRows] = useState<TransporterPunctuality[] | null>(null);
  useEffect(() => {
    if (!on) return;
    const abort = new AbortController();
    const today = new Date();
    const from = new Date(today.getTime() - RECORD_DAYS * 86_400_000);
    callApi(TIME_SLOTS_API.punctuality, {
      query: { from: toInternalDate(from), to: toInternalDate(today) },
      signal: abort.signal,
      errorMode: 'silent',
    })
      .then((answer) => setRows([...answer].sort((a, b) => b.noShow + b.late - (a.noShow + a.late))))
      .catch(() => setRows(null));
    return () => abort.abort();
  }, [on]);
  if (!on || rows === null) return null;
  return (
    <details className="transporter-record" open data-testid="transporter-record">
      <summary title={translate('transporters.punctualityHint')}>
        {translate('transporters.punctualityTitle')}
      </summary>
      <PunctualityTable rows={rows} testId="transporter-punctuality" />
    </details>
  );
}

/** /transporters: carrier companies on the DataGrid; editors add and change them. */
export function TransportersScreen() {
  const columns = useMemo(
    () =>
      fieldColumns<TransporterRow>(FIELDS, {
        shortName: { width: 180 },
        companyName: { flex: 1 },
        active: { width: 120 },
      }),
    [],
  );
  return (
    <MasterDataScreen
      route="/transporters"
      texts="transporters"
      adapter={adapter}
      columns={columns}
      rowLabel={(r) => r.shortName}
      subheader={<TransporterRecord />}
      dialog={{ testId: 'transporter-dialog', initial: { active: true } }}
    />
  );
}
