import { type AnyEndpoint, apiPath, type ResponseOf } from '../../core/api/endpoint.ts';
import { FREIGHT_ERRORS } from '../../core/freights/freights.errors.ts';
import { apiRequest } from '../api/http.ts';
import { showAlert } from '../state/alertState.ts';
import { refusalText, type SaveResult, type SaveWarning, saveWithWarnings } from './saveWithWarnings.ts';
import { askWarnings } from './WarningsPrompt.tsx';

/** The status endpoints each truck-job contract (FREIGHTS_API, PICKUPS_API) has under these names. */
interface TruckJobStatusApi {
  setStatus: AnyEndpoint;
  nextStatus: AnyEndpoint;
}

/**
 * Steps a truck job read at its version to `status`, the neighbour `direction` away (PUT
 * /{id}/{version}/status), with the save warnings: `check` lists the rules worker's, the server's
 * 409 asks for the rest. Without a neighbour that way the server is still asked (…/next-status
 * forward, the stored status back), so its refusal says why (cancelled, the last status, the first).
 */
export function stepTruckJobStatus<A extends TruckJobStatusApi, S extends string>(
  api: A,
  stored: { id: string; __v: number; status: S },
  status: S | null,
  direction: 1 | -1,
  check: () => Promise<readonly SaveWarning[]>,
): Promise<SaveResult<ResponseOf<A['setStatus']> | ResponseOf<A['nextStatus']>>> {
  type Saved = ResponseOf<A['setStatus']> | ResponseOf<A['nextStatus']>;
  const params = { id: stored.id, version: String(stored.__v) };
  const put = (e: AnyEndpoint, body: object) =>
    apiRequest<Saved>(e.method, apiPath(e, params), { body, errorMode: 'silent' });
  return saveWithWarnings<Saved>({
    check,
    send: (confirmed) =>
      status === null && direction === 1
        ? put(api.nextStatus, {})
        : put(api.setStatus, { status: status ?? stored.status, ...(confirmed && { confirmed }) }),
    ask: askWarnings,
    confirmationCode: FREIGHT_ERRORS.confirmationNeeded.code,
  });
}

/**
 * Steps list rows' statuses one by one (transport.nextStatus / transport.previousStatus on a freight
 * or pickup list) with the kind's `step` call; the first refusal is shown with the row's number and
 * stops. Answers the records saved.
 */
export async function stepTruckJobRows<Row, R>(
  rows: readonly Row[],
  direction: 1 | -1,
  step: (row: Row, direction: 1 | -1) => Promise<SaveResult<R>>,
  numberOf: (row: Row) => string,
): Promise<R[]> {
  const saved: R[] = [];
  for (const row of rows) {
    try {
      const result = await step(row, direction);
      if (!result.saved) break;
      saved.push(result.value);
    } catch (err) {
      showAlert(`${numberOf(row)}: ${refusalText(err)}`);
      break;
    }
  }
  return saved;
}

/** The cancel endpoints each truck-job contract (FREIGHTS_API, PICKUPS_API) has under these names. */
interface TruckJobCancelApi {
  cancel: AnyEndpoint;
  uncancel: AnyEndpoint;
}

/**
 * Cancels or reopens truck jobs at the versions read (PUT /cancel/, /uncancel/ of the kind's
 * contract, the ids under the kind's `idsField`); answers the server's success text.
 */
export async function setTruckJobsCancelled(
  api: TruckJobCancelApi,
  idsField: 'freightIds' | 'pickupIds',
  rows: readonly { id: string; __v: number }[],
  cancel: boolean,
): Promise<string> {
  const e = cancel ? api.cancel : api.uncancel;
  const body = {
    [idsField]: rows.map((r) => r.id),
    versions: Object.fromEntries(rows.map((r) => [r.id, r.__v])),
  };
  return (await apiRequest<{ message: string }>(e.method, apiPath(e), { body })).message;
}
